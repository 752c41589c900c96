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
import { serverHead } from './page-head';
import { appServer } from './web-server';

const SITE = 'http://127.0.0.1:3000';

/** A catalogue with one category, Consoles > PlayStation. */
const catalogue = (): CatalogSource =>
  ({
    productBySlug: async () => null,
    productById: async () => null,
    categoryStructure: async () => ({
      categories: [
        {
          name: 'Consoles',
          slug: 'consoles',
          subcategories: [{ name: 'PlayStation', slug: 'playstation', data: { labels: [] } }],
        },
      ],
    }),
    activeProductCount: async () => 1,
    sitemapProducts: async () => [],
  }) as unknown as CatalogSource;

const failingCatalogue: CatalogSource = {
  ...catalogue(),
  categoryStructure: () => Promise.reject(new Error('down')),
  productBySlug: () => Promise.reject(new Error('down')),
};

const UNKNOWN_DEEP_PATHS = ['/no/such/page', '/a/b/c/d', '/product/details/x/y', '/checkout/nothing/here'];

describe('the head of a path no route takes', () => {
  it('is not-found, decided without reading the catalogue', async () => {
    for (const p of UNKNOWN_DEEP_PATHS) {
      expect(await serverHead(new URL(p, SITE), failingCatalogue, SITE, new Date()), p).toEqual({
        kind: 'not-found',
      });
    }
  });

  it('is left to the browser for the shell’s own pages and routes that differ in case only', async () => {
    for (const p of ['/login', '/reset-password/', '/Product/Details/x', '/staff/orders/1', '//']) {
      expect(await serverHead(new URL(`${SITE}${p}`), failingCatalogue, SITE, new Date()), p).toEqual({
        kind: 'none',
      });
    }
  });
});

describe('the page server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'not-found-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--store-config--></head><body><div id="root"></div></body></html>',
  );
  const app = appServer(true, new CspReportLog(), dir, { seo: { source: catalogue, headDeadlineMs: 5_000 } });
  const get = (p: string) => app.fetch(new Request(`${SITE}${p}`));

  it('answers 404 with the page for every path that shows the not-found view', async () => {
    for (const p of ['/zzz', '/Consoles/zzz', ...UNKNOWN_DEEP_PATHS]) {
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
