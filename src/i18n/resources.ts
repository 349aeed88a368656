// Every locale file at once: `locales/<language>/<namespace>.json`. For the tests and Node tools only — the
// browser loads one language at a time, in two parts (load-language.ts), so that the first paint carries
// neither the other language nor the lessons' step texts.
// A namespace file that does not exist yet in one language is simply absent (the parity test catches it).
import type { Resource, ResourceLanguage } from 'i18next';

export { isLanguage, LANGUAGES, NAMESPACES, type Language, type Namespace } from './languages';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** `{ en: { common: {...}, cards: {...} }, fr: {...} }` */
export function localeFiles(): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (out[language] ??= {})[namespace] = content;
  }
  return out;
}

export const resources: Resource = localeFiles() as Record<string, ResourceLanguage>;
