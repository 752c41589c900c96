/**
 * On success the order id is stored in session storage with flags (docs/product.md#orders).
 * The standalone confirmation page reads it back; storage failures (privacy modes) are ignored.
 */
export const ORDER_SESSION_KEYS = {
  orderId: 'lastOrderId',
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

export function saveLastOrder(orderId: string): void {
  const s = storage();
  try {
    s?.setItem(ORDER_SESSION_KEYS.orderId, orderId);
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

export function readLastOrder(): { orderId: string; confirmationPending: boolean } | null {
  try {
    const s = storage();
    const orderId = s?.getItem(ORDER_SESSION_KEYS.orderId);
    if (!orderId || s?.getItem(ORDER_SESSION_KEYS.placed) !== 'true') return null;
    return { orderId, confirmationPending: s.getItem(ORDER_SESSION_KEYS.confirmationPending) === 'true' };
  } catch {
    return null;
  }
}
