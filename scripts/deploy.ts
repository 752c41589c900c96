import type { Server } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { REMOTES, SHELL } from '../build/apps';
import { cdnApp, cdnUrl, manifestUrl } from '../build/cdn';
import {
  type GateStep,
  remoteContractStep,
  remoteSmokeStep,
  sharedExportsStep,
  shellContractStep,
  shellSharedExportsStep,
  shellSmokeStep,
} from './deploy/gate';
import { LockHeldError } from './deploy/live';
import {
  DirOrigin,
  flipOrigin,
  livePointerOf,
  type Origin,
  originFrom,
  readLiveMapOf,
  releaseStaged,
  rollbackTargetOf,
  statusOf,
} from './deploy/origin';
import { discard, stage } from './deploy/publish';
import { run } from './lib/processes';

/**
 * Independent deploys (docs/deploy.md §2), one entry point for the four commands:
 *   pnpm deploy:remote <name> [--dist DIR]   build (or take DIR), gate, publish, flip the map
 *   pnpm deploy:shell [--dist DIR]           the same for the shell
 *   pnpm rollback:remote <name>              flip back to what was live before the last deploy
 *   pnpm deploy:status [--json]              live and previous versions of every app
 * <name> is the folder (mf-services) or the federation name (mf_services); `rollback:remote
 * shell` rolls the shell back. The origin is `STORE_CDN_DIR` (default `.local/cdn`) served at
 * `STORE_CDN_URL` (default http://127.0.0.1:3006); `--origin` / `--base-url` override them. An
 * origin `s3://bucket/prefix` (`--origin` or `DEPLOY_ORIGIN`) is an S3-compatible bucket:
 * `--endpoint` / `DEPLOY_S3_ENDPOINT` (MinIO, R2, …; path-style addressing), `--pointers
 * s3://private-bucket/prefix` / `DEPLOY_POINTERS` for the pointers, history and locks, the
 * standard AWS credential variables, and `--base-url` (required) for the URL the CDN serves it at.
 * The live store is `STORE_SHELL_URL` (default http://127.0.0.1:3000), read for its config only.
 */

const rootDir = path.resolve(import.meta.dirname, '..');
const [command, ...rest] = process.argv.slice(2);
const { values: flags, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    origin: { type: 'string' },
    'base-url': { type: 'string' },
    endpoint: { type: 'string' },
    pointers: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (flags['base-url']) process.env.STORE_CDN_URL = flags['base-url'];
const originSpec = flags.origin ?? process.env.DEPLOY_ORIGIN;
const endpoint = flags.endpoint ?? process.env.DEPLOY_S3_ENDPOINT;
const pointers = flags.pointers ?? process.env.DEPLOY_POINTERS;
const origin: Origin = await originFrom(originSpec, {
  ...(endpoint ? { endpoint } : {}),
  ...(pointers ? { pointers } : {}),
  ...(process.env.DEPLOY_S3_PATH_STYLE ? { forcePathStyle: process.env.DEPLOY_S3_PATH_STYLE === '1' } : {}),
});
const base = cdnUrl();
const shellUrl = (process.env.STORE_SHELL_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

class Refused extends Error {}

function findApp(name: string | undefined): { dir: string; key: string } {
  if (name === 'shell') return { dir: SHELL.dir, key: 'shell' };
  const app = REMOTES.find((r) => r.dir === name || r.federationName === name);
  if (!app) {
    throw new Refused(`unknown remote "${name ?? ''}"; one of ${REMOTES.map((r) => r.dir).join(', ')}`);
  }
  return { dir: app.dir, key: app.federationName };
}

/** A local origin that nothing serves yet gets a server for the deploy's smoke test. */
async function ensureOriginServed(): Promise<() => Promise<void>> {
  if (!(origin instanceof DirOrigin)) return async () => {};
  const reachable = await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  const url = new URL(base);
  if (reachable || !['127.0.0.1', 'localhost'].includes(url.hostname)) return async () => {};
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: cdnApp(origin.dir).fetch, port: Number(url.port), hostname: url.hostname }, () =>
      resolve(s as Server),
    ) as Server;
  });
  return () => new Promise((r) => server.close(() => r()));
}

function report(step: GateStep): void {
  if (step.problems.length) {
    console.error(`✗ ${step.name}`);
    for (const p of step.problems) console.error(`    ${p}`);
  } else console.info(`✓ ${step.name}${step.note ? `: ${step.note}` : ''}`);
}

/** Runs gate steps in order; the first failing one is the refusal (null = all passed). */
async function gate(steps: (() => GateStep | Promise<GateStep>)[]): Promise<string | null> {
  for (const next of steps) {
    const step = await next();
    report(step);
    if (step.problems.length) return `the ${step.name} check failed; nothing was changed`;
  }
  return null;
}

