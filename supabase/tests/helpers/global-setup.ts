/**
 * Starts ONE throwaway local stack (random ports) for the run, unless SUPABASE_URL points the
 * suite at another target (e.g. a hosted project), and hands its coordinates to the tests.
 */
import type { TestProject } from 'vitest/node';
import { quietLogger } from '../../local/src/log';
import { type RunningStack, startStack } from '../../local/src/stack';
import type { StackTarget } from './target';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackTarget | null;
  }
}

let stack: RunningStack | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.SUPABASE_URL) {
    project.provide('stack', null);
    return;
  }
  // Every test file calls Auth from 127.0.0.1: per-IP limits would add up across files and answer
  // 429 to unrelated tests. Per-address limits (what the rate-limit tests check) are not scaled.
  process.env.STORE_AUTH_RATE_LIMIT_SCALE ??= '50';
  // The e-mail sender stays off: tests/db/item-lifecycle.test.ts drives send-emails itself.
  stack = await startStack({
    ephemeral: true,
    apiPort: 0,
    mailPort: 0,
    log: quietLogger,
    emailSender: false,
  });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    mailUrl: stack.mailUrl,
    dbUrl: stack.dbUrl,
    jwtSecret: stack.jwtSecret,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  stack = null;
}
