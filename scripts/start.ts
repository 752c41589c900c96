import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localRemoteMap, REMOTES, SHELL } from '../build/apps';
import { cdnDir, cdnUrl, liveMapFile } from '../build/cdn';
import { startWebServers, untilReady } from '../shell/server/http/web-server';
import { startStack } from '../supabase/local/src/stack';
import { writeAtomically } from './deploy/live';
import { onShutdown, run } from './lib/processes';
import { stackPortFlags, stackPorts, useStackForRuntimeConfig } from './lib/stack-options';

/**
 * `pnpm start`: the whole store on one machine. Builds the apps that have no build yet, starts
 * the local Supabase stack (real Postgres, migrated and seeded; data kept in .local/), serves
 * the shell on 127.0.0.1:3000 and each remote on its own origin, and stops it all on Ctrl-C.
 *   --fresh      recreate the database from the migrations and seed
 *   --ephemeral  throwaway database, removed on exit (tests)
 *   --build      rebuild every app even when a build exists
 *   --api-port N / --mail-port N / --razorpay-port N   other ports for the backend (default
 *                54321 / 54324 / 54325; the Razorpay test gateway takes a free port when only
 *                --api-port is given)
 * It also serves the CDN origin of independent deploys (`.local/cdn`, or `STORE_CDN_DIR`; a fresh
 * `.local/e2e-cdn` with --ephemeral) on :3006, and the store's remote map is that origin's live
 * `remotes.json` (re-read on every page load) unless `REMOTES_JSON` names another map.
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

const cdn = cdnDir({ ephemeral: flags.ephemeral });
if (flags.ephemeral && !process.env.STORE_CDN_DIR) rmSync(cdn, { recursive: true, force: true });
if (!process.env.REMOTES_JSON) {
  mkdirSync(cdn, { recursive: true });
  // Before the first deploy the live map is the local one (every remote on its own port).
  if (!existsSync(liveMapFile(cdn)))
    writeAtomically(liveMapFile(cdn), `${JSON.stringify(localRemoteMap(), null, 2)}\n`);
  process.env.REMOTES_JSON = liveMapFile(cdn);
}

const stack = await startStack({ fresh: flags.fresh, ephemeral: flags.ephemeral, ...stackPorts(flags) });
useStackForRuntimeConfig(stack);
const web = await startWebServers(undefined, { cdnDir: cdn });
onShutdown(async () => {
  await web.close();
  await stack.stop();
});

// The store is ready when the page server says so: remotes' server builds loaded, catalogue answering.
const readiness = await untilReady(() => fetch(`${web.shellUrl}/readyz`));
console.info(`
  Store      ${web.shellUrl} (${readiness === 200 ? 'ready' : `not ready yet: /readyz ${readiness}`})
  API        ${stack.apiUrl}
  Mail       ${stack.mailUrl}
  Razorpay   ${stack.razorpayUrl ?? '(not started)'} (test gateway)
  Database   ${stack.dbUrl}
  Remotes    ${REMOTES.map((r) => `${r.dir} :${r.port}`).join(', ')}
  CDN        ${cdnUrl()} (${path.relative(rootDir, cdn) || cdn}; live map ${process.env.REMOTES_JSON})

Press Ctrl-C to stop.`);
