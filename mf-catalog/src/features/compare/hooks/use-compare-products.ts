import { useQueries } from '@tanstack/react-query';
import { COMPARE_TEXT, type ProductDetails } from 'shared/contracts';
import type { AnswerTime } from 'shared/preload';
import { productBySlugCall, productBySlugQueryOptions } from '../../product';
import { answerAsOf } from '../../product-card';
import { type ComparedProducts, comparedProducts } from '../lib/compare-rows';

export type CompareProductsState =
  | { status: 'empty' }
  | { status: 'loading'; count: number }
  | { status: 'error'; message: string; retry: () => void }
  | ({ status: 'ready'; asOf: AnswerTime | null } & ComparedProducts);

/**
 * The compared products: each slug's product details (get_product_details_by_slug, the product
 * page's own query and cache, fresh 10 min) fetched in parallel. No read of its own: a product
 * opened from the compare page, or compared after its page was seen, costs no second request.
 */
export function useCompareProducts(slugs: readonly string[], invalid = 0): CompareProductsState {
  const results = useQueries({ queries: slugs.map((slug) => productBySlugQueryOptions(slug)) });
  if (slugs.length === 0) return { status: 'empty' };
  const failed = results.filter((r) => r.isError);
  if (failed.length > 0)
    return {
      status: 'error',
      message: failed[0]?.error?.message || COMPARE_TEXT.loadError,
      retry: () => {
        for (const r of failed) void r.refetch();
      },
    };
  if (results.some((r) => r.isPending)) return { status: 'loading', count: slugs.length };
  return {
    status: 'ready',
    // The oldest of the products' answers: what a price offline says it was true at.
    asOf: answerAsOf(Math.min(...results.map((r) => r.dataUpdatedAt)), slugs.map(productBySlugCall)),
    ...comparedProducts(
      results.map((r) => (r.data ?? null) as ProductDetails | null),
      invalid,
    ),
  };
}
