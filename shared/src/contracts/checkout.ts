/**
 * Cart, discount codes and orders (docs/product.md#cart, docs/product.md#discount-codes,
 * docs/product.md#orders): the wire shapes of the `cart`, `validate-discount` and `orders` edge
 * functions and of `get_user_orders`, their messages, and the pure money rules (cart total) that
 * the UI shows and the database re-applies (supabase/migrations/*_cart.sql,
 * *_discounts.sql, *_orders.sql; docs/adr/0008).
 *
 * Error answers of the functions are `{ error: message }` with a 4xx status (401 for guests);
 * `orders` failures are `{ success: false, message }` (see `readOrderAnswer`).
 */

import * as z from 'zod/mini';
import { CART, ORDER_STATUSES, PAGE_SIZE } from '../constants/spec.ts';
import { formatRupees } from './indian-number.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentRequestSchema } from './payments.ts';
import { PINCODE_MESSAGES } from './pincode.ts';
import { PROFILE_MESSAGES } from './profile.ts';

// ---------------------------------------------------------------------------------------------
// Limits

export const CART_LIMITS = {
  minQuantity: CART.minQuantity,
  maxQuantity: CART.maxQuantity,
  maxDistinctItems: CART.maxDistinctItems,
  pageSize: CART.pageSize,
} as const;

export const ORDERS_PAGE_SIZE = PAGE_SIZE.orders;

/** Longest discount code accepted (codes are trimmed and upper-cased by the server). */
export const DISCOUNT_CODE_MAX = 32;

/**
 * What one shopper may hold in unpaid orders (docs/product.md#orders). An order takes its stock
 * when it is placed, before it is paid, so without a bound one account could hold a product's whole
 * stock. `place_order` refuses an order past either limit with 422 and the messages below
 * (supabase/migrations/20261128000700_hostile_client_limits.sql; a database test keeps the two
 * equal). The unpaid statuses are UNPAID_ORDER_STATUSES.
 */
export const UNPAID_ORDER_LIMITS = {
  /** Units of one product across the shopper's unpaid orders, the new order included. */
  maxUnitsPerProduct: 5,
  /** Unpaid orders at once. */
  maxOrders: 5,
} as const;

// ---------------------------------------------------------------------------------------------
// Messages (exact texts of docs/product.md; the store's own wordings are marked)

export const CART_MESSAGES = {
  /** Add to Cart while the browser is offline (docs/adr/0025): nothing is sent or queued. */
  offline: 'You are offline. Connect to the internet to add this to your cart.',
  loginRequired: 'Please log in',
  quantityRange: 'Quantity must be 1-99',
  cartFull: 'Cart full (max 20 unique items)',
  cartFullToast: 'Cart is full! Maximum 20 items allowed.',
  maxQuantity: 'Max quantity is 99',
  maxQuantityProductToast: 'Maximum quantity is 99',
  maxQuantityCartToast: 'Max quantity 99',
  alreadyEmpty: 'Cart already empty',
  empty: 'Your cart is empty',
  // Toast titles
  addFailed: 'Add/Update Failed',
  updateFailed: 'Update Failed',
  removeFailed: 'Remove Failed',
  clearFailed: 'Clear Failed',
  loadError: 'Error loading cart',
  couldNotAdd: 'Could not add item to cart.',
  // Successes
  quantityUpdated: 'Quantity updated',
  itemRemoved: 'Item removed',
  cleared: 'Cart cleared',
  updated: 'Cart updated',
  added: 'Item added',
  // The store's own wording:
  productUnavailable: 'This product is not available.',
  notInCart: 'This item is not in your cart.',
  invalidProduct: 'Invalid product.',
} as const;

export { DISCOUNT_MESSAGES } from './discount-messages.ts';

/** The cart's parameter that applies a code on arrival (a price-match offer's 'Buy at ₹X'). */
export const CART_CODE_PARAM = 'code';

/** The cart with `code` applied once it has loaded. */
export const cartWithCodePath = (code: string): string =>
  `/checkout/cart-details?${CART_CODE_PARAM}=${encodeURIComponent(code)}`;

