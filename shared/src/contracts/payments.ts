/**
 * Payments (docs/product.md#payments; docs/adr/0019-payments.md): how an order is paid (online
 * through Razorpay Checkout, or cash on delivery), the wire shapes of the `orders` function's
 * payment answer, of `verify-payment` and of `cancel_my_order`, and their messages. The database
 * is the authority on amounts, holds, limits and statuses (supabase/schemas/13_payments.sql);
 * the browser only ever sees the Razorpay key id and order id.
 */
import * as z from 'zod/mini';
import { formatRupees } from './indian-number.ts';

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order's payment state: `pending` (online, waiting for the shopper to pay while its stock is
 * held), `failed` (the last attempt failed; retry until the hold ends), `paid`, `expired` (no payment
 * will be taken any more: the hold ended, or the order was cancelled unpaid), `refund_pending`,
 * `refunded`, `cod_due` (cash on delivery, paid when delivered).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
  'cod_due',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Shopper-facing words for each payment state. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  // No payment will be taken any more: the hold ended, or the order was cancelled unpaid.
  expired: 'Not paid',
  refund_pending: 'Refund started',
  refunded: 'Refunded',
  cod_due: 'Cash on delivery',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online',
  cod: 'Cash on delivery',
};

/** The shop's defaults; the database holds the values in force (private.shop_settings). */
export const PAYMENT_DEFAULTS = {
  /** Largest order total accepted for cash on delivery, in rupees. */
  codLimitRupees: 50_000,
  /** How long an online order holds its stock while waiting for payment. */
  holdMinutes: 15,
} as const;

/**
 * A shopper's reason for cancelling their own order: 3-400 characters (with 'Cancelled by the
 * shopper: ' it becomes the order's remark, at most 500).
 */
export const CANCEL_REASON_LIMITS = { min: 3, max: 400 } as const;

/** Reasons offered in the cancel dialog ('Other' asks for the shopper's own words). */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery takes too long',
  'Want to change the items or address',
  'Other',
] as const;

export const PAYMENT_MESSAGES = {
  chooseMethod: 'Choose how you want to pay.',
  retryPayment: 'Retry payment',
  payNow: 'Pay now',
  paid: 'Payment received. Thank you!',
  verifying: 'Confirming your payment…',
  verifyFailed:
    'We could not confirm this payment. If money left your account, the order is marked paid or the money refunded automatically.',
  failed: 'The payment did not go through. No money was taken; you can try again.',
  closed: 'Payment was not completed. You can pay for this order from your orders until the hold ends.',
  checkoutUnavailable: 'The payment page could not be opened. Please check your connection and try again.',
  notPayable: 'This order is not waiting for a payment.',
  holdExpired: 'The time to pay for this order has ended, and its items were released. Please order again.',
  cancelConfirm: 'Cancel this order?',
  cancelReasonRequired: `Please tell us why you are cancelling (${CANCEL_REASON_LIMITS.min}-${CANCEL_REASON_LIMITS.max} characters).`,
  cancelNotAllowed: 'This order can no longer be cancelled: it has shipped.',
  cancelled: 'Order cancelled.',
  cancelledRefund: 'Order cancelled. Your refund has started; it reaches your account in 5-7 working days.',
  orderNotFound: 'Order not found.',
  loginRequired: 'Please log in',
} as const;

/** COD refused above the limit (server message; the database formats the same text). */
export const codAboveLimitMessage = (limitRupees: number): string =>
  `Cash on delivery is available for orders up to ${formatRupees(limitRupees)}. Please pay online.`;

/** 'Complete the payment within 15 minutes' style hint for the hold. */
export const holdEndsMessage = (time: string): string =>
  `Please pay by ${time}: the items are held for you until then.`;

/**
 * What the browser needs to open Razorpay Checkout for an order: the public key id, the Razorpay
 * order id, and the amount in paise the server computed (shown, never trusted).
 */
export const paymentRequestSchema = z.object({
  provider: z.literal('razorpay'),
  key_id: z.string(),
  razorpay_order_id: z.string(),
  /** Paise. */
  amount: z.int(),
  currency: z.literal('INR'),
  /** ISO time when the stock hold ends. */
  hold_until: z.optional(z.string()),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** `orders` answer with a payment to make (online orders). */
export const placeOrderPaymentAnswerSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  payment: z.optional(paymentRequestSchema),
});

/**
 * POST body of `orders` asking to pay for an order already placed (Retry payment): answers
 * `{ success, orderId, payment }` while the order waits for payment, else `{ success: false, message }`.
 */
export const payExistingOrderBodySchema = z.object({
  orderId: z.uuid(),
});

/** What Checkout hands its `handler`: posted to `verify-payment` as is. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentAnswerSchema = z.union([
  z.object({ success: z.literal(true), orderId: z.string(), payment_status: z.enum(PAYMENT_STATUSES) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

/** `cancel_my_order(p_order_id, p_reason)`: the order's status after it, and whether a refund started. */
export const cancelOrderAnswerSchema = z.object({
  order_status: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  refund_started: z.boolean(),
});
export type CancelOrderAnswer = z.infer<typeof cancelOrderAnswerSchema>;

/** Rupees (numeric from the database) to integer paise, exactly for two-decimal amounts. */
export const rupeesToPaise = (rupees: number | string): number => Math.round(Number(rupees) * 100);
