import { describe, expect, it } from 'vitest';
import { CACHE, GAME_LOAD, PAGE_SIZE, SERVICE_AREA_DISTRICTS, SUPPORT_EMAIL } from './spec';

// Spot checks of values that are easy to get wrong in unit conversion or transcription.
describe('constants of docs/product.md', () => {
  it('expresses cache times in milliseconds', () => {
    expect(CACHE.categories.staleTime).toBe(3_600_000);
    expect(CACHE.categories.gcTime).toBe(7_200_000);
    expect(CACHE.cart.staleTime).toBe(60_000);
    expect(CACHE.search.staleTime).toBe(180_000);
    expect(CACHE.default).toEqual({ staleTime: 300_000, retry: 1, refetchOnWindowFocus: false });
  });

  it('carries the service prices and limits', () => {
    expect(GAME_LOAD.prices.PS4).toEqual({ base: 6999, storageAddon: 2499 });
    expect(GAME_LOAD.prices.PS5).toEqual({ base: 9999, storageAddon: 5999 });
    expect(PAGE_SIZE.search).toBe(20);
    expect(SERVICE_AREA_DISTRICTS).toHaveLength(16);
    expect(SUPPORT_EMAIL).toBe('support@gamegear.in');
  });
});