/** Server message when the cart is below the code's minimum subtotal (₹ amount, en-IN). */
export function discountMinimumMessage(minSubtotal: number): string {
  return `This code needs a cart subtotal of at least ${formatRupees(minSubtotal)}.`;
}

export const ORDER_MESSAGES = {
  loadingProfile: PROFILE_MESSAGES.loading,
  profileIncompleteToast: 'Profile incomplete',
  profileIncomplete: PROFILE_MESSAGES.completeFirst,
  cartEmpty: CART_MESSAGES.empty,
  addressMissing: 'Profile address missing.',
  pinUnavailable: PINCODE_MESSAGES.profileUnavailable,
  pinInvalid: PINCODE_MESSAGES.profileInvalid,
  pinCheckFailed: PINCODE_MESSAGES.profileCheckFailed,
  failedToast: 'Order Failed',
  communicationFailed: 'Failed to communicate with order service.',
  invalidResponse: 'Order creation failed: Invalid response from server.',
  unknownError: 'An unknown error occurred while placing your order.',
  // Order history
  errorLoadingTitle: 'Error Loading Orders',
  couldNotFetch: 'Could not fetch order history.',
  noOrders: 'No orders yet',
  noMatching: 'No matching orders found',
  detailsNotLoaded: 'Order details could not be loaded.',
  supportIncomplete: 'Order details are incomplete. Cannot generate support message.',
  toBeUpdated: 'to be updated soon',
  // Server messages (the store's own wording):
  cartChanged: 'Your cart has changed. Please review it and place the order again.',
  loginRequired: 'Please log in to place an order.',
} as const;

/** 'Failed to fetch orders: ...' */
export const ordersFetchFailedMessage = (message: string): string => `Failed to fetch orders: ${message}`;
/** Toast: 'Failed to load orders: ...' */
export const ordersLoadFailedToast = (message: string): string => `Failed to load orders: ${message}`;
/** 'Delivered on {date of update}' */
export const deliveredOnMessage = (date: string): string => `Delivered on ${date}`;
/** Order refused for stock: names the product (server message, docs/product.md#orders). */
export const outOfStockMessage = (productName: string, available: number): string =>
  available > 0 ? `Only ${available} left in stock for ${productName}.` : `${productName} is out of stock.`;
/**
 * Order refused because the shopper's unpaid orders would hold more than
 * UNPAID_ORDER_LIMITS.maxUnitsPerProduct units of a product; `held` is what they hold already
 * (server message, docs/product.md#orders).
 */
export function unpaidUnitsLimitMessage(productName: string, held: number): string {
  const max = UNPAID_ORDER_LIMITS.maxUnitsPerProduct;
  const limit = `You can have at most ${max} units of "${productName}" in unpaid orders.`;
  if (held <= 0) return `${limit} Please lower the quantity to ${max}.`;
  if (held >= max) return `${limit} Please pay for or cancel one of those orders first.`;
  return `${limit} You already have ${held}: lower the quantity to ${max - held}, or pay for or cancel one of those orders first.`;
}
/** Order refused because the shopper has UNPAID_ORDER_LIMITS.maxOrders unpaid orders (server message). */
export const unpaidOrdersLimitMessage = (unpaidOrders: number): string =>
  `You have ${unpaidOrders} unpaid orders. Please pay for or cancel one before placing another.`;
/** Order refused because a product was withdrawn (server message, docs/product.md#orders). */
export const productUnavailableMessage = (productName: string): string =>
  `${productName} is no longer available.`;

// ---------------------------------------------------------------------------------------------
// Cart (`cart` function)

