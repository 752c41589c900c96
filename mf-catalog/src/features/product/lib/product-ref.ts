/** A product id as the database issues them (uuid); anything else in the route is a slug. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(idOrSlug: string): boolean {
  return UUID.test(idOrSlug.trim());
}

/** Slugs are stored lower-case and trimmed; the cache key follows, so 'PS5' and 'ps5' share one entry. */
export { normaliseProductSlug as normaliseSlug } from 'shared/contracts';
/** The product page's own address (/product/{slug}), shared with the web server. */
export { productPath } from 'shared/seo';
