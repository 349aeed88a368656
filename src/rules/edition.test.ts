// Every rule number Stacklab shows belongs to the one pinned edition of the Comprehensive Rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessons } from '../lessons';
import { CR_EDITION, CR_RULES, OLDER_EDITION_NUMBERS } from './edition';

const root = join(import.meta.dirname, '..', '..');
const RULE_NUMBER = /\b[1-9]\d{2}\.\d+[a-z]?\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, dir, f));
}

/** Rule numbers written into log entries, rule references and lesson steps in the app's source. */
function rulesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    const patterns = [/rule: '([^']+)'/g, /rule="([^"]+)"/g, /rules: \[([^\]]*)\]/g, /\? '(\d{3}\.\d+[a-z]?)' : '(\d{3}\.\d+[a-z]?)'/g];
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern))
        for (const group of m.slice(1)) for (const n of group?.match(RULE_NUMBER) ?? []) found.set(n, file);
  }
  return found;
}

/** Every string of a locale file, with its key path. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('the pinned edition of the Comprehensive Rules', () => {
  it('is named, with a date', () => {
    expect(CR_EDITION.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(CR_RULES).length).toBeGreaterThan(100);
  });

  it('lists only well-formed rule numbers, and maps each older number to one of them', () => {
    for (const n of Object.keys(CR_RULES)) expect(n).toMatch(/^[1-9]\d{2}\.\d+[a-z]?$/);
    for (const today of Object.values(OLDER_EDITION_NUMBERS)) expect(CR_RULES).toHaveProperty([today]);
  });

  it('holds every rule number the engine logs, the UI cites or a lesson names (CR 603 renumbered: 603.10a is looking back)', () => {
    const cited = rulesInSource();
    expect(cited.size).toBeGreaterThan(50);
    const missing = [...cited].filter(([n]) => !(n in CR_RULES)).map(([n, f]) => `${n} in ${f}`);
    expect(missing).toEqual([]);
    for (const lesson of lessons) for (const step of lesson.steps) for (const n of step.rules) expect(CR_RULES).toHaveProperty([n]);
  });

  it.each(['en', 'fr'])('holds every rule number that the %s locale names; an older number only beside today\'s', (lng) => {
    const dir = join(root, 'locales', lng);
    const problems: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
      if (file === 'rules.json')
        for (const key of Object.keys(json as object)) if (!(key in CR_RULES)) problems.push(`rules.json key ${key}`);
      for (const [path, text] of strings(json, '')) {
        for (const n of text.match(RULE_NUMBER) ?? []) {
          if (n in CR_RULES) continue;
          // An older number (410.9a…) is allowed only where today's number is said in the same text.
          const today = OLDER_EDITION_NUMBERS[n];
          if (today && text.includes(today)) continue;
          problems.push(`${file} ${path}: ${n}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is the only edition the docs cite: no number in docs/ outside the list, unless it is an older one beside today\'s', () => {
    const problems: string[] = [];
    for (const file of readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
      const lines = readFileSync(join(root, 'docs', file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(RULE_NUMBER)) {
          const n = m[0];
          // Test file names such as `603-10a-…` aren't numbers; versions and sizes are skipped by the pattern.
          if (n in CR_RULES) continue;
          const today = OLDER_EDITION_NUMBERS[n];
          if (today && line.includes(today)) continue;
          problems.push(`${file}:${i + 1}: ${n}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('numbers that changed meaning between editions', () => {
  // 603.6e was "enters with / as / tapped" in older editions and is Aura triggers today: a line that cites
  // it must be about an Aura (or be the table of older numbers).
  it('603.6e is cited only about Aura triggers', () => {
    const problems: string[] = [];
    const files = [...sourceFiles('src'), ...readdirSync(join(root, 'docs')).map((f) => join(root, 'docs', f))];
    for (const lng of ['en', 'fr']) for (const f of readdirSync(join(root, 'locales', lng))) files.push(join(root, 'locales', lng, f));
    // The lesson catalogue is generated from the lessons (one lesson a line), whose own lines are checked here.
    for (const file of files.filter((f) => !f.endsWith('.generated.ts'))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/603\.6e\b/.test(line) && !/aura|603\.6e'?:? '?\|? ?603\.6d|'603\.6e': '603\.6d'/i.test(line)) problems.push(`${file}:${i + 1}`);
      });
    }
    expect(problems).toEqual([]);
  });
});