/** A cart line as the `cart` function lists it (docs/product.md#cart). Prices in INR. */
export const cartItemSchema = z.object({
  /** The product id (uuid). */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  discount_price: z.number(),
  image: z.nullable(z.string()),
  quantity: z.int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every `cart` method answers the whole cart, oldest line first. */
export const cartListSchema = z.array(cartItemSchema);

/**
 * POST (add or update): adds `quantity` (1-99) to the held quantity, capped at 99; a product not
 * yet held becomes a new line (refused beyond 20 distinct items).
 */
export const cartAddBodySchema = z.object({
  product_uuid: z.string(),
  quantity: z.int().check(z.gte(CART.minQuantity), z.lte(CART.maxQuantity)),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** PATCH: sets the quantity; below 1 removes the line, above 99 is clamped to 99. */
export const cartUpdateBodySchema = z.object({
  product_uuid: z.string(),
  quantity: z.int(),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** DELETE query: `?product_uuid={id}` removes one line, `?clear=true` empties the cart. */
export type CartDeleteQuery = { product_uuid: string } | { clear: 'true' };

/** The quantity a PATCH stores: null removes the line; otherwise clamped to 1-99. */
export function clampCartQuantity(quantity: number): number | null {
  if (!Number.isFinite(quantity) || quantity < CART.minQuantity) return null;
  return Math.min(Math.trunc(quantity), CART.maxQuantity);
}

// ---------------------------------------------------------------------------------------------
// Discount (`validate-discount` function)

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** POST body. The server prices the caller's cart itself; cartSubtotal is advisory only. */
export const validateDiscountBodySchema = z.object({
  discountCode: z.string(),
  cartSubtotal: z.number(),
});
export type ValidateDiscountBody = z.infer<typeof validateDiscountBodySchema>;

/**
 * The discount result (docs/product.md#discount-codes). `rate` is a fraction for percentage codes
 * (0.1 = 10 %) and the code's face value in rupees for fixed codes; `calculatedDiscountAmount` is
 * what the code takes off the server's cart subtotal (never more than it). Invalid: isValid false,
 * rate 0, amount 0, and `message` says why.
 */
export const discountResultSchema = z.object({
  isValid: z.boolean(),
  discountCode: z.string(),
  rate: z.number(),
  type: z.enum(DISCOUNT_TYPES),
  calculatedDiscountAmount: z.number(),
  /** A percentage code's cap in rupees (10% up to ₹2,000); null or absent: none. */
  maxDiscount: z.optional(z.nullable(z.number())),
  message: z.string(),
});
export type DiscountResult = z.infer<typeof discountResultSchema>;

// ---------------------------------------------------------------------------------------------
// Money: the cart total (docs/product.md#cart), in whole paise so sums never drift

const toPaise = (rupees: number): number => Math.round(rupees * 100);
const toRupees = (paise: number): number => paise / 100;

/** Sum of discount_price x quantity, to the paisa. */
export function cartSubtotal(items: readonly Pick<CartItem, 'discount_price' | 'quantity'>[]): number {
  return toRupees(items.reduce((sum, item) => sum + toPaise(item.discount_price) * item.quantity, 0));
}

type AppliedDiscount = Pick<
  DiscountResult,
  'isValid' | 'type' | 'rate' | 'calculatedDiscountAmount' | 'maxDiscount'
>;

/**
 * What a discount takes off `subtotal`: percentage codes subtotal x rate (rounded half up to the
 * paisa, as Postgres `round(numeric, 2)` does), at most their maxDiscount; fixed codes the server's
 * calculatedDiscountAmount. Never negative, never above the subtotal.
 */
export function discountAmount(subtotal: number, discount: AppliedDiscount | null | undefined): number {
  if (!discount?.isValid || !(subtotal > 0)) return 0;
  const subtotalPaise = toPaise(subtotal);
  let paise: number;
  if (discount.type === 'percentage') {
    // Rates are stored with 4 decimals: integer basis points keep the product exact.
    const basisPoints = Math.round(discount.rate * 10_000);
    paise = Math.floor((subtotalPaise * basisPoints + 5_000) / 10_000);
    if (typeof discount.maxDiscount === 'number') paise = Math.min(paise, toPaise(discount.maxDiscount));
  } else {
    paise = toPaise(discount.calculatedDiscountAmount);
  }
  return toRupees(Math.min(Math.max(paise, 0), subtotalPaise));
}

export interface CartTotals {
  subtotal: number;
  discountAmount: number;
  /** subtotal - discountAmount, not below zero. */
  total: number;
}

/** The cart total of docs/product.md#cart. */
export function cartTotals(
  items: readonly Pick<CartItem, 'discount_price' | 'quantity'>[],
  discount?: AppliedDiscount | null,
): CartTotals {
  const subtotal = cartSubtotal(items);
  const off = discountAmount(subtotal, discount);
  return { subtotal, discountAmount: off, total: toRupees(Math.max(toPaise(subtotal) - toPaise(off), 0)) };
}

// ---------------------------------------------------------------------------------------------
// Orders (`orders` function, `place_order`, `get_user_orders`)

/**
 * In the order of docs/product.md#orders: payment pending (an online order waiting for its
 * payment), pending, processing, shipped, out for delivery, delivered, cancelled, failed, payment
 * expired (the stock hold ended unpaid).
 */
export const ORDER_STATUS_LIST = [
  'payment_pending',
  'pending',
  'processing',
  'shipped',
  'out for delivery',
  'delivered',
  'cancelled',
  'failed',
  'payment_expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUS_LIST)[number];

/** The order-history tabs: Active Orders and Completed Orders. */
export const ORDER_STATUS_GROUPS = ORDER_STATUSES;
export const ORDER_STATUS_GROUP_NAMES = ['active', 'completed'] as const;
export type OrderStatusGroup = (typeof ORDER_STATUS_GROUP_NAMES)[number];

/** The tab a status belongs to; null for any other value (shown grey, docs/product.md#orders). */
export function orderStatusGroup(status: string): OrderStatusGroup | null {
  if ((ORDER_STATUSES.active as readonly string[]).includes(status)) return 'active';
  if ((ORDER_STATUSES.completed as readonly string[]).includes(status)) return 'completed';
  return null;
}

export const isKnownOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUS_LIST as readonly string[]).includes(status);

/**
 * The statuses of an order that holds stock without having been paid: an online order waiting for
 * its payment, and a cash-on-delivery order the shop has not confirmed yet (payment status
 * `cod_due`). The unpaid limits count these.
 */
export const UNPAID_ORDER_STATUSES = ['payment_pending', 'pending'] as const satisfies readonly OrderStatus[];

const addressPayloadSchema = z.object({
  line1: z.string(),
  line2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.optional(z.string()),
});

/**
 * POST body of `orders`. The database cart is the order's truth: `cartItems` must list exactly
 * the cart's products and quantities (else ORDER_MESSAGES.cartChanged), `userProfile` is
 * informational (the stored profile is checked and copied), prices and totals are recomputed.
 * `idempotencyKey` (optional, docs/product.md#orders) is a uuid the client makes once per checkout
 * attempt and reuses on retry: the same key answers the same orderId and never creates a second
 * order. Without it the function places the order under a key of its own.
 */
export const placeOrderBodySchema = z.object({
  cartItems: z.array(
    z.object({
      id: z.string(),
      quantity: z.int(),
    }),
  ),
  userProfile: z.optional(
    z.nullable(
      z.object({
        id: z.optional(z.string()),
        name: z.optional(z.string()),
        email: z.optional(z.string()),
        phone: z.optional(z.string()),
        address: z.optional(addressPayloadSchema),
      }),
    ),
  ),
  discountCode: z.nullable(z.string()),
  idempotencyKey: z.optional(z.uuid()),
  /** How the shopper pays (docs/product.md#payments); an app without a payment step sends none: cash on delivery. */
  payment_method: z.optional(z.enum(PAYMENT_METHODS)),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const placeOrderSuccessSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  /** What the shopper reads and types: 'GG-26-7K3M9Q' (absent from an older server). */
  displayNumber: z.optional(z.string()),
  /** Online orders: what Razorpay Checkout needs to take the payment. */
  payment: z.optional(paymentRequestSchema),
});
export const placeOrderFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export const placeOrderAnswerSchema = z.union([placeOrderSuccessSchema, placeOrderFailureSchema]);
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;

/**
 * Reads an `orders` answer (any status): the order id, or the message to show with the
 * 'Order Failed' toast (the server's, then `{ error }` of a generic failure, then the fallbacks
 * of docs/product.md#orders).
 */
export function readOrderAnswer(
  body: unknown,
): { ok: true; orderId: string; displayNumber?: string } | { ok: false; message: string } {
  const parsed = placeOrderAnswerSchema.safeParse(body);
  if (parsed.success) {
    return parsed.data.success
      ? {
          ok: true,
          orderId: parsed.data.orderId,
          ...(parsed.data.displayNumber ? { displayNumber: parsed.data.displayNumber } : {}),
        }
      : { ok: false, message: parsed.data.message };
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string' && error) return { ok: false, message: error };
  return { ok: false, message: ORDER_MESSAGES.invalidResponse };
}

export const orderProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  quantity: z.number(),
  /** discount_price at order time x quantity. */
  subtotal: z.number(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderSummarySchema = z.object({
  subtotal: z.number(),
  discount_amount: z.number(),
  discount_code: z.nullable(z.string()),
  discount_type: z.nullable(z.enum(DISCOUNT_TYPES)),
  /** As in the discount result: a fraction for percentage codes, rupees for fixed ones. */
  discount_rate: z.nullable(z.number()),
  total: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailsSchema = z.object({
  /** ISO timestamp of placement. */
  order_date: z.string(),
  products: z.array(orderProductSchema),
  order_summary: orderSummarySchema,
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** An order row (docs/product.md#orders), as `get_user_orders` and `select * from orders` give it. */
export const orderSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'GG-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  user_id: z.string(),
  /** Normally one of ORDER_STATUS_LIST; any other value is shown grey/unknown. */
  order_status: z.string(),
  created_at: z.optional(z.string()),
  updated_at: z.string(),
  remark: z.nullable(z.string()),
  order_details: orderDetailsSchema,
  /** The delivery address as text (name, address lines, PIN, phone), copied at placement. */
  customer: z.string(),
  /** docs/product.md#payments; absent only in rows read before payments existed. */
  payment_method: z.optional(z.enum(PAYMENT_METHODS)),
  payment_status: z.optional(z.enum(PAYMENT_STATUSES)),
  /** ISO time the stock hold of an unpaid online order ends; null otherwise. */
  payment_hold_until: z.optional(z.nullable(z.string())),
  /** Rupees paid and refunded so far. */
  amount_paid: z.optional(z.number()),
  amount_refunded: z.optional(z.number()),
  /** Who carries the parcel and its tracking number, once staff set them. */
  courier: z.optional(z.nullable(z.string())),
  tracking_number: z.optional(z.nullable(z.string())),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `get_user_orders(p_page_number, p_page_size = 5, p_status_group = null, p_search = null)`:
 * newest first; `p_status_group` 'active' | 'completed' picks a tab, `p_search` matches the order
 * id (prefix), the display number, a product name or the status (case-insensitive). totalCount counts the filtered set.
 */
export interface GetUserOrdersArgs {
  p_page_number: number;
  p_page_size?: number;
  p_status_group?: OrderStatusGroup | null;
  p_search?: string | null;
}

export const userOrdersAnswerSchema = z.object({
  orders: z.array(orderSchema),
  totalCount: z.number(),
  error: z.optional(z.string()),
});
export type UserOrdersAnswer = z.infer<typeof userOrdersAnswerSchema>;

/**
 * Price labels where the shopper decides (docs/product.md#catalogue-and-search, "Price labels"):
 * under the product page's price, the cart total and the order summary's total.
 */
export const PRICE_LABELS = {
  /** The struck-out list price. */
  mrp: 'MRP',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  inclusiveOfGst: 'inclusive of GST',
  freeShipping: 'Free',
  returnsLink: 'Returns and refunds',
} as const;
