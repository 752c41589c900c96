/**
 * The sitemap and the server-written head (ADR 0016) against a real local stack:
 * get_sitemap_products / count_sitemap_products as a hostile anon client, and the store's web
 * server (shell/server/http/web-server.ts, the shell's app) reading the catalogue through the API: robots.txt,
 * the sitemap index and pages (every active product once, no inactive one; valid against the
 * sitemap schemas), a product page's server-written head, and 404 for an unknown product.
 */

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  // A product whose typed text tries to break out of the head.
  const pro = fx.byKey('pro');
  await sql`update public.products set description = ${'Fast </script><script>alert(1)</script> & "quoted"'}
            where product_id = ${pro.id}`;
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
      headDeadlineMs: 5_000,
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
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
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

describe('the server-written head', () => {
  it('a product page carries its title, description, canonical, Open Graph price and image, and JSON-LD', async () => {
    const pro = fx.byKey('pro');
    const res = await get(`/product/${pro.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${pro.name} | GameGear India</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/product/${pro.slug}"`);
    expect(html).toContain(`<meta property="og:type" content="product"`);
    expect(html).toContain(`<meta property="product:price:amount" content="${pro.discountPrice.toFixed(2)}"`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const jsonLd = scripts.find((m) => m[1]?.includes('application/ld+json'));
    const data = JSON.parse(jsonLd?.[2] ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', name: pro.name, offers: { priceCurrency: 'INR' } });
    expect(data.description).toContain('</script><script>alert(1)</script>');
    expect(jsonLd?.[2]).not.toContain('<');
    // The page is still the app's, and the CSP still lists the inline config script by hash.
    expect(html).toContain('<div id="root"></div>');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const runnable = scripts.filter((m) => !/\s(src|type)=/.test(m[1] ?? ''));
    // The inline config script is allowed by its hash; the JSON-LD data block is not listed.
    expect(runnable.length).toBe(1);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
  });

  it('an unknown product slug answers 404 with the app’s HTML', async () => {
    const res = await get('/product/no-such-product-zz');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('a category page and a search page carry their own head; search is noindex', async () => {
    const category = await (await get(`/${encodeURIComponent(fx.category.name)}`)).text();
    expect(category).toContain(`<title>${fx.category.name} | GameGear India</title>`);
    expect(category).toContain(`<meta name="robots" content="index,follow"`);
    const search = await (await get('/search?q=ps5')).text();
    expect(search).toContain('<meta name="robots" content="noindex,nofollow"');
  });

  it('a backend that does not answer in time leaves the page as today: 200, static head, not shared-cached', async () => {
    // A real API address that accepts the request and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = appServer(true, new CspReportLog(), buildDir, {
      seo: {
        siteUrl: SITE,
        headDeadlineMs: 200,
        source: (ms) =>
          restCatalogSource(
            { supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: 'x' },
            { timeoutMs: ms },
          ),
      },
    });
    const started = Date.now();
    const res = await slow.fetch(new Request(`http://127.0.0.1:3000/product/${fx.byKey('pro').slug}`));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>GameGear India | Consoles, gaming PCs and PC parts</title>');
    expect(html).not.toContain('og:title');
    silent.closeAllConnections();
    silent.close();
  });

  it('an unreachable backend leaves the page as today too', async () => {
    const down = appServer(true, new CspReportLog(), buildDir, {
      seo: {
        siteUrl: SITE,
        source: (ms) =>
          restCatalogSource({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'x' }, { timeoutMs: ms }),
      },
    });
    const res = await down.fetch(new Request(`http://127.0.0.1:3000/product/${fx.byKey('pro').slug}`));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
