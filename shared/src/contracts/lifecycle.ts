/**
 * The lifecycle of orders and requests (ADR 0015): the state machine of each kind, the events
 * (`get_item_events`), the staff console's RPC answers (`staff_transition`, `staff_list_items`,
 * `staff_send_discount_offer`, `staff_assign_repair`, `staff_set_repair_notes`,
 * `staff_set_order_tracking`, `moderate_reviews`) and their limits.
 * The database is the authority (supabase/migrations/20261127000100_item_lifecycle.sql,
 * 20261127000200_staff_console.sql); a stack test keeps LIFECYCLE_TRANSITIONS equal to its table.
 */
import * as z from 'zod/mini';
import { ORDER_STATUS_LIST } from './checkout.ts';
import {
  DISCOUNT_REQUEST_STATUSES,
  GAME_LOAD_STATUSES,
  REPAIR_STATUSES,
  RETURN_STATUSES,
  shopperStatusLabel,
  statusLabel,
} from './request-statuses.ts';

// The badges' words and colours live with the statuses (a module that builds no schema).
export {
  REVIEW_MODERATION_STATUSES,
  STATUS_COLOURS,
  type StatusColour,
  shopperStatusLabel,
  statusColour,
  statusLabel,
} from './request-statuses.ts';

export const ITEM_KINDS = ['order', 'repair', 'game_load', 'discount_request', 'return'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The queues of the staff console: the five kinds and the reviews awaiting moderation. */
export const STAFF_QUEUE_KINDS = [...ITEM_KINDS, 'review'] as const;
export type StaffQueueKind = (typeof STAFF_QUEUE_KINDS)[number];

/** Every status of each kind, in the machine's order (the tables' check constraints). */
export const KIND_STATUSES = {
  order: ORDER_STATUS_LIST,
  repair: REPAIR_STATUSES,
  game_load: GAME_LOAD_STATUSES,
  discount_request: DISCOUNT_REQUEST_STATUSES,
  return: RETURN_STATUSES,
} as const satisfies Record<ItemKind, readonly string[]>;

/** The legal changes: from status -> the statuses it may move to (absent: a final status). */
export const LIFECYCLE_TRANSITIONS: Record<ItemKind, Readonly<Record<string, readonly string[]>>> = {
  order: {
    // Only a verified payment, the hold's end or a cancel move an order on from payment_pending;
    // staff may only cancel it (staffNextStatuses).
    payment_pending: ['pending', 'cancelled', 'payment_expired'],
    pending: ['processing', 'cancelled', 'failed'],
    processing: ['shipped', 'cancelled', 'failed'],
    shipped: ['out for delivery', 'cancelled', 'failed'],
    'out for delivery': ['delivered', 'cancelled', 'failed'],
  },
  repair: {
    pending: ['received', 'cancelled'],
    received: ['diagnosing', 'cancelled'],
    diagnosing: ['repairing', 'cancelled'],
    repairing: ['completed', 'cancelled'],
  },
  game_load: {
    pending: ['in-progress', 'cancelled'],
    'in-progress': ['completed', 'cancelled'],
  },
  discount_request: {
    pending: ['offer_sent'],
    // Into and out of ordered only through the shopper's order at the offered price (07_staff.sql):
    // placed, or not gone through while the offer holds.
    offer_sent: ['approved', 'rejected', 'ordered'],
    approved: ['ordered'],
    ordered: ['offer_sent'],
  },
  // Received, refunded and replaced only through staff_receive_return / staff_complete_return
  // (20_returns.sql), which move the stock and the money; the shopper withdraws with cancel_my_return.
  return: {
    requested: ['approved', 'rejected', 'cancelled'],
    approved: ['picked_up', 'cancelled'],
    picked_up: ['received'],
    received: ['refunded', 'replaced', 'rejected'],
  },
};

/** The statuses an item of `kind` in `status` may move to (the order of KIND_STATUSES). */
export function nextStatuses(kind: ItemKind, status: string): readonly string[] {
  return LIFECYCLE_TRANSITIONS[kind][status] ?? [];
}

/**
 * What staff may move an item to: the machine's, except that an order waiting for payment can only
 * be cancelled, and a discount request goes into and out of ordered only with the shopper's order.
 */
export function staffNextStatuses(kind: ItemKind, status: string): readonly string[] {
  if (kind === 'order' && status === 'payment_pending') return ['cancelled'];
  if (kind === 'discount_request') {
    return status === 'ordered' ? [] : nextStatuses(kind, status).filter((s) => s !== 'ordered');
  }
  if (kind === 'return') {
    return nextStatuses(kind, status).filter((s) => !['received', 'refunded', 'replaced'].includes(s));
  }
  return nextStatuses(kind, status);
}

export function canTransition(kind: ItemKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** True for a status nothing follows (delivered, cancelled, completed, rejected, ordered...). */
export function isFinalStatus(kind: ItemKind, status: string): boolean {
  return (
    (KIND_STATUSES[kind] as readonly string[]).includes(status) && nextStatuses(kind, status).length === 0
  );
}

/** Kinds whose remark is markdown (the staff remark editor shows a preview for these). */
export const MARKDOWN_REMARK_KINDS: readonly ItemKind[] = ITEM_KINDS;

/** Longest remark each kind stores (the database refuses more). */
export const REMARK_MAX_LENGTH: Record<ItemKind, number> = {
  order: 500,
  repair: 2000,
  game_load: 5000,
  discount_request: 5000,
  return: 2000,
};
export const TECHNICIAN_MAX_LENGTH = 100;
export const TECHNICIAN_NOTES_MAX_LENGTH = 2000;
export const OFFER_MAX_PRICE = 10_000_000;
export const STAFF_PAGE_SIZE = 20;

/** The database's refusals the console shows as they are (not exhaustive: transitions and 404s name the item). */
export const LIFECYCLE_MESSAGES = {
  notStaff: 'Only staff can change statuses.',
  offerPriceFirst: 'Send the offer with its price first.',
  offerPricePositive: 'Offer price must be a positive number.',
  offerPriceHigh: 'Offer price seems too high. Please check the value.',
  // A price-match offer's product and days (staff_send_discount_offer, 07_staff.sql).
  offerProductRequired: 'Choose the product this offer is for.',
  offerBelowOurPrice: (ourPrice: string) => `The offer must be below our price of ${ourPrice}.`,
  offerDays: 'An offer holds for 1 to 30 days.',
  statusOnlyByTransition: 'A status changes only through staff_transition().',
  // An order's courier and tracking number (staff_set_order_tracking, 07_staff.sql).
  courierName: "Enter the courier's name: 2 to 60 characters.",
  trackingNumber: 'Enter the tracking number: 4 to 40 letters, digits or dashes.',
  trackingWhile: (status: string) =>
    `A tracking number is set while an order is Processing, Shipped or Out For Delivery, not ${statusLabel(status)}.`,
} as const;

/** The order statuses in which staff may set the courier and tracking number. */
export const ORDER_TRACKING_STATUSES: readonly string[] = ['processing', 'shipped', 'out for delivery'];
export const COURIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

export type OrderTrackingInput =
  | { ok: true; courier: string; trackingNumber: string }
  | { ok: false; errors: { courier: string | null; trackingNumber: string | null } };

/**
 * The courier and tracking number as typed, read as `staff_set_order_tracking` reads them: the
 * courier trimmed, 2-60 characters; the number trimmed and upper-cased, 4-40 letters, digits or
 * dashes. Otherwise the database's messages, per field.
 */
export function readOrderTracking(courierInput: string, trackingInput: string): OrderTrackingInput {
  const courier = courierInput.trim();
  const trackingNumber = trackingInput.trim().toUpperCase();
  const courierError =
    courier.length < 2 || courier.length > COURIER_MAX_LENGTH ? LIFECYCLE_MESSAGES.courierName : null;
  const trackingError = /^[A-Z0-9-]{4,40}$/.test(trackingNumber) ? null : LIFECYCLE_MESSAGES.trackingNumber;
  if (courierError || trackingError) {
    return { ok: false, errors: { courier: courierError, trackingNumber: trackingError } };
  }
  return { ok: true, courier, trackingNumber };
}

/** 'Order cannot move from Delivered to Pending.' (the database's 409 text). */
export function illegalTransitionMessage(kind: ItemKind, from: string, to: string): string {
  return `${ITEM_KIND_LABELS[kind]} cannot move from ${statusLabel(from)} to ${statusLabel(to)}.`;
}

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  order: 'Order',
  repair: 'Repair request',
  game_load: 'Game load request',
  discount_request: 'Discount request',
  return: 'Return request',
};

// The shoppers' timeline -------------------------------------------------------------------------

/** What the first event of an item (its creation, no 'from') says on the shopper's timeline. */
export const ITEM_CREATED_TEXT: Record<ItemKind, string> = {
  order: 'Order placed',
  repair: 'Repair request submitted',
  game_load: 'Game load request submitted',
  discount_request: 'Discount request submitted',
  return: 'Request submitted',
};

/**
 * One timeline entry in the shopper's words: the creation ('Order placed'), or the change with
 * both statuses as the badges name them ({ from: 'Shipped', to: 'Out For Delivery' }).
 */
export function timelineEntryText(
  kind: ItemKind,
  event: Pick<ItemEvent, 'from_status' | 'to_status'>,
): { created: string } | { from: string; to: string } {
  if (event.from_status === null) return { created: ITEM_CREATED_TEXT[kind] };
  return { from: shopperStatusLabel(kind, event.from_status), to: shopperStatusLabel(kind, event.to_status) };
}

/**
 * The shoppers' timelines list the latest change first, as a store's tracking page does;
 * `get_item_events` answers oldest first (the order of the events' ids).
 */
export function newestFirst<T extends Pick<ItemEvent, 'id'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => b.id - a.id);
}

