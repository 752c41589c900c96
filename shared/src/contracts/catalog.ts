/**
 * The catalogue's constants and the types of its wire contracts
 * (docs/product.md#catalogue-and-search). The schemas the types come from are in
 * catalog-schemas.ts: importing this module loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  autocompleteItemSchema,
  categoryStructureSchema,
  productDetailsSchema,
  productListItemSchema,
  productReviewSchema,
  searchFiltersSchema,
  searchResultItemSchema,
  searchSuggestionSchema,
  similarProductSchema,
} from './catalog-schemas.ts';

export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'pre-owned'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A product in a list, a grid, a carousel or search results (get_products_list, unified_product_search). */
export type ProductListItem = z.infer<typeof productListItemSchema>;
/** unified_product_search adds the specification map and the relevance score (null without a term). */
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;
/** enhanced_autocomplete_search rows: a list item's display fields plus the name's similarity. */
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;
/** get_search_suggestions rows. */
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** The search response of the search page and the search box (docs/product.md#catalogue-and-search). */
export interface SearchResponse {
  results: SearchResultItem[];
  totalResults: number;
  totalPages: number;
  /** The top suggestion when its similarity exceeds the did-you-mean threshold (0.6). */
  didYouMean: string | null;
  suggestions: SearchSuggestion[];
}

/** get_product_categories_structure: categories > subcategories > data.labels. */
export type CategoryStructure = z.infer<typeof categoryStructureSchema>;
export type CatalogCategory = CategoryStructure['categories'][number];
export type CatalogSubcategory = CatalogCategory['subcategories'][number];
export type CatalogLabel = CatalogSubcategory['data']['labels'][number];

export const SPEC_FILTER_TYPES = ['boolean', 'numeric-slider', 'checkbox', 'array-checkbox'] as const;
export type SpecFilterType = (typeof SPEC_FILTER_TYPES)[number];

/** get_search_filters: the filter panel for a query (docs/product.md#catalogue-and-search). */
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type SpecFilterDefinition = SearchFilters['specGroups'][number]['specs'][number];

/** A similar product on the product page ('You May Also Like'). */
export type SimilarProduct = z.infer<typeof similarProductSchema>;
/** get_product_details / get_product_details_by_slug: the first row. */
export type ProductDetails = z.infer<typeof productDetailsSchema>;
/** get_product_reviews rows. */
export type ProductReview = z.infer<typeof productReviewSchema>;
