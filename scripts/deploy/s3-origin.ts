import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getMimeType } from 'hono/utils/mime';
import { listFiles, VERSION_PATTERN } from '../../build/cdn';
import {
  alive,
  type HistoryEntry,
  historyContent,
  historyName,
  LIVE_MAP,
  LIVE_SHELL,
  LockHeldError,
  parseLiveMap,
  parseLiveShell,
} from './live';
import type { Origin, PointerName, S3Options } from './origin';
import { publishStaged, type Staged } from './publish';

/**
 * The CDN origin as an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …):
 *   s3://<bucket>/<prefix>/<app>/<version>/…   the immutable versioned folders (public, via the CDN)
 *   <pointers>/remotes.json, shell.json        the live pointers (`Cache-Control: no-cache`)
 *   <pointers>/history/<seq>-….json            one object per flip
 *   <pointers>/locks/<name>.lock               one object per lock, created with `If-None-Match: *`
 * `<pointers>` is the origin itself unless `pointers` names another (private) bucket or prefix.
 * Every file of a version is uploaded before its pointer is written, and the pointer is one PUT
 * (atomic in S3: a reader gets the old object or the new one). Credentials come from the standard
 * AWS chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, profiles, roles).
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A lock older than this is stale even when its holder cannot be asked (another machine). */
const LOCK_TTL_MS = Number(process.env.DEPLOY_LOCK_TTL_MINUTES ?? 60) * 60_000;

export interface Location {
  bucket: string;
  /** '' or 'some/prefix/' */
  prefix: string;
}

