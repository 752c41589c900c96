/**
 * Every path that shows the not-found view answers 404 (docs/product.md#common-rules): an unknown
 * category ('/zzz') and a path no route takes at all ('/no/such/page', '/a/b/c/d').
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSource } from './catalog-source';
import { CspReportLog } from './csp-reports';
import { noRouteTakes } from './page-head';
import { seoServer } from './seo-routes';
import { appServer } from './web-server';

const SITE = 'http://127.0.0.1:3000';

/** A catalogue with no products (the sitemaps'; no page reads it). */
const catalogue = (): CatalogSource => ({
  categoryStructure: async () => ({ categories: [] }),
  activeProductCount: async () => 1,
  sitemapProducts: async () => [],
});

const UNKNOWN_DEEP_PATHS = ['/no/such/page', '/a/b/c/d', '/product/details/x/y', '/checkout/nothing/here'];

describe('a path no route takes', () => {
  it('is known without a render', () => {
    for (const p of UNKNOWN_DEEP_PATHS) expect(noRouteTakes(p), p).toBe(true);
  });

  it('is not the home page, the shell’s own pages nor routes that differ in case only', () => {
    for (const p of [
      '/',
      '//',
      '/login',
      '/reset-password/',
      '/privacy',
      '/Product/Details/x',
      '/staff/orders/1',
      '/zzz',
    ])
      expect(noRouteTakes(p), p).toBe(false);
  });
});

describe('a page’s answer from its render’s head note', () => {
  const { pageFor } = seoServer({ source: catalogue });
  const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const notFoundMeta = { title: 'Page not found', noindex: true };

  it('is 404 with the not-found head when the page showed a not-found view (an unknown category)', () => {
    const answer = pageFor(html, `${SITE}/zzz`, { meta: notFoundMeta, notFound: true });
    expect(answer.status).toBe(404);
    expect(answer.cacheControl).toContain('public');
    expect(answer.html).toContain('<title>Page not found | GameGear India</title>');
    expect(answer.html).toContain('<meta name="robots" content="noindex,nofollow"');
  });

  it('is today’s page, not kept by shared caches, with no render or no note', () => {
    for (const head of [null, { meta: null, notFound: false }]) {
      const answer = pageFor(html, `${SITE}/Consoles`, head);
      expect(answer).toEqual({ html, status: 200, cacheControl: 'no-cache' });
    }
  });

  it('puts the request’s origin in place of the server render’s in JSON-LD', () => {
    const meta = {
      title: 'PS5',
      jsonLd: { '@type': 'Product', url: 'http://localhost/product/ps5', image: ['http://localhost/i.png'] },
    };
    const answer = pageFor(html, 'http://localhost:3000/product/ps5', { meta, notFound: false });
    expect(answer.html).toContain('"url":"http://localhost:3000/product/ps5"');
    expect(answer.html).toContain('"image":["http://localhost:3000/i.png"]');
  });
});

describe('the page server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'not-found-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--store-config--></head><body><div id="root"></div></body></html>',
  );
  const app = appServer(true, new CspReportLog(), dir, { seo: { source: catalogue } });
  const get = (p: string) => app.fetch(new Request(`${SITE}${p}`));

  // An unknown category ('/zzz', '/Consoles/zzz') is known from its render: e2e/tests/seo-head.spec.ts.
  it('answers 404 with the page for every path no route takes, without a render', async () => {
    for (const p of UNKNOWN_DEEP_PATHS) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('answers 200 for the pages that exist', async () => {
    for (const p of [
      '/',
      '/Consoles',
      '/consoles/playstation',
      '/login',
      '/wishlist',
      '/repair/history',
      '/repair-home/anything/below',
      '/game-load-service/new',
      '/privacy',
    ]) {
      expect((await get(p)).status, p).toBe(200);
    }
  });
});
