/**
 * The statuses of repairs, game loads and discount requests and the words the shopper's badges
 * use for them. Kept apart from the request forms' schemas: the shopper's timeline (a lazy part
 * of `shared`, in the shell's build) needs only these, and importing a module that builds zod
 * schemas at load keeps them all, and the zod functions they call, in the shell's copy.
 */

export const REPAIR_STATUSES = [
  'pending',
  'received',
  'diagnosing',
  'repairing',
  'completed',
  'cancelled',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** 'Pending', 'Diagnosing'...; an unknown value shows as 'Unknown'. */
export function repairStatusLabel(status: string): string {
  return (REPAIR_STATUSES as readonly string[]).includes(status)
    ? status.charAt(0).toUpperCase() + status.slice(1)
    : 'Unknown';
}

export const GAME_LOAD_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type GameLoadStatus = (typeof GAME_LOAD_STATUSES)[number];

export const isGameLoadStatus = (status: string): status is GameLoadStatus =>
  (GAME_LOAD_STATUSES as readonly string[]).includes(status);

/** Spec §4: the first letter capitalised ('in-progress' -> 'In-progress'). */
export function gameLoadStatusLabel(status: string): string {
  const s = status.trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown';
}

export const DISCOUNT_REQUEST_STATUSES = [
  'pending',
  'offer_sent',
  'approved',
  'rejected',
  'ordered',
] as const;
export type DiscountRequestStatus = (typeof DISCOUNT_REQUEST_STATUSES)[number];

export const isDiscountRequestStatus = (status: string): status is DiscountRequestStatus =>
  (DISCOUNT_REQUEST_STATUSES as readonly string[]).includes(status);

/** Spec §4: underscores become spaces and each word is capitalised ('offer_sent' -> 'Offer Sent'). */
export function discountRequestStatusLabel(status: string): string {
  const s = status.trim().replace(/_/g, ' ');
  return s ? s.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : 'Unknown';
}
