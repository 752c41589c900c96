/** The catalogue's texts, quoted from docs/product.md#catalogue-and-search. */
export const CATALOG_MESSAGES = {
  categoriesFailed: 'Failed to load shop categories. Please try again later.',
  noCategories: 'No categories available',
  noSubcategories: 'No subcategories',
  productsFailed: 'Failed to load products list.',
  countFailed: 'Failed to load product count.',
  noProducts: 'No products found',
  featuredFailed: 'Could not load featured product sections.',
} as const;
