/**
 * The support page's contact form (docs/product.md#support). The message it sends is built by
 * `supportRequestMessage` in shared/src/lib/support-chat.ts.
 */
import { SUPPORT_REASONS } from '../constants/spec.ts';

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

/** What the reference field is called for a reason (title, order id, request id: docs/product.md#support). */
export function supportReferenceLabel(reason: string): string {
  switch (reason) {
    case 'Order Related':
      return 'Order ID';
    case 'Discount Request Related':
      return 'Request ID';
    case 'Product Inquiry':
      return 'Product Name / Title';
    case 'Others':
      return 'Title';
    default:
      return 'Title / Order ID / Request ID';
  }
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
  const description = values.description.trim();
  if (!description) errors.description = SUPPORT_MESSAGES.descriptionRequired;
  else if (description.length > SUPPORT_LIMITS.description)
    errors.description = SUPPORT_MESSAGES.descriptionTooLong;
  return errors;
}
