import type { WidgetProduct, WishlistItem } from 'shared/contracts';

/** Whether the list holds the product. */
export const isHeld = (items: readonly WishlistItem[] | undefined, productId: string): boolean =>
  items?.some((item) => item.id === productId) ?? false;

/** The list with the product first (newest first, as the server lists it); unchanged if held. */
export function withAdded(items: WishlistItem[], product: WidgetProduct): WishlistItem[] {
  if (isHeld(items, product.id)) return items;
  const { id, slug, title, price, discount_price, image, stockUnits } = product;
  return [{ id, slug, title, price, discount_price, image, stock_units: stockUnits }, ...items];
}

export const without = (items: WishlistItem[], productId: string): WishlistItem[] =>
  items.filter((item) => item.id !== productId);

/** The product of a list line as the cross-domain widgets take it (checkout's AddToCart). */
export function toWidgetProduct(item: WishlistItem): WidgetProduct {
  const { id, slug, title, price, discount_price, image, stock_units } = item;
  return { id, slug, title, price, discount_price, image, stockUnits: stock_units ?? 1 };
}
