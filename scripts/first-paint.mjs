// The JavaScript the first paint waits for, in KiB gzip, against the budget: run after `vite build` by
// `npm run build` (so by CI's `npm test`), it exits 1 when the budget is exceeded. A size, not a time.
//
// Counted: the entry module index.html loads and every module it preloads (its static imports), plus the
// active language's page texts, which main.tsx awaits before rendering (src/i18n/bundles/<lng>-page.ts and
// its static imports, found through Vite's manifest). The figure is the larger of English and French.
// Not counted: CSS, and the chunks loaded later (the table, the lessons' texts, the other language).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 120;
const LANGUAGES = ['en', 'fr'];

/** Files (relative to dist/) that index.html makes the browser load before anything runs. */
export function htmlScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.add(m[1]);
  return [...files].map((f) => f.replace(/^(\.?\/)+/, '').replace(/^.*?(assets\/)/, '$1'));
}

/** A manifest entry's file and the files of its static imports, recursively. */
export function staticClosure(manifest, key, out = new Set()) {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, out);
  return out;
}

export function measure(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = new Set(htmlScripts(html));
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const perLanguage = LANGUAGES.map((lng) => {
    const key = `src/i18n/bundles/${lng}-page.ts`;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    const files = new Set([...entry, ...staticClosure(manifest, key)]);
    const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
    return { lng, files: [...files].sort(), kib: bytes / 1024 };
  });
  const worst = perLanguage.reduce((a, b) => (b.kib > a.kib ? b : a));
  return { kib: worst.kib, perLanguage };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`first paint: no ${dist}/index.html — run vite build first`);
    process.exit(1);
  }
  const { kib, perLanguage } = measure(dist);
  for (const l of perLanguage) console.log(`  ${l.lng}: ${l.kib.toFixed(1)} KiB gzip (${l.files.join(', ')})`);
  const over = kib > BUDGET_KIB;
  console.log(`first paint: ${kib.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)${over ? ' — OVER BUDGET' : ''}`);
  if (over) process.exit(1);
}
