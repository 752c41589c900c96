import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc, SEARCH } from 'shared';
import type { SearchSuggestion } from 'shared/contracts';
import { type CatalogSchemas, callWithSchemas } from '../../catalog';

/**
 * Not shown: callers render nothing for a failure (search failures are silent:
 * docs/product.md#catalogue-and-search).
 */
const SUGGESTIONS_FAILED = 'Search suggestions failed';

export const searchSuggestionKeys = {
  all: ['search', 'suggestions'] as const,
  list: (term: string, max: number) => ['search', 'suggestions', term, max] as const,
};

/**
 * The RPC and the hook only run for a trimmed term of at least 2 characters
 * (docs/product.md#catalogue-and-search).
 */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= SEARCH.minChars;
}

export function searchSuggestionsArgs(term: string, max: number = SEARCH.suggestionsMaxHook) {
  return { search_term: term.trim(), max_suggestions: max, min_similarity: SEARCH.suggestionsMinSimilarity };
}

/**
 * get_search_suggestions: spelling and completion suggestions for a term, best first. `max` is 4 in
 * the search box and 5 in the search hook (docs/product.md#catalogue-and-search); the minimum
 * similarity is always 0.3.
 */
export async function getSearchSuggestions(
  term: string,
  max: number = SEARCH.suggestionsMaxHook,
): Promise<SearchSuggestion[]> {
  const [schemas, { data, error }] = await callWithSchemas(
    callRpc('get_search_suggestions', searchSuggestionsArgs(term, max)),
    SUGGESTIONS_FAILED,
  );
  if (error) throw new Error(error.message);
  return parseSuggestions(schemas, data);
}

export function parseSuggestions({ suggestionsSchema }: CatalogSchemas, data: unknown): SearchSuggestion[] {
  return suggestionsSchema.parse(data ?? []);
}

export const searchSuggestionsQueryOptions = (term: string, max: number = SEARCH.suggestionsMaxHook) => {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: searchSuggestionKeys.list(trimmed, max),
    queryFn: () => getSearchSuggestions(trimmed, max),
    staleTime: CACHE.search.staleTime,
    enabled: isSearchableTerm(trimmed),
  });
};

/**
 * Suggestions for an already debounced term; idle below 2 characters. Failures stay in the query's
 * error state and callers render nothing for them (search failures are silent:
 * docs/product.md#catalogue-and-search).
 */
export function useSearchSuggestions(term: string, max: number = SEARCH.suggestionsMaxHook) {
  return useQuery(searchSuggestionsQueryOptions(term, max));
}

/**
 * The 'Did you mean' term: the top suggestion when its similarity is strictly above 0.6,
 * otherwise null. Suggestions arrive best first; the highest score is taken anyway so the rule
 * does not depend on the server's order.
 */
export function didYouMean(suggestions: readonly SearchSuggestion[] | null | undefined): string | null {
  if (!suggestions || suggestions.length === 0) return null;
  const top = suggestions.reduce((best, s) => (s.similarity_score > best.similarity_score ? s : best));
  return top.similarity_score > SEARCH.didYouMeanThreshold ? top.suggestion : null;
}
