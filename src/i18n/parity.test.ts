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
        const missingInFr = [...enKeys.keys()].filter((k) => !frKeys.has(k));
        const missingInEn = [...frKeys.keys()].filter((k) => !enKeys.has(k));
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
