import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase } from 'shared';
import type { ProductDetails } from 'shared/contracts';
import { firstProductRow, productErrorMessage, productKeys } from './product-details';

/** get_product_details: the product by its uuid, or null when there is no such active product. */
export async function getProductById(productId: string): Promise<ProductDetails | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_product_details', {
    p_target_product_id: productId,
  });
  if (error) throw new Error(productErrorMessage(error));
  return firstProductRow(data);
}

/** Spec §9: product details fresh 10 min, kept 30 min. */
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