/**
 * The e-mails link to the item's details as `?id={uuid}` on its history page
 * (`private.item_link_path`): the page opens that item's details. Anything but a uuid is no item.
 */
export const isItemId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** When a linked id is none of the shopper's requests (orders say ORDER_MESSAGES.detailsNotLoaded). */
export const LINKED_REQUEST_NOT_FOUND = 'That request could not be found in your history.';

// Answers ---------------------------------------------------------------------------------------

/** One row of `get_item_events(p_kind, p_id)`, oldest first. `actor` is shown to staff only. */
export const itemEventSchema = z.object({
  id: z.number(),
  kind: z.enum(ITEM_KINDS),
  item_id: z.string(),
  from_status: z.nullable(z.string()),
  to_status: z.string(),
  remark: z.nullable(z.string()),
  actor_role: z.enum(['shopper', 'staff', 'system']),
  actor: z.nullable(z.string()),
  created_at: z.string(),
  /** Staff only: the actor's profile name or e-mail; null for the system (and shoppers' reads). */
  actor_name: z.optional(z.nullable(z.string())),
});
export type ItemEvent = z.infer<typeof itemEventSchema>;
export const itemEventsSchema = z.array(itemEventSchema);

/** The answer of `staff_transition` (and `staff_send_discount_offer`, which adds our_price). */
export const staffTransitionAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  status: z.string(),
  remark: z.nullable(z.string()),
  allowedNext: z.array(z.string()),
  our_price: z.optional(z.number()),
});
export type StaffTransitionAnswer = z.infer<typeof staffTransitionAnswerSchema>;

