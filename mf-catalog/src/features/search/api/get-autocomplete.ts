import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, SEARCH } from 'shared';
import { type AutocompleteItem, autocompleteItemSchema } from 'shared/contracts';
import * as z from 'zod/mini';
import { isSearchableTerm } from './get-search-suggestions';

const autocompleteSchema = z.array(autocompleteItemSchema);

export const autocompleteKeys = {
  all: ['search', 'autocomplete'] as const,
  list: (term: string) => ['search', 'autocomplete', term] as const,
};

/** enhanced_autocomplete_search: the search box's product rows (max 5, similarity 0.2, spec §9). */
export async function getAutocomplete(term: string): Promise<AutocompleteItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('enhanced_autocomplete_search', {
    search_query: term.trim(),
    max_results: SEARCH.autocompleteMaxResults,
    similarity_threshold: SEARCH.autocompleteSimilarity,
  });
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
