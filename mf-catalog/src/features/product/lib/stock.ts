/** At or below this many units the page says 'Only n left' instead of 'In stock'. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockTone = 'success' | 'warning' | 'danger';

export interface StockStatus {
  label: string;
  tone: StockTone;
  inStock: boolean;
}

export function stockStatus(units: number): StockStatus {
  if (!(units > 0)) return { label: 'Out of stock', tone: 'danger', inStock: false };
  if (units <= LOW_STOCK_THRESHOLD) return { label: `Only ${units} left`, tone: 'warning', inStock: true };
  return { label: 'In stock', tone: 'success', inStock: true };
}
