/**
 * The page server's probes (docs/deploy.md, "The page server"): /healthz answers while the process
 * runs; /readyz answers 200 only once the remotes' server builds are loaded and the catalogue
 * answers, so a load balancer sends no page that would go out without its head. Both answer on
 * any host (a probe uses the bare address) and are never cached.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSource } from './catalog-source';
import { CspReportLog } from './csp-reports';
import { appServer, untilReady } from './web-server';

function shellDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'readiness-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--store-config--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** A catalogue whose answers the test switches on and off. */
function catalogue(state: { up: boolean }): () => CatalogSource {
  return () =>
    ({
      activeProductCount: async () => {
        if (!state.up) throw new Error('database down');
        return 1;
      },
    }) as unknown as CatalogSource;
}

describe('the page server’s probes', () => {
  it('says alive at once, and ready only while the catalogue answers', async () => {
    const state = { up: false };
    const app = appServer(true, new CspReportLog(), shellDir(), { seo: { source: catalogue(state) } });
    // Any host: the probe comes from the load balancer, not a shopper's browser.
    const get = (p: string) => app.fetch(new Request(`http://10.0.0.7:3000${p}`));

    const alive = await get('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await alive.json()).toEqual({ status: 'alive' });

    await app.ready;
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'starting', waiting: 'database' });

    state.up = true;
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is waited for by untilReady, which answers the last status when time runs out', async () => {
    let calls = 0;
    const statuses = [503, 503, 200];
    expect(
      await untilReady(async () => new Response(null, { status: statuses[calls++] ?? 200 }), 5_000),
    ).toBe(200);
    expect(calls).toBe(3);
    expect(await untilReady(async () => new Response(null, { status: 503 }), 300)).toBe(503);
  });
});
