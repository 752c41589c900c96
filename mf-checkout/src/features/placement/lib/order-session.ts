import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from 'shared/contracts';

/**
 * On success the order id is stored in session storage with flags (docs/product.md#orders).
 * The standalone confirmation page reads it back; storage failures (privacy modes) are ignored.
 */
export const ORDER_SESSION_KEYS = {
  orderId: 'lastOrderId',
  /** Its display number ('GG-26-7K3M9Q'), when the server gave one. */
  displayNumber: 'lastOrderNumber',
  /** 'true' once an order was placed in this tab. */
  placed: 'orderPlaced',
  /** 'true' while the confirmation has not been closed yet. */
  confirmationPending: 'orderConfirmationPending',
} as const;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveLastOrder(orderId: string, displayNumber?: string | null): void {
  const s = storage();
  try {
    s?.setItem(ORDER_SESSION_KEYS.orderId, orderId);
    if (displayNumber) s?.setItem(ORDER_SESSION_KEYS.displayNumber, displayNumber);
    else s?.removeItem(ORDER_SESSION_KEYS.displayNumber);
    s?.setItem(ORDER_SESSION_KEYS.placed, 'true');
    s?.setItem(ORDER_SESSION_KEYS.confirmationPending, 'true');
  } catch {
    // storage full or blocked: the modal still shows the id
  }
}

export function markConfirmationSeen(): void {
  try {
    storage()?.removeItem(ORDER_SESSION_KEYS.confirmationPending);
  } catch {
    // ignore
  }
}

export function readLastOrder(): {
  orderId: string;
  displayNumber: string | null;
  confirmationPending: boolean;
} | null {
  try {
    const s = storage();
    const orderId = s?.getItem(ORDER_SESSION_KEYS.orderId);
    if (!orderId || s?.getItem(ORDER_SESSION_KEYS.placed) !== 'true') return null;
    return {
      orderId,
      displayNumber: s.getItem(ORDER_SESSION_KEYS.displayNumber) || null,
      confirmationPending: s.getItem(ORDER_SESSION_KEYS.confirmationPending) === 'true',
    };
  } catch {
    return null;
  }
}

/**
 * What the order summary hands /order-confirmation (router state) after an online order's
 * payment: the order, what the page knows of its payment before reading it, and the outcome to
 * tell the shopper (docs/product.md#payments).
 */
export interface ConfirmationState {
  orderId: string;
  paymentMethod: PaymentMethod;
  /** Known from verify-payment ('paid'); the order row says the rest. */
  paymentStatus?: PaymentStatus;
  /** ISO end of the stock hold, from the payment request. */
  holdUntil?: string;
  notice?: { outcome: string; message: string };
}

/** The router state when it is a confirmation for `orderId`, else null. */
export function readConfirmationState(state: unknown, orderId: string): ConfirmationState | null {
  if (!state || typeof state !== 'object') return null;
  const value = state as Partial<ConfirmationState>;
  if (value.orderId !== orderId || !isPaymentMethod(value.paymentMethod)) return null;
  return {
    orderId,
    paymentMethod: value.paymentMethod,
    ...(isPaymentStatus(value.paymentStatus) ? { paymentStatus: value.paymentStatus } : {}),
    ...(typeof value.holdUntil === 'string' ? { holdUntil: value.holdUntil } : {}),
    ...(value.notice && typeof value.notice.message === 'string' && typeof value.notice.outcome === 'string'
      ? { notice: { outcome: value.notice.outcome, message: value.notice.message } }
      : {}),
  };
}

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);
const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value);
