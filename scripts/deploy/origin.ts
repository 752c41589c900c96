import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnDir } from '../../build/cdn';
import {
  type AppKey,
  type AppStatus,
  acquireLock,
  flipEntry,
  type HistoryEntry,
  historyContent,
  historyName,
  LIVE_MAP,
  LIVE_SHELL,
  LockHeldError,
  parseLiveMap,
  parseLiveShell,
  pointerWrite,
  readHistory,
  rollbackFrom,
  statusFrom,
  writeAtomically,
} from './live';
import { discard, publishStaged, type Staged } from './publish';

/**
 * The CDN origin the deploy commands write to, behind one small interface with two
 * implementations: a directory (`DirOrigin`, what `.local/cdn` is) and an S3-compatible bucket
 * (`S3Origin` in `s3-origin.ts`). The deploy logic (gate, publish, flip, rollback, status) is the
 * same for both; only these operations differ.
 */
export type PointerName = typeof LIVE_MAP | typeof LIVE_SHELL;

export interface Origin {
  /** How the origin is shown to people (`/srv/cdn`, `s3://bucket/prefix`). */
  readonly label: string;
  /**
   * A local folder laid out like a directory origin that the gate reads: the pointers, and the
   * live versions' folders. For a directory origin, the origin itself; for a bucket, a local
   * mirror the S3 origin fills with what the gate needs (`prepareGate`).
   */
  readonly workDir: string;
  /** Fills `workDir` with the pointers and the folders of the live versions of `apps`. */
  prepareGate(apps: { shell: boolean; remotes: boolean }, base: string): Promise<void>;
  /**
   * Publishes a staged build as the immutable `<app>/<version>/` folder: every file with its
   * content type and `Cache-Control: public, max-age=31536000, immutable`. A file that already
   * exists is never overwritten (the same version is the same bytes). Returns the local folder of
   * the published build (the gate's smoke test of a shell serves it).
   */
  putVersion(staged: Staged): Promise<string>;
  /** Whether `<app>/<version>/` is on the origin (a rollback refuses a shell that is gone). */
  hasVersion(app: string, version: string): Promise<boolean>;
  /** A pointer's content, or null when it was never written. */
  readPointer(name: PointerName): Promise<string | null>;
  /** Replaces a pointer in one atomic write (`Cache-Control: no-cache`). */
  writePointer(name: PointerName, content: string): Promise<void>;
  /** Every flip, oldest first. */
  readHistory(): Promise<HistoryEntry[]>;
  /** Records a flip as its own object, numbered `seq` (1 = the first flip). */
  writeHistory(seq: number, entry: HistoryEntry): Promise<void>;
  /**
   * Takes the lock `name`, created exclusively (of two takers exactly one succeeds); a lock left
   * by a holder that is gone is taken over. Throws `LockHeldError` naming the holder otherwise.
   * Returns the release function.
   */
  lock(name: string, what: string): Promise<() => Promise<void>>;
  /** Frees what the origin holds locally (an S3 origin's mirror and client). */
  close(): void;
}

