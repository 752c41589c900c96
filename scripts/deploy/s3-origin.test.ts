// @vitest-environment node
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localRemoteMap } from '../../build/apps';
import { cdnApp } from '../../build/cdn';
import { LockHeldError } from './live';
import { type MotoServer, startMotoServer } from './moto-server';
import {
  flipOrigin,
  readLiveMapOf,
  readLiveShellOf,
  releaseStaged,
  rollbackTargetOf,
  statusOf,
} from './origin';
import { stage } from './publish';
import { IMMUTABLE, S3Origin } from './s3-origin';

/**
 * The S3 origin against a real S3-compatible server: moto_server (moto 5, which implements
 * conditional writes, `If-None-Match: *`), started on 127.0.0.1 and a free port for this file.
 */

const rootDir = path.resolve(import.meta.dirname, '../..');
let server: MotoServer | undefined;
let endpoint: string;
let admin: S3Client;
const BASE = 'https://cdn.example';
const url = (app: string, v: string) => `${BASE}/${app}/${v}/mf-manifest.json`;

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  server = await startMotoServer();
  endpoint = server.endpoint;
  admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
}, 60_000);

afterAll(async () => {
  admin?.destroy();
  await server?.stop();
});

let buckets = 0;
const origins: S3Origin[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const o of origins.splice(0)) o.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh public bucket and private pointer bucket, and an origin on them. */
async function freshOrigin(): Promise<{ cdn: string; config: string; origin: () => S3Origin }> {
  buckets++;
  const cdn = `cdn-${buckets}`;
  const config = `config-${buckets}`;
  await admin.send(new CreateBucketCommand({ Bucket: cdn }));
  await admin.send(new CreateBucketCommand({ Bucket: config }));
  const origin = () => {
    const o = new S3Origin({ origin: `s3://${cdn}/store`, pointers: `s3://${config}/live`, endpoint });
    origins.push(o);
    return o;
  };
  return { cdn, config, origin };
}

/** A small remote build whose content (hence version) depends on `title`. */
function build(title: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 's3-build-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  mkdirSync(path.join(dir, 'static/css'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_services', title }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `export const title = ${JSON.stringify(title)};`);
  writeFileSync(path.join(dir, 'static/js/main.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'static/css/main.css'), 'body{margin:0}');
  return dir;
}

async function text(bucket: string, key: string): Promise<string | null> {
  try {
    const res = await admin.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (await res.Body?.transformToString()) ?? null;
  } catch {
    return null;
  }
}

async function keys(bucket: string, prefix = ''): Promise<string[]> {
  const res = await admin.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key as string).sort();
}

const pass = async () => null;

/** Deploys one build of mf_services through the whole release order. */
async function deploy(
  origin: S3Origin,
  title: string,
  checks: Partial<Parameters<typeof releaseStaged>[0]> = {},
) {
  const staged = stage(origin.workDir, 'mf_services', build(title));
  const result = await releaseStaged({
    origin,
    staged,
    target: url('mf_services', staged.version),
    beforePublish: pass,
    afterPublish: pass,
    ...checks,
  });
  return { staged, result };
}

