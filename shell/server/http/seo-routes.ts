import { Hono } from 'hono';
import { SHELL_POLICY_PAGES } from '../../../shared/src/contracts/remotes.ts';
import { LANDING_PAGE_META } from '../../../shared/src/seo/catalog-meta.ts';
import {
  categoryPath,
  labelPath,
  productPath,
  subcategoryPath,
} from '../../../shared/src/seo/catalog-paths.ts';
import { type CatalogSource, keptHeadReads, restCatalogSource } from './catalog-source.ts';
import { injectHead, serverHead } from './page-head.ts';
import { readRuntimeConfig } from './runtime-config.ts';
import {
  type SiteOriginSettings,
  siteOrigin,
  siteOriginSettingsFromEnv,
  unknownHostResponse,
} from './site-origin.ts';
import {
  productPageCount,
  robotsTxt,
  SITEMAP_MAX_FILES,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  sitemapIndexXml,
  urlsetXml,
  w3cDate,
} from './sitemap.ts';

/**
 * Caching of anonymous public responses, fit for a CDN: browsers revalidate every time (a shell
 * deploy shows on the next load), shared caches keep a copy a minute and may serve it stale for
 * ten more while they refresh it. Nothing personal is in these responses (the session lives in
 * the browser's storage; the server renders as a guest).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** How long a page waits for the catalogue before it is sent without the server's head. */
export const DEFAULT_HEAD_DEADLINE_MS = 300;

export interface SeoOptions extends SiteOriginSettings {
  /** The catalogue (default: the runtime config's API as anon, with `deadlineMs`). */
  source?: (deadlineMs: number) => CatalogSource;
  /** Deadline of a page's head (`SEO_HEAD_DEADLINE_MS`, default 300 ms). */
  headDeadlineMs?: number;
  /** URLs per product sitemap page (default and maximum 50,000; lower in tests). */
  sitemapPageSize?: number;
  now?: () => Date;
}

function settingsFromEnv(): SeoOptions {
  const deadline = Number(process.env.SEO_HEAD_DEADLINE_MS);
  return {
    ...siteOriginSettingsFromEnv(),
    ...(deadline > 0 ? { headDeadlineMs: deadline } : {}),
  };
}

const defaultSource = (deadlineMs: number) =>
  restCatalogSource(readRuntimeConfig(), { timeoutMs: deadlineMs });

/** How long a page head's catalogue reads are shared (`keptHeadReads`): the HTML's s-maxage. */
const HEAD_READS_TTL_MS = 60_000;

/** Sitemaps may take longer than a page's head: they are fetched by crawlers, not people. */
const SITEMAP_DEADLINE_MS = 10_000;

/**
 * /robots.txt, /sitemap.xml (index), /sitemap-pages.xml (home, landing, policy and catalogue pages) and
 * /sitemap-products-{n}.xml (active products, 50,000 a page), plus `renderPage` for the HTML of
 * every client-side route.
 */
