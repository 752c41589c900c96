import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../build/apps';
import { contentVersion, listFiles, NOT_VERSIONED } from '../build/cdn';
import { run } from './lib/processes';

/**
 * `pnpm check:reproducible`: the same commit built twice in one folder gives the same content
 * version, so `pnpm deploy:remote` of an unchanged remote says it is already live and publishes
 * nothing. Exports HEAD into a temporary folder (a checkout of its own, with its own install),
 * builds one remote there twice and fails unless both versions match.
 *
 * It also compares with this checkout's build (clean `git status` only) and lists the files that
 * differ, without failing: Rspack names shared modules' fallbacks by absolute path and orders
 * some chunk lists by it (rspack issue 15841), so a build in another folder differs in a few
 * files. Deploys therefore build in one fixed folder (docs/deploy.md, "Versions").
 *   --app <dir>   the remote to build (default mf-services)
 *   --keep        keep the temporary checkout (its folder is printed)
 */
const { values: flags } = parseArgs({
  options: {
    app: { type: 'string', default: 'mf-services' },
    keep: { type: 'boolean', default: false },
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const appDir = REMOTES.find((remote) => remote.dir === flags.app)?.dir;
if (!appDir) throw new Error(`No remote '${flags.app}': one of ${REMOTES.map((r) => r.dir).join(', ')}`);
const distOf = (root: string) => path.join(root, appDir, 'dist');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

async function buildApp(root: string): Promise<string> {
  const started = Date.now();
  await run('pnpm', ['--filter', `./${appDir}`, 'run', 'build'], root);
  const version = contentVersion(distOf(root));
  console.info(`  ${distOf(root)}: ${version} (built in ${seconds(started)})`);
  return version;
}

/** Each served file's SHA-256 (what contentVersion hashes), by relative path. */
function fileHashes(dir: string): Map<string, string> {
  return new Map(
    listFiles(dir)
      .filter((file) => !NOT_VERSIONED.test(file))
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
}

/** The files two builds do not share, or whose bytes differ: a short list for the log. */
function differingFiles(a: Map<string, string>, b: Map<string, string>): string {
  const names = new Set([...a.keys(), ...b.keys()]);
  const differing = [...names].filter((name) => a.get(name) !== b.get(name)).sort();
  const shown = differing.slice(0, 8).join(', ');
  return differing.length > 8 ? `${shown} and ${differing.length - 8} more` : shown || 'none';
}

async function main(): Promise<number> {
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'store-repro-'));
  const other = path.join(work, 'checkout');
  try {
    execFileSync('sh', ['-c', `mkdir -p "${other}" && git archive HEAD | tar -x -C "${other}"`], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], other);
    console.info(`${appDir} at ${git('rev-parse', '--short=12', 'HEAD')}:`);
    const first = await buildApp(other);
    const firstFiles = fileHashes(distOf(other));
    const second = await buildApp(other);
    const same = first === second;
    if (!same)
      console.error(
        `  differ between the two builds: ${differingFiles(firstFiles, fileHashes(distOf(other)))}`,
      );
    if (git('status', '--porcelain', '--untracked-files=no') !== '') {
      console.info('  this checkout has uncommitted changes: its build is not compared');
    } else {
      if (!existsSync(path.join(distOf(rootDir), 'mf-manifest.json'))) await buildApp(rootDir);
      const here = contentVersion(distOf(rootDir));
      const differing = differingFiles(fileHashes(distOf(rootDir)), fileHashes(distOf(other)));
      console.info(
        here === second
          ? `  ${distOf(rootDir)}: ${here}, the same in another folder`
          : `  ${distOf(rootDir)}: ${here} in this folder; files that differ from the other folder's build (absolute paths, rspack issue 15841): ${differing}`,
      );
    }
    console.info(
      same
        ? `check:reproducible passed: two builds in one folder, one version, in ${seconds(started)}`
        : `check:reproducible FAILED: two builds of one commit in one folder gave ${first} and ${second}`,
    );
    return same ? 0 : 1;
  } finally {
    if (flags.keep) console.info(`temporary checkout kept in ${other}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());
