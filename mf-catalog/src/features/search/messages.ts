import type { SearchSort } from 'shared/contracts';

/** The search page's texts. Quoted from docs/product.md#catalogue-and-search where it has them. */
export const SEARCH_MESSAGES = {
  noResults: 'No results found',
  minChars: 'Type at least 2 characters to search',
  didYouMean: 'Did you mean',
  clearAll: 'Clear all',
  // The store's own wording (the search box ignores failures silently; the page offers a retry).
  searchFailed: 'Failed to load search results.',
  filtersFailed: 'Failed to load filters.',
} as const;

/** Human labels of the sort options (docs/product.md#catalogue-and-search). */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};
