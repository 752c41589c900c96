import { FunctionCallError } from 'shared';
import { CART_LIMITS, type CartItem } from 'shared/contracts';

/**
 * Stock rules of the cart page (docs/product.md#cart, "Never more than the stock"). The server
 * refuses a line above the units in stock (409, 'Only 3 left in stock for {product}.' /
 * '{product} is out of stock.'); the page shows the same limit before asking it.
 */

/** Units in stock by product id; a product missing from it is not known (no limit shown). */
export type CartStock = Readonly<Record<string, number>>;

/** A line the stock cannot serve: fewer units than it holds ('short') or none ('out'). */
export type LineStockState = 'ok' | 'short' | 'out';

export interface StockProblem {
  item: CartItem;
  state: Exclude<LineStockState, 'ok'>;
  /** Units in stock (0 when out). */
  stock: number;
}

/** 'Only 3 left in stock.' (the product page's wording: shown beside a short line). */
export const onlyLeftMessage = (units: number): string => `Only ${units} left in stock.`;

export const OUT_OF_STOCK = 'Out of stock';

/** What the stock makes of a line holding `quantity`; 'ok' when the stock is not known. */
export function lineStockState(quantity: number, stock: number | undefined): LineStockState {
  if (stock === undefined) return 'ok';
  if (stock <= 0) return 'out';
  return quantity > stock ? 'short' : 'ok';
}

/** The most a line may hold: 99, or the units in stock when fewer (never below 1). */
export function lineMax(stock: number | undefined): number {
  if (stock === undefined) return CART_LIMITS.maxQuantity;
  return Math.max(CART_LIMITS.minQuantity, Math.min(CART_LIMITS.maxQuantity, Math.trunc(stock)));
}

/** The lines to fix before checking out, in cart order. */
export function stockProblems(items: readonly CartItem[], stock: CartStock | undefined): StockProblem[] {
  if (!stock) return [];
  return items.flatMap((item) => {
    const units = stock[item.id];
    const state = lineStockState(item.quantity, units);
    return state === 'ok' || units === undefined ? [] : [{ item, state, stock: Math.max(0, units) }];
  });
}

/**
 * What the checkout button says while lines exceed the stock: 'To check out, lower PS5 Slim to 2
 * and remove Xbox Series S (out of stock).'
 */
export function checkoutStockHint(problems: readonly StockProblem[]): string | null {
  if (problems.length === 0) return null;
  const fixes = problems.map(({ item, state, stock }) =>
    state === 'out' ? `remove ${item.title} (out of stock)` : `lower ${item.title} to ${stock}`,
  );
  const list =
    fixes.length === 1 ? fixes[0] : `${fixes.slice(0, -1).join(', ')} and ${fixes[fixes.length - 1]}`;
  return `To check out, ${list}.`;
}

/**
 * The units the server says are left when it refused a quantity for the stock (409 with
 * 'Only N left in stock for X.' or 'X is out of stock.'), else null.
 */
export function stockLeftFromRefusal(error: unknown): number | null {
  if (!isStockRefusal(error)) return null;
  const only = /Only (\d+) left in stock/.exec(error.message);
  if (only) return Number(only[1]);
  return /is out of stock\.?$/.test(error.message) ? 0 : null;
}

/** A 409 from the `cart` function: the quantity is more than the stock. */
export function isStockRefusal(error: unknown): error is FunctionCallError {
  return error instanceof FunctionCallError && error.status === 409;
}
