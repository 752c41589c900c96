import { formatRupees, rupeesToPaise } from 'shared/contracts';

/** The longest reason a refund keeps (payment_refunds.reason). */
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * The refusals of `staff_refund_order` (supabase/schemas/13_payments.sql), word for word: the
 * form checks the same rules first so staff see them before anything is sent; the database
 * decides again.
 */
export const REFUND_MESSAGES = {
  amount: 'Enter an amount in rupees and paise, above zero.',
  reason: `A reason of up to ${REFUND_REASON_MAX_LENGTH} characters is required.`,
  onlineOnly: 'Only an order paid online can be refunded here.',
} as const;

/** 'At most ₹1,250.00 can be refunded.' (the database formats the same text). */
export const refundAboveRestMessage = (refundable: number): string =>
  `At most ${formatRupees(refundable)} can be refunded.`;

/** The amount the form starts with: all that is still refundable, as typed money ('1250.50'). */
export const refundPrefill = (refundable: number): string =>
  refundable > 0 ? (rupeesToPaise(refundable) / 100).toFixed(2) : '';

export interface RefundErrors {
  amount: string | null;
  reason: string | null;
}

export type RefundInput = { ok: true; amount: number; reason: string } | { ok: false; errors: RefundErrors };

/** Rupees with at most two decimals (paise), digits only: '1250', '1250.5', '1250.50'. */
const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * The refund as typed: an amount in rupees and paise above zero and at most `refundable`, and a
 * reason of 1-500 characters (trimmed), or the messages saying why not.
 */
export function readRefund(amountInput: string, reasonInput: string, refundable: number): RefundInput {
  const typed = amountInput.trim();
  const reason = reasonInput.trim();
  let amountError: string | null = null;
  const paise = MONEY.test(typed) ? rupeesToPaise(typed) : 0;
  if (paise <= 0) amountError = REFUND_MESSAGES.amount;
  else if (paise > rupeesToPaise(refundable)) amountError = refundAboveRestMessage(refundable);
  const reasonError = !reason || reason.length > REFUND_REASON_MAX_LENGTH ? REFUND_MESSAGES.reason : null;
  if (amountError || reasonError) return { ok: false, errors: { amount: amountError, reason: reasonError } };
  return { ok: true, amount: paise / 100, reason };
}
