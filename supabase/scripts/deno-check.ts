/**
 * Type-checks the edge functions with Deno exactly as they are deployed: every
 * `functions/<name>/index.ts` entry (which pulls in its handler) plus the `_shared` modules.
 * Offline by construction: `--no-remote`, and bare specifiers (`zod`, `@supabase/supabase-js`)
 * come from node_modules through functions/deno.json's `"nodeModulesDir": "manual"`.
 *
 *   node --import tsx scripts/deno-check.ts        (from supabase/)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(supabaseDir, 'functions');
const deno = path.join(
  supabaseDir,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'deno.cmd' : 'deno',
);

function targets(): string[] {
  const entries = fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .map((d) => path.join(functionsDir, d.name, 'index.ts'))
    .filter((file) => fs.existsSync(file));
  const sharedDir = path.join(functionsDir, '_shared');
  const shared = fs.existsSync(sharedDir)
    ? fs
        .readdirSync(sharedDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => path.join(sharedDir, f))
    : [];
  return [...entries, ...shared];
}

const files = targets();
if (files.length === 0) {
  console.info('deno check: no function entries or shared modules found');
  process.exit(0);
}
const started = Date.now();
const result = spawnSync(
  deno,
  ['check', '--quiet', '--no-remote', '--config', path.join(functionsDir, 'deno.json'), ...files],
  { cwd: functionsDir, stdio: 'inherit', env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
);
if (result.error) {
  console.error(`deno check: could not run ${deno}: ${result.error.message}`);
  process.exit(1);
}
const names = files.map((f) => path.relative(functionsDir, f)).join(', ');
if (result.status === 0)
  console.info(`deno check: ${files.length} file(s) OK in ${Date.now() - started} ms (${names})`);
process.exit(result.status ?? 1);
