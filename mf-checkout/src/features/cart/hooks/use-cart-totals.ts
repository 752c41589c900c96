import { useMemo } from 'react';
import { type CartItem, type CartTotals, cartTotals, type DiscountResult } from 'shared/contracts';
import { useDiscount } from '../../discount';

/** The cart's totals with the applied code (docs/product.md#cart, the shared pure function). */
export function useCartTotals(items: readonly CartItem[]): {
  totals: CartTotals;
  applied: DiscountResult | null;
} {
  const applied = useDiscount((s) => s.applied);
  const totals = useMemo(() => cartTotals(items, applied), [items, applied]);
  return { totals, applied };
}
