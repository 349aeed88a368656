import { existsSync } from 'node:fs';
import { defineConfig, chromium } from '@playwright/test';

// Find a Chromium without downloading one: the machine has no internet.
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright's own download
  throw new Error(
    'No Chromium found: install Debian\'s package (apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.',
  );
}

const executablePath = chromiumExecutable();

// Several working copies may run their journeys on one machine at once: each can pick its own port, so
// that none tests another's build by reusing its server.
const port = Number(process.env.STACKLAB_E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Generous: a 2-core machine running other work can be slow; a real failure still fails.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
