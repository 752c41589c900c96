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
export type ClaimedKind = 'confirmation' | 'recovery' | 'email_change';

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
 * Counts an e-mail to `email` that is not sent now, under the same limits as a real one (429
 * within the period of any of `periods`' kinds, the global budget for `mails` messages): one
 * pretended for an address that gets none, or one claimed before a send that happens after the
 * answer. `periods` maps each kind to the address's last real e-mail of it (null: none).
 */
export function claimEmail(
  ctx: AuthContext,
  email: string,
  periods: Partial<Record<ClaimedKind, Date | null>>,
  mails = 1,
): void {
  const keys = Object.entries(periods).map(([kind, sentAt]) => ({
    key: claimKey(kind as ClaimedKind, email),
    sentAt: sentAt ?? null,
  }));
  const wait = Math.max(0, ...keys.map(({ key, sentAt }) => ctx.limiters.emailClaims.wait(key, sentAt)));
  if (wait > 0) throw tooManyRequests('over_email_send_rate_limit', frequencyMessage(wait));
  checkGlobalBudget(ctx, mails);
  for (const { key } of keys) ctx.limiters.emailClaims.record(key);
}

/**
 * Runs `send` in its own transaction once the answer is out, its limits claimed already
 * (claimEmail): an address that gets an e-mail is answered as fast as one that gets none. The
 * client has its answer, so a failure can only be logged.
 */
export function sendAfterAnswer(ctx: AuthContext, what: string, send: (tx: Db) => Promise<void>): void {
  ctx.sql
    .begin((tx) => send(tx))
    .catch((error: unknown) => ctx.log.error(`auth: ${what}: ${(error as Error).message}`));
}

export async function sendConfirmation(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  redirectTo: string,
  /** The limits were applied already (claimEmail). */
  claimed = false,
): Promise<void> {
  const email = user.email ?? '';
  if (!claimed) {
    checkFrequency(ctx, user.confirmation_sent_at, claimKey('confirmation', email));
    checkGlobalBudget(ctx, 1);
  }
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
  /** The limits were applied already (claimEmail). */
  claimed = false,
): Promise<void> {
  const current = user.email ?? '';
  const secure = ctx.config.secureEmailChange && current !== '';
  if (!claimed) {
    checkFrequency(ctx, user.email_change_sent_at);
    checkGlobalBudget(ctx, secure ? 2 : 1);
  }
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
