// The browser's texts, one language at a time and in two parts, each a chunk of its own (bundles/):
// - `page`: what the first paint needs — common, rules, the cards' names (`cards.json?names`) and the
//   lessons' titles, summaries and step titles (`lessons.json?catalogue`); main.tsx waits for the active
//   language's before rendering;
// - `table`: what a lesson or the sandbox adds — the log, the errors, the cards' and the lessons' whole
//   texts, the sandbox's save-and-share texts (`share`); the lazy table waits for it (ui/layout/TableRoute.tsx).
// The other language is fetched only when the learner switches (`switchLanguage` loads every part already
// needed, then changes the language, so no raw key is ever shown) or when a component asks for it (the rule
// panel's second summary).
import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';
import { withFrenchSpacing } from './french-spacing';

export type TextPart = 'page' | 'table';
type Bundle = { default: Record<string, Record<string, unknown>> };

const LOADERS: Record<Language, Record<TextPart, () => Promise<Bundle>>> = {
  en: { page: () => import('./bundles/en-page'), table: () => import('./bundles/en-table') },
  fr: { page: () => import('./bundles/fr-page'), table: () => import('./bundles/fr-table') },
};

interface Loads {
  /** Per `<language>/<part>`: loading or loaded. A failed load is forgotten, so that it can be retried. */
  started: Map<string, Promise<void>>;
  done: Set<string>;
  /** The parts the app has needed so far: a language switch loads them all. */
  wanted: Set<TextPart>;
}

const byInstance = new WeakMap<I18n, Loads>();

function loadsOf(given: I18n): Loads {
  // react-i18next's `useTranslation` hands out a copy of the instance (its `__original` is the instance), a new
  // one each time a component mounts: what was loaded is kept per instance, whichever copy asks.
  const i18n = (given as I18n & { __original?: I18n }).__original ?? given;
  let loads = byInstance.get(i18n);
  if (!loads) {
    loads = { started: new Map(), done: new Set(), wanted: new Set(['page']) };
    byInstance.set(i18n, loads);
  }
  return loads;
}

/** Has this language's part been added to the instance? */
export function textsLoaded(i18n: I18n, lng: Language, part: TextPart = 'page'): boolean {
  return loadsOf(i18n).done.has(`${lng}/${part}`);
}

/** Loads a language's part (once) and adds it to the instance. */
export function loadTexts(i18n: I18n, lng: Language, part: TextPart = 'page'): Promise<void> {
  const loads = loadsOf(i18n);
  const key = `${lng}/${part}`;
  const started = loads.started.get(key);
  if (started) return started;
  const loading = LOADERS[lng][part]().then(({ default: bundle }) => {
    for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(lng, ns, lng === 'fr' ? withFrenchSpacing(texts) : texts, true, true);
    loads.done.add(key);
  });
  loads.started.set(key, loading);
  loading.catch(() => loads.started.delete(key));
  return loading;
}

/**
 * The current language's part, which from now on every language switch loads too. The same promise until it
 * settles (React's `use` can wait for it); a failed one is forgotten, so that asking again retries.
 */
export function needTexts(i18n: I18n, part: TextPart): Promise<void> {
  loadsOf(i18n).wanted.add(part);
  return loadTexts(i18n, i18n.language === 'fr' ? 'fr' : 'en', part);
}

/** Waits for every part the app needs in `lng`, then changes the language. */
export async function switchLanguage(i18n: I18n, lng: Language): Promise<void> {
  const loads = loadsOf(i18n);
  await Promise.all([...loads.wanted].map((part) => loadTexts(i18n, lng, part)));
  await i18n.changeLanguage(lng);
}
