import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc } from 'shared';
import type { SearchFilters } from 'shared/contracts';
import { arrivedParsed, type CatalogSchemas, callWithSchemas } from '../../catalog';
import {
  canSearch,
  type SearchFiltersParams,
  type SearchScope,
  type SearchUrlState,
  toSearchFiltersParams,
} from '../lib/search-params';
import { SEARCH_MESSAGES } from '../messages';

export const searchFiltersKeys = {
  all: ['search', 'filters'] as const,
  filters: (params: SearchFiltersParams) => ['search', 'filters', params] as const,
};

/**
 * get_search_filters: what the filter panel offers for a term and taxonomy (categories,
 * subcategories, labels and conditions with counts, spec groups, discountPriceBounds).
 */
export async function getSearchFilters(params: SearchFiltersParams): Promise<SearchFilters> {
  const [schemas, { data, error }] = await callWithSchemas(
    callRpc('get_search_filters', params),
    SEARCH_MESSAGES.filtersFailed,
  );
  if (error) throw new Error(SEARCH_MESSAGES.filtersFailed, { cause: error });
  return parseSearchFilters(schemas, data);
}

function parseSearchFilters({ searchFiltersSchema }: CatalogSchemas, data: unknown): SearchFilters {
  const parsed = searchFiltersSchema.safeParse(data);
  if (!parsed.success) throw new Error(SEARCH_MESSAGES.filtersFailed, { cause: parsed.error });
  return parsed.data;
}

/** Search fresh 3 min (docs/product.md#common-rules). */
export const searchFiltersQueryOptions = (params: SearchFiltersParams) =>
  queryOptions({
    queryKey: searchFiltersKeys.filters(params),
    queryFn: () => getSearchFilters(params),
    // The shell's entry may already hold the answer (shared/preload): render with it at once.
    initialData: () => arrivedParsed('get_search_filters', params, parseSearchFilters),
    staleTime: CACHE.search.staleTime,
  });

/** The panel for a URL state; the previous panel stays while the next one loads (no jump). */
export function useSearchFilters(state: SearchUrlState, scope?: SearchScope) {
  return useQuery({
    ...searchFiltersQueryOptions(toSearchFiltersParams(state, scope)),
    enabled: canSearch(state, scope),
    placeholderData: keepPreviousData,
  });
}
