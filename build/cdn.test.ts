// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../shell/server/http/security-headers';
import { cdnApp, cdnCacheControl, contentVersion, liveShellDir, versionOf } from './cdn';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cdn-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('contentVersion', () => {
  it('is the same for the same files and differs when any byte or name differs', () => {
    const a = tempDir();
    const b = tempDir();
    for (const dir of [a, b]) {
      write(dir, 'mf-manifest.json', '{"name":"mf_services"}');
      write(dir, 'static/js/a.js', 'console.log(1)');
    }
    expect(contentVersion(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion(a)).toBe(contentVersion(b));
    write(b, 'static/js/a.js', 'console.log(2)');
    expect(contentVersion(b)).not.toBe(contentVersion(a));
    const c = tempDir();
    write(c, 'mf-manifest.json', '{"name":"mf_services"}');
    write(c, 'static/js/b.js', 'console.log(1)');
    expect(contentVersion(c)).not.toBe(contentVersion(a));
  });

  it('leaves out mf-stats.json, whose usedIn lists change between builds of the same source', () => {
    const a = tempDir();
    const b = tempDir();
    for (const dir of [a, b]) write(dir, 'static/js/a.js', 'console.log(1)');
    write(a, 'mf-stats.json', '{"shared":[{"usedIn":["src/routes.tsx"]}]}');
    write(b, 'mf-stats.json', '{"shared":[{"usedIn":[]}]}');
    write(a, 'server/mf-stats.json', '{"shared":[]}');
    expect(contentVersion(a)).toBe(contentVersion(b));
    write(b, 'mf-manifest.json', '{"name":"mf_services"}');
    expect(contentVersion(b)).not.toBe(contentVersion(a));
  });
});

describe('the CDN origin', () => {
  const version = '0123456789abcdef';
  function origin(): string {
    const dir = tempDir();
    write(
      dir,
      `mf_services/${version}/mf-manifest.json`,
      JSON.stringify({ name: 'mf_services', pad: 'x'.repeat(600) }),
    );
    write(dir, 'remotes.json', '{}');
    write(dir, 'history/a.json', '{}');
    write(dir, 'locks/mf_services.lock', '{}');
    return dir;
  }

  it('serves versioned files immutable, compressed, to any origin, with the resource policy', async () => {
    const app = cdnApp(origin());
    const res = await app.request(`/mf_services/${version}/mf-manifest.json`, {
      headers: { 'accept-encoding': 'br', origin: 'http://127.0.0.1:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('never serves the pointers, the history, the locks or paths outside a versioned folder', async () => {
    const app = cdnApp(origin());
    for (const url of [
      '/remotes.json',
      '/history/a.json',
      '/locks/mf_services.lock',
      '/mf_services/latest/mf-manifest.json',
      `/mf_services/${version}/../../remotes.json`,
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });

  it('caches only versioned paths for ever', () => {
    expect(cdnCacheControl(`/mf_services/${version}/static/js/a.js`)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cdnCacheControl('/remotes.json')).toBe('no-cache');
  });

  it('reads the version a map entry points at', () => {
    expect(versionOf(`http://cdn.example/mf_services/${version}/mf-manifest.json`)).toBe(version);
    expect(versionOf('http://127.0.0.1:3004/mf-manifest.json')).toBeNull();
  });

  it('finds the live shell folder only when the pointer names a published version', () => {
    const dir = tempDir();
    expect(liveShellDir(dir)).toBeNull();
    write(dir, 'shell.json', JSON.stringify({ version }));
    expect(liveShellDir(dir)).toBeNull(); // not published
    write(dir, `shell/${version}/index.html`, '<!doctype html>');
    expect(liveShellDir(dir)).toBe(path.join(dir, 'shell', version));
    write(dir, 'shell.json', JSON.stringify({ version: null }));
    expect(liveShellDir(dir)).toBeNull();
    write(dir, 'shell.json', JSON.stringify({ version: '../../etc' }));
    expect(liveShellDir(dir)).toBeNull();
  });

  it('is covered by the page policy once the map points a remote at it', () => {
    const policy = contentSecurityPolicy({
      remotes: {
        mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json',
        mf_services: `https://cdn.shop.example/mf_services/${version}/mf-manifest.json`,
      },
      supabaseUrl: 'https://abc.supabase.co',
    });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://cdn.shop.example');
    expect(directive('connect-src')).toContain('https://cdn.shop.example');
    expect(directive('script-src')).not.toContain('/mf_services/');
  });
});
