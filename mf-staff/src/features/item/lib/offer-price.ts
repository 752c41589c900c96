import { LIFECYCLE_MESSAGES, OFFER_MAX_PRICE } from 'shared/contracts';

export type OfferPrice = { price: number; error: null } | { price: null; error: string };

/**
 * The offer price as typed: a positive number of rupees up to `OFFER_MAX_PRICE` (₹1 crore), or the
 * message saying why not (docs/product.md#staff-console).
 */
export function readOfferPrice(input: string): OfferPrice {
  const price = Number(input);
  if (!input.trim() || !Number.isFinite(price) || price <= 0) {
    return { price: null, error: LIFECYCLE_MESSAGES.offerPricePositive };
  }
  if (price > OFFER_MAX_PRICE) return { price: null, error: LIFECYCLE_MESSAGES.offerPriceHigh };
  return { price, error: null };
}
