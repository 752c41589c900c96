import { QUERY_ROOTS } from 'shared';
import type { ProductDetails } from 'shared/contracts';
import type { CatalogSchemas } from '../../catalog';

/**
 * Query keys of the product page. The review-writing flow refreshes product details after a
 * submission: invalidating ['product'] covers both lookups.
 */
export const productKeys = {
  all: [QUERY_ROOTS.productDetails] as const,
  bySlug: (slug: string) => [QUERY_ROOTS.productDetails, 'slug', slug] as const,
  byId: (id: string) => [QUERY_ROOTS.productDetails, 'id', id] as const,
};

/** Shown instead of a schema dump when the server answers something unexpected. */
export const UNEXPECTED_PRODUCT_ANSWER =
  'The product could not be loaded: unexpected answer from the server.';

/** Shown when the request never got an answer (offline, the API unreachable). */
export const PRODUCT_UNREACHABLE =
  'The product could not be loaded: the store could not be reached. Check your connection and try again.';

/**
 * The text for a failed lookup. supabase-js reports a request that got no answer as
 * `{ code: '', message: 'TypeError: Failed to fetch' }` (the browser's words, not the shopper's).
 */
export function productErrorMessage(error: { message: string; code?: string }): string {
  const unanswered = !error.code && /^(TypeError|FetchError|AbortError)\b/.test(error.message);
  return unanswered ? PRODUCT_UNREACHABLE : error.message;
}

/**
 * Both product-details procedures answer a list; the first row is the product, no row means it does
 * not exist (or is inactive). Only that row is parsed.
 */
export function firstProductRow(
  { productDetailsSchema }: CatalogSchemas,
  data: unknown,
): ProductDetails | null {
  if (data == null) return null;
  if (!Array.isArray(data)) throw new Error(UNEXPECTED_PRODUCT_ANSWER);
  if (data.length === 0) return null;
  const parsed = productDetailsSchema.safeParse(data[0]);
  if (!parsed.success) throw new Error(UNEXPECTED_PRODUCT_ANSWER);
  return parsed.data;
}
