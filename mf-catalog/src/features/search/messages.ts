import type { SearchSort } from 'shared/contracts';

/** The search page's texts. Quoted from the spec where it has them (shopping-core §2, §5, §8). */
export const SEARCH_MESSAGES = {
  noResults: 'No results found',
  minChars: 'Type at least 2 characters to search',
  didYouMean: 'Did you mean',
  clearAll: 'Clear all',
  // Not in the spec (the search box ignores failures silently; the page offers a retry).
  searchFailed: 'Failed to load search results.',
  filtersFailed: 'Failed to load filters.',
} as const;

/** Human labels of the spec's sort options. */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};
