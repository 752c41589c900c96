/**
 * The support page's contact form (docs/product.md#support). The message it sends is built by
 * `supportRequestMessage` in shared/src/lib/support-chat.ts.
 */
import { SUPPORT_REASONS } from '../constants/spec.ts';
import { readDisplayNumber } from './display-number.ts';

export { SUPPORT_REASONS };
export type SupportReason = (typeof SUPPORT_REASONS)[number];

export const SUPPORT_LIMITS = {
  reference: 100,
  description: 1000,
} as const;

export const SUPPORT_MESSAGES = {
  reasonRequired: 'Please select a reason.',
  referenceRequired: 'This field is required.',
  descriptionRequired: 'Please describe your issue.',
  referenceTooLong: `At most ${SUPPORT_LIMITS.reference} characters.`,
  orderNumberInvalid: 'Enter the order number as your order history shows it, like GG-26-7K3M9Q.',
  descriptionTooLong: `At most ${SUPPORT_LIMITS.description} characters.`,
  successTitle: 'Request Sent!',
  successText:
    'Your message has been prepared in the chat app. Send it there and our support team will get back to you shortly.',
} as const;

/** The support form as typed. */
export interface SupportFormValues {
  reason: string;
  reference: string;
  description: string;
}
export type SupportField = keyof SupportFormValues;

export const SUPPORT_FIELDS: readonly SupportField[] = ['reason', 'reference', 'description'];

export const emptySupportForm = (): SupportFormValues => ({ reason: '', reference: '', description: '' });

export const isSupportReason = (value: unknown): value is SupportReason =>
  typeof value === 'string' && (SUPPORT_REASONS as readonly string[]).includes(value);

/** What the reference field is called for a reason (title, order number, request number: docs/product.md#support). */
export function supportReferenceLabel(reason: string): string {
  switch (reason) {
    case 'Order Related':
      return 'Order number';
    case 'Discount Request Related':
      return 'Request number';
    case 'Product Inquiry':
      return 'Product Name / Title';
    case 'Others':
      return 'Title';
    default:
      return 'Title / Order number / Request number';
  }
}

/** The hint under the reference field: where the shopper finds the number. */
export function supportReferenceHint(reason: string): string | undefined {
  switch (reason) {
    case 'Order Related':
      return 'As your order history shows it, like GG-26-7K3M9Q.';
    case 'Discount Request Related':
      return 'As your price-match history shows it, like PM-26-7K3M9Q.';
    default:
      return undefined;
  }
}

/** An order's id or the start of it (8+ hex digits: references given before display numbers). */
const ORDER_ID_START = /^#?[0-9a-f]{8}(?:-[0-9a-f-]{0,28})?$/i;

/**
 * The reference as sent: a display number as typed ('#gg-26-7k3m9q ') written as the shop
 * writes it ('GG-26-7K3M9Q'); anything else trimmed.
 */
export function supportReference(reference: string): string {
  return readDisplayNumber(reference) ?? reference.trim();
}

/** The reference is required unless the reason is 'Others' (docs/product.md#support). */
export const supportReferenceRequired = (reason: string): boolean => reason !== 'Others';

/** Every field's message (valid fields left out). */
export function validateSupportForm(values: SupportFormValues): Partial<Record<SupportField, string>> {
  const errors: Partial<Record<SupportField, string>> = {};
  if (!isSupportReason(values.reason)) errors.reason = SUPPORT_MESSAGES.reasonRequired;
  const reference = values.reference.trim();
  if (!reference && supportReferenceRequired(values.reason))
    errors.reference = SUPPORT_MESSAGES.referenceRequired;
  else if (reference.length > SUPPORT_LIMITS.reference) errors.reference = SUPPORT_MESSAGES.referenceTooLong;
  // An order is named by its number ('GG-26-7K3M9Q', any case, with or without '#'), or by its id.
  else if (
    values.reason === 'Order Related' &&
    readDisplayNumber(reference) === null &&
    !ORDER_ID_START.test(reference)
  )
    errors.reference = SUPPORT_MESSAGES.orderNumberInvalid;
  const description = values.description.trim();
  if (!description) errors.description = SUPPORT_MESSAGES.descriptionRequired;
  else if (description.length > SUPPORT_LIMITS.description)
    errors.description = SUPPORT_MESSAGES.descriptionTooLong;
  return errors;
}
