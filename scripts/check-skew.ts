import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AppInfo, REMOTES, SHELL } from '../build/apps';
import { E2E_API_PORT, E2E_MAIL_PORT } from '../e2e/support/stack';
import { startWebServers, type WebServers } from '../shell/server/http/web-server';
import { startStack } from '../supabase/local/src/stack';
import { onShutdown, run } from './lib/processes';
import { useStackForRuntimeConfig } from './lib/stack-options';

/**
 * `pnpm check:skew`: version skew through the runtime map (ADR 0014). Builds the previous tree
 * (default: `git merge-base HEAD origin/main`, or HEAD~1 when that is HEAD or there is no
 * remote; CI runs in a fresh clone of main, so there it is HEAD~1) into a temporary folder,
 * then serves two mixes on the fixed ports with a throwaway backend:
 *   - the previous shell with today's remotes,
 *   - today's shell with the previous remotes,
 * and runs the skew smoke set (e2e/skew) against each: every page renders or its remote is
 * refused with the shell's message, never a blank page. Stops by itself and removes the
 * temporary tree.
 *   --base <rev>    the previous tree
 *   --lock <file>   hold this lock while serving (the machine's shared e2e ports), e.g.
 *                   /tmp/store-e2e.lock; building needs no lock
 *   --keep          keep the previous tree's build (its folder is printed)
 * Internal: --serve <dir> runs the serving phase against an already built previous tree.
 */
const { values: flags } = parseArgs({
  options: {
    base: { type: 'string' },
    lock: { type: 'string' },
    keep: { type: 'boolean', default: false },
    serve: { type: 'string' },
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function previousRevision(): string {
  if (flags.base) return git('rev-parse', '--verify', `${flags.base}^{commit}`);
  const head = git('rev-parse', 'HEAD');
  try {
    const base = git('merge-base', 'HEAD', 'origin/main');
    if (base !== head) return base;
  } catch {
    // No remote: a fresh clone of main, or a local repository.
  }
  try {
    return git('rev-parse', '--verify', 'HEAD~1^{commit}');
  } catch {
    throw new Error(
      'No previous commit to check against (a shallow clone? fetch with --depth 2), or pass --base <rev>.',
    );
  }
}

interface Mix {
  name: string;
  shellFrom: string;
  remotesFrom: string;
}

async function serveMixes(previousRoot: string): Promise<number> {
  const started = Date.now();
  process.env.STORE_AUTH_RATE_LIMIT_SCALE ??= '20';
  const stack = await startStack({ ephemeral: true, apiPort: E2E_API_PORT, mailPort: E2E_MAIL_PORT });
  let web: WebServers | null = null;
  onShutdown(async () => {
    await web?.close();
    await stack.stop();
  });
  useStackForRuntimeConfig(stack);
  console.info(`backend up in ${seconds(started)}`);
  const mixes: Mix[] = [
    { name: "previous shell + today's remotes", shellFrom: previousRoot, remotesFrom: rootDir },
    { name: "today's shell + previous remotes", shellFrom: rootDir, remotesFrom: previousRoot },
  ];
  let failed = 0;
  try {
    for (const mix of mixes) {
      const mixStarted = Date.now();
      const distOf = (app: AppInfo) =>
        path.join(app === SHELL ? mix.shellFrom : mix.remotesFrom, app.dir, 'dist');
      // What the deploy gate would have said, for the record (a shell built before the record
      // existed has none).
      const record = path.join(distOf(SHELL), 'shared-exports.json');
      if (!existsSync(record))
        console.info(`${mix.name}: this shell has no shared-exports record; no deploy verdicts`);
      for (const remote of existsSync(record) ? REMOTES : []) {
        await run(
          'pnpm',
          [
            'exec',
            'tsx',
            'scripts/check-deploy.ts',
            remote.dir,
            '--shell',
            distOf(SHELL),
            '--manifest',
            distOf(remote),
          ],
          rootDir,
        ).catch(() => {});
      }
      web = await startWebServers(undefined, { distDirOf: distOf });
      try {
        await run(
          'pnpm',
          ['--filter', './e2e', 'exec', 'playwright', 'test', '-c', 'playwright.skew.config.ts'],
          rootDir,
          {
            ...process.env,
            CI: '1',
            SKEW_MIX: mix.name,
          },
        );
        console.info(`✓ ${mix.name} (${seconds(mixStarted)})`);
      } catch {
        failed++;
        console.error(`✗ ${mix.name} (${seconds(mixStarted)})`);
      } finally {
        await web.close();
        web = null;
      }
    }
  } finally {
    await stack.stop();
  }
  console.info(`serving phase: ${seconds(started)}`);
  return failed;
}

async function main(): Promise<number> {
  if (flags.serve) return serveMixes(flags.serve);

  const started = Date.now();
  const revision = previousRevision();
  const work = mkdtempSync(path.join(tmpdir(), 'store-skew-'));
  const previousRoot = path.join(work, 'tree');
  // Interrupted: the serving child stops its own servers; the temporary tree goes here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (!flags.keep) rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  }
  console.info(
    `previous tree: ${revision.slice(0, 12)} (${git('log', '-1', '--format=%s', revision).slice(0, 80)})`,
  );
  let status = 1;
  try {
    // An export of the commit, not a git worktree: nothing is registered in the repository.
    execFileSync(
      'sh',
      ['-c', `mkdir -p "${previousRoot}" && git archive ${revision} | tar -x -C "${previousRoot}"`],
      {
        cwd: rootDir,
        stdio: 'inherit',
      },
    );
    let step = Date.now();
    await run(
      'pnpm',
      ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'],
      previousRoot,
    );
    console.info(`previous tree installed in ${seconds(step)}`);
    step = Date.now();
    await run('pnpm', ['run', 'build'], previousRoot);
    console.info(`previous tree built in ${seconds(step)}`);
    const unbuilt = [SHELL, ...REMOTES].filter(
      (app) => !existsSync(path.join(rootDir, app.dir, 'dist/index.html')),
    );
    if (unbuilt.length) {
      step = Date.now();
      await run('pnpm', ['run', 'build'], rootDir);
      console.info(`today's tree built in ${seconds(step)}`);
    }
    const serve = ['exec', 'tsx', 'scripts/check-skew.ts', '--serve', previousRoot];
    const [command, args] = flags.lock ? ['flock', [flags.lock, 'pnpm', ...serve]] : ['pnpm', serve];
    status = await new Promise<number>((resolve) => {
      const child = spawn(command as string, args as string[], { cwd: rootDir, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    if (flags.keep) console.info(`previous tree kept in ${previousRoot}`);
    else rmSync(work, { recursive: true, force: true });
  }
  console.info(`check:skew ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  return status;
}

process.exit(await main());
