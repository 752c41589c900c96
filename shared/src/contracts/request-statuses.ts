/**
 * Every status a badge shows (orders, repairs, game loads, discount requests, review moderation),
 * the words the shopper's badges use for them and the one colour of each status. Kept apart from
 * the schemas: the shopper's timeline (a lazy part of `shared`, in the shell's build) and the
 * status badge of `shared/kit` need only these, and importing a module that builds zod schemas
 * at load keeps them all, and the zod functions they call, in every bundle that imports it.
 */
import type { OrderStatus } from './checkout.ts';
import type { ItemKind } from './lifecycle.ts';

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

/** The first letter capitalised ('in-progress' -> 'In-progress'; docs/product.md#game-loading). */
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

/**
 * Underscores become spaces and each word is capitalised ('offer_sent' -> 'Offer Sent';
 * docs/product.md#price-match-requests).
 */
export function discountRequestStatusLabel(status: string): string {
  const s = status.trim().replace(/_/g, ' ');
  return s ? s.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : 'Unknown';
}

/** A return or replacement (docs/product.md#returns-and-replacements; 20_returns.sql). */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'replaced',
  'rejected',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const REVIEW_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

/** 'out for delivery' -> 'Out For Delivery', 'offer_sent' -> 'Offer Sent', 'in-progress' -> 'In-Progress'. */
export function statusLabel(status: string): string {
  return status
    .replaceAll('_', ' ')
    .toLowerCase()
    .replace(/(^|[^a-z0-9])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The status as the shopper's badges name it (each kind's label in docs/product.md). */
export function shopperStatusLabel(kind: ItemKind, status: string): string {
  switch (kind) {
    case 'order':
      return status.trim() ? statusLabel(status.trim()) : 'Unknown';
    case 'repair':
      return repairStatusLabel(status);
    case 'game_load':
      return gameLoadStatusLabel(status);
    case 'discount_request':
    case 'return':
      return discountRequestStatusLabel(status);
  }
}

// Colours ----------------------------------------------------------------------------------------

export const STATUS_COLOURS = ['orange', 'blue', 'cyan', 'purple', 'green', 'red', 'grey'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];

type KnownStatus =
  | OrderStatus
  | RepairStatus
  | GameLoadStatus
  | DiscountRequestStatus
  | ReturnStatus
  | ReviewModerationStatus;

/**
 * One colour per status wherever it is shown (the shopper's pages and the staff console), so a
 * status reads the same everywhere: waiting orange, being worked on blue (diagnosing purple,
 * repairing and on the way cyan), done green, stopped red, ordered purple.
 */
const COLOUR_OF_STATUS: Record<KnownStatus, StatusColour> = {
  pending: 'orange',
  payment_pending: 'orange',
  payment_expired: 'red',
  processing: 'blue',
  received: 'blue',
  'in-progress': 'blue',
  offer_sent: 'blue',
  diagnosing: 'purple',
  ordered: 'purple',
  repairing: 'cyan',
  shipped: 'cyan',
  'out for delivery': 'cyan',
  delivered: 'green',
  completed: 'green',
  approved: 'green',
  cancelled: 'red',
  failed: 'red',
  rejected: 'red',
  requested: 'orange',
  picked_up: 'cyan',
  refunded: 'green',
  replaced: 'green',
};

/** The colour of a status; grey for a value no kind knows. */
export function statusColour(status: string): StatusColour {
  const known = Object.hasOwn(COLOUR_OF_STATUS, status);
  return known ? COLOUR_OF_STATUS[status as KnownStatus] : 'grey';
}
