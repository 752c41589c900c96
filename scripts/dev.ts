import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTES, SHELL } from '../build/apps';
import { startStack } from '../supabase/local/src/stack';
import { onShutdown, spawnLabelled } from './lib/processes';

/**
 * `pnpm dev`: the local stack plus every app's Rsbuild dev server with hot reload. Remote
 * edits hot-reload inside the shell too (see the devtools hook in build/federation.ts).
 */
const rootDir = path.resolve(import.meta.dirname, '..');
const stack = await startStack({});
const children: ChildProcess[] = [...REMOTES, SHELL].map((app) =>
  spawnLabelled(app.dir, 'pnpm', ['--filter', app.dir, 'run', 'dev'], rootDir),
);

onShutdown(async () => {
  for (const child of children) child.kill('SIGTERM');
  await stack.stop();
});

console.info(`Dev servers: shell http://127.0.0.1:${SHELL.port}, API ${stack.apiUrl}, mail ${stack.mailUrl}`);
