import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { CAROUSEL } from 'shared';
import type { ProductListItem } from 'shared/contracts';
import { type ProductsListParams, productsListQueryOptions, useCategoryStructure } from '../../catalog';
import { overlayProducts } from '../lib/featured-groups';

/**
 * Module-level, so TanStack Query re-runs it (and reshuffles) only when an answer changes, not
 * on every render.
 */
function combine(results: UseQueryResult<ProductListItem[]>[]) {
  const pending = results.some((r) => r.isPending);
  return {
    pending,
    products: pending
      ? []
      : overlayProducts(
          results.map((r) => r.data),
          CAROUSEL.featuredPerCategory,
        ),
  };
}

/** One category's overlay products: the first page of 10 (the shell requests the same calls). */
export function overlayListParams(category: string): ProductsListParams {
  return { category, page: 1, pageSize: CAROUSEL.featuredPerCategory };
}

/**
 * The loading overlay's products: up to 10 per category (get_products_list per category, page
 * size 10), shuffled once every category has answered. Failed categories are left out.
 */
export function useOverlayProducts(): { pending: boolean; products: ProductListItem[] } {
  const structure = useCategoryStructure();
  const categories = structure.data?.categories ?? [];
  const lists = useQueries({
    queries: categories.map((c) => productsListQueryOptions(overlayListParams(c.name))),
    combine,
  });
  return { pending: structure.isPending || lists.pending, products: lists.products };
}
