/**
 * The catalogue's response schemas, one module loaded on first use (load-schemas.ts): zod/mini
 * and the contracts' schemas stay off the first load of a server-rendered page.
 */
import {
  autocompleteItemSchema,
  categoryStructureSchema,
  productDetailsSchema,
  productListItemSchema,
  searchFiltersSchema,
  searchResultItemSchema,
  searchSuggestionSchema,
} from 'shared/contracts';
import * as z from 'zod/mini';

export { categoryStructureSchema, productDetailsSchema, searchFiltersSchema };
export const productListSchema = z.array(productListItemSchema);
export const searchResultsSchema = z.array(searchResultItemSchema);
export const autocompleteSchema = z.array(autocompleteItemSchema);
export const suggestionsSchema = z.array(searchSuggestionSchema);
