import { pageCount as sharedPageCount, pageOf as sharedPageOf } from 'shared';
import {
  CART_LIMITS,
  CART_MESSAGES,
  type CartItem,
  clampCartQuantity,
  type WidgetProduct,
} from 'shared/contracts';

/**
 * Pure cart rules the UI applies before (and optimistically instead of) the server, which
 * re-applies them: quantity 1-99, at most 20 distinct products, PATCH below 1 removes.
 */

/** The header badge counts distinct products (the 20-item limit counts the same way). */
export const cartCount = (items: readonly CartItem[] | undefined): number => items?.length ?? 0;

export type AddRefusal = { title: string; description?: string };

/** Why an add must not be sent, or null. Same order as the server: quantity, then the limit. */
export function addRefusal(
  items: readonly CartItem[] | undefined,
  productId: string,
  quantity: number,
): AddRefusal | null {
  if (
    !Number.isInteger(quantity) ||
    quantity < CART_LIMITS.minQuantity ||
    quantity > CART_LIMITS.maxQuantity
  ) {
    return { title: CART_MESSAGES.quantityRange };
  }
  const held = items?.some((item) => item.id === productId) ?? false;
  if (!held && cartCount(items) >= CART_LIMITS.maxDistinctItems) {
    return { title: CART_MESSAGES.cartFull, description: CART_MESSAGES.cartFullToast };
  }
  return null;
}

/** Whether adding `quantity` would pass 99 (the server caps it; the product page says so). */
export function addExceedsMax(
  items: readonly CartItem[] | undefined,
  productId: string,
  quantity: number,
): boolean {
  const held = items?.find((item) => item.id === productId)?.quantity ?? 0;
  return held + quantity > CART_LIMITS.maxQuantity;
}

/** The cart after POST: the product's quantity grows (capped at 99) or a new line is appended. */
export function withAdded(items: readonly CartItem[], product: WidgetProduct, quantity: number): CartItem[] {
  if (items.some((item) => item.id === product.id)) {
    return items.map((item) =>
      item.id === product.id
        ? { ...item, quantity: Math.min(item.quantity + quantity, CART_LIMITS.maxQuantity) }
        : item,
    );
  }
  const { id, slug, title, price, discount_price, image } = product;
  return [...items, { id, slug, title, price, discount_price, image, quantity }];
}

/** The cart after PATCH: clamped to 99, removed below 1. */
export function withQuantity(items: readonly CartItem[], productId: string, quantity: number): CartItem[] {
  const next = clampCartQuantity(quantity);
  if (next === null) return without(items, productId);
  return items.map((item) => (item.id === productId ? { ...item, quantity: next } : item));
}

export const without = (items: readonly CartItem[], productId: string): CartItem[] =>
  items.filter((item) => item.id !== productId);

/** Number of list pages (at least 1). */
export const pageCount = (total: number, pageSize: number = CART_LIMITS.pageSize): number =>
  sharedPageCount(total, pageSize);

/** A page index beyond the last page (after removals) resets to the first. */
export const validPage = (page: number, total: number, pageSize: number = CART_LIMITS.pageSize): number =>
  page > pageCount(total, pageSize) || page < 1 ? 1 : page;

/** The lines of one page, 1-based. */
export const pageOf = <T>(items: readonly T[], page: number, pageSize: number = CART_LIMITS.pageSize): T[] =>
  sharedPageOf(items, page, pageSize);
