import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

// The app is a static single page whose addresses are paths (`/lessons/lesson-3/…`), so its files are found
// from the site's root. To serve it from a folder, build with that folder: STACKLAB_BASE=/stacklab/ npx vite
// build (the router takes the same base). `vite preview` and `vite dev` answer any other path with index.html.
export default defineConfig({
  base: process.env.STACKLAB_BASE ?? '/',
  plugins: [react(), contentSecurityPolicy()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
