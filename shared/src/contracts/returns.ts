/**
 * Returns and replacements (docs/product.md#returns-and-replacements): the reasons, the messages
 * of `request_return`, `cancel_my_return`, `staff_receive_return` and `staff_complete_return`
 * (supabase/schemas/20_returns.sql, which is the authority and says the same), the form's rules
 * and the answer of `order_return_options`.
 */
import * as z from 'zod/mini';
import { RETURN_STATUSES } from './request-statuses.ts';

export const RETURN_KINDS = ['return', 'replacement'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The reasons in the form's order; a replacement takes only the first four. */
export const RETURN_REASONS = [
  { value: 'damaged', label: 'Arrived damaged', replacement: true, needsComment: true },
  { value: 'defective', label: 'Defective or not working', replacement: true, needsComment: true },
  { value: 'wrong_item', label: 'Wrong item sent', replacement: true, needsComment: false },
  { value: 'missing_parts', label: 'Missing parts or accessories', replacement: true, needsComment: true },
  { value: 'not_as_described', label: 'Not as described', replacement: false, needsComment: true },
  { value: 'no_longer_needed', label: 'No longer needed', replacement: false, needsComment: false },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['value'];

export const returnReasonLabel = (reason: string): string =>
  RETURN_REASONS.find((r) => r.value === reason)?.label ?? reason;

export const reasonsFor = (kind: ReturnKind) =>
  RETURN_REASONS.filter((r) => kind === 'return' || r.replacement);

export const RETURN_COMMENT_MAX = 1000;
/** A UPI ID as `request_return` accepts it (handle@bank). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** A UPI transfer's reference as `staff_complete_return` accepts it. */
export const UPI_REFERENCE_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  return: 'Return',
  replacement: 'Replacement',
};

export const RETURN_MESSAGES = {
  chooseKind: 'Choose a return or a replacement.',
  chooseReason: 'Choose a reason from the list.',
  replacementReason: 'A replacement is for an item that arrived damaged, defective, wrong or incomplete.',
  commentTooLong: `Comment is too long (${RETURN_COMMENT_MAX} characters at most).`,
  commentRequired: 'Tell us what is wrong with the item.',
  notDelivered: 'A return or replacement can be asked once the order is delivered.',
  notOffered: (kind: ReturnKind) => `This item cannot be ${kind === 'return' ? 'returned' : 'replaced'}.`,
  windowClosed: (kind: ReturnKind, date: string) => `The ${kind} window for this item closed on ${date}.`,
  quantity: (max: number) => `Choose 1 to ${max} units.`,
  already: (kind: ReturnKind) => `You have already asked for a ${kind} of this item.`,
  open: (kind: ReturnKind) => `This item already has an open ${kind} request.`,
  upiRequired: 'Enter the UPI ID for the refund of a cash-on-delivery order.',
  upiInvalid: 'Enter a valid UPI ID, such as name@okhdfcbank.',
  withdrawTooLate: 'A request can be withdrawn only before the pickup.',
  notFound: 'Return request not found.',
  // Staff.
  rejectReason: 'Tell the shopper why the request is rejected.',
  resellable: 'Say whether the item can be sold again.',
  completeOnlyReceived: 'Only a received item can be refunded or replaced.',
  upiReference: "Enter the UPI transfer's reference number (6 to 40 letters or digits).",
  nothingToRefund: 'Nothing is left to refund on this order.',
  // The shopper's page.
  submitted: (kind: ReturnKind) =>
    kind === 'return'
      ? 'Return requested. We will reply within 2 working days.'
      : 'Replacement requested. We will reply within 2 working days.',
  withdrawn: 'Request withdrawn.',
  optionsNotLoaded: 'Could not load the return options. Please try again.',
} as const;

export interface ReturnFormValues {
  kind: ReturnKind | '';
  reason: string;
  comment: string;
  quantity: number;
  refundUpi: string;
}

export type ReturnFormErrors = Partial<
  Record<'kind' | 'reason' | 'comment' | 'quantity' | 'refundUpi', string>
>;

/**
 * The form's checks, as `request_return` makes them (the database decides the window and the once
 * rule). `upiNeeded`: a cash-on-delivery order's return.
 */
export function checkReturnForm(
  values: ReturnFormValues,
  maxQuantity: number,
  upiNeeded: boolean,
): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const kind = values.kind;
  if (kind !== 'return' && kind !== 'replacement') errors.kind = RETURN_MESSAGES.chooseKind;
  const reason = RETURN_REASONS.find((r) => r.value === values.reason);
  if (!reason) errors.reason = RETURN_MESSAGES.chooseReason;
  else if (kind === 'replacement' && !reason.replacement) errors.reason = RETURN_MESSAGES.replacementReason;
  const comment = values.comment.trim();
  if (comment.length > RETURN_COMMENT_MAX) errors.comment = RETURN_MESSAGES.commentTooLong;
  else if (reason?.needsComment && comment === '') errors.comment = RETURN_MESSAGES.commentRequired;
  if (!Number.isInteger(values.quantity) || values.quantity < 1 || values.quantity > maxQuantity) {
    errors.quantity = RETURN_MESSAGES.quantity(maxQuantity);
  }
  if (kind === 'return' && upiNeeded) {
    const upi = values.refundUpi.trim();
    if (upi === '') errors.refundUpi = RETURN_MESSAGES.upiRequired;
    else if (!UPI_ID_PATTERN.test(upi)) errors.refundUpi = RETURN_MESSAGES.upiInvalid;
  }
  return errors;
}

