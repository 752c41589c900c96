/**
 * The shell requests the loading overlay's featured products as the overlay opens
 * (shared/preload overlay-featured); the carousel only finds the answers if it asks for exactly
 * the same functions and arguments. This test ties the two together.
 */
import type { CategoryStructure } from 'shared/contracts';
import { OVERLAY_STRUCTURE_CALL, overlayFeaturedCalls, rpcKey } from 'shared/preload';
import { describe, expect, it } from 'vitest';
import { productsListKeys } from '../features/catalog';
import { overlayListParams } from '../features/featured/api/use-overlay-products';

const structure = {
  categories: [
    { name: 'Consoles', slug: 'consoles', subcategories: [] },
    { name: 'PC Parts', slug: 'pc-parts', subcategories: [] },
  ],
} as unknown as CategoryStructure;

describe('overlay featured preload', () => {
  it('asks for each category’s products exactly as the carousel does', () => {
    const carousel = structure.categories.map((c) => ({
      fn: 'get_products_list',
      args: productsListKeys.list(overlayListParams(c.name))[2],
    }));
    expect(overlayFeaturedCalls(structure).map(rpcKey)).toEqual(carousel.map(rpcKey));
  });

  it('asks for the structure as the catalogue does, and nothing more without categories', () => {
    expect(rpcKey(OVERLAY_STRUCTURE_CALL)).toBe(rpcKey({ fn: 'get_product_categories_structure' }));
    expect(overlayFeaturedCalls(undefined)).toEqual([]);
    expect(overlayFeaturedCalls({ categories: 'nope' })).toEqual([]);
  });
});
