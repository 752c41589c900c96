import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc } from 'shared';
import { type ProductDetails, productBySlugArgs } from 'shared/contracts';
import type { RpcCall } from 'shared/preload';
import { arrivedParsed, callWithSchemas } from '../../catalog';
import { normaliseSlug } from '../lib/product-ref';
import { firstProductRow, PRODUCT_UNREACHABLE, productErrorMessage, productKeys } from './product-details';

/** The call behind a product's page by its slug (its answer's time: product-card/prices-as-of). */
export function productBySlugCall(slug: string): RpcCall {
  return { fn: 'get_product_details_by_slug', args: productBySlugArgs(normaliseSlug(slug)) };
}

/** get_product_details_by_slug: the product, or null when no active product has that slug. */
export async function getProductBySlug(slug: string): Promise<ProductDetails | null> {
  const { fn, args } = productBySlugCall(slug);
  const [schemas, { data, error }] = await callWithSchemas(callRpc(fn, args), PRODUCT_UNREACHABLE);
  if (error) throw new Error(productErrorMessage(error));
  return firstProductRow(schemas, data);
}

/** Product details fresh 10 min, kept 30 min (docs/product.md#common-rules). */
export const productBySlugQueryOptions = (slug: string) => {
  const key = normaliseSlug(slug);
  return queryOptions({
    queryKey: productKeys.bySlug(key),
    queryFn: () => getProductBySlug(key),
    // The shell's entry may already hold the answer (shared/preload): render with it at once.
    initialData: () => arrivedParsed('get_product_details_by_slug', productBySlugArgs(key), firstProductRow),
    staleTime: CACHE.productDetails.staleTime,
    gcTime: CACHE.productDetails.gcTime,
  });
};

export function useProductBySlug(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productBySlugQueryOptions(slug), enabled: enabled && normaliseSlug(slug) !== '' });
}
