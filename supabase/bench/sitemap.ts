/**
 * `pnpm bench:sitemap`: the sitemap at 100,000 products (ADR 0016: an index plus pages of at most
 * 50,000 URLs). Starts a throwaway local stack in a child process (loopback, random ports; never
 * the e2e ports), scales the seed catalogue to BENCH_PRODUCTS, serves the web server's sitemap
 * routes (shell/server/http/seo-routes.ts, reading the catalogue through the API as anon, as the store does)
 * on a free port, and prints for /sitemap.xml, /sitemap-pages.xml and every
 * /sitemap-products-N.xml: the first (cold) fetch, the p50 of BENCH_FETCHES more, the p50 of a
 * product page's query alone in Postgres (as anon), the bytes (raw and gzipped) and the URL count. Checks that every active product is listed exactly once, no
 * inactive product is, every page holds at most 50,000 URLs, the index names every page, and the
 * index and every page are valid against the sitemaps.org 0.9 schemas (shell/server/http/sitemap-schema.ts,
 * libxml2's validator; the time each validation took is printed); exits 1 when a check fails (the
 * timings are figures, not targets).
 *
 * Env: BENCH_PRODUCTS (100000), BENCH_FETCHES (5), BENCH_DATABASE_URL + BENCH_API_URL (reuse an
 * already scaled stack).
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { seoServer } from '../../shell/server/http/seo-routes.ts';
import { SITEMAP_MAX_URLS } from '../../shell/server/http/sitemap.ts';
import { type SitemapKind, validateSitemap } from '../../shell/server/http/sitemap-schema.ts';
import { ANON_KEY } from '../local/src/keys';
import { scaleCatalog } from '../seed-gen/scale';
import { finish, loadAverageLine, percentile, runBench } from './report';
import { startStackProcess } from './start-stack-process';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const FETCHES = Number(process.env.BENCH_FETCHES ?? 5);

interface Fetched {
  ms: number;
  body: string;
}

async function timedFetch(url: string): Promise<Fetched> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

async function main(): Promise<number> {
  const started = Date.now();
  let stack: Awaited<ReturnType<typeof startStackProcess>> | null = null;
  let dbUrl = process.env.BENCH_DATABASE_URL;
  let apiUrl = process.env.BENCH_API_URL;
  let anonKey = ANON_KEY;
  if (!dbUrl || !apiUrl) {
    stack = await startStackProcess();
    ({ dbUrl, apiUrl, anonKey } = stack);
  }
  const admin = postgres(dbUrl, { max: 2, onnotice: () => {} });
  let server: ReturnType<typeof serve> | null = null;
  try {
    const [existing] = await admin<{ n: number }[]>`select count(*)::integer as n from public.products`;
    const n = existing?.n ?? 0;
    if (n < PRODUCTS) {
      console.info(`scaling ${n} products to ${PRODUCTS}...`);
      await scaleCatalog(admin, PRODUCTS - n, (m) => console.info(m));
    }
    const products = await admin<{ slug: string; is_active: boolean }[]>`
      select slug, is_active from public.products`;
    const active = new Set(products.filter((p) => p.is_active).map((p) => p.slug));
    const inactive = new Set(products.filter((p) => !p.is_active).map((p) => p.slug));

    // The store's sitemap routes, reading the catalogue as the web server does (runtime config).
    process.env.SUPABASE_URL = apiUrl;
    process.env.SUPABASE_ANON_KEY = anonKey;
    const app = new Hono().route('/', seoServer().routes);
    const origin = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });

    console.info(
      `\n${products.length} products, ${active.size} active; ${FETCHES} warm fetches per file after a cold one`,
    );
    console.info(`${loadAverageLine(' at the start')}\n`);
    console.info(`${'file'.padEnd(26)} cold ms   p50 ms  db p50 ms      KiB  gzip KiB     URLs`);
    // A product page's query alone, as anon (the share of the page's time spent in Postgres).
    const atDatabase = async (page: number) => {
      const times: number[] = [];
      for (let i = 0; i < FETCHES; i++) {
        await admin.begin(async (tx) => {
          await tx`set local role anon`;
          const t0 = performance.now();
          await tx`select public.get_sitemap_products(${page}, ${SITEMAP_MAX_URLS})`;
          times.push(performance.now() - t0);
        });
      }
      return percentile(
        times.sort((x, y) => x - y),
        50,
      ).toFixed(0);
    };
    const bodies = new Map<string, string>();
    const measure = async (file: string) => {
      const cold = await timedFetch(`${origin}${file}`);
      bodies.set(file, cold.body);
      const warm: number[] = [];
      for (let i = 0; i < FETCHES; i++) warm.push((await timedFetch(`${origin}${file}`)).ms);
      const urls = locsOf(cold.body);
      const p50 = percentile(
        warm.sort((x, y) => x - y),
        50,
      );
      const kib = (bytes: number) => (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0);
      const page = /^\/sitemap-products-(\d+)\.xml$/.exec(file)?.[1];
      const db = page ? await atDatabase(Number(page)) : '-';
      const cells = [cold.ms.toFixed(0), p50.toFixed(0), db, kib(Buffer.byteLength(cold.body))];
      cells.push(kib(gzipSync(cold.body).length), String(urls.length));
      console.info(`${file.padEnd(26)}${cells.map((c, i) => c.padStart([8, 9, 11][i] ?? 9)).join('')}`);
      return urls;
    };

    const files = (await measure('/sitemap.xml')).map((loc) => new URL(loc).pathname);
    await measure('/sitemap-pages.xml');
    const listed = new Map<string, number>();
    const results: string[] = [];
    let failed = false;
    const check = (ok: boolean, what: string) => {
      results.push(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
      if (!ok) failed = true;
    };
    const productFiles = files.filter((f) => /^\/sitemap-products-\d+\.xml$/.test(f));
    let largest = 0;
    for (const file of productFiles) {
      const urls = await measure(file);
      largest = Math.max(largest, urls.length);
      for (const loc of urls) {
        const slug = decodeURIComponent(new URL(loc).pathname.replace(/^\/product\//, ''));
        listed.set(slug, (listed.get(slug) ?? 0) + 1);
      }
    }

    // Every file against its schema, one at a time (libxml2 in WebAssembly, in a worker thread).
    console.info(`\n${'schema validation'.padEnd(26)}      ms  result`);
    let invalidFiles = 0;
    let validationMs = 0;
    for (const [file, body] of bodies) {
      const kind: SitemapKind = file === '/sitemap.xml' ? 'index' : 'urlset';
      const t0 = performance.now();
      const errors = await validateSitemap(body, kind, file.slice(1));
      const ms = performance.now() - t0;
      validationMs += ms;
      const verdict = errors.length === 0 ? 'valid against the sitemap schema' : `${errors.length} errors:`;
      console.info(`${file.padEnd(26)}${ms.toFixed(0).padStart(8)}  ${verdict}`);
      for (const error of errors.slice(0, 20)) console.info(`    ${error}`);
      if (errors.length > 20) console.info(`    ... and ${errors.length - 20} more`);
      if (errors.length > 0) invalidFiles++;
    }
    check(
      invalidFiles === 0,
      `the index and every page are valid against the sitemap schema (${bodies.size} files, ${invalidFiles} invalid; validated in ${(validationMs / 1000).toFixed(1)} s)`,
    );

    const expectedPages = Math.ceil(active.size / SITEMAP_MAX_URLS);
    check(
      productFiles.length === expectedPages && files.includes('/sitemap-pages.xml'),
      `the index names /sitemap-pages.xml and ${productFiles.length} product pages (${expectedPages} expected)`,
    );
    check(
      largest <= SITEMAP_MAX_URLS,
      `every page holds at most ${SITEMAP_MAX_URLS} URLs (largest ${largest})`,
    );
    const missing = [...active].filter((slug) => !listed.has(slug));
    const repeated = [...listed].filter(([, count]) => count > 1);
    const wrong = [...listed.keys()].filter((slug) => inactive.has(slug) || !active.has(slug));
    check(missing.length === 0, `every active product is listed (${missing.length} missing)`);
    check(repeated.length === 0, `each product once (${repeated.length} listed more than once)`);
    check(wrong.length === 0, `no inactive or unknown product (${wrong.length} listed)`);
    return finish(results, failed, started);
  } finally {
    (server as ReturnType<typeof serve> | null)?.close();
    await admin.end();
    await stack?.stop();
  }
}

runBench(main);
