import { Hono } from 'hono';
import { SHELL_POLICY_PAGES } from '../../../shared/src/contracts/remotes.ts';
import { LANDING_PAGE_META } from '../../../shared/src/seo/catalog-meta.ts';
import {
  categoryPath,
  labelPath,
  productPath,
  subcategoryPath,
} from '../../../shared/src/seo/catalog-paths.ts';
import { withRequestOrigin } from '../../../shared/src/seo/render-origin.ts';
import { type CatalogSource, restCatalogSource } from './catalog-source.ts';
import { injectHead, noRouteTakes } from './page-head.ts';
import { readRuntimeConfig } from './runtime-config.ts';
import type { RenderedHead } from './server-render.ts';
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
 * deploy shows on the next load), shared caches keep a copy a minute. Nothing personal is in
 * these responses (the session lives in the browser's storage; the server renders as a guest).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * The CDN alone (`CDN-Cache-Control`, RFC 9213) may also serve its copy stale for ten more
 * minutes while it refreshes it. Not in `Cache-Control`: Chromium applies `stale-while-revalidate`
 * to its own cache too, and would show a page from before a deploy on the next navigation.
 */
export const PUBLIC_CDN_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=600';

/** The caching headers of a response: the CDN's own for a public one. */
export function cachingHeaders(cacheControl: string): Record<string, string> {
  return cacheControl === PUBLIC_CACHE_CONTROL
    ? { 'cache-control': cacheControl, 'cdn-cache-control': PUBLIC_CDN_CACHE_CONTROL }
    : { 'cache-control': cacheControl };
}

export interface SeoOptions extends SiteOriginSettings {
  /** The catalogue of the sitemaps (default: the runtime config's API as anon, with `deadlineMs`). */
  source?: (deadlineMs: number) => CatalogSource;
  /** URLs per product sitemap page (default and maximum 50,000; lower in tests). */
  sitemapPageSize?: number;
}

const defaultSource = (deadlineMs: number) =>
  restCatalogSource(readRuntimeConfig(), { timeoutMs: deadlineMs });

/** Sitemaps may take longer than a page's head: they are fetched by crawlers, not people. */
const SITEMAP_DEADLINE_MS = 10_000;

/**
 * /robots.txt, /sitemap.xml (index), /sitemap-pages.xml (home, landing, policy and catalogue pages) and
 * /sitemap-products-{n}.xml (active products, 50,000 a page), plus `pageFor` for the HTML of
 * every client-side route.
 */
export function seoServer(options: SeoOptions = {}) {
  const settings = { ...siteOriginSettingsFromEnv(), ...options };
  const source = settings.source ?? defaultSource;
  const pageSize = Math.min(settings.sitemapPageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const originOf = (requestUrl: string) => siteOrigin(requestUrl, settings);

  const routes = new Hono();
  const xml = { 'content-type': 'application/xml; charset=UTF-8', ...cachingHeaders(PUBLIC_CACHE_CONTROL) };
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
      ...cachingHeaders(PUBLIC_CACHE_CONTROL),
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
   * The page `html` (the shell's index.html, config inlined) for `requestUrl`, with the head its
   * server render noted (`head`; ADR 0016, 0017): the same builders and data as the page's own
   * render, never a read of its own. 404 when the page showed a not-found view, or no route takes
   * the path (decided without a render). Today's HTML, not kept by shared caches, when there was
   * no render (a page left to the browser, a failed render) or it noted no head (its data missed
   * the deadline).
   */
  function pageFor(
    html: string,
    requestUrl: string,
    head: RenderedHead | null,
  ): { html: string; status: 200 | 404; cacheControl: string } {
    const url = new URL(requestUrl);
    const origin = originOf(requestUrl);
    if (!origin) return { html, status: 200, cacheControl: 'no-cache' };
    const status = head?.notFound || (!head && noRouteTakes(url.pathname)) ? 404 : 200;
    if (!head?.meta)
      return { html, status, cacheControl: status === 404 ? PUBLIC_CACHE_CONTROL : 'no-cache' };
    return {
      html: injectHead(html, withRequestOrigin(head.meta, origin), origin, url.pathname),
      status,
      cacheControl: PUBLIC_CACHE_CONTROL,
    };
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

  return { routes, pageFor, servesHost, catalogueAnswers };
}
