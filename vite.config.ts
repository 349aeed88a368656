import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The app is a static single page whose addresses are paths (`/lessons/lesson-3/…`), so its files are found
// from the site's root. To serve it from a folder, build with that folder: STACKLAB_BASE=/stacklab/ npx vite
// build (the router takes the same base). `vite preview` and `vite dev` answer any other path with index.html.
export default defineConfig({
  base: process.env.STACKLAB_BASE ?? '/',
  plugins: [react()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
