import { defineConfig } from 'vitest/config';

// One local stack for the whole run (tests/helpers/global-setup.ts), files run one at a time:
// they share that database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
