/**
 * robots.txt and the sitemap files (sitemaps.org protocol 0.9) of the store's public origin:
 * pure builders, served by the web server (shell/server/http/seo-routes.ts) from the active catalogue.
 */

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Sitemaps one sitemap index may list (the sitemaps protocol's limit). */
export const SITEMAP_MAX_FILES = 50_000;

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (YYYY-MM-DD or full date-time with zone). */
  lastmod?: string;
}

/** Text escaped for XML character data and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A timestamp as a W3C datetime in UTC, seconds precision ('2026-11-26T10:00:00Z'). */
export function w3cDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${String(value)}`);
  return `${date.toISOString().slice(0, 19)}Z`;
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', entries: readonly SitemapEntry[]) {
  if (entries.length > SITEMAP_MAX_URLS) {
    throw new Error(`A sitemap file holds at most ${SITEMAP_MAX_URLS} entries (got ${entries.length})`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NS}">`,
    ...entries.map((e) => entryXml(tag, e)),
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap page: `<urlset>` of at most 50,000 URLs. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return document('urlset', 'url', entries);
}

/** The sitemap index: `<sitemapindex>` naming every sitemap page. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', entries);
}

/** The number of product sitemap pages for `count` active products. */
export function productPageCount(count: number, pageSize = SITEMAP_MAX_URLS): number {
  return Math.ceil(Math.max(0, count) / pageSize);
}

/**
 * Paths kept out of search engines: search results and product comparisons (endless query
 * variations, never indexed), and the signed-in and staff pages (account, cart and checkout,
 * orders, wishlist, reviews, service requests and their history, the staff console, login and
 * password reset). Prefix rules, as robots.txt matches them; the catalogue, support and the
 * service landing pages stay open (`/repair-home`, `/game-load-service`,
 * `/product-discount-request`).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/search',
  '/compare',
  '/login',
  '/reset-password',
  '/profile',
  '/wishlist',
  '/checkout/',
  '/order-history',
  '/order-confirmation',
  '/review/',
  '/repair/',
  '/game-load-service/new',
  '/game-load/',
  '/product-discount-request/new',
  '/product-discount-request/history',
  '/staff',
];

/** robots.txt: everything allowed but ROBOTS_DISALLOW, and the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