/** The directory origin: the files of `live.ts` and `publish.ts`, unchanged. */
export class DirOrigin implements Origin {
  readonly label: string;
  readonly workDir: string;
  constructor(readonly dir: string) {
    this.label = dir;
    this.workDir = dir;
  }
  async prepareGate(): Promise<void> {}
  close(): void {}
  async putVersion(staged: Staged): Promise<string> {
    return publishStaged(this.dir, staged);
  }
  async hasVersion(app: string, version: string): Promise<boolean> {
    return existsSync(path.join(this.dir, app, version));
  }
  async readPointer(name: PointerName): Promise<string | null> {
    const file = path.join(this.dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
  async writePointer(name: PointerName, content: string): Promise<void> {
    writeAtomically(path.join(this.dir, name), content);
  }
  async readHistory(): Promise<HistoryEntry[]> {
    return readHistory(this.dir);
  }
  async writeHistory(seq: number, entry: HistoryEntry): Promise<void> {
    mkdirSync(path.join(this.dir, 'history'), { recursive: true });
    writeAtomically(path.join(this.dir, 'history', historyName(seq, entry)), historyContent(entry));
  }
  async lock(name: string, what: string): Promise<() => Promise<void>> {
    const release = acquireLock(this.dir, name, what);
    return async () => release();
  }
}

export async function readLiveMapOf(origin: Origin): Promise<Record<string, string>> {
  return parseLiveMap(await origin.readPointer(LIVE_MAP));
}

export async function readLiveShellOf(origin: Origin): Promise<string | null> {
  return parseLiveShell(await origin.readPointer(LIVE_SHELL));
}

export async function livePointerOf(origin: Origin, app: AppKey): Promise<string | null> {
  return app === 'shell' ? readLiveShellOf(origin) : ((await readLiveMapOf(origin))[app] ?? null);
}

/** Takes a lock, waiting up to `timeoutMs` for its holder (for the short pointer lock). */
export async function waitForOriginLock(
  origin: Origin,
  name: string,
  what: string,
  timeoutMs = 10_000,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await origin.lock(name, what);
    } catch (error) {
      if (!(error instanceof LockHeldError) || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * Flips one app's pointer on any origin: under the pointer lock, re-reads the live state, writes
 * the history entry (so a flip is never live without its record), then the pointer, LAST, in one
 * write. Returns the entry.
 */
export async function flipOrigin(
  origin: Origin,
  app: AppKey,
  action: HistoryEntry['action'],
  to: string | null,
): Promise<HistoryEntry> {
  const release = await waitForOriginLock(origin, 'pointers', 'a flip of the live pointers');
  try {
    const entry = flipEntry(await readLiveMapOf(origin), await readLiveShellOf(origin), app, action, to);
    await origin.writeHistory((await origin.readHistory()).length + 1, entry);
    const [name, content] = pointerWrite(entry);
    await origin.writePointer(name, content);
    return entry;
  } finally {
    await release();
  }
}

export async function rollbackTargetOf(origin: Origin, app: AppKey): Promise<{ to: string | null } | null> {
  return rollbackFrom(await livePointerOf(origin, app), await origin.readHistory(), app);
}

export async function statusOf(origin: Origin, apps: readonly AppKey[]): Promise<AppStatus[]> {
  const map = await readLiveMapOf(origin);
  const shell = await readLiveShellOf(origin);
  return statusFrom(await origin.readHistory(), apps, (app) =>
    app === 'shell' ? shell : (map[app] ?? null),
  );
}

/** A step of the deploy gate, run before (`contract`) or after (`smoke`) publishing. */
export type GateCheck = () => Promise<string | null>;

/**
 * The release of a staged build, in the order that keeps production safe on any origin: the
 * checks that need nothing published, then every file of the version, then the checks of the
 * published version, then the pointer flip. A refusal (a check returning its reason) or an error
 * at any step leaves the live pointer as it was.
 */
export async function releaseStaged(input: {
  origin: Origin;
  staged: Staged;
  /** What the pointer will hold: a manifest URL (remote) or the version (shell). */
  target: string;
  beforePublish: GateCheck;
  afterPublish: (folder: string) => Promise<string | null>;
}): Promise<{ entry: HistoryEntry; folder: string } | { refused: string }> {
  const { origin, staged } = input;
  let refusal: string | null;
  try {
    refusal = await input.beforePublish();
  } catch (error) {
    discard(staged);
    throw error;
  }
  if (refusal) {
    discard(staged);
    return { refused: refusal };
  }
  const folder = await origin.putVersion(staged);
  refusal = await input.afterPublish(folder);
  if (refusal) return { refused: refusal };
  const entry = await flipOrigin(origin, staged.app, 'deploy', input.target);
  return { entry, folder };
}

/**
 * The origin the commands use: `--origin` / `DEPLOY_ORIGIN` / `STORE_CDN_DIR`; `s3://bucket/prefix`
 * selects a bucket (see `s3-origin.ts` for its options), anything else is a directory.
 */
export async function originFrom(spec: string | undefined, s3: S3Options): Promise<Origin> {
  if (spec?.startsWith('s3://')) {
    const { S3Origin } = await import('./s3-origin');
    return new S3Origin({ ...s3, origin: spec });
  }
  if (spec) process.env.STORE_CDN_DIR = spec;
  return new DirOrigin(cdnDir());
}

export interface S3Options {
  /** `s3://bucket/prefix` of the pointers, history and locks (default: the origin itself). */
  pointers?: string;
  /** The S3 API endpoint of an S3-compatible store (MinIO, R2, …); unset = AWS. */
  endpoint?: string;
  region?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), the default with an endpoint. */
  forcePathStyle?: boolean;
}
