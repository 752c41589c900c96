import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase } from 'shared';
import type { ProductDetails } from 'shared/contracts';
import type { RpcCall } from 'shared/preload';
import { callWithSchemas } from '../../catalog';
import { firstProductRow, PRODUCT_UNREACHABLE, productErrorMessage, productKeys } from './product-details';

/** The call behind a product's page by its id (its answer's time: product-card/prices-as-of). */
export function productByIdCall(productId: string): RpcCall {
  return { fn: 'get_product_details', args: { p_target_product_id: productId.trim().toLowerCase() } };
}

/** get_product_details: the product by its uuid, or null when there is no such active product. */
export async function getProductById(productId: string): Promise<ProductDetails | null> {
  const { fn, args } = productByIdCall(productId);
  const request = getSupabase().then((supabase) => supabase.rpc(fn, args));
  const [schemas, { data, error }] = await callWithSchemas(request, PRODUCT_UNREACHABLE);
  if (error) throw new Error(productErrorMessage(error));
  return firstProductRow(schemas, data);
}

/** Product details fresh 10 min, kept 30 min (docs/product.md#common-rules). */
export const productByIdQueryOptions = (productId: string) => {
  const id = productId.trim().toLowerCase();
  return queryOptions({
    queryKey: productKeys.byId(id),
    queryFn: () => getProductById(id),
    staleTime: CACHE.productDetails.staleTime,
    gcTime: CACHE.productDetails.gcTime,
  });
};

export function useProductById(productId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productByIdQueryOptions(productId), enabled });
}
