import { defineConfig } from 'vitest/config';

// Unit tests of every package in one run. Database-backed supabase/local tests run under that
// package's own config; only its pure unit tests (src/**/*.test.ts) are listed here.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: [
      'shared/src/**/*.test.{ts,tsx}',
      'shell/src/**/*.test.{ts,tsx}',
      'shell/server/**/*.test.{ts,tsx}',
      'mf-*/src/**/*.test.{ts,tsx}',
      'supabase/local/src/**/*.test.ts',
      'build/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // Hang guards, not waits: every test awaits the state it needs. On this 2-core host a busy
    // minute (a parallel build, a stack test) makes a 1 s component test take 5 s, which is
    // vitest's default limit.
    testTimeout: 20_000,
  },
});