/**
 * One page of `staff_list_items(p_kind, p_status, p_search, p_page_number)`: 20 items, newest
 * first. Every item has id, display_number, email, name, allowedNext and its kind's columns (the user history
 * RPCs' shapes, plus order totals; reviews: product_name, product_slug, rating, title, comment).
 */
export const staffListPageSchema = z.object({
  items: z.array(
    z.looseObject({
      id: z.string(),
      /** 'GG-26-7K3M9Q', 'RP-26-…' (absent only in rows read before it existed). */
      display_number: z.optional(z.nullable(z.string())),
      /** Returns: their order's display number. */
      order_display_number: z.optional(z.nullable(z.string())),
      email: z.nullable(z.string()),
      name: z.nullable(z.string()),
      allowedNext: z.array(z.string()),
    }),
  ),
  totalCount: z.number(),
  pageSize: z.number(),
});
export type StaffListPage = z.infer<typeof staffListPageSchema>;

/** The answer of `staff_set_order_tracking`: the courier and the number as stored (upper case). */
export const staffOrderTrackingAnswerSchema = z.object({
  id: z.string(),
  courier: z.string(),
  tracking_number: z.string(),
});
export type StaffOrderTrackingAnswer = z.infer<typeof staffOrderTrackingAnswerSchema>;

/** `moderate_reviews(p_review_ids, p_status)`: how many reviews of one call at most. */
export const MODERATE_REVIEWS_MAX = 100;
