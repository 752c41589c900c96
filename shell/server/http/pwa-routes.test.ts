// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KILL_SWITCH_WORKER, pwaRoutes, shellVersionOf, WEB_MANIFEST } from './pwa-routes';

function shellDir(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'sw.js'), 'self.worker = 1;');
  return dir;
}

describe('the installable store’s routes', () => {
  it('serves the manifest: standalone, the dark theme, icons 192, 512 and maskable, three shortcuts', async () => {
    const res = await pwaRoutes(() => shellDir('<html></html>')).request('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toEqual(JSON.parse(JSON.stringify(WEB_MANIFEST)));
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('serves the worker with the live shell’s version in front, never cached, under its own policy', async () => {
    let dir = shellDir('<script src="/static/js/index.aaaaaaaa.js"></script>');
    const routes = pwaRoutes(() => dir);
    const first = await routes.request('/sw.js');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src *");
    const body = await first.text();
    expect(body).toBe(`self.__STORE_SHELL_VERSION__="${await shellVersionOf(dir)}";\nself.worker = 1;`);
    // A shell deploy: new bytes, so the browser installs the new worker.
    dir = shellDir('<script src="/static/js/index.bbbbbbbb.js"></script>');
    expect(await (await routes.request('/sw.js')).text()).not.toBe(body);
  });

  it('serves the kill switch instead with STORE_SERVICE_WORKER=off', async () => {
    const res = await pwaRoutes(() => shellDir('<html></html>'), { off: true }).request('/sw.js');
    expect(await res.text()).toBe(KILL_SWITCH_WORKER);
    expect(KILL_SWITCH_WORKER).toContain('registration.unregister()');
  });

  it('serves the offline page, which runs nothing', async () => {
    const res = await pwaRoutes(() => shellDir('<html></html>')).request('/offline.html');
    const html = await res.text();
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'/,
    );
  });

  it('answers 404 for the worker when the shell build has none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pwa-'));
    expect((await pwaRoutes(() => dir).request('/sw.js')).status).toBe(404);
  });
});
