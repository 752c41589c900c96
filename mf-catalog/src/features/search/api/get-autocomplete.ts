import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, SEARCH } from 'shared';
import type { AutocompleteItem } from 'shared/contracts';
import type { RpcCall } from 'shared/preload';
import { callWithSchemas } from '../../catalog';
import { isSearchableTerm } from './get-search-suggestions';

/**
 * Not shown: the search box shows nothing for a failed lookup (search failures are silent:
 * docs/product.md#catalogue-and-search).
 */
const AUTOCOMPLETE_FAILED = 'Autocomplete failed';

export const autocompleteKeys = {
  all: ['search', 'autocomplete'] as const,
  list: (term: string) => ['search', 'autocomplete', term] as const,
};

/** The call behind the search box's product rows (its answer's time: product-card/prices-as-of). */
export function autocompleteCall(term: string): RpcCall {
  return {
    fn: 'enhanced_autocomplete_search',
    args: {
      search_query: term.trim(),
      max_results: SEARCH.autocompleteMaxResults,
      similarity_threshold: SEARCH.autocompleteSimilarity,
    },
  };
}

/**
 * enhanced_autocomplete_search: the search box's product rows (max 5, similarity 0.2:
 * docs/product.md#catalogue-and-search).
 */
export async function getAutocomplete(term: string): Promise<AutocompleteItem[]> {
  const { fn, args } = autocompleteCall(term);
  const request = getSupabase().then((supabase) => supabase.rpc(fn, args));
  const [{ autocompleteSchema }, { data, error }] = await callWithSchemas(request, AUTOCOMPLETE_FAILED);
  if (error) throw new Error(error.message);
  return autocompleteSchema.parse(data ?? []);
}

export const autocompleteQueryOptions = (term: string) => {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: autocompleteKeys.list(trimmed),
    queryFn: () => getAutocomplete(trimmed),
    staleTime: CACHE.search.staleTime,
    enabled: isSearchableTerm(trimmed),
  });
};

/** Product rows for an already debounced term; idle below 2 characters. */
export function useAutocomplete(term: string) {
  return useQuery(autocompleteQueryOptions(term));
}
