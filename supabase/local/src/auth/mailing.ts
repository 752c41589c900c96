/**
 * GoTrue's link e-mails (mail.go): each kind may go to an address at most once per
 * `emailFrequencySeconds` (tracked by the `*_sent_at` column it sets, and for addresses that get
 * no e-mail by an in-memory claim, so the limit does not tell registered addresses apart), a fresh
 * code and token hash replace the previous link, and the hash is mirrored into
 * auth.one_time_tokens.
 */
import type { MailMessage } from '../mail/index';
import type { AuthContext } from './context';
import {
  confirmEmailChangeEmail,
  confirmSignupEmail,
  magicLinkEmail,
  resetPasswordEmail,
  type VerifyType,
  verifyLink,
} from './emails';
import { tooManyRequests } from './errors';
import { emailWaitSeconds, frequencyMessage } from './rate-limit';
import { newOtp, tokenHash } from './tokens';
import { type Db, recordOneTimeToken, type UserRow } from './users';

/** The e-mails whose period is kept per address, whether or not the address is registered. */
export type ClaimedKind = 'confirmation' | 'recovery';

const claimKey = (kind: ClaimedKind, email: string) => `${kind}:${email.toLowerCase()}`;

function checkFrequency(ctx: AuthContext, sentAt: Date | null, key?: string): void {
  const wait = key
    ? ctx.limiters.emailClaims.wait(key, sentAt)
    : emailWaitSeconds(sentAt, ctx.config.rateLimits.emailFrequencySeconds);
  if (wait > 0) throw tooManyRequests('over_email_send_rate_limit', frequencyMessage(wait));
}

function checkGlobalBudget(ctx: AuthContext, count: number): void {
  const limiter = ctx.limiters.emailSent;
  if (!limiter) return;
  for (let i = 0; i < count; i++) {
    if (!limiter.hit('global').allowed)
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

async function deliver(ctx: AuthContext, messages: MailMessage[]): Promise<void> {
  for (const message of messages) await ctx.mailer.send(message);
}

function linkFor(ctx: AuthContext, hash: string, type: VerifyType, redirectTo: string): string {
  return verifyLink(ctx.config.apiUrl, hash, type, redirectTo);
}

/**
 * Counts an e-mail of `kind` to `email` that is not sent now, under the same limits as a real one
 * (429 within the period, the global budget): one pretended for an address that gets none, or
 * one claimed before a send that happens after the answer (`sentAt`: the user's last real one).
 */
export function claimEmail(ctx: AuthContext, kind: ClaimedKind, email: string, sentAt: Date | null): void {
  const key = claimKey(kind, email);
  checkFrequency(ctx, sentAt, key);
  checkGlobalBudget(ctx, 1);
  ctx.limiters.emailClaims.record(key);
}

export async function sendConfirmation(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  redirectTo: string,
): Promise<void> {
  const email = user.email ?? '';
  checkFrequency(ctx, user.confirmation_sent_at, claimKey('confirmation', email));
  checkGlobalBudget(ctx, 1);
  const otp = newOtp(ctx.config.otpLength);
  const hash = tokenHash(email, otp);
  await db`update auth.users set confirmation_token = ${hash}, confirmation_sent_at = now(), updated_at = now()
           where id = ${user.id}`;
  await recordOneTimeToken(db, user.id, 'confirmation_token', hash, email);
  await deliver(ctx, [confirmSignupEmail(email, linkFor(ctx, hash, 'signup', redirectTo), otp)]);
}

export async function sendRecovery(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  redirectTo: string,
  kind: 'recovery' | 'magiclink' = 'recovery',
  /** The limits were applied already (claimEmail). */
  claimed = false,
): Promise<void> {
  const email = user.email ?? '';
  if (!claimed) {
    // Magic links reuse the recovery token and timer, as in GoTrue.
    checkFrequency(ctx, user.recovery_sent_at, claimKey('recovery', email));
    checkGlobalBudget(ctx, 1);
  }
  const otp = newOtp(ctx.config.otpLength);
  const hash = tokenHash(email, otp);
  await db`update auth.users set recovery_token = ${hash}, recovery_sent_at = now(), updated_at = now()
           where id = ${user.id}`;
  await recordOneTimeToken(db, user.id, 'recovery_token', hash, email);
  const link = linkFor(ctx, hash, kind, redirectTo);
  await deliver(ctx, [
    kind === 'recovery' ? resetPasswordEmail(email, link, otp) : magicLinkEmail(email, link, otp),
  ]);
}

/** Starts an e-mail change: links to the new address and (secure change) to the current one. */
export async function sendEmailChange(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  checkFrequency(ctx, user.email_change_sent_at);
  const current = user.email ?? '';
  const secure = ctx.config.secureEmailChange && current !== '';
  checkGlobalBudget(ctx, secure ? 2 : 1);
  const otpNew = newOtp(ctx.config.otpLength);
  const hashNew = tokenHash(newEmail, otpNew);
  const otpCurrent = secure ? newOtp(ctx.config.otpLength) : '';
  const hashCurrent = secure ? tokenHash(current, otpCurrent) : '';
  await db`
    update auth.users set
      email_change = ${newEmail}, email_change_token_new = ${hashNew},
      email_change_token_current = ${hashCurrent}, email_change_confirm_status = 0,
      email_change_sent_at = now(), updated_at = now()
    where id = ${user.id}`;
  await recordOneTimeToken(db, user.id, 'email_change_token_new', hashNew, newEmail);
  const messages = [
    confirmEmailChangeEmail(
      newEmail,
      linkFor(ctx, hashNew, 'email_change', redirectTo),
      otpNew,
      current,
      newEmail,
    ),
  ];
  if (secure) {
    await recordOneTimeToken(db, user.id, 'email_change_token_current', hashCurrent, current);
    messages.unshift(
      confirmEmailChangeEmail(
        current,
        linkFor(ctx, hashCurrent, 'email_change', redirectTo),
        otpCurrent,
        current,
        newEmail,
      ),
    );
  }
  await deliver(ctx, messages);
}