async function deploy(name: string | undefined): Promise<void> {
  const app = findApp(name);
  const isShell = app.key === 'shell';
  const release = await origin.lock(app.key, `a deploy of ${app.key}`);
  try {
    const buildDir = flags.dist ? path.resolve(flags.dist) : path.join(rootDir, app.dir, 'dist');
    if (!flags.dist) {
      console.info(`Building ${app.dir}…`);
      await run('pnpm', ['--filter', app.dir, 'run', 'build'], rootDir);
    }
    // The gate reads the origin's live versions from a local folder (a bucket's: a mirror).
    await origin.prepareGate({ shell: true, remotes: isShell }, base);
    const local = origin.workDir;
    const staged = stage(local, app.key, buildDir);
    console.info(
      `${app.key}: version ${staged.version} (content hash of ${path.relative(rootDir, buildDir) || buildDir})`,
    );
    const live = await livePointerOf(origin, app.key);
    const target = isShell ? staged.version : manifestUrl(base, app.key, staged.version);
    if (live === target) {
      discard(staged);
      console.info(`${app.key} ${staged.version} is already live; nothing to do.`);
      return;
    }
    const liveMap = await readLiveMapOf(origin);
    let stopOrigin = async () => {};
    try {
      const result = await releaseStaged({
        origin,
        staged,
        target,
        // Before anything is published: the contract against the live counterpart.
        beforePublish: () =>
          gate([
            () =>
              isShell ? shellContractStep(local, base, staged, liveMap) : remoteContractStep(local, staged),
            () =>
              isShell
                ? shellSharedExportsStep(staged.folder, local, base, liveMap)
                : sharedExportsStep(app.dir, staged.folder, local),
          ]),
        afterPublish: async (folder) => {
          console.info(`published ${app.key}/${staged.version}/ on ${origin.label} (immutable)`);
          stopOrigin = await ensureOriginServed();
          return gate([
            () =>
              isShell
                ? shellSmokeStep({ folder, liveMap, shellUrl })
                : remoteSmokeStep({
                    origin: local,
                    base,
                    app: app.key,
                    version: staged.version,
                    liveMap,
                    shellUrl,
                  }),
          ]);
        },
      });
      if ('refused' in result) throw new Refused(result.refused);
      console.info(`✓ live: ${app.key} ${staged.version} (was ${result.entry.from ?? 'the local build'})`);
    } finally {
      await stopOrigin();
    }
  } finally {
    await release();
  }
}

async function rollback(name: string | undefined): Promise<void> {
  const app = findApp(name);
  const release = await origin.lock(app.key, `a deploy of ${app.key}`);
  try {
    const target = await rollbackTargetOf(origin, app.key);
    if (!target) throw new Refused(`${app.key} has no earlier deploy to roll back to`);
    if (target.to !== null && app.key === 'shell' && !(await origin.hasVersion('shell', target.to))) {
      throw new Refused(`shell ${target.to} is no longer on the origin`);
    }
    const entry = await flipOrigin(origin, app.key, 'rollback', target.to);
    console.info(`✓ rolled back: ${app.key} ${entry.to ?? 'the local build'} is live (was ${entry.from})`);
  } finally {
    await release();
  }
}

async function printStatus(): Promise<void> {
  const rows = await statusOf(origin, ['shell', ...REMOTES.map((r) => r.federationName)]);
  if (flags.json) {
    console.info(JSON.stringify(rows, null, 2));
    return;
  }
  console.info(
    origin instanceof DirOrigin || process.env.STORE_CDN_URL
      ? `origin ${origin.label} (${base})`
      : `origin ${origin.label}`,
  );
  for (const row of rows) {
    const label = (version: string | null, pointer: string | null) =>
      version ?? (pointer === null ? 'local build' : pointer);
    console.info(
      `${row.app.padEnd(12)} live ${label(row.live.version, row.live.pointer).padEnd(18)} since ${row.live.since ?? '(never deployed)'}`,
    );
    for (const p of row.previous) {
      console.info(`${''.padEnd(12)} prev ${label(p.version, p.pointer).padEnd(18)} live from ${p.since}`);
    }
  }
}

try {
  if (
    !(origin instanceof DirOrigin) &&
    !process.env.STORE_CDN_URL &&
    ['remote', 'shell'].includes(command ?? '')
  ) {
    throw new Refused(`an S3 origin needs --base-url: the public URL the CDN serves ${origin.label} at`);
  }
  if (command === 'remote') await deploy(positionals[0]);
  else if (command === 'shell') await deploy('shell');
  else if (command === 'rollback') await rollback(positionals[0]);
  else if (command === 'status') await printStatus();
  else throw new Refused(`unknown command "${command ?? ''}" (remote, shell, rollback, status)`);
} catch (error) {
  if (error instanceof Refused || error instanceof LockHeldError) {
    console.error(`deploy refused: ${error.message}`);
    origin.close();
    process.exit(1);
  }
  origin.close();
  throw error;
}
origin.close();
