// Every key in one language exists in the other, and no translation is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', 'locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `a.b.c` → leaf value, for every leaf of a JSON document. */
function leaves(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, child] of entries) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/**
 * Data one language needs and the other does not: French card names carry their gender, number and
 * article (`<card>.grammar`, see src/ui/common/grammar.ts); English names take no article, so English has
 * none. These leaves are left out of the key comparison and checked by src/ui/common/grammar.test.ts.
 */
const languageOnly = (file: string, key: string) => file === 'cards.json' && /^[^.]+\.grammar\./.test(key);

/**
 * French sentences agree with the card they are about (« les Ours runcinés se résolvent »): i18next
 * contexts `key_female`, `key_plural`, `key_female_plural` (before any `_one`/`_other`). English card names
 * are singular proper names ("Grizzly Bears resolves"), so English has no such variant; each variant must
 * still be a variant of a key that both languages have.
 */
const AGREEMENT = /_(female_plural|female|plural)(?=(_one|_other)?$)/;
const agreementOf = (key: string, other: Map<string, Json>) => AGREEMENT.test(key) && other.has(key.replace(AGREEMENT, ''));

const jsonFiles = (language: string) => readdirSync(join(root, language)).filter((f) => f.endsWith('.json')).sort();
const read = (language: string, file: string) => JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Json;

describe('locale parity (en ↔ fr)', () => {
  const en = jsonFiles('en');
  const fr = jsonFiles('fr');

  it('has the same namespace files in both languages', () => {
    expect(fr).toEqual(en);
    expect(en.length).toBeGreaterThan(0);
  });

  for (const file of [...new Set([...en, ...fr])]) {
    describe(file, () => {
      const both = en.includes(file) && fr.includes(file);
      const enKeys = both ? leaves(read('en', file)) : new Map<string, Json>();
      const frKeys = both ? leaves(read('fr', file)) : new Map<string, Json>();

      it('has every English key in French and every French key in English', () => {
        expect(both, `${file} exists in only one language`).toBe(true);
        const missingInFr = [...enKeys.keys()].filter((k) => !frKeys.has(k) && !languageOnly(file, k));
        const missingInEn = [...frKeys.keys()].filter((k) => !enKeys.has(k) && !languageOnly(file, k) && !agreementOf(k, enKeys));
        expect({ missingInFr, missingInEn }).toEqual({ missingInFr: [], missingInEn: [] });
      });

      it('has no empty value', () => {
        const empty = (map: Map<string, Json>, language: string) =>
          [...map]
            .filter(([, v]) => v === null || (typeof v === 'string' && v.trim() === '') || typeof v === 'object')
            .map(([k]) => `${language}:${k || '(root)'}`);
        expect([...empty(enKeys, 'en'), ...empty(frKeys, 'fr')]).toEqual([]);
      });
    });
  }
});

describe('card name grammar', () => {
  it('is French only: English card names take no article, so locales/en/cards.json has no grammar', () => {
    const en = [...leaves(read('en', 'cards.json')).keys()].filter((k) => languageOnly('cards.json', k));
    const fr = [...leaves(read('fr', 'cards.json')).keys()].filter((k) => languageOnly('cards.json', k));
    expect(en).toEqual([]);
    expect(fr.length).toBeGreaterThan(0);
  });
});

describe('locale files', () => {
  // JSON.parse keeps the last of two equal keys without a word: a merge that adds a key twice would
  // silently throw one translation away.
  it.each(['en', 'fr'].flatMap((lng) => jsonFiles(lng).map((file) => [lng, file] as const)))('%s/%s has no key twice in one object', (lng, file) => {
    const text = readFileSync(join(root, lng, file), 'utf8');
    const repeated: string[] = [];
    const stack: Set<string>[] = [];
    // A small scan of the JSON's objects: strings followed by ':' are keys of the innermost open object.
    const token = /"(?:[^"\\]|\\.)*"\s*:|[{}]|"(?:[^"\\]|\\.)*"/g;
    for (const m of text.matchAll(token)) {
      const t = m[0];
      if (t === '{') stack.push(new Set());
      else if (t === '}') stack.pop();
      else if (t.endsWith(':')) {
        const key = t.slice(0, t.lastIndexOf('"') + 1);
        const keys = stack[stack.length - 1]!;
        if (keys.has(key)) repeated.push(key);
        keys.add(key);
      }
    }
    expect(repeated).toEqual([]);
  });
});
