import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/browser';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * The version-skew smoke set (`pnpm check:skew`), run once per mix of two trees' builds. The
 * script serves the mix and the backend itself, so there is no webServer here.
 */
export default defineConfig({
  testDir: './skew',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    ...devices['Desktop Chrome'],
    // As in every journey: a sweep sees each mix's pages as served, not a worker's copy; the
    // worker's own sweep allows it (skew/smoke.spec.ts).
    serviceWorkers: 'block',
  },
});
