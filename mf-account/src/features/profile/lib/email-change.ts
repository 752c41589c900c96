import { EmailChangeRequestError } from '../api/request-email-change';

export const EMAIL_CHANGE_TEXT = {
  inUse: 'This email address is already in use.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  failed: 'Failed to request email update.',
  failedTitle: 'Failed to Request Email Change',
  errorTitle: 'Email Update Error',
  invalidTitle: 'Invalid Email',
  unchangedTitle: 'Email is unchanged',
  sentTitle: 'Email change request sent',
  sentDescription: 'Please check both your old and new email inboxes to confirm the change.',
  pending: 'Email change pending',
  confirmButton: 'Confirm Email',
  requestButton: 'Request Email Change',
} as const;

/** The auth service's message mapped to the text the user sees (docs/product.md#profile-and-pin-codes). */
export function emailChangeErrorMessage(message: string | null | undefined, code?: string): string {
  const text = message ?? '';
  if (text.includes('User already registered') || code === 'email_exists') return EMAIL_CHANGE_TEXT.inUse;
  if (text.includes('For security purposes')) return EMAIL_CHANGE_TEXT.tooMany;
  return EMAIL_CHANGE_TEXT.failed;
}

/**
 * Toast title and message of a failed request: a refusal by the auth service is 'Failed to
 * Request Email Change'; anything unexpected (a thrown exception) is 'Email Update Error'.
 */
export function emailChangeFailure(error: unknown): { title: string; message: string } {
  if (error instanceof EmailChangeRequestError) {
    return {
      title: EMAIL_CHANGE_TEXT.failedTitle,
      message: emailChangeErrorMessage(error.message, error.code),
    };
  }
  return { title: EMAIL_CHANGE_TEXT.errorTitle, message: EMAIL_CHANGE_TEXT.failed };
}
