// Texts the journeys look for, read from the locale files so the tests follow the translations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammarByName, withForms as addForms } from '../src/ui/common/grammar';
import { frenchSpacing } from '../src/i18n/french-spacing';

export type Lang = 'en' | 'fr';

type Json = { [key: string]: Json | string };

const cache = new Map<string, Json>();

function file(lang: Lang, ns: string): Json {
  const key = `${lang}/${ns}`;
  let json = cache.get(key);
  if (!json) {
    json = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, `${ns}.json`), 'utf8')) as Json;
    cache.set(key, json);
  }
  return json;
}

/** `tr('fr', 'common:controls.pass')`, with `{{name}}` placeholders filled in. */
export function tr(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let value: Json | string | undefined = file(lang, ns);
  for (const part of path.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`missing ${lang} ${key}`);
  const text = lang === 'fr' ? frenchSpacing(value) : value;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

export const card = (lang: Lang, id: string) => tr(lang, `cards:${id}.name`);

/**
 * The forms the app adds beside each name parameter (src/ui/common/grammar.ts): `theCard`, `TheCard`,
 * `ofCard`, `toCard` … (« les Ours runcinés », « de la Suivante de l'âme », "Alice's").
 */
export function withForms(lang: Lang, params: Record<string, string | number>): Record<string, string | number> {
  const t = (key: string, options: Record<string, unknown> = {}) => tr(lang, key, options as Record<string, string | number>);
  const cards = file(lang, 'cards') as unknown;
  const grammars = grammarByName(cards);
  return addForms(t, (name) => grammars.get(name), params) as Record<string, string | number>;
}

/** The possessive form the app uses: "Alice's" / « d'Alice » / « des Ours runcinés ». */
export function of(lang: Lang, name: string): string {
  return String(withForms(lang, { name }).ofName);
}
