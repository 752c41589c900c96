/**
 * Parameters of the catalogue RPCs, built in one place for the catalogue's fetchers and the
 * shell's first-screen preload (which must ask for exactly the same). Pure, no dependencies.
 */
import type { ProductCondition } from './catalog.ts';

/** The taxonomy filters get_products_list and count_products share (names or slugs). */
export interface ProductFilters {
  category?: string | null;
  subcategory?: string | null;
  label?: string | null;
  condition?: readonly ProductCondition[] | null;
}

/** The RPCs' filter parameters; empty values become null (no filter), conditions sorted for stable keys. */
export function toFilterParams(filters: ProductFilters) {
  const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    category_filter: clean(filters.category),
    subcategory_filter: clean(filters.subcategory),
    label_filter: clean(filters.label),
    condition_filter: filters.condition?.length ? [...filters.condition].sort() : null,
  };
}

/** get_products_list's parameters: one page of the filtered products. */
export function productsListArgs(filters: ProductFilters, page: number, pageSize: number) {
  return { page_number: page, page_size: pageSize, ...toFilterParams(filters) };
}

/** Whether a URL value names a category, subcategory or label: its name or slug, any case. */
export function namesCatalogItem(value: string, item: { name: string; slug: string }): boolean {
  const wanted = value.trim().toLocaleLowerCase('en-IN');
  if (!wanted) return false;
  return item.name.toLocaleLowerCase('en-IN') === wanted || item.slug.toLocaleLowerCase('en-IN') === wanted;
}

/** A product address's slug as the database matches it: trimmed, lower-case. */
export function normaliseProductSlug(slug: string): string {
  return slug.trim().toLowerCase();
}

/** get_product_details_by_slug's parameters. */
export function productBySlugArgs(slug: string) {
  return { p_target_slug: normaliseProductSlug(slug) };
}

/** Category rows a category or subcategory page loads at once; the rest wait for the viewport. */
export const EAGER_CATALOG_GROUPS = 2;
