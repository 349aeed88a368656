import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The app is a static single page: `base: './'` lets the build be served from any folder.
export default defineConfig({
  base: './',
  plugins: [react()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
