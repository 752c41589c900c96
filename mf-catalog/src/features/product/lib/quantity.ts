import { CART } from 'shared';

/** Product page toast when a typed quantity exceeds the limit (docs/product.md#cart). */
export const MAX_QUANTITY_MESSAGE = `Maximum quantity is ${CART.maxQuantity}`;

/** Product page toast when a typed quantity exceeds the units in stock (the store's wording). */
export const stockLimitMessage = (units: number): string =>
  units === 1 ? 'Only 1 left in stock.' : `Only ${units} left in stock.`;

export interface QuantityInput {
  /** The quantity to use, or null while the field is empty (the user is still typing). */
  quantity: number | null;
  /** The typed value was above the maximum and was clamped to it. */
  exceeded: boolean;
}

/** The most one can pick: 99, or the units in stock when fewer (a single pre-owned unit: 1). */
export function maxQuantity(stockUnits: number | null | undefined): number {
  if (typeof stockUnits !== 'number' || !Number.isFinite(stockUnits)) return CART.maxQuantity;
  return Math.max(CART.minQuantity, Math.min(CART.maxQuantity, Math.trunc(stockUnits)));
}

/** Keeps a quantity inside 1-max (max 99 unless stock is lower). */
export function clampQuantity(quantity: number, max: number = CART.maxQuantity): number {
  if (!Number.isFinite(quantity)) return CART.minQuantity;
  return Math.min(max, Math.max(CART.minQuantity, Math.trunc(quantity)));
}

/**
 * What the quantity field makes of typed text: digits only; above the maximum is clamped to it
 * (and flagged for the toast); below 1 is not allowed and becomes 1; empty is 'still typing'.
 */
export function parseQuantityInput(raw: string, max: number = CART.maxQuantity): QuantityInput {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return { quantity: null, exceeded: false };
  const value = Number(digits);
  return { quantity: clampQuantity(value, max), exceeded: value > max };
}
