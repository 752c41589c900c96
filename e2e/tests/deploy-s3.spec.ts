import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutBucketPolicyCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { localRemoteMap } from '../../build/apps';
import { type MotoServer, startMotoServer } from '../../scripts/deploy/moto-server';
import { variant as makeVariant, retitle } from '../support/deploy-variants';

/**
 * The S3-compatible upload target of independent deploys (docs/deploy.md §2), end to end: the real
 * deploy commands publish mf-services and the shell to a bucket of moto_server (an S3-compatible
 * server with conditional writes, on 127.0.0.1 and a free port), which also plays the CDN: the
 * smoke test loads the new version in Chromium from the bucket's public URL. The pointers live in a
 * second, private bucket.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', AWS_REGION: 'us-east-1' };
let server: MotoServer | undefined;
let endpoint = '';
let s3: S3Client;
const variants: string[] = [];

test.beforeAll(async () => {
  server = await startMotoServer();
  endpoint = server.endpoint;
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: 'cdn' }));
  await s3.send(new CreateBucketCommand({ Bucket: 'config' }));
  // The public bucket as a CDN serves it: anyone may GET, from any origin.
  await s3.send(
    new PutBucketPolicyCommand({
      Bucket: 'cdn',
      Policy: JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::cdn/*' },
        ],
      }),
    }),
  );
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: 'cdn',
      CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['*'], AllowedMethods: ['GET', 'HEAD'] }] },
    }),
  );
});

test.afterAll(async () => {
  s3?.destroy();
  await server?.stop();
  for (const dir of variants) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  /** stdout and stderr */
  out: string;
  stdout: string;
}

/** Runs a deploy script against the bucket, exactly as a team would in production. */
function pnpm(script: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      [
        '-s',
        script,
        ...args,
        '--origin',
        's3://cdn/store',
        '--pointers',
        's3://config/live',
        '--endpoint',
        endpoint,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...CREDENTIALS, STORE_CDN_URL: `${endpoint}/cdn/store` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('exit', (code) => resolve({ code, out, stdout }));
  });
}

function variant(buildDir: string, edit: (dir: string) => void): string {
  const dir = makeVariant(buildDir, edit, 'store-deploy-s3-');
  variants.push(dir);
  return dir;
}

async function pointer(name: string): Promise<string | null> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: 'config', Key: `live/${name}` }));
    return (await res.Body?.transformToString()) ?? null;
  } catch {
    return null;
  }
}

async function objects(prefix: string): Promise<string[]> {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: 'cdn', Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key as string);
}

const versionIn = (out: string) => out.match(/version ([0-9a-f]{16})/)?.[1] ?? '';
const manifestUrl = (v: string) => `${endpoint}/cdn/store/mf_services/${v}/mf-manifest.json`;

test('deploys, refuses, races and rolls back against an S3-compatible bucket', async ({ page }) => {
  test.setTimeout(420_000);
  const services = path.join(ROOT, 'mf-services/dist');

  // 1. A new mf-services: gate, upload, smoke test in Chromium from the bucket, then the flip.
  const next = variant(services, retitle('Repair Services Next'));
  const first = await pnpm('deploy:remote', 'mf-services', '--dist', next);
  expect(first.code, first.out).toBe(0);
  expect(first.out).toContain('✓ smoke (Chromium, preview map)');
  const v1 = versionIn(first.out);
  const map = JSON.parse((await pointer('remotes.json')) as string) as Record<string, string>;
  expect(map).toEqual({ ...localRemoteMap(), mf_services: manifestUrl(v1) });
  // The published version is served by the bucket, immutable, to the shell's origin.
  const manifest = await page.request.get(manifestUrl(v1), { headers: { origin: 'http://127.0.0.1:3000' } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(manifest.headers()['content-type']).toBe('application/json');
  expect(manifest.headers()['access-control-allow-origin']).toBeTruthy();

  // 2. A build that breaks the live shell's contract is refused before anything is uploaded.
  const broken = variant(services, (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const m = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { path: string }[] };
    m.exposes = m.exposes.filter((e) => e.path !== './HomePromos');
    writeFileSync(file, JSON.stringify(m));
  });
  const refused = await pnpm('deploy:remote', 'mf-services', '--dist', broken);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('deploy refused: the contract check failed; nothing was changed');
  expect(await objects(`store/mf_services/${versionIn(refused.out)}/`)).toEqual([]);
  expect(JSON.parse((await pointer('remotes.json')) as string).mf_services).toBe(manifestUrl(v1));

  // 3. Two deploys of mf-services at once: one wins, the other is refused by the bucket's lock.
  const again = variant(services, retitle('Repair Services Again'));
  const other = variant(services, retitle('Repair Services Other'));
  const race = await Promise.all([
    pnpm('deploy:remote', 'mf-services', '--dist', again),
    pnpm('deploy:remote', 'mf-services', '--dist', other),
  ]);
  expect(race.map((r) => r.code).sort()).toEqual([0, 1]);
  const loser = race.find((r) => r.code === 1) as Run;
  const winner = race.find((r) => r.code === 0) as Run;
  expect(loser.out).toMatch(/deploy refused: a deploy of mf_services is already running \(pid \d+ on /);
  const v2 = versionIn(winner.out);
  expect(JSON.parse((await pointer('remotes.json')) as string)).toEqual({
    ...localRemoteMap(),
    mf_services: manifestUrl(v2),
  });

  // 4. The shell deploys to the bucket too: its contract against the live remote read back from it.
  const shell = await pnpm('deploy:shell', '--dist', path.join(ROOT, 'shell/dist'));
  expect(shell.code, shell.out).toBe(0);
  const shellVersion = versionIn(shell.out);
  expect(JSON.parse((await pointer('shell.json')) as string)).toEqual({ version: shellVersion });
  expect(await objects(`store/shell/${shellVersion}/index.html`)).toHaveLength(1);

  // 5. Rollback flips back one deploy; the status lists the live and previous versions.
  const back = await pnpm('rollback:remote', 'mf-services');
  expect(back.code, back.out).toBe(0);
  expect(JSON.parse((await pointer('remotes.json')) as string).mf_services).toBe(manifestUrl(v1));
  const statusRun = await pnpm('deploy:status', '--json');
  expect(statusRun.code, statusRun.out).toBe(0);
  const rows = JSON.parse(statusRun.stdout) as {
    app: string;
    live: { version: string | null };
    previous: { version: string | null }[];
  }[];
  const row = rows.find((r) => r.app === 'mf_services');
  expect(row?.live.version).toBe(v1);
  expect(row?.previous.map((p) => p.version)).toEqual([v2, null]);
  expect(rows.find((r) => r.app === 'shell')?.live.version).toBe(shellVersion);
});
