/**
 * The sitemap (ADR 0016) against a real local stack: get_sitemap_products /
 * count_sitemap_products as a hostile anon client, and the store's web server
 * (shell/server/http/web-server.ts, the shell's app) reading the catalogue through the API:
 * robots.txt, the sitemap index and pages (every active product once, no inactive one; valid
 * against the sitemap schemas). A page's head comes from its server render, which needs the
 * built apps: e2e/tests/seo-head.spec.ts.
 */

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCatalogSource } from '../../../shell/server/http/catalog-source.ts';
import { CspReportLog } from '../../../shell/server/http/csp-reports.ts';
import { SITEMAP_NS } from '../../../shell/server/http/sitemap.ts';
import { validateSitemap } from '../../../shell/server/http/sitemap-schema.ts';
import { appServer } from '../../../shell/server/http/web-server.ts';
import { anonClient, directSql, userClient } from '../helpers/clients';
import { target } from '../helpers/target';
import { createTestUser } from '../helpers/users';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture';

const SITE = 'https://shop.example.in';
const sql = directSql();
let fx: CatalogFixture;
let buildDir: string;
let app: Hono;
let activeSlugs: string[];
let pageSize: number;

beforeAll(async () => {
  fx = await createCatalogFixture();
  activeSlugs = (
    await sql<{ slug: string }[]>`select slug from public.products where is_active order by slug`
  ).map((r) => r.slug);
  // Three or more product sitemap pages, as 100k products at 50,000 a page give two or more.
  pageSize = Math.ceil(activeSlugs.length / 3);
  buildDir = mkdtempSync(path.join(tmpdir(), 'seo-shell-'));
  writeFileSync(
    path.join(buildDir, 'index.html'),
    readFileSync(path.join(import.meta.dirname, '../../../shell/index.html'), 'utf8'),
  );
  const { apiUrl, anonKey } = target();
  app = appServer(true, new CspReportLog(), buildDir, {
    seo: {
      siteUrl: SITE,
      sitemapPageSize: pageSize,
      source: (ms) => restCatalogSource({ supabaseUrl: apiUrl, supabaseAnonKey: anonKey }, { timeoutMs: ms }),
    },
  });
});

afterAll(async () => {
  await fx?.drop();
  await sql.end();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const get = (p: string) => app.fetch(new Request(`http://127.0.0.1:3000${p}`));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('get_sitemap_products as a hostile client', () => {
  it('lists active products only, by slug, at most 50,000 a page, whatever the caller asks', async () => {
    const anon = anonClient();
    const { data, error } = await anon.rpc('get_sitemap_products', {
      page_number: -5,
      page_size: 10_000_000,
    });
    expect(error).toBeNull();
    const rows = data as [string, string][];
    expect(rows.map((r) => r[0])).toEqual(activeSlugs);
    for (const p of fx.products.filter((x) => !x.active)) expect(rows.map((r) => r[0])).not.toContain(p.slug);
    for (const [, changed] of rows) expect(Number.isNaN(Date.parse(changed))).toBe(false);
    const count = await anon.rpc('count_sitemap_products');
    expect(count.data).toBe(activeSlugs.length);
    const second = await anon.rpc('get_sitemap_products', { page_number: 2, page_size: 2 });
    expect((second.data as [string, string][]).map((r) => r[0])).toEqual(activeSlugs.slice(2, 4));
  });

  it('shows a signed-in shopper no inactive product either', async () => {
    const user = await createTestUser('seo');
    const shopper = userClient(user.accessToken);
    const { data } = await shopper.rpc('get_sitemap_products', {});
    const slugs = (data as [string, string][]).map((r) => r[0]);
    for (const p of fx.products.filter((x) => !x.active)) expect(slugs).not.toContain(p.slug);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt is text, keeps search and account pages out and names the sitemap by absolute URL', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain('Disallow: /search');
    expect(text).toContain('Disallow: /checkout/');
    expect(text).not.toContain('<html');
  });

  it('the index names the pages sitemap and every product page; together they list every active product once', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    // A CDN keeps it a minute and may serve it stale while refreshing; a browser never does.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.get('cdn-cache-control')).toBe('max-age=60, stale-while-revalidate=600');
    const index = await res.text();
    expect(index).toContain(`<sitemapindex xmlns="${SITEMAP_NS}">`);
    const files = locs(index);
    const productFiles = files.filter((f) => /sitemap-products-\d+\.xml$/.test(f));
    expect(files[0]).toBe(`${SITE}/sitemap-pages.xml`);
    expect(productFiles.length).toBe(Math.ceil(activeSlugs.length / pageSize));
    expect(productFiles.length).toBeGreaterThanOrEqual(2);

    const listed: string[] = [];
    for (const file of productFiles) {
      const page = await get(new URL(file).pathname);
      expect(page.status).toBe(200);
      const xml = await page.text();
      expect(xml).toContain(`<urlset xmlns="${SITEMAP_NS}">`);
      const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)];
      expect(urls.length).toBe(locs(xml).length);
      expect(urls.length).toBeLessThanOrEqual(pageSize);
      for (const [, loc, lastmod] of urls) {
        expect(loc?.startsWith(`${SITE}/product/`)).toBe(true);
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        listed.push(decodeURIComponent((loc ?? '').slice(`${SITE}/product/`.length)));
      }
    }
    expect(listed).toEqual(activeSlugs);
    for (const p of fx.products.filter((x) => !x.active)) expect(listed).not.toContain(p.slug);
    // Past the last page: nothing there.
    expect((await get(`/sitemap-products-${productFiles.length + 1}.xml`)).status).toBe(404);
    // Past what an index can list, or past what the database's page number holds: 404, not 503.
    for (const page of ['50001', '2147483648', '999999999999', '1'.repeat(400)])
      expect((await get(`/sitemap-products-${page}.xml`)).status, page).toBe(404);
  });

  it('the served index and every page it names are valid against the sitemap schemas', async () => {
    const index = await (await get('/sitemap.xml')).text();
    expect(await validateSitemap(index, 'index', 'sitemap.xml')).toEqual([]);
    const files = locs(index).map((loc) => new URL(loc).pathname);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(await validateSitemap(await res.text(), 'urlset', file.slice(1))).toEqual([]);
    }
  });

  it('the pages sitemap lists home, the landing pages and every category, subcategory and label page once', async () => {
    const xml = await (await get('/sitemap-pages.xml')).text();
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    const category = encodeURIComponent(fx.category.name);
    const gadgets = encodeURIComponent(fx.subcategories.gadgets.name);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/support`,
        `${SITE}/repair-home`,
        `${SITE}/${category}`,
        `${SITE}/${category}/${gadgets}`,
        `${SITE}/${category}/${gadgets}?label=${encodeURIComponent(fx.labels.alpha)}`,
      ]),
    );
  });
});
