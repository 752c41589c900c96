// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localRemoteMap } from '../../build/apps';
import { acquireLock, flip, LockHeldError, readHistory, readLiveMap, rollbackTarget, status } from './live';

const dirs: string[] = [];
function origin(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'live-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const url = (v: string) => `http://cdn.example/mf_services/${v}/mf-manifest.json`;
const V1 = '1111111111111111';
const V2 = '2222222222222222';

describe('the live pointers', () => {
  it('start from the local map and flip one entry, keeping the others and a history', async () => {
    const dir = origin();
    expect(readLiveMap(dir)).toEqual(localRemoteMap());
    const entry = await flip(dir, 'mf_services', 'deploy', url(V1));
    expect(entry.from).toBe(localRemoteMap().mf_services);
    expect(readLiveMap(dir)).toEqual({ ...localRemoteMap(), mf_services: url(V1) });
    expect(readHistory(dir)).toHaveLength(1);
    expect(readHistory(dir)[0]?.previousMap).toEqual(localRemoteMap());
    // No temporary file is left beside the pointer.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('roll back one deploy at a time, skipping rollbacks', async () => {
    const dir = origin();
    await flip(dir, 'mf_services', 'deploy', url(V1));
    await flip(dir, 'mf_services', 'deploy', url(V2));
    expect(rollbackTarget(dir, 'mf_services')).toEqual({ to: url(V1) });
    await flip(dir, 'mf_services', 'rollback', url(V1));
    expect(rollbackTarget(dir, 'mf_services')).toEqual({ to: localRemoteMap().mf_services });
    await flip(dir, 'mf_services', 'rollback', localRemoteMap().mf_services as string);
    expect(rollbackTarget(dir, 'mf_services')).toBeNull();
    expect(rollbackTarget(dir, 'mf_catalog')).toBeNull();
  });

  it('report live and previous versions with when they went live', async () => {
    const dir = origin();
    const first = await flip(dir, 'mf_services', 'deploy', url(V1));
    const second = await flip(dir, 'mf_services', 'deploy', url(V2));
    const shell = await flip(dir, 'shell', 'deploy', V1);
    const rows = status(dir, ['shell', 'mf_services', 'mf_catalog']);
    expect(rows[0]).toEqual({
      app: 'shell',
      live: { pointer: V1, version: V1, since: shell.at },
      previous: [{ pointer: null, version: null, since: '(before the first deploy)' }],
    });
    expect(rows[1]?.live).toEqual({ pointer: url(V2), version: V2, since: second.at });
    expect(rows[1]?.previous.map((p) => [p.version, p.since])).toEqual([
      [V1, first.at],
      [null, '(before the first deploy)'],
    ]);
    expect(rows[2]).toEqual({
      app: 'mf_catalog',
      live: { pointer: localRemoteMap().mf_catalog, version: null, since: null },
      previous: [],
    });
    // A shell flip leaves the remote map as it was.
    expect(readLiveMap(dir).mf_services).toBe(url(V2));
  });

  it('never lose a flip when flips of different remotes run at once', async () => {
    const dir = origin();
    await Promise.all(
      ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_services', 'mf_staff'].map((app) =>
        flip(dir, app, 'deploy', `http://cdn.example/${app}/${V1}/mf-manifest.json`),
      ),
    );
    expect(Object.values(readLiveMap(dir)).every((u) => u.includes(V1))).toBe(true);
    expect(readHistory(dir)).toHaveLength(5);
  });
});

describe('the deploy lock', () => {
  it('lets one taker in and refuses the next until it is released', () => {
    const dir = origin();
    const release = acquireLock(dir, 'mf_services', 'a deploy of mf_services');
    expect(() => acquireLock(dir, 'mf_services', 'a deploy of mf_services')).toThrow(LockHeldError);
    expect(() => acquireLock(dir, 'mf_services', 'a deploy of mf_services')).toThrow(
      /a deploy of mf_services is already running \(pid \d+, since /,
    );
    // Another remote deploys meanwhile.
    acquireLock(dir, 'mf_catalog', 'a deploy of mf_catalog')();
    release();
    expect(existsSync(path.join(dir, 'locks/mf_services.lock'))).toBe(false);
    acquireLock(dir, 'mf_services', 'a deploy of mf_services')();
  });

  it('is taken over from a process that no longer runs', async () => {
    const dir = origin();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid as number;
    await new Promise((r) => child.on('exit', r));
    acquireLock(dir, 'mf_services', 'x')();
    writeFileSync(
      path.join(dir, 'locks/mf_services.lock'),
      JSON.stringify({ pid, since: new Date().toISOString(), what: 'a deploy of mf_services' }),
    );
    const release = acquireLock(dir, 'mf_services', 'a deploy of mf_services');
    expect(JSON.parse(readFileSync(path.join(dir, 'locks/mf_services.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });
});
