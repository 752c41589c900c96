export * from './api/count-products';
export * from './api/get-category-structure';
export * from './api/get-products-list';
export { arrivedParsed, type CatalogSchemas, callWithSchemas, withLoadedSchemas } from './api/load-schemas';
export type { ProductFilters } from './api/product-filters';
export * from './lib/catalog-paths';
export { CATALOG_MESSAGES } from './messages';
