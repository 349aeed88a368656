import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { localePart } from './src/i18n/catalogue-texts.ts';

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
 * `locales/<lng>/lessons.json?catalogue` (the lessons' titles, summaries and step titles) and
 * `locales/<lng>/cards.json?names` (the cards' names and grammar): the parts of the locale files the first
 * paint needs, made from the one source file at build time (src/i18n/catalogue-texts.ts); the whole files are
 * loaded with the table.
 */
function localeParts(): Plugin {
  return {
    name: 'stacklab-locale-parts',
    enforce: 'pre',
    async load(id) {
      const part = localePart(id);
      if (!part) return null;
      this.addWatchFile(part.file);
      const texts = part.make(JSON.parse(await readFile(part.file, 'utf8')));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`, moduleType: 'js' };
    },
  };
}

// The app is a static single page whose addresses are paths (`/lessons/lesson-3/…`), so its files are found
// from the site's root. To serve it from a folder, build with that folder: STACKLAB_BASE=/stacklab/ npx vite
// build (the router takes the same base). `vite preview` and `vite dev` answer any other path with index.html.
export default defineConfig({
  base: process.env.STACKLAB_BASE ?? '/',
  plugins: [react(), localeParts(), contentSecurityPolicy()],
  // The first-paint figure (scripts/first-paint.mjs) follows the chunks through the manifest.
  build: { manifest: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
