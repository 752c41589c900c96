import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from 'shared/contracts';
import type { BadgeTone } from 'shared/kit';

/**
 * Words and colours of payments in the staff console (docs/product.md#staff-console), for the
 * order's payment section and the day's payments. Labels come from shared/contracts.
 */

export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS };

/** 'Pay online' / 'Cash on delivery'; the raw value for one the contract does not know. */
export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

export const paymentStatusLabel = (status: string): string =>
  PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;

/** One colour per payment state: waiting orange, paid green, failed red, refunds purple. */
const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  refund_pending: 'blue',
  refunded: 'purple',
  cod_due: 'cyan',
};
export const paymentStatusTone = (status: string): BadgeTone =>
  PAYMENT_STATUS_TONES[status as PaymentStatus] ?? 'neutral';

/** How a payment was made, as Razorpay names it ('upi', 'card', ...) or 'cash' on delivery. */
const INSTRUMENT_LABELS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
  cardless_emi: 'Cardless EMI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};
/** 'UPI', 'Card', 'Cash'...; an unknown instrument as Razorpay wrote it; '' for none. */
export function instrumentLabel(method: string | null | undefined): string {
  if (!method) return '';
  return INSTRUMENT_LABELS[method.toLowerCase()] ?? method;
}

/** 'already_paid' -> 'Already paid' (a payment event's outcome, as the database records it). */
export function outcomeLabel(outcome: string): string {
  const words = outcome.replaceAll('_', ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Unknown';
}

/** Outcomes that needed (or need) a person: shown in the danger colour. */
export const isTroubleOutcome = (outcome: string): boolean =>
  ['mismatch', 'failed', 'refund_failed', 'unknown_order', 'unknown_refund'].includes(outcome);
