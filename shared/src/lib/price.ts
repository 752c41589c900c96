/**
 * Percent off as docs/product.md#common-rules defines it: round((price - discountPrice) / price x
 * 100); 0 when there is no discount price, the price is not positive, or the discount price is
 * negative or at least the price.
 */
export function percentOff(
  price: number | null | undefined,
  discountPrice: number | null | undefined,
): number {
  if (price == null || discountPrice == null) return 0;
  if (!Number.isFinite(price) || !Number.isFinite(discountPrice)) return 0;
  if (price <= 0 || discountPrice < 0 || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
