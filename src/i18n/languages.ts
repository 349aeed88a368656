// The app's languages and namespaces (no texts here: see resources.ts for the tests and load-language.ts for
// the browser, which loads one language's texts at a time).
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = ['common', 'cards', 'lessons', 'log', 'errors', 'rules', 'rulings', 'why', 'share', 'builder', 'table'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
