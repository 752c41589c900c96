import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { localRemoteMap } from '../../build/apps';
import { liveMapFile, liveShellFile, versionOf } from '../../build/cdn';

/**
 * The live pointers of a CDN origin and their history. Each flip writes the whole pointer file
 * to a temporary name and renames it over the old one (a reader sees the old map or the new one,
 * never half of either), under a short lock so flips of different remotes never lose each other,
 * and appends a history entry holding the map before and after.
 */

export type AppKey = string; // a federation name, or 'shell'

export interface HistoryEntry {
  at: string;
  app: AppKey;
  action: 'deploy' | 'rollback';
  /** What went live: a manifest URL (remote) or a version (shell); null = the local build. */
  to: string | null;
  from: string | null;
  /** The remote map before and after the flip (unchanged for a shell flip). */
  previousMap: Record<string, string>;
  map: Record<string, string>;
  /** The shell version before and after (null = served from `shell/dist`). */
  previousShell: string | null;
  shell: string | null;
}

/** The live remote map; before the first deploy, the map the store serves without the CDN. */
export function readLiveMap(dir: string): Record<string, string> {
  const file = liveMapFile(dir);
  return parseLiveMap(existsSync(file) ? readFileSync(file, 'utf8') : null);
}

/** The live shell version, or null while the shell is served from its local build. */
export function readLiveShell(dir: string): string | null {
  const file = liveShellFile(dir);
  return parseLiveShell(existsSync(file) ? readFileSync(file, 'utf8') : null);
}

/** Writes `file` so that readers only ever see a complete old or new content. */
export function writeAtomically(file: string, content: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

export class LockHeldError extends Error {}

interface LockInfo {
  pid: number;
  since: string;
  what: string;
}

/** Whether a process of this host still runs (EPERM: it runs under another user). */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dir>/locks/<name>.lock` (created exclusively: of two takers exactly one succeeds).
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireLock(dir: string, name: string, what: string): () => void {
  const locks = path.join(dir, 'locks');
  mkdirSync(locks, { recursive: true });
  const file = path.join(locks, `${name}.lock`);
  const info: LockInfo = { pid: process.pid, since: new Date().toISOString(), what };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: LockInfo | null = null;
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
      } catch {
        // Being written this instant: the taker is alive.
      }
      if (holder && !alive(holder.pid) && attempt === 0) {
        rmSync(file, { force: true });
        continue;
      }
      throw new LockHeldError(
        holder
          ? `${holder.what} is already running (pid ${holder.pid}, since ${holder.since}); try again when it has finished`
          : `${what} is already running (it is starting); try again when it has finished`,
      );
    }
  }
  throw new LockHeldError(`could not take the ${name} lock`);
}

/** Takes a lock, waiting up to `timeoutMs` for its holder (for the short pointer lock). */
export async function waitForLock(
  dir: string,
  name: string,
  what: string,
  timeoutMs = 10_000,
): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return acquireLock(dir, name, what);
    } catch (error) {
      if (!(error instanceof LockHeldError) || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

const historyDir = (dir: string) => path.join(dir, 'history');

/** Every flip, oldest first. */
export function readHistory(dir: string): HistoryEntry[] {
  if (!existsSync(historyDir(dir))) return [];
  return readdirSync(historyDir(dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(historyDir(dir), f), 'utf8')) as HistoryEntry);
}

/**
 * Flips one app's pointer: under the pointer lock, re-reads the live state, applies `change`,
 * writes the pointer atomically and records the history entry (written first, so a flip is never
 * live without its record). Returns the entry.
 */
export async function flip(
  dir: string,
  app: AppKey,
  action: HistoryEntry['action'],
  to: string | null,
): Promise<HistoryEntry> {
  const release = await waitForLock(dir, 'pointers', 'a flip of the live pointers');
  try {
    const entry = flipEntry(readLiveMap(dir), readLiveShell(dir), app, action, to);
    mkdirSync(historyDir(dir), { recursive: true });
    // Numbered under the lock: unique and in flip order even within one millisecond.
    const seq = readdirSync(historyDir(dir)).filter((f) => f.endsWith('.json')).length + 1;
    writeAtomically(path.join(historyDir(dir), historyName(seq, entry)), historyContent(entry));
    const [file, content] = pointerWrite(entry);
    writeAtomically(path.join(dir, file), content);
    return entry;
  } finally {
    release();
  }
}

/** The history entry of a flip of `app` to `to`, from the live state before it. */
export function flipEntry(
  previousMap: Record<string, string>,
  previousShell: string | null,
  app: AppKey,
  action: HistoryEntry['action'],
  to: string | null,
): HistoryEntry {
  const map = { ...previousMap };
  let shell = previousShell;
  if (app === 'shell') shell = to;
  else if (to === null) throw new Error(`a remote's pointer needs a manifest URL`);
  else map[app] = to;
  return {
    at: new Date().toISOString(),
    app,
    action,
    to,
    from: app === 'shell' ? previousShell : (previousMap[app] ?? null),
    previousMap,
    map,
    previousShell,
    shell,
  };
}

