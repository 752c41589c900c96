import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CACHE, getSupabase } from 'shared';
import type { CartStock } from '../lib/cart-stock';
import { useCart } from './get-cart';

export const cartStockKeys = {
  all: ['cart-stock'] as const,
  of: (productIds: readonly string[]) => ['cart-stock', ...productIds] as const,
};

/**
 * Units in stock of the cart's products: the cart's own read does not carry them, the catalogue's
 * `products` rows do (active products are public, `stock_units`). A product missing from the
 * answer (withdrawn: no longer in the cart either) stays unknown.
 */
export async function fetchCartStock(productIds: readonly string[]): Promise<CartStock> {
  if (productIds.length === 0) return {};
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select('product_id,stock_units')
    .in('product_id', [...productIds]);
  if (error) throw new Error(error.message);
  const stock: Record<string, number> = {};
  for (const row of Array.isArray(data) ? (data as unknown[]) : []) {
    const { product_id: id, stock_units: units } = (row ?? {}) as Record<string, unknown>;
    if (typeof id === 'string' && typeof units === 'number' && Number.isInteger(units)) stock[id] = units;
  }
  return stock;
}

/**
 * The stock of every line of the signed-in shopper's cart (one read for all of them, read again
 * when the lines change or the window regains focus); undefined while unknown. The stock is an
 * aid: the server checks it again, so a failed read only leaves the lines without a limit.
 */
export function useCartStock(): CartStock | undefined {
  const { data: items } = useCart();
  const ids = useMemo(() => (items ?? []).map((item) => item.id).sort(), [items]);
  const { data } = useQuery({
    queryKey: cartStockKeys.of(ids),
    queryFn: () => fetchCartStock(ids),
    enabled: ids.length > 0,
    staleTime: CACHE.cart.staleTime,
    gcTime: CACHE.cart.gcTime,
    refetchOnWindowFocus: CACHE.cart.refetchOnWindowFocus,
    retry: false,
    // A line removed or added asks again; the other lines keep their stock meanwhile.
    placeholderData: keepPreviousData,
  });
  return data;
}

/** Units in stock of one cart line's product; undefined while unknown. */
export function useLineStock(productId: string): number | undefined {
  return useCartStock()?.[productId];
}

/**
 * What the server said is left of a product (its refusal of a quantity): every cached stock read
 * takes it at once, then the stock is read again.
 */
export function noteStockLeft(queryClient: QueryClient, productId: string, units: number): void {
  queryClient.setQueriesData<CartStock>({ queryKey: cartStockKeys.all }, (stock) => ({
    ...stock,
    [productId]: units,
  }));
  void queryClient.invalidateQueries({ queryKey: cartStockKeys.all });
}
