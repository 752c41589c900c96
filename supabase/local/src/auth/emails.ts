/**
 * The store's auth e-mails, in the shop's templates (supabase/functions/_shared/email, ADR 0023):
 * the GameGear frame, a button and the text part. Each carries the verification link GoTrue would
 * build (`/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`) and the 6-digit code for
 * `verifyOtp({ email, token })`.
 */
import { type AuthEmailContent, authEmail } from '../../../functions/_shared/email/index.ts';
import { renderEmailSync } from '../../../functions/_shared/email/render-sync.ts';
import type { MailMessage } from '../mail/index';

export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

export function verifyLink(apiUrl: string, tokenHash: string, type: VerifyType, redirectTo: string): string {
  const params = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${apiUrl}/auth/v1/verify?${params.toString()}`;
}

interface Template extends AuthEmailContent {
  subject: string;
}

function render(to: string, link: string, otp: string, t: Template): MailMessage {
  const { html, text } = renderEmailSync(authEmail(t, link, otp));
  return { to, subject: t.subject, text, html, links: [link] };
}

const IGNORE = "If you didn't ask for this, you can safely ignore this e-mail.";

export function confirmSignupEmail(to: string, link: string, otp: string): MailMessage {
  return render(to, link, otp, {
    subject: 'Confirm your signup',
    heading: 'Confirm your signup',
    intro: 'Thanks for creating a GameGear account. Confirm your e-mail address to start shopping:',
    action: 'Confirm your e-mail address',
    outro: IGNORE,
  });
}

export function resetPasswordEmail(to: string, link: string, otp: string): MailMessage {
  return render(to, link, otp, {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro:
      'We received a request to reset the password of your GameGear account. Follow this link to choose a new one:',
    action: 'Reset your password',
    outro: IGNORE,
  });
}

export function magicLinkEmail(to: string, link: string, otp: string): MailMessage {
  return render(to, link, otp, {
    subject: 'Your sign-in link',
    heading: 'Your sign-in link',
    intro: 'Follow this link to sign in to GameGear. It can be used once.',
    action: 'Sign in',
    outro: IGNORE,
  });
}

/** Sent to both addresses; each must be confirmed before the change applies. */
export function confirmEmailChangeEmail(
  to: string,
  link: string,
  otp: string,
  currentEmail: string,
  newEmail: string,
): MailMessage {
  const isNewAddress = to.toLowerCase() === newEmail.toLowerCase();
  return render(to, link, otp, {
    subject: 'Confirm email change',
    heading: 'Confirm email change',
    intro: isNewAddress
      ? `Follow this link to confirm ${newEmail} as the new e-mail address of your GameGear account (currently ${currentEmail}):`
      : `Someone asked to change the e-mail address of your GameGear account from ${currentEmail} to ${newEmail}. Follow this link to confirm:`,
    action: 'Confirm the change',
    outro:
      "The change applies once both the current and the new address are confirmed. If you didn't ask for it, ignore this e-mail and your address stays the same.",
  });
}
