import { type ItemKind, nextStatuses } from 'shared/contracts';

/**
 * The status changes the detail offers: the contract's next statuses (the database decides
 * again). A pending discount request is `offering`: it moves on only with an offer (its price),
 * so offer_sent is not among the plain moves.
 */
export function statusMoves(kind: ItemKind, status: string): { offering: boolean; next: string[] } {
  const offering = kind === 'discount_request' && status === 'pending';
  const next = nextStatuses(kind, status).filter((s) => !(offering && s === 'offer_sent'));
  return { offering, next };
}

/** The moves that end an item unsuccessfully, shown as danger buttons. */
export const isDangerMove = (to: string): boolean =>
  to === 'cancelled' || to === 'failed' || to === 'rejected';