/** The name of the `seq`th history entry (sorts in flip order). */
export function historyName(seq: number, entry: HistoryEntry): string {
  const stamp = entry.at.replace(/[:.]/g, '-');
  return `${String(seq).padStart(6, '0')}-${stamp}-${entry.app}-${entry.action}.json`;
}

export const historyContent = (entry: HistoryEntry): string => `${JSON.stringify(entry, null, 2)}\n`;

/** The one pointer file a flip rewrites, and its new content. */
export function pointerWrite(entry: HistoryEntry): [typeof LIVE_MAP | typeof LIVE_SHELL, string] {
  return entry.app === 'shell'
    ? [LIVE_SHELL, `${JSON.stringify({ version: entry.shell })}\n`]
    : [LIVE_MAP, `${JSON.stringify(entry.map, null, 2)}\n`];
}

/** The pointer files' names, at the root of the origin (or of its pointer location). */
export const LIVE_MAP = 'remotes.json';
export const LIVE_SHELL = 'shell.json';

/** Parses a `remotes.json` (null = none yet: the map the store serves without the CDN). */
export const parseLiveMap = (content: string | null): Record<string, string> =>
  content === null ? localRemoteMap() : (JSON.parse(content) as Record<string, string>);

/** Parses a `shell.json` (null = none yet: the shell is served from its local build). */
export const parseLiveShell = (content: string | null): string | null =>
  content === null ? null : ((JSON.parse(content) as { version: string | null }).version ?? null);

/** The live pointer of one app: a manifest URL (remote) or a shell version; null = local build. */
export function livePointer(dir: string, app: AppKey): string | null {
  return app === 'shell' ? readLiveShell(dir) : (readLiveMap(dir)[app] ?? null);
}

/**
 * Where a rollback goes: what was live before the deploy that made the current pointer live.
 * Rollbacks are skipped, so rolling back twice walks back two deploys.
 */
export function rollbackTarget(dir: string, app: AppKey): { to: string | null } | null {
  return rollbackFrom(livePointer(dir, app), readHistory(dir), app);
}

/** `rollbackTarget` from the live pointer and the history (any origin). */
export function rollbackFrom(
  live: string | null,
  history: readonly HistoryEntry[],
  app: AppKey,
): { to: string | null } | null {
  const entries = history.filter((e) => e.app === app);
  // The deploy that made the live pointer live, after which it stayed live.
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as HistoryEntry;
    if (entry.action === 'deploy' && entry.to === live) return { to: entry.from };
  }
  return null;
}

export interface AppStatus {
  app: AppKey;
  live: { pointer: string | null; version: string | null; since: string | null };
  /** Versions that were live before, newest first, with when each last went live. */
  previous: { pointer: string | null; version: string | null; since: string }[];
}

const versionOfPointer = (app: AppKey, pointer: string | null): string | null =>
  app === 'shell' ? pointer : versionOf(pointer ?? undefined);

/** Live and previous versions of each app and when they went live. */
export function status(dir: string, apps: readonly AppKey[]): AppStatus[] {
  return statusFrom(readHistory(dir), apps, (app) => livePointer(dir, app));
}

/** `status` from the history and the live pointers (any origin). */
export function statusFrom(
  history: readonly HistoryEntry[],
  apps: readonly AppKey[],
  livePointerOf: (app: AppKey) => string | null,
): AppStatus[] {
  return apps.map((app) => {
    const entries = history.filter((e) => e.app === app);
    const live = livePointerOf(app);
    const lastLive = new Map<string | null, string>();
    for (const e of entries) {
      if (!lastLive.has(e.from)) lastLive.set(e.from, '(before the first deploy)');
      lastLive.set(e.to, e.at);
    }
    const previous = [...lastLive.entries()]
      .filter(([pointer]) => pointer !== live)
      .map(([pointer, since]) => ({ pointer, version: versionOfPointer(app, pointer), since }))
      .sort((a, b) => b.since.localeCompare(a.since));
    return {
      app,
      live: { pointer: live, version: versionOfPointer(app, live), since: lastLive.get(live) ?? null },
      previous,
    };
  });
}
