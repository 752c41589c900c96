import {
  formatRupees,
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  returnReasonLabel,
  type StaffReturnItem,
  staffReturnItemSchema,
  UPI_REFERENCE_PATTERN,
} from 'shared/contracts';
import { paymentMethodLabel } from '../../../lib/payments';
import type { Checked } from '../hooks/use-checked-confirmation';
import type { FactValue } from './item-facts';
import type { StaffItem } from './staff-item';

/** The return request of a queue item as the contract reads it; null when the answer is not one. */
export function readReturnItem(item: StaffItem): StaffReturnItem | null {
  const parsed = staffReturnItemSchema.safeParse(item);
  return parsed.success ? parsed.data : null;
}

/** What a return's refund amounts to, as the shop writes money: '₹1,23,456.00'. */
export const refundText = (r: Pick<StaffReturnItem, 'refund_amount'>): string =>
  formatRupees(Number(r.refund_amount));

/** How a received request is completed: a refund online, a refund by UPI (cash on delivery), or a replacement. */
export type ReturnCompletion = 'online_refund' | 'upi_refund' | 'replacement';

export function returnCompletion(r: Pick<StaffReturnItem, 'kind' | 'payment_method'>): ReturnCompletion {
  if (r.kind === 'replacement') return 'replacement';
  return r.payment_method === 'cod' ? 'upi_refund' : 'online_refund';
}

/** 'PlayStation 5 Slim × 2'. */
export const returnLine = (r: Pick<StaffReturnItem, 'product_name' | 'quantity'>): string =>
  `${r.product_name} × ${r.quantity}`;

/**
 * A return's facts after the shopper's (the kind, the line and its order, why, the pickup, the
 * money, and once known whether it can be sold again and the replacement's order). The shopper's
 * comment is text as typed.
 */
export function returnFacts(r: StaffReturnItem): [string, FactValue][] {
  const rows: [string, FactValue][] = [
    ['Request', RETURN_KIND_LABELS[r.kind]],
    ['Product', returnLine(r)],
    ['Order', { order: r.order_id, number: r.order_display_number ?? null }],
    ['Reason', r.reason_label ?? returnReasonLabel(r.reason)],
    ['Shopper’s comment', r.comment?.trim() ? r.comment : '—'],
    ['Pickup address', r.pickup_address?.trim() ? r.pickup_address : '—'],
    ['Payment method', paymentMethodLabel(r.payment_method)],
  ];
  if (r.kind === 'return') {
    rows.push(['Refund amount', refundText(r)]);
    if (r.payment_method === 'cod') rows.push(['Refund to UPI ID', r.refund_upi ?? '—']);
  }
  if (r.resellable !== null) rows.push(['Can be sold again', r.resellable ? 'Yes' : 'No']);
  if (r.replacement_order_id) rows.push(['Replacement order', { order: r.replacement_order_id }]);
  return rows;
}

/** The receive form's choice: '' until staff say whether the item can be sold again. */
export type ResellableChoice = '' | 'yes' | 'no';

export function readResellable(
  choice: ResellableChoice,
): Checked<{ resellable: boolean }, { resellable: string | null }> {
  if (choice === '') return { ok: false, errors: { resellable: RETURN_MESSAGES.resellable } };
  return { ok: true, resellable: choice === 'yes' };
}

/** The UPI transfer's reference of a cash-on-delivery refund, checked as the database checks it. */
export function readUpiReference(
  value: string,
): Checked<{ reference: string }, { reference: string | null }> {
  const reference = value.trim();
  if (!UPI_REFERENCE_PATTERN.test(reference)) {
    return { ok: false, errors: { reference: RETURN_MESSAGES.upiReference } };
  }
  return { ok: true, reference };
}

/** Whether a rejection can be sent: the database asks the shopper be told why. */
export const rejectionNeedsRemark = (to: string, remark: string): boolean =>
  to === 'rejected' && remark.trim() === '';
