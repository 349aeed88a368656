// Every locale file, bundled at build time: `locales/<language>/<namespace>.json`.
// A namespace file that does not exist yet in one language is simply absent (the parity test catches it).
import type { Resource, ResourceLanguage } from 'i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = ['common', 'cards', 'lessons', 'log', 'errors', 'rules'] as const;
export type Namespace = (typeof NAMESPACES)[number];

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

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
