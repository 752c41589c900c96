import type { ProductCondition } from 'shared/contracts';

/** The taxonomy filters get_products_list and count_products share (names or slugs). */
export interface ProductFilters {
  category?: string | null;
  subcategory?: string | null;
  label?: string | null;
  condition?: readonly ProductCondition[] | null;
}

/** The RPC's parameters; empty values become null (no filter), conditions sorted for stable keys. */
export function toFilterParams(filters: ProductFilters) {
  const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    category_filter: clean(filters.category),
    subcategory_filter: clean(filters.subcategory),
    label_filter: clean(filters.label),
    condition_filter: filters.condition?.length ? [...filters.condition].sort() : null,
  };
}
