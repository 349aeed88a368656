import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { CATALOGUE_QUERY, catalogueTexts } from './src/i18n/catalogue-texts.ts';

/**
 * The built page's Content-Security-Policy: everything from the page's own origin, no inline script, no
 * eval, no inline style sheet (React sets `style` properties through the CSSOM, which the policy allows).
 * Only for the build: the dev server injects an inline script of its own for hot reloading.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'stacklab-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * `locales/<lng>/lessons.json?catalogue`: the lessons' titles, summaries and step titles only, made from the one
 * source file at build time (src/i18n/catalogue-texts.ts), for the first paint; the whole file is loaded with
 * the table.
 */
function lessonCatalogueTexts(): Plugin {
  return {
    name: 'stacklab-lesson-catalogue-texts',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`lessons.json${CATALOGUE_QUERY}`)) return null;
      const file = id.slice(0, -CATALOGUE_QUERY.length);
      this.addWatchFile(file);
      const texts = catalogueTexts(JSON.parse(await readFile(file, 'utf8')));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`, moduleType: 'js' };
    },
  };
}

// The app is a static single page whose addresses are paths (`/lessons/lesson-3/…`), so its files are found
// from the site's root. To serve it from a folder, build with that folder: STACKLAB_BASE=/stacklab/ npx vite
// build (the router takes the same base). `vite preview` and `vite dev` answer any other path with index.html.
export default defineConfig({
  base: process.env.STACKLAB_BASE ?? '/',
  plugins: [react(), lessonCatalogueTexts(), contentSecurityPolicy()],
  // The first-paint figure (scripts/first-paint.mjs) follows the chunks through the manifest.
  build: { manifest: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
