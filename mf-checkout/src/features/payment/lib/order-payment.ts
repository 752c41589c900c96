import {
  formatIndianNumber,
  PAYMENT_DEFAULTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from 'shared/contracts';

/** What the payment rules read of an order (a `get_user_orders` row). */
export interface OrderPaymentFields {
  order_status: string;
  payment_method?: PaymentMethod;
  payment_status?: PaymentStatus;
  payment_hold_until?: string | null;
  amount_paid?: number;
  amount_refunded?: number;
}

/** The statuses in which the shopper may cancel their own order (`cancel_my_order`). */
export const CANCELLABLE_ORDER_STATUSES: readonly string[] = ['payment_pending', 'pending', 'processing'];

export const canCancelOrder = (order: Pick<OrderPaymentFields, 'order_status'>): boolean =>
  CANCELLABLE_ORDER_STATUSES.includes(order.order_status);

/** Milliseconds since the epoch when the order's stock hold ends; null when it has none. */
export function holdEndsAt(order: Pick<OrderPaymentFields, 'payment_hold_until'>): number | null {
  const end = Date.parse(order.payment_hold_until ?? '');
  return Number.isNaN(end) ? null : end;
}

/**
 * An online order still waiting for its payment, before its hold ends (an order without a hold
 * time is left to the server). The server decides again when asked.
 */
export function canRetryPayment(order: OrderPaymentFields, now: number = Date.now()): boolean {
  if (order.order_status !== 'payment_pending') return false;
  if (order.payment_method !== undefined && order.payment_method !== 'online') return false;
  const end = holdEndsAt(order);
  return end === null || now < end;
}

/** Whether cash on delivery may be offered for a total (rupees); the server decides again. */
export const codAllowedFor = (totalRupees: number): boolean => totalRupees <= PAYMENT_DEFAULTS.codLimitRupees;

/** 'Pay when it arrives. Orders up to ₹50,000.' */
export const codOptionHint = (): string =>
  `Pay when it arrives. Orders up to ₹${formatIndianNumber(PAYMENT_DEFAULTS.codLimitRupees)}.`;

export const ONLINE_OPTION_HINT = 'UPI, cards, netbanking, wallets';

export const paymentMethodLabel = (method: PaymentMethod | undefined): string | null =>
  method ? PAYMENT_METHOD_LABELS[method] : null;

export const paymentStatusLabel = (status: PaymentStatus | undefined): string | null =>
  status ? PAYMENT_STATUS_LABELS[status] : null;

/**
 * 'Pay online · Paid', 'Cash on delivery' (the COD state says the same as the method): the short
 * line of an order card. Null for rows from before payments.
 */
export function paymentSummaryText(order: OrderPaymentFields): string | null {
  const method = paymentMethodLabel(order.payment_method);
  const status = paymentStatusLabel(order.payment_status);
  const parts = [method, status !== method ? status : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
