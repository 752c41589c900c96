import { CART } from 'shared';

/** Product page toast when a typed quantity exceeds the limit (docs/product.md#cart). */
export const MAX_QUANTITY_MESSAGE = `Maximum quantity is ${CART.maxQuantity}`;

export interface QuantityInput {
  /** The quantity to use, or null while the field is empty (the user is still typing). */
  quantity: number | null;
  /** The typed value was above the maximum and was clamped to it. */
  exceeded: boolean;
}

/** Keeps a quantity inside 1-99. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return CART.minQuantity;
  return Math.min(CART.maxQuantity, Math.max(CART.minQuantity, Math.trunc(quantity)));
}

/**
 * What the quantity field makes of typed text: digits only; above 99 is clamped to 99 (and
 * flagged for the toast); below 1 is not allowed and becomes 1; empty is 'still typing'.
 */
export function parseQuantityInput(raw: string): QuantityInput {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return { quantity: null, exceeded: false };
  const value = Number(digits);
  return { quantity: clampQuantity(value), exceeded: value > CART.maxQuantity };
}
