// How scripts/first-paint.mjs measures the first paint (npm run build runs it on the real build and fails over
// budget): the entry and its preloads from index.html, plus each language's page texts and their imports.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGET_KIB, htmlScripts, measure, staticClosure } from '../scripts/first-paint.mjs';

describe('the first-paint figure', () => {
  it('has a budget of 120 KiB', () => {
    expect(BUDGET_KIB).toBe(120);
  });

  it("reads index.html's module script and modulepreload links, not its style sheets", () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/base/assets/vendor-b.js"><link rel="stylesheet" href="/assets/index-c.css">`;
    expect(htmlScripts(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows static imports, not dynamic ones, and stops on cycles', () => {
    const manifest = {
      a: { file: 'a.js', imports: ['b'], dynamicImports: ['c'] },
      b: { file: 'b.js', imports: ['a', 'd'] },
      c: { file: 'c.js' },
      d: { file: 'd.js' },
    };
    expect([...staticClosure(manifest, 'a')].sort()).toEqual(['a.js', 'b.js', 'd.js']);
  });

  it('sums the gzip sizes per language (entry, its preloads, the page texts) and keeps the larger', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const files: Record<string, string> = {
      'assets/index.js': 'x'.repeat(1000),
      'assets/shared.js': 'let y = 1;',
      'assets/en-page.js': 'en',
      'assets/fr-page.js': Array.from({ length: 3000 }, (_, i) => String((i * 7919) % 1000)).join(','),
      'assets/en-table.js': 'not counted',
    };
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dist, f), text);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/shared.js">');
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared'], dynamicImports: ['src/i18n/bundles/en-page.ts'] },
        _shared: { file: 'assets/shared.js' },
        'src/i18n/bundles/en-page.ts': { file: 'assets/en-page.js', imports: ['_shared'] },
        'src/i18n/bundles/fr-page.ts': { file: 'assets/fr-page.js' },
        'src/i18n/bundles/en-table.ts': { file: 'assets/en-table.js' },
      }),
    );
    const gz = (f: string) => gzipSync(files[f] as string, { level: 9 }).length;
    const { kib, perLanguage } = measure(dist);
    const en = (gz('assets/index.js') + gz('assets/shared.js') + gz('assets/en-page.js')) / 1024;
    const fr = (gz('assets/index.js') + gz('assets/shared.js') + gz('assets/fr-page.js')) / 1024;
    expect(perLanguage.map((l) => [l.lng, l.kib])).toEqual([['en', en], ['fr', fr]]);
    expect(kib).toBe(Math.max(en, fr));
    expect(perLanguage[0]?.files).toEqual(['assets/en-page.js', 'assets/index.js', 'assets/shared.js']);
  });
});
