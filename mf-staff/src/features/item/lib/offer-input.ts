import { LIFECYCLE_MESSAGES, type StaffProductRow } from 'shared/contracts';
import { formatRupees } from '../../../lib/kinds';
import { readOfferPrice } from './offer-price';

/** How long an offer holds by default, and the database's bounds (staff_send_discount_offer). */
export const OFFER_DAYS = { default: 7, min: 1, max: 30 } as const;

export interface OfferInput {
  product: Pick<StaffProductRow, 'product_id' | 'name' | 'discount_price'> | null;
  price: string;
  days: string;
}

export type OfferErrors = Partial<Record<'product' | 'price' | 'days', string>>;
export type ReadOffer =
  | { ok: true; productId: string; price: number; days: number }
  | { ok: false; errors: OfferErrors };

/**
 * The offer as typed, with the database's rules and messages (07_staff.sql): one of the shop's
 * products, a price below what it sells for now, and 1 to 30 days.
 */
export function readOffer(input: OfferInput): ReadOffer {
  const errors: OfferErrors = {};
  const { price, error } = readOfferPrice(input.price);
  if (error) errors.price = error;
  if (!input.product) errors.product = LIFECYCLE_MESSAGES.offerProductRequired;
  else if (price !== null && price >= input.product.discount_price) {
    errors.price = LIFECYCLE_MESSAGES.offerBelowOurPrice(formatRupees(input.product.discount_price));
  }
  const days = Number(input.days);
  if (!/^\d{1,2}$/.test(input.days.trim()) || days < OFFER_DAYS.min || days > OFFER_DAYS.max) {
    errors.days = LIFECYCLE_MESSAGES.offerDays;
  }
  if (Object.keys(errors).length > 0 || price === null || !input.product) return { ok: false, errors };
  return { ok: true, productId: input.product.product_id, price, days };
}