// Answers ---------------------------------------------------------------------------------------

const money = z.union([z.number(), z.string()]);

/** One row of `return_requests` (RLS: the owner's and staff's). */
export const returnRequestSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'RT-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  order_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  kind: z.enum(RETURN_KINDS),
  reason: z.string(),
  comment: z.nullable(z.string()),
  status: z.enum(RETURN_STATUSES),
  remark: z.nullable(z.string()),
  refund_amount: money,
  refund_upi: z.nullable(z.string()),
  replacement_order_id: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** `order_return_options(p_order_id)`: per line its windows (null: not offered) and requests. */
export const returnOptionsSchema = z.object({
  order_id: z.string(),
  delivered_at: z.nullable(z.string()),
  payment_method: z.string(),
  replacement: z.boolean(),
  items: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      slug: z.string(),
      quantity: z.number(),
      unit_refund: money,
      return_until: z.nullable(z.string()),
      replacement_until: z.nullable(z.string()),
      requests: z.array(returnRequestSchema),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;
export type ReturnOptionsItem = ReturnOptions['items'][number];

const OPEN_STATUSES: readonly string[] = ['requested', 'approved', 'picked_up', 'received'];
export const isOpenReturn = (r: Pick<ReturnRequest, 'status'>): boolean => OPEN_STATUSES.includes(r.status);

/** Which kinds a line can still ask for now (inside its window, not asked, nothing open). */
export function availableReturnKinds(item: ReturnOptionsItem, now: Date = new Date()): ReturnKind[] {
  if (item.requests.some(isOpenReturn)) return [];
  return RETURN_KINDS.filter((kind) => {
    const until = kind === 'return' ? item.return_until : item.replacement_until;
    if (until === null || new Date(until).getTime() < now.getTime()) return false;
    return !item.requests.some((r) => r.kind === kind && r.status !== 'cancelled');
  });
}

/** '7-day returns' / 'Not returnable', '7-day replacement' / 'No replacement' (product page and order). */
export const returnWindowText = (days: number): string =>
  days > 0 ? `${days}-day returns` : 'Not returnable';
export const replacementWindowText = (days: number): string =>
  days > 0 ? `${days}-day replacement` : 'No replacement';

/**
 * One item of `staff_list_items('return', …)` (private.staff_list_returns, 20_returns.sql): the
 * request with the shopper's contact, the order's payment method, the pickup address (the order's
 * delivery address, as text) and the statuses staff may move it to by hand.
 */
export const staffReturnItemSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'RT-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  user_id: z.nullable(z.string()),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  order_id: z.string(),
  /** The order's display number ('GG-26-7K3M9Q'). */
  order_display_number: z.optional(z.nullable(z.string())),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  kind: z.enum(RETURN_KINDS),
  reason: z.string(),
  reason_label: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  status: z.enum(RETURN_STATUSES),
  remark: z.nullable(z.string()),
  refund_amount: money,
  refund_upi: z.nullable(z.string()),
  refund_id: z.nullable(z.string()),
  resellable: z.nullable(z.boolean()),
  replacement_order_id: z.nullable(z.string()),
  payment_method: z.string(),
  phone: z.nullable(z.string()),
  pickup_address: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  allowedNext: z.array(z.string()),
});
export type StaffReturnItem = z.infer<typeof staffReturnItemSchema>;