/** `s3://bucket/some/prefix` -> { bucket, prefix: 'some/prefix/' } */
export function parseS3Url(url: string): Location {
  const match = url.match(/^s3:\/\/([^/]+)\/?(.*)$/);
  if (!match?.[1]) throw new Error(`"${url}" is not an s3://bucket/prefix URL`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

const label = (l: Location): string => `s3://${l.bucket}/${l.prefix}`.replace(/\/$/, '');

/** S3 refused a conditional write because the object exists (412; R2 may answer 409). */
const conditionFailed = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409);

const notFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

interface LockInfo {
  pid: number;
  host: string;
  since: string;
  what: string;
}

export class S3Origin implements Origin {
  readonly label: string;
  readonly workDir: string;
  readonly versions: Location;
  readonly pointers: Location;
  readonly client: S3Client;

  constructor(options: S3Options & { origin: string }) {
    this.versions = parseS3Url(options.origin);
    this.pointers = options.pointers ? parseS3Url(options.pointers) : this.versions;
    this.label =
      this.pointers === this.versions
        ? label(this.versions)
        : `${label(this.versions)} (pointers in ${label(this.pointers)})`;
    this.client = new S3Client({
      region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      // S3-compatible stores do not all accept the SDK's default CRC checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // Staging and the gate's mirror of the live versions: private to this process.
    this.workDir = mkdtempSync(path.join(tmpdir(), 'deploy-s3-'));
  }

  /** Removes the local staging/mirror folder and closes the client. */
  close(): void {
    rmSync(this.workDir, { recursive: true, force: true });
    this.client.destroy();
  }

  private async getText(bucket: string, key: string): Promise<string | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await res.Body?.transformToString('utf8')) ?? '';
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  private async list(bucket: string, prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Downloads `<app>/<version>/` into the mirror; false when the bucket has no such version. */
  async download(app: string, version: string): Promise<boolean> {
    const prefix = `${this.versions.prefix}${app}/${version}/`;
    const keys = await this.list(this.versions.bucket, prefix);
    for (const key of keys) {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.versions.bucket, Key: key }));
      const file = path.join(this.workDir, app, version, key.slice(prefix.length));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, (await res.Body?.transformToByteArray()) ?? new Uint8Array());
    }
    return keys.length > 0;
  }

  async prepareGate(apps: { shell: boolean; remotes: boolean }, base: string): Promise<void> {
    for (const name of [LIVE_MAP, LIVE_SHELL] as const) {
      const content = await this.readPointer(name);
      const file = path.join(this.workDir, name);
      if (content === null) rmSync(file, { force: true });
      else writeFileSync(file, content);
    }
    const shell = parseLiveShell(await this.readPointer(LIVE_SHELL));
    if (apps.shell && shell && VERSION_PATTERN.test(shell)) await this.download('shell', shell);
    if (!apps.remotes) return;
    for (const url of Object.values(parseLiveMap(await this.readPointer(LIVE_MAP)))) {
      const match = url.startsWith(`${base}/`)
        ? url.slice(base.length + 1).match(/^([a-z_]+)\/([0-9a-f]{16})\/mf-manifest\.json$/)
        : null;
      if (match?.[1] && match[2]) await this.download(match[1], match[2]);
    }
  }

  /**
   * Uploads every file of the staged build under `<app>/<version>/` with its content type and the
   * immutable Cache-Control, each created only if absent (`If-None-Match: *`): an existing object
   * of the version is never overwritten (it has the same bytes: the version is their hash).
   */
  async putVersion(staged: Staged): Promise<string> {
    const folder = publishStaged(this.workDir, staged);
    const prefix = `${this.versions.prefix}${staged.app}/${staged.version}/`;
    const files = listFiles(folder);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++] as string;
        try {
          await this.client.send(
            new PutObjectCommand({
              Bucket: this.versions.bucket,
              Key: `${prefix}${file}`,
              Body: readFileSync(path.join(folder, file)),
              ContentType: getMimeType(file) ?? 'application/octet-stream',
              CacheControl: IMMUTABLE,
              IfNoneMatch: '*',
            }),
          );
        } catch (error) {
          if (!conditionFailed(error)) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, files.length) }, worker));
    return folder;
  }

  async hasVersion(app: string, version: string): Promise<boolean> {
    const res = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.versions.bucket,
        Prefix: `${this.versions.prefix}${app}/${version}/`,
        MaxKeys: 1,
      }),
    );
    return (res.KeyCount ?? res.Contents?.length ?? 0) > 0;
  }

  async readPointer(name: PointerName): Promise<string | null> {
    return this.getText(this.pointers.bucket, `${this.pointers.prefix}${name}`);
  }

  async writePointer(name: PointerName, content: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.pointers.bucket,
        Key: `${this.pointers.prefix}${name}`,
        Body: content,
        ContentType: 'application/json',
        CacheControl: 'no-cache',
      }),
    );
  }

  async readHistory(): Promise<HistoryEntry[]> {
    const keys = (await this.list(this.pointers.bucket, `${this.pointers.prefix}history/`)).filter((k) =>
      k.endsWith('.json'),
    );
    const entries: HistoryEntry[] = [];
    for (const key of keys) {
      const text = await this.getText(this.pointers.bucket, key);
      if (text !== null) entries.push(JSON.parse(text) as HistoryEntry);
    }
    return entries;
  }

  async writeHistory(seq: number, entry: HistoryEntry): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.pointers.bucket,
        Key: `${this.pointers.prefix}history/${historyName(seq, entry)}`,
        Body: historyContent(entry),
        ContentType: 'application/json',
        CacheControl: 'no-cache',
        IfNoneMatch: '*',
      }),
    );
  }

  /**
   * The lock object `<pointers>/locks/<name>.lock`, created with `If-None-Match: *`: of two
   * takers S3 lets exactly one create it. A lock whose holder ran on this machine and no longer
   * runs, or older than `DEPLOY_LOCK_TTL_MINUTES` (60), is taken over once.
   */
  async lock(name: string, what: string): Promise<() => Promise<void>> {
    const key = `${this.pointers.prefix}locks/${name}.lock`;
    const info: LockInfo = { pid: process.pid, host: hostname(), since: new Date().toISOString(), what };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.pointers.bucket,
            Key: key,
            Body: JSON.stringify(info),
            ContentType: 'application/json',
            CacheControl: 'no-cache',
            IfNoneMatch: '*',
          }),
        );
        return async () => {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.pointers.bucket, Key: key }));
        };
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        let holder: LockInfo | null = null;
        try {
          holder = JSON.parse((await this.getText(this.pointers.bucket, key)) ?? 'null') as LockInfo | null;
        } catch {
          // Unreadable: treat it as held.
        }
        const stale =
          holder !== null &&
          ((holder.host === info.host && !alive(holder.pid)) ||
            Date.now() - Date.parse(holder.since) > LOCK_TTL_MS);
        if (holder === null && attempt === 0) continue; // released between the two requests
        if (stale && attempt === 0) {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.pointers.bucket, Key: key }));
          continue;
        }
        throw new LockHeldError(
          holder
            ? `${holder.what} is already running (pid ${holder.pid} on ${holder.host}, since ${holder.since}); try again when it has finished`
            : `${what} is already running; try again when it has finished`,
        );
      }
    }
    throw new LockHeldError(`could not take the ${name} lock`);
  }
}
