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
  // Prices in the query ('gaming laptop under 1 lakh'): the chip, and a query that is only a price.
  removePriceFilter: (label: string) => `Remove price filter ${label}`,
  priceOnly: 'Add what you are looking for to the price, e.g. “laptop under 50k”.',
  pricesApart: 'The price in your search and the price range filter do not overlap.',
} as const;

/** The price range filter's texts (docs/product.md#catalogue-and-search). */
export const PRICE_FILTER_MESSAGES = {
  presets: 'Price presets',
  min: 'Min price (₹)',
  max: 'Max price (₹)',
  invalidAmount: 'Enter an amount of ₹0 or more.',
  minAboveMax: 'The minimum price must not be more than the maximum.',
} as const;

/** Human labels of the sort options (docs/product.md#catalogue-and-search). */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};
