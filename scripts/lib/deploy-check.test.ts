import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployVerdict, remoteManifestLocation, shellRecordLocation, verdictReport } from './deploy-check';

const shellRecord = {
  app: 'shell',
  packages: {
    shared: { version: '0.1.0', exports: ['Button', 'ErrorBox', 'Spinner'] },
    'react-router-dom': { version: '7.18.5', exports: ['Link', 'useParams'] },
    'styled-components': { version: '6.6.0', exports: '*' },
  },
};

const manifest = (needed: Record<string, string[]> | undefined) => ({
  name: 'mf_catalog',
  metaData: { publicPath: 'auto', ...(needed ? { sharedExportsNeeded: needed } : {}) },
  shared: [],
  exposes: [],
});

describe('deployVerdict', () => {
  it('accepts a remote whose needs the shell provides', () => {
    const verdict = deployVerdict(
      manifest({
        shared: ['Button', 'Spinner'],
        'react-router-dom': ['Link'],
        'styled-components': ['default'],
      }),
      shellRecord,
    );
    expect(verdict).toEqual({ ok: true, needed: 4, packages: 3 });
  });

  it('refuses a remote that needs an export the shell lacks, and lists each one', () => {
    const verdict = deployVerdict(
      manifest({ shared: ['Button', 'newHelper', 'Stepper'], 'react-router-dom': ['useBlocker', 'Link'] }),
      shellRecord,
    );
    expect(verdict).toEqual({
      ok: false,
      reason: 'missing',
      missing: { shared: ['Stepper', 'newHelper'], 'react-router-dom': ['useBlocker'] },
    });
    const report = verdictReport('mf-catalog', 'https://shop.example/shared-exports.json', verdict).join(
      '\n',
    );
    expect(report).toContain(
      'mf-catalog must not be deployed against the shell at https://shop.example/shared-exports.json',
    );
    expect(report).toContain('shared: Stepper, newHelper');
    expect(report).toContain('react-router-dom: useBlocker');
  });

  it('refuses a namespace use of a package the shell tree-shakes', () => {
    expect(deployVerdict(manifest({ shared: ['*'] }), shellRecord)).toMatchObject({
      ok: false,
      missing: { shared: ['*'] },
    });
    expect(deployVerdict(manifest({ 'styled-components': ['*'] }), shellRecord)).toMatchObject({ ok: true });
  });

  it('says so when a record is missing or malformed instead of passing', () => {
    expect(deployVerdict(manifest(undefined), shellRecord)).toMatchObject({
      ok: false,
      reason: 'unrecorded',
    });
    expect(deployVerdict(manifest({ shared: ['Button'] }), { app: 'shell' })).toMatchObject({
      ok: false,
      reason: 'invalid-shell',
    });
  });
});

describe('locations', () => {
  it('finds the files inside an origin or a dist folder', () => {
    expect(shellRecordLocation('https://shop.example')).toBe('https://shop.example/shared-exports.json');
    expect(shellRecordLocation('https://shop.example/app/')).toBe(
      'https://shop.example/app/shared-exports.json',
    );
    expect(shellRecordLocation('/srv/shell/dist')).toBe('/srv/shell/dist/shared-exports.json');
    expect(shellRecordLocation('/tmp/record.json')).toBe('/tmp/record.json');
    expect(remoteManifestLocation('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });
});

describe('pnpm check:deploy', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const runAsync = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      execFile('npx', ['tsx', 'scripts/check-deploy.ts', ...args], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
      );
    });
  const run = (args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync('npx', ['tsx', 'scripts/check-deploy.ts', ...args], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { code: e.status, out: e.stdout + e.stderr };
    }
  };

  it('exits 1 with the missing exports for fixture files, 0 when they are provided', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
    writeFileSync(path.join(dir, 'shared-exports.json'), JSON.stringify(shellRecord));
    writeFileSync(path.join(dir, 'new.json'), JSON.stringify(manifest({ shared: ['Button', 'newHelper'] })));
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(manifest({ shared: ['Button'] })));

    const refused = run(['mf-catalog', '--shell', dir, '--manifest', path.join(dir, 'new.json')]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('shared: newHelper');

    const accepted = run([
      'mf_catalog',
      '--shell',
      path.join(dir, 'shared-exports.json'),
      '--manifest',
      path.join(dir, 'old.json'),
    ]);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain('✓ mf-catalog can be deployed');
  }, 30_000);

  it('reads a deployed shell and remote over HTTP', async () => {
    const files: Record<string, unknown> = {
      '/shared-exports.json': shellRecord,
      '/mf-manifest.json': manifest({ 'react-router-dom': ['useBlocker'] }),
    };
    const server = createServer((req, res) => {
      const body = files[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await runAsync(['mf-account', '--shell', origin, '--manifest', origin]);
      expect(result.code).toBe(1);
      expect(result.out).toContain(`the shell at ${origin}/shared-exports.json; that shell lacks:`);
      expect(result.out).toContain('react-router-dom: useBlocker');
    } finally {
      server.close();
    }
  }, 30_000);

  it('exits 2 for an unknown remote', () => {
    const result = run(['mf-nowhere']);
    expect(result.code).toBe(2);
    expect(result.out).toContain('Unknown remote mf-nowhere');
  }, 30_000);
});
