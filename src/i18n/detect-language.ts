import { isLanguage, type Language } from './languages';

export const STORAGE_KEY = 'stacklab.lang';

export interface LanguageSources {
  /** `location.search`, e.g. `?lang=fr` */
  search: string;
  /** What localStorage remembers, if anything. */
  stored: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  browser: readonly string[];
}

/** `?lang=` wins, then the remembered choice, then the browser (any `fr…` → French), else English. */
export function detectLanguage({ search, stored, browser }: LanguageSources): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(stored)) return stored;
  const first = browser.find((tag) => typeof tag === 'string' && tag.length > 0);
  return first?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The same URL with `?lang=` set, everything else kept. */
export function withLanguageParam(href: string, language: Language): string {
  const url = new URL(href);
  url.searchParams.set('lang', language);
  return url.toString();
}
