import { queryOptions, useQuery } from '@tanstack/react-query';
import { arrivedRpcData, CACHE, callRpc } from 'shared';
import { CATALOG_MESSAGES } from '../messages';
import { type ProductFilters, toFilterParams } from './product-filters';

export const countProductsKeys = {
  all: ['catalog', 'count-products'] as const,
  count: (filters: ProductFilters) => ['catalog', 'count-products', toFilterParams(filters)] as const,
};

/**
 * count_products: the number of active products matching the filters
 * (docs/product.md#catalogue-and-search).
 */
export async function countProducts(filters: ProductFilters): Promise<number> {
  const { data, error } = await callRpc('count_products', toFilterParams(filters));
  if (error) throw new Error(CATALOG_MESSAGES.countFailed, { cause: error });
  return parseCount(data);
}

function parseCount(data: unknown): number {
  if (typeof data !== 'number' || !Number.isFinite(data)) throw new Error(CATALOG_MESSAGES.countFailed);
  return data;
}

/** Count fresh 15 min (docs/product.md#common-rules). */
export const countProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: countProductsKeys.count(filters),
    queryFn: () => countProducts(filters),
    // The shell's entry may already hold the answer (shared/preload): render with it at once.
    initialData: () => arrivedRpcData('count_products', toFilterParams(filters), parseCount),
    staleTime: CACHE.productCount.staleTime,
  });

export function useCountProducts(filters: ProductFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...countProductsQueryOptions(filters), enabled: options.enabled ?? true });
}
