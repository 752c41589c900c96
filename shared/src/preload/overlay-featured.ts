/**
 * The loading overlay's 'Featured Products' (docs/product.md#common-rules), requested as the
 * overlay opens. The overlay shows while the session from a sign-in link is read; supabase-js
 * holds every request back until that is done, so the carousel's own queries would be answered
 * only as the overlay goes away. These calls go out at once with the anon key (the catalogue
 * answers every caller the same) and the carousel's queries take their answers (preloaded-rpc).
 */
import { CAROUSEL } from '../constants/spec';
import { productsListArgs } from '../contracts/catalog-params.ts';
import { type PreloadConfig, preloadRpc, type RpcCall } from './preloaded-rpc';

interface StructureAnswer {
  categories?: { name?: unknown }[];
}

export const OVERLAY_STRUCTURE_CALL: RpcCall = { fn: 'get_product_categories_structure' };

/** One products-list call per category (up to 10 each), as the carousel asks for them. */
export function overlayFeaturedCalls(structure: unknown): RpcCall[] {
  const categories = (structure as StructureAnswer | undefined)?.categories;
  if (!Array.isArray(categories)) return [];
  return categories
    .map((c) => c?.name)
    .filter((name): name is string => typeof name === 'string')
    .map((category) => ({
      fn: 'get_products_list',
      args: productsListArgs({ category }, 1, CAROUSEL.featuredPerCategory),
    }));
}

/** Requests the overlay's categories, then each category's products. Idempotent; never throws. */
export function preloadOverlayFeatured(config: PreloadConfig): void {
  try {
    preloadRpc(OVERLAY_STRUCTURE_CALL, config).then((structure) => {
      for (const call of overlayFeaturedCalls(structure)) preloadRpc(call, config);
    });
  } catch {
    // A preload only saves time: the carousel asks for its data itself.
  }
}
