import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/browser';
import { E2E_API_PORT, E2E_MAIL_PORT, E2E_RAZORPAY_PORT } from './support/stack';

// Debian's Chromium with the flags this machine needs, defined once for e2e and benchmarks.
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Journeys across the shell and remotes in Debian's Chromium, against the production build
 * served as deployed and a throwaway local stack (real Postgres), started by `pnpm start`.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    // The store's service worker keeps pages and catalogue answers (docs/adr/0025): a journey
    // that changes the catalogue must see it at once, so only pwa.spec.ts lets the worker run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    // Its own backend ports, so a developer's running `pnpm start` does not collide.
    command: `pnpm start --ephemeral --api-port ${E2E_API_PORT} --mail-port ${E2E_MAIL_PORT} --razorpay-port ${E2E_RAZORPAY_PORT}`,
    cwd: '..',
    // Ready: the remotes' server builds loaded and the catalogue answering (/readyz).
    url: 'http://127.0.0.1:3000/readyz',
    // Every test signs in from 127.0.0.1: scale the per-IP auth limits (per-address limits,
    // which the resend test exercises, are unchanged).
    // A server render (and the head it notes) may take this long before the page goes out
    // without what is late (300 ms by default): the journeys check whole pages on a loaded 2-core
    // host; a render cut short is tested in page-server.spec.ts.
    env: { STORE_AUTH_RATE_LIMIT_SCALE: '20', SSR_DEADLINE_MS: '5000' },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