describe('an S3 origin (moto_server)', () => {
  it('uploads every file of the version with the CDN headers, then flips the pointer last', async () => {
    const { cdn, config, origin } = await freshOrigin();
    const o = origin();
    let pointerDuringUpload: string | null = 'unread';
    const { staged, result } = await deploy(o, 'v1', {
      afterPublish: async () => {
        pointerDuringUpload = await text(config, 'live/remotes.json');
        return null;
      },
    });
    expect('entry' in result).toBe(true);
    // Every object of the version existed before the pointer was written.
    expect(pointerDuringUpload).toBeNull();
    const prefix = `store/mf_services/${staged.version}/`;
    expect(await keys(cdn)).toEqual(
      [
        'index.html',
        'mf-manifest.json',
        'remoteEntry.js',
        'static/css/main.css',
        'static/js/main.js',
        'store-contract.json',
      ].map((f) => prefix + f),
    );
    // The headers the local CDN (build/cdn.ts) serves for the same files.
    const local = cdnApp(o.workDir);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'static/css/main.css', 'index.html']) {
      const head = await admin.send(new HeadObjectCommand({ Bucket: cdn, Key: prefix + file }));
      const served = await local.request(`/mf_services/${staged.version}/${file}`);
      expect(head.CacheControl).toBe(IMMUTABLE);
      expect(head.CacheControl).toBe(served.headers.get('cache-control'));
      expect(head.ContentType).toBe(served.headers.get('content-type'));
    }
    // The pointer and its history are in the private bucket, not the public one.
    const head = await admin.send(new HeadObjectCommand({ Bucket: config, Key: 'live/remotes.json' }));
    expect(head.CacheControl).toBe('no-cache');
    expect(head.ContentType).toBe('application/json');
    expect(JSON.parse((await text(config, 'live/remotes.json')) as string)).toEqual({
      ...localRemoteMap(),
      mf_services: url('mf_services', staged.version),
    });
    expect(await keys(config, 'live/history/')).toHaveLength(1);
    expect((await keys(cdn)).some((k) => k.includes('remotes.json') || k.includes('history'))).toBe(false);
  });

  it("never overwrites an existing version's objects", async () => {
    const { cdn, origin } = await freshOrigin();
    const o = origin();
    const staged = stage(o.workDir, 'mf_services', build('same'));
    const key = `store/mf_services/${staged.version}/remoteEntry.js`;
    await admin.send(new PutObjectCommand({ Bucket: cdn, Key: key, Body: 'already there' }));
    await o.putVersion(staged);
    expect(await text(cdn, key)).toBe('already there');
    expect(await keys(cdn, `store/mf_services/${staged.version}/`)).toHaveLength(6);
    expect(await o.hasVersion('mf_services', staged.version)).toBe(true);
    expect(await o.hasVersion('shell', staged.version)).toBe(false);
  });

  it('lets one of two deploys of the same remote in; the other is refused and the map stays whole', async () => {
    const { config, origin } = await freshOrigin();
    const [a, b] = [origin(), origin()];
    const locks = await Promise.allSettled([
      a.lock('mf_services', 'a deploy of mf_services'),
      b.lock('mf_services', 'a deploy of mf_services'),
    ]);
    const won = locks.filter((l) => l.status === 'fulfilled');
    const lost = locks.filter((l) => l.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const refusal = (lost[0] as PromiseRejectedResult).reason as Error;
    expect(refusal).toBeInstanceOf(LockHeldError);
    expect(refusal.message).toMatch(
      /^a deploy of mf_services is already running \(pid \d+ on .+, since .+\); try again when it has finished$/,
    );
    // Another remote deploys meanwhile; after the release the remote can deploy again.
    await (await a.lock('mf_catalog', 'a deploy of mf_catalog'))();
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value();
    await (await b.lock('mf_services', 'a deploy of mf_services'))();

    // Flips of five remotes at once, from five clients, while a reader polls the map: every
    // read is a whole map (old or newer), no flip is lost.
    const apps = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_services', 'mf_staff'];
    let flipping = true;
    const reads: Record<string, string>[] = [];
    const reader = (async () => {
      while (flipping) {
        const content = await text(config, 'live/remotes.json');
        if (content !== null) reads.push(JSON.parse(content) as Record<string, string>);
      }
    })();
    await Promise.all(apps.map((app) => flipOrigin(origin(), app, 'deploy', url(app, '1111111111111111'))));
    flipping = false;
    await reader;
    for (const map of reads) expect(Object.keys(map).sort()).toEqual(Object.keys(localRemoteMap()).sort());
    expect(Object.values(await readLiveMapOf(a)).every((u) => u.includes('1111111111111111'))).toBe(true);
    expect(await a.readHistory()).toHaveLength(5);
  });

  it('takes over a stale lock, and refuses a fresh one held on another machine', async () => {
    const { config, origin } = await freshOrigin();
    const o = origin();
    const key = 'live/locks/mf_services.lock';
    const put = (holder: object) =>
      admin.send(new PutObjectCommand({ Bucket: config, Key: key, Body: JSON.stringify(holder) }));
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    await put({ pid: dead.pid, host: hostname(), since: new Date().toISOString(), what: 'a deploy' });
    const release = await o.lock('mf_services', 'a deploy of mf_services');
    expect(JSON.parse((await text(config, key)) as string).pid).toBe(process.pid);
    await release();
    expect(await text(config, key)).toBeNull();

    await put({
      pid: 1,
      host: 'ci-runner-7',
      since: new Date().toISOString(),
      what: 'a deploy of mf_services',
    });
    await expect(o.lock('mf_services', 'x')).rejects.toThrow(/pid 1 on ci-runner-7/);
    await put({
      pid: 1,
      host: 'ci-runner-7',
      since: '2026-01-01T00:00:00.000Z',
      what: 'a deploy of mf_services',
    });
    await (await o.lock('mf_services', 'x'))();
  });

  it('rolls back one deploy at a time and reports live and previous versions', async () => {
    const { origin } = await freshOrigin();
    const o = origin();
    const first = await deploy(o, 'v1');
    const second = await deploy(o, 'v2');
    const [v1, v2] = [first.staged.version, second.staged.version];
    expect(await rollbackTargetOf(o, 'mf_services')).toEqual({ to: url('mf_services', v1) });
    await flipOrigin(o, 'mf_services', 'rollback', url('mf_services', v1));
    expect((await readLiveMapOf(o)).mf_services).toBe(url('mf_services', v1));
    const [row] = await statusOf(o, ['mf_services']);
    expect(row?.live.version).toBe(v1);
    expect(row?.previous.map((p) => p.version)).toEqual([v2, null]);
    await flipOrigin(o, 'shell', 'deploy', v2);
    expect(await readLiveShellOf(o)).toBe(v2);
    expect((await readLiveMapOf(o)).mf_services).toBe(url('mf_services', v1));
  });

  it('leaves the live pointer untouched when the gate refuses or an upload fails', async () => {
    const { cdn, config, origin } = await freshOrigin();
    const o = origin();
    const live = await deploy(o, 'live');
    const pointer = await text(config, 'live/remotes.json');

    const before = await deploy(o, 'refused before publishing', { beforePublish: async () => 'contract' });
    expect(before.result).toEqual({ refused: 'contract' });
    expect(await keys(cdn, `store/mf_services/${before.staged.version}/`)).toEqual([]);

    const after = await deploy(o, 'refused by the smoke test', { afterPublish: async () => 'smoke' });
    expect(after.result).toEqual({ refused: 'smoke' });

    // The public bucket is gone: the upload fails at its first file.
    const broken = new S3Origin({
      origin: 's3://no-such-bucket/store',
      pointers: `s3://${config}/live`,
      endpoint,
    });
    origins.push(broken);
    await expect(deploy(broken, 'upload fails')).rejects.toThrow();

    expect(await text(config, 'live/remotes.json')).toBe(pointer);
    expect((await readLiveMapOf(o)).mf_services).toBe(url('mf_services', live.staged.version));
    expect(await o.readHistory()).toHaveLength(1);
  });

  it('answers deploy:status and rollback:remote from the bucket (the command line)', async () => {
    const { config, origin } = await freshOrigin();
    const o = origin();
    const first = await deploy(o, 'v1');
    const second = await deploy(o, 'v2');
    const cli = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/deploy.ts',
          ...args,
          '--origin',
          `s3://${o.versions.bucket}/store`,
          '--pointers',
          `s3://${config}/live`,
          '--endpoint',
          endpoint,
          '--base-url',
          BASE,
        ],
        { cwd: rootDir, encoding: 'utf8' },
      );
    const rows = JSON.parse((await cli('status', '--json')).stdout) as {
      app: string;
      live: { version: string };
    }[];
    expect(rows.find((r) => r.app === 'mf_services')?.live.version).toBe(second.staged.version);
    const rolled = await cli('rollback', 'mf-services');
    expect(rolled.stdout).toContain(
      `rolled back: mf_services ${url('mf_services', first.staged.version)} is live`,
    );
    expect((await readLiveMapOf(o)).mf_services).toBe(url('mf_services', first.staged.version));
    // A shell version that is not in the bucket is never flipped back to.
    await flipOrigin(o, 'shell', 'deploy', '1111111111111111');
    await flipOrigin(o, 'shell', 'deploy', '2222222222222222');
    await expect(cli('rollback', 'shell')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('deploy refused: shell 1111111111111111 is no longer on the origin'),
    });
    expect(await readLiveShellOf(o)).toBe('2222222222222222');
    expect(existsSync(o.workDir)).toBe(true);
  }, 60_000);
});
