import { type ItemKind, staffNextStatuses } from 'shared/contracts';

/**
 * The status changes the detail offers: the contract's next statuses for staff (the database
 * decides again). An order waiting for its online payment may only be cancelled: its payment or
 * the end of its hold moves it on. A pending discount request is `offering`: it moves on only with
 * an offer (its price), so offer_sent is not among the plain moves.
 */
export function statusMoves(kind: ItemKind, status: string): { offering: boolean; next: string[] } {
  const offering = kind === 'discount_request' && status === 'pending';
  const next = staffNextStatuses(kind, status).filter((s) => !(offering && s === 'offer_sent'));
  return { offering, next };
}

/** The moves that end an item unsuccessfully, shown as danger buttons. */
export const isDangerMove = (to: string): boolean =>
  to === 'cancelled' || to === 'failed' || to === 'rejected';

/**
 * What closing an order does to its payment, said in the confirmation: a cancelled or failed order
 * paid online is refunded in full by the database (private.close_order_payment). '' otherwise.
 */
export function closingPaymentNote(kind: ItemKind, item: Record<string, unknown>, to: string): string {
  const closing = to === 'cancelled' || to === 'failed';
  if (kind !== 'order' || !closing) return '';
  return item.payment_method === 'online' && item.payment_status === 'paid'
    ? ' What is left of its online payment is refunded to the shopper.'
    : '';
}
