import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { arrivedRpcData, CACHE, callRpc, rpcHasArrived } from 'shared';
import type { SearchResponse, SearchResultItem } from 'shared/contracts';
import type { RpcCall } from 'shared/preload';
import { type CatalogSchemas, callWithSchemas, withLoadedSchemas } from '../../catalog';
import {
  canSearch,
  countParamsOf,
  isEmptyPriceRange,
  type SearchScope,
  type SearchUrlState,
  toUnifiedSearchParams,
  type UnifiedSearchParams,
} from '../lib/search-params';
import { SEARCH_MESSAGES } from '../messages';
import {
  didYouMean,
  parseSuggestions,
  searchSuggestionsArgs,
  searchSuggestionsQueryOptions,
} from './get-search-suggestions';
import { parseSearchCount, productSearchCountQueryOptions } from './product-search-count';

export const unifiedSearchKeys = {
  all: ['search', 'results'] as const,
  results: (params: UnifiedSearchParams) => ['search', 'results', params] as const,
  response: (params: UnifiedSearchParams, withSuggestions: boolean) =>
    ['search', 'response', params, withSuggestions] as const,
};

/** The call behind a page of results (its answer's time: product-card/prices-as-of). */
export function unifiedSearchCall(params: UnifiedSearchParams): RpcCall {
  return { fn: 'unified_product_search', args: params };
}

/** unified_product_search: one page of results, parsed with the shared contract. */
export async function unifiedProductSearch(params: UnifiedSearchParams): Promise<SearchResultItem[]> {
  const { fn, args } = unifiedSearchCall(params);
  const [schemas, { data, error }] = await callWithSchemas(callRpc(fn, args), SEARCH_MESSAGES.searchFailed);
  if (error) throw new Error(SEARCH_MESSAGES.searchFailed, { cause: error });
  return parseResults(schemas, data);
}

function parseResults({ searchResultsSchema }: CatalogSchemas, data: unknown): SearchResultItem[] {
  const parsed = searchResultsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error(SEARCH_MESSAGES.searchFailed, { cause: parsed.error });
  return parsed.data;
}

/** Search fresh 3 min (docs/product.md#common-rules). */
export const unifiedSearchQueryOptions = (params: UnifiedSearchParams) =>
  queryOptions({
    queryKey: unifiedSearchKeys.results(params),
    queryFn: () => unifiedProductSearch(params),
    staleTime: CACHE.search.staleTime,
  });

export function totalPagesOf(totalResults: number, pageSize: number): number {
  return totalResults > 0 ? Math.ceil(totalResults / Math.max(1, pageSize)) : 0;
}

/**
 * The page's SearchResponse (docs/product.md#catalogue-and-search): the results and their count
 * fetched together, plus the term's suggestions for 'Did you mean' (their own cache entry, shared
 * with the search box hook; a failure there only means no suggestion). One answer, so the count,
 * the grid and the suggestion appear in the same frame.
 */
export async function getSearchResponse(
  queryClient: QueryClient,
  params: UnifiedSearchParams,
  withSuggestions: boolean,
): Promise<SearchResponse> {
  const term = params.search_term;
  // The query's price phrase and the panel's range do not overlap: nothing can be found, and the
  // RPCs would refuse the bounds (400), so nothing is asked.
  if (isEmptyPriceRange(params)) {
    return { results: [], totalResults: 0, totalPages: 0, didYouMean: null, suggestions: [] };
  }
  const [results, totalResults, suggestions] = await Promise.all([
    queryClient.fetchQuery(unifiedSearchQueryOptions(params)),
    queryClient.fetchQuery(productSearchCountQueryOptions(countParamsOf(params))),
    withSuggestions && term
      ? queryClient.fetchQuery(searchSuggestionsQueryOptions(term)).catch(() => [])
      : Promise.resolve([]),
  ]);
  return {
    results,
    totalResults,
    totalPages: totalPagesOf(totalResults, params.page_size),
    didYouMean: didYouMean(suggestions),
    suggestions,
  };
}

/**
 * The response from the first-screen preload (shared/preload) when every call it is made of has
 * arrived; otherwise undefined and the page fetches (finding any preloaded part on the way).
 */
function arrivedSearchResponse(
  params: UnifiedSearchParams,
  withSuggestions: boolean,
): SearchResponse | undefined {
  const countArgs = countParamsOf(params);
  const suggestionArgs =
    withSuggestions && params.search_term ? searchSuggestionsArgs(params.search_term) : null;
  const arrived =
    rpcHasArrived('unified_product_search', params) &&
    rpcHasArrived('get_product_search_count', countArgs) &&
    (!suggestionArgs || rpcHasArrived('get_search_suggestions', suggestionArgs));
  if (!arrived) return undefined;
  return withLoadedSchemas((schemas) => searchResponseOf(schemas, params, countArgs, suggestionArgs));
}

/** The arrived answers, parsed, as one response; undefined when one of them does not parse. */
function searchResponseOf(
  schemas: CatalogSchemas,
  params: UnifiedSearchParams,
  countArgs: ReturnType<typeof countParamsOf>,
  suggestionArgs: ReturnType<typeof searchSuggestionsArgs> | null,
): SearchResponse | undefined {
  const results = arrivedRpcData('unified_product_search', params, (data) => parseResults(schemas, data));
  const totalResults = arrivedRpcData('get_product_search_count', countArgs, parseSearchCount);
  const suggestions = suggestionArgs
    ? (arrivedRpcData('get_search_suggestions', suggestionArgs, (data) => parseSuggestions(schemas, data)) ??
      [])
    : [];
  if (results === undefined || totalResults === undefined) return undefined;
  return {
    results,
    totalResults,
    totalPages: totalPagesOf(totalResults, params.page_size),
    didYouMean: didYouMean(suggestions),
    suggestions,
  };
}

export const searchResponseQueryOptions = (
  queryClient: QueryClient,
  params: UnifiedSearchParams,
  withSuggestions: boolean,
) =>
  queryOptions({
    queryKey: unifiedSearchKeys.response(params, withSuggestions),
    queryFn: () => getSearchResponse(queryClient, params, withSuggestions),
    initialData: () => arrivedSearchResponse(params, withSuggestions),
    staleTime: CACHE.search.staleTime,
    // The inner queries retry on their own (global default); retrying here would multiply it.
    retry: false,
  });

export interface UseSearchResponseOptions {
  scope?: SearchScope;
  /** 'Did you mean' for the search page; the category pages have no term to correct. */
  withSuggestions?: boolean;
}

/**
 * The results for a URL state. Idle when unified search has nothing to search by (no term of
 * 2+ characters and no taxonomy). While a new state loads, the previous answer stays on screen
 * (no layout jump); `isPlaceholderData` tells the page to mark it busy.
 */
export function useSearchResponse(
  state: SearchUrlState,
  { scope, withSuggestions = false }: UseSearchResponseOptions = {},
) {
  const queryClient = useQueryClient();
  const params = toUnifiedSearchParams(state, scope);
  return useQuery({
    ...searchResponseQueryOptions(queryClient, params, withSuggestions),
    enabled: canSearch(state, scope),
    placeholderData: keepPreviousData,
  });
}
