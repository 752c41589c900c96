import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, SHELL } from '../build/apps';
import { startWebServers } from '../build/web-server';
import { startStack } from '../supabase/local/src/stack';
import { onShutdown, run } from './lib/processes';
import { stackPortFlags, stackPorts, useStackForRuntimeConfig } from './lib/stack-options';

/**
 * `pnpm start`: the whole store on one machine. Builds the apps that have no build yet, starts
 * the local Supabase stack (real Postgres, migrated and seeded; data kept in .local/), serves
 * the shell on 127.0.0.1:3000 and each remote on its own origin, and stops it all on Ctrl-C.
 *   --fresh      recreate the database from the migrations and seed
 *   --ephemeral  throwaway database, removed on exit (tests)
 *   --build      rebuild every app even when a build exists
 *   --api-port N / --mail-port N   other ports for the backend (default 54321 / 54324)
 */
const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    ephemeral: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    ...stackPortFlags,
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');

const apps = [...REMOTES, SHELL];
const missing = apps.filter(
  (app) => flags.build || !existsSync(path.join(rootDir, app.dir, 'dist/index.html')),
);
for (const app of missing) {
  console.info(`Building ${app.dir}…`);
  await run('pnpm', ['--filter', app.dir, 'run', 'build'], rootDir);
}

const stack = await startStack({ fresh: flags.fresh, ephemeral: flags.ephemeral, ...stackPorts(flags) });
useStackForRuntimeConfig(stack);
const web = await startWebServers();
onShutdown(async () => {
  await web.close();
  await stack.stop();
});

console.info(`
  Store      ${web.shellUrl}
  API        ${stack.apiUrl}
  Mail       ${stack.mailUrl}
  Database   ${stack.dbUrl}
  Remotes    ${REMOTES.map((r) => `${r.dir} :${r.port}`).join(', ')}

Press Ctrl-C to stop.`);
