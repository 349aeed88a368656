// Remembered translations. i18next works out every `t` call afresh (tens of microseconds: options merged, the key
// resolved, plurals and interpolation), and `useTranslation`'s `t` first merges all of i18next's options into each
// call's; a table of a few hundred cards, log lines and order rows asks for thousands of texts on one click. The
// same key with the same options in the same language always gives the same text, so the answer is kept until
// the language changes or texts are added or removed (a part of the texts loads lazily).
import type { i18n as I18n } from 'i18next';

type AnyT = (...args: unknown[]) => unknown;

/** Holds at most this many texts; past it the cache starts again (a long session never grows without bound). */
const LIMIT = 50_000;

/**
 * The key of a call whose answer can be kept: a string key (or a list of them) and no options, or options whose
 * values are all strings, numbers, booleans, null or lists of strings; `null` otherwise (functions, objects such
 * as `returnObjects`' answers or a `postProcess` list are passed through untouched).
 */
export function callKey(scope: string, key: unknown, options: unknown, more: number): string | null {
  if (more > 0) return null;
  if (typeof key !== 'string' && !(Array.isArray(key) && key.every((k) => typeof k === 'string'))) return null;
  let text = typeof key === 'string' ? key : key.join('\u0002');
  if (options !== undefined) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
    for (const [name, value] of Object.entries(options)) {
      if (name === 'returnObjects' || name === 'postProcess') return null;
      const kind = typeof value;
      if (value === null || value === undefined || kind === 'string' || kind === 'number' || kind === 'boolean') text += `\u0001${name}\u0003${String(value)}\u0003${kind}`;
      else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) text += `\u0001${name}\u0003${value.join('\u0002')}\u0003list`;
      else return null;
    }
  }
  return `${scope}\u0000${text}`;
}

/** Calls `listener` whenever a text may have changed: another language, texts loaded, added or removed. */
export function onTextsChanged(instance: I18n, listener: () => void): void {
  instance.on('languageChanged', listener);
  instance.on('loaded', listener);
  instance.store.on('added', listener);
  instance.store.on('removed', listener);
}

/** Makes `instance.t`, `instance.exists` and the `t` of `getFixedT` (what `useTranslation` gives) answer from a cache. */
export function rememberTranslations(instance: I18n): void {
  let cache = new Map<string, unknown>();
  const forget = () => {
    cache = new Map();
  };
  onTextsChanged(instance, forget);

  // The cache is emptied when the language changes, so the language is not part of the keys.
  const remembered = (scope: string, original: AnyT): AnyT =>
    function rememberedT(this: unknown, ...args: unknown[]) {
      const key = callKey(scope, args[0], args[1], args.length - 2);
      if (key === null) return original.apply(this, args);
      if (cache.has(key)) return cache.get(key);
      const text = original.apply(this, args);
      if (cache.size >= LIMIT) forget();
      cache.set(key, text);
      return text;
    };

  const t = instance.t.bind(instance) as unknown as AnyT;
  (instance as unknown as { t: AnyT }).t = remembered('t', t);
  // Whether a text exists is asked as often (the log tries several keys for each line).
  const exists = instance.exists.bind(instance) as unknown as AnyT;
  (instance as unknown as { exists: AnyT }).exists = remembered('e', exists);

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT & Record<string, unknown>;
  (instance as unknown as { getFixedT: unknown }).getFixedT = (...args: unknown[]) => {
    const fixed = getFixedT(...args);
    // A fixed `t` answers in its own language (or the current one) and namespaces.
    const scope = `f\u0004${JSON.stringify([fixed.lng ?? null, fixed.lngs ?? null, fixed.ns ?? null, fixed.keyPrefix ?? null, args.slice(3)])}`;
    const wrapped = remembered(scope, fixed) as AnyT & Record<string, unknown>;
    for (const name of Object.keys(fixed)) wrapped[name] = fixed[name];
    return wrapped;
  };
}
