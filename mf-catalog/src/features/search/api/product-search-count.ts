import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc } from 'shared';
import type { SearchCountParams } from '../lib/search-params';
import { SEARCH_MESSAGES } from '../messages';

export const productSearchCountKeys = {
  all: ['search', 'count'] as const,
  count: (params: SearchCountParams) => ['search', 'count', params] as const,
};

/** get_product_search_count: the number of results of unified_product_search for the same filters. */
export async function getProductSearchCount(params: SearchCountParams): Promise<number> {
  const { data, error } = await callRpc('get_product_search_count', params);
  if (error) throw new Error(SEARCH_MESSAGES.searchFailed, { cause: error });
  return parseSearchCount(data);
}

export function parseSearchCount(data: unknown): number {
  if (typeof data !== 'number' || !Number.isInteger(data) || data < 0) {
    throw new Error(SEARCH_MESSAGES.searchFailed, { cause: new Error(`unexpected count ${String(data)}`) });
  }
  return data;
}

/** Search fresh 3 min (docs/product.md#common-rules). */
export const productSearchCountQueryOptions = (params: SearchCountParams) =>
  queryOptions({
    queryKey: productSearchCountKeys.count(params),
    queryFn: () => getProductSearchCount(params),
    staleTime: CACHE.search.staleTime,
  });

export function useProductSearchCount(params: SearchCountParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productSearchCountQueryOptions(params), enabled: options.enabled ?? true });
}
