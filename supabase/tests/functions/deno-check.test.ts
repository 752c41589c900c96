/**
 * Runs scripts/deno-check.ts so the test command type-checks every edge function with Deno, as
 * deployed (offline: bare specifiers come from node_modules).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('deno check passes for every function entry and the shared modules', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deno-check.ts'], {
    cwd: supabaseDir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.stderr + result.stdout).toMatch(/deno check: \d+ file\(s\) OK/);
  expect(result.status).toBe(0);
}, 120_000);
