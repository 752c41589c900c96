import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, SHELL } from '../build/apps';
import { startStack } from '../supabase/local/src/stack';
import { onShutdown, spawnLabelled, stopGroup } from './lib/processes';
import { stackPortFlags, stackPorts, useStackForRuntimeConfig } from './lib/stack-options';

/**
 * `pnpm dev`: the local stack plus every app's Rsbuild dev server with hot reload. Remote
 * edits hot-reload inside the shell too (see the devtools hook in build/federation.ts).
 * Takes `--api-port N` / `--mail-port N` like `pnpm start`.
 */
const { values: flags } = parseArgs({ options: stackPortFlags });
const rootDir = path.resolve(import.meta.dirname, '..');
const stack = await startStack(stackPorts(flags));
// The dev servers inherit this environment, so their /config.json points at this stack.
useStackForRuntimeConfig(stack);
const children: ChildProcess[] = [...REMOTES, SHELL].map((app) =>
  spawnLabelled(app.dir, 'pnpm', ['--filter', app.dir, 'run', 'dev'], rootDir),
);

onShutdown(async () => {
  await Promise.all(children.map((child) => stopGroup(child)));
  await stack.stop();
});

console.info(`Dev servers: shell http://127.0.0.1:${SHELL.port}, API ${stack.apiUrl}, mail ${stack.mailUrl}`);
