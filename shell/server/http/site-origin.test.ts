import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSource } from './catalog-source';
import { CspReportLog } from './csp-reports';
import { siteOrigin, siteOriginSettingsFromEnv } from './site-origin';
import { appServer } from './web-server';

describe('siteOrigin', () => {
  it('is SITE_URL whatever the request names', () => {
    expect(siteOrigin('http://evil.example/x', { siteUrl: 'https://gamegear.in/' })).toBe(
      'https://gamegear.in',
    );
  });

  it('is the request origin only for an allowed host', () => {
    const settings = siteOriginSettingsFromEnv({ STORE_ALLOWED_HOSTS: 'shop.test:8080, Staging.Example' });
    expect(siteOrigin('http://127.0.0.1:3000/', settings)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin('http://localhost:4000/', settings)).toBe('http://localhost:4000');
    expect(siteOrigin('http://shop.test:8080/', settings)).toBe('http://shop.test:8080');
    expect(siteOrigin('http://staging.example/', settings)).toBe('http://staging.example');
    expect(siteOrigin('http://shop.test:9999/', settings)).toBeNull();
    expect(siteOrigin('http://evil.example/', settings)).toBeNull();
    expect(siteOrigin('http://127.0.0.1.evil.example/', settings)).toBeNull();
  });
});

describe('the shell server without SITE_URL', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-origin-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--store-config--></head><body><div id="root"></div></body></html>',
  );
  const source = (): CatalogSource =>
    ({
      categoryStructure: async () => ({ categories: [] }),
      activeProductCount: async () => 1,
      sitemapProducts: async () => [['ps5', '2026-11-01T00:00:00Z']],
    }) as unknown as CatalogSource;
  const app = appServer(true, new CspReportLog(), dir, { seo: { source } });
  const get = (url: string, host?: string) =>
    app.fetch(new Request(url, host ? { headers: { host } } : undefined));

  it('writes absolute URLs of an allowed host', async () => {
    const robots = await get('http://127.0.0.1:3000/robots.txt');
    expect(await robots.text()).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    const sitemap = await (await get('http://localhost:3000/sitemap-products-1.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/product/ps5</loc>');
  });

  it('answers 400 to any other host: nothing forged is written or cached', async () => {
    for (const p of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-products-1.xml',
      '/product/ps5',
      '/',
      '/Consoles',
    ]) {
      const res = await get(`http://evil.example${p}`);
      expect(res.status, p).toBe(400);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(await res.text(), p).not.toContain('evil.example');
    }
  });
});
