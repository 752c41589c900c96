/**
 * Which requests the service worker keeps, and under which names (docs/adr/0025): pure, so the
 * rules are tested without a worker. Anything not named here is never cached.
 */

export const CACHE_NAMES = {
  assets: 'store-assets-v1',
  manifests: 'store-manifests-v1',
  pages: 'store-pages-v1',
  catalogue: 'store-catalogue-v1',
  offline: 'store-offline-v1',
} as const;

/** The offline page in the store's look (shell/public/offline.html), kept at install. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The public catalogue's reads: what a guest sees, the same for every shopper. Nothing of a
 * cart, an order, an account, a payment or a staff screen is among them.
 */
export const CATALOGUE_READS: ReadonlySet<string> = new Set([
  'get_product_categories_structure',
  'get_products_list',
  'count_products',
  'get_product_details',
  'get_product_details_by_slug',
  'unified_product_search',
  'get_product_search_count',
  'get_search_filters',
  'get_search_suggestions',
  'enhanced_autocomplete_search',
  'get_product_reviews',
  'count_verified_product_reviews',
  'get_average_product_rating',
]);

/** A file whose name carries its content hash (`index.65591e91d8.js`): its bytes never change. */
export function isHashedAsset(url: URL): boolean {
  return /\/static\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$/.test(url.pathname);
}

/** A remote's manifest (`…/mf-manifest.json`): it names the remote's current files. */
export function isRemoteManifest(url: URL): boolean {
  return url.pathname.endsWith('/mf-manifest.json');
}

/** A POST to one of CATALOGUE_READS through PostgREST (`/rest/v1/rpc/<name>`). */
export function isCatalogueRead(url: URL): boolean {
  const match = /\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
  return match !== null && CATALOGUE_READS.has(match[1] ?? '');
}

/**
 * The GET request a catalogue POST is kept under: its URL plus the SHA-256 of its body (the
 * call's arguments), so each call has its own answer and the body is not stored in a key.
 */
export async function cataloguePostKey(url: string, body: string): Promise<Request> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('store-body', hex);
  return new Request(key.href, { method: 'GET' });
}