export function seoServer(options: SeoOptions = {}) {
  const settings = { ...settingsFromEnv(), ...options };
  const source = settings.source ?? defaultSource;
  const headSource = keptHeadReads(source, { ttlMs: HEAD_READS_TTL_MS });
  const pageSize = Math.min(settings.sitemapPageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const headDeadline = settings.headDeadlineMs ?? DEFAULT_HEAD_DEADLINE_MS;
  const now = settings.now ?? (() => new Date());
  const originOf = (requestUrl: string) => siteOrigin(requestUrl, settings);

  const routes = new Hono();
  const xml = { 'content-type': 'application/xml; charset=UTF-8', 'cache-control': PUBLIC_CACHE_CONTROL };
  const unavailable = (c: { body: (b: string, s: 503, h: Record<string, string>) => Response }) =>
    c.body('Sitemap temporarily unavailable\n', 503, {
      'content-type': 'text/plain; charset=UTF-8',
      'cache-control': 'no-store',
      'retry-after': '60',
    });

  // Absolute URLs are written only for a host we serve (shell/server/http/site-origin.ts).
  routes.get('/robots.txt', (c) => {
    const origin = originOf(c.req.url);
    if (!origin) return unknownHostResponse();
    return c.body(robotsTxt(origin), 200, {
      'content-type': 'text/plain; charset=UTF-8',
      'cache-control': PUBLIC_CACHE_CONTROL,
    });
  });

  routes.get('/sitemap.xml', async (c) => {
    const origin = originOf(c.req.url);
    if (!origin) return unknownHostResponse();
    let count: number;
    try {
      count = await source(SITEMAP_DEADLINE_MS).activeProductCount();
    } catch {
      return unavailable(c);
    }
    const files = ['/sitemap-pages.xml'];
    for (let page = 1; page <= productPageCount(count, pageSize); page++)
      files.push(`/sitemap-products-${page}.xml`);
    return c.body(sitemapIndexXml(files.map((file) => ({ loc: new URL(file, origin).href }))), 200, xml);
  });

  routes.get('/sitemap-pages.xml', async (c) => {
    const origin = originOf(c.req.url);
    if (!origin) return unknownHostResponse();
    let structure: Awaited<ReturnType<CatalogSource['categoryStructure']>>;
    try {
      structure = await source(SITEMAP_DEADLINE_MS).categoryStructure();
    } catch {
      return unavailable(c);
    }
    const paths = ['/', ...Object.keys(LANDING_PAGE_META), ...SHELL_POLICY_PAGES];
    for (const category of structure.categories) {
      paths.push(categoryPath(category.name));
      for (const sub of category.subcategories) {
        paths.push(subcategoryPath(category.name, sub.name));
        for (const label of sub.data.labels) paths.push(labelPath(category.name, sub.name, label.name));
      }
    }
    const entries: SitemapEntry[] = [...new Set(paths)].map((path) => ({ loc: new URL(path, origin).href }));
    return c.body(urlsetXml(entries), 200, xml);
  });

  routes.get('/:file{sitemap-products-[0-9]+\\.xml}', async (c) => {
    const page = Number(/([0-9]+)/.exec(c.req.param('file'))?.[1]);
    // An index lists at most 50,000 sitemaps: a page past that names nothing (and no query runs).
    if (!(page >= 1 && page <= SITEMAP_MAX_FILES)) return c.notFound();
    const origin = originOf(c.req.url);
    if (!origin) return unknownHostResponse();
    let rows: [string, string][];
    try {
      rows = await source(SITEMAP_DEADLINE_MS).sitemapProducts(page, pageSize);
    } catch {
      return unavailable(c);
    }
    if (rows.length === 0 && page > 1) return c.notFound();
    const entries = rows.map(([slug, changed]) => ({
      loc: new URL(productPath(slug), origin).href,
      lastmod: w3cDate(changed),
    }));
    return c.body(urlsetXml(entries), 200, xml);
  });

  /**
   * The page `html` (the shell's index.html, config inlined) for `requestUrl`: with the server's
   * head on public pages, 404 for a product or catalogue page that names nothing, and today's
   * HTML (not cached by shared caches) when the catalogue is slow or failing or the route is not
   * a public page.
   */
  async function renderPage(
    html: string,
    requestUrl: string,
  ): Promise<{ html: string; status: 200 | 404; cacheControl: string }> {
    const url = new URL(requestUrl);
    const origin = originOf(requestUrl);
    const fallback = { html, status: 200 as const, cacheControl: 'no-cache' };
    if (!origin) return fallback;
    let timer: NodeJS.Timeout | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('head deadline')), headDeadline);
      });
      const head = await Promise.race([serverHead(url, headSource(headDeadline), origin, now()), deadline]);
      if (head.kind === 'none') return fallback;
      if (head.kind === 'not-found') return { html, status: 404, cacheControl: PUBLIC_CACHE_CONTROL };
      return {
        html: injectHead(html, head.meta, origin, url.pathname),
        status: 200,
        cacheControl: PUBLIC_CACHE_CONTROL,
      };
    } catch {
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether `requestUrl` names a host this server writes absolute URLs for. */
  const servesHost = (requestUrl: string): boolean => originOf(requestUrl) !== null;

  /** Whether the catalogue answers within `deadlineMs` (the page server's readiness, `/readyz`). */
  const catalogueAnswers = (deadlineMs: number): Promise<boolean> =>
    source(deadlineMs)
      .activeProductCount()
      .then(
        () => true,
        () => false,
      );

  return { routes, renderPage, servesHost, catalogueAnswers };
}
