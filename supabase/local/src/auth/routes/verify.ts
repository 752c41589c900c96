/**
 * GET /verify (the links in e-mails) and POST /verify (auth-js verifyOtp). A valid link confirms
 * the address, starts a recovery session or advances an e-mail change, then redirects 303 with
 * the session in the URL fragment; an invalid or expired one redirects with GoTrue's error
 * fragment instead, so the app can show "link expired".
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, grantInfo, limitByIp } from '../context';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors';
import { referrer, withFragment } from '../redirect';
import { normalizeEmail, optionalString, query, readJson } from '../request';
import { issueSession, type TokenResponse } from '../sessions';
import { tokenHash } from '../tokens';
import {
  clearOneTimeTokens,
  confirmEmail,
  type Db,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  isBanned,
  isConfirmed,
  type UserRow,
} from '../users';
import { DUPLICATE_EMAIL } from './user';

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

const VerifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
});

type Outcome = { kind: 'session'; token: TokenResponse; type: string } | { kind: 'single' };

function isExpired(sentAt: Date | null, ctx: AuthContext): boolean {
  return !sentAt || Date.now() > sentAt.getTime() + ctx.config.otpExpirySeconds * 1000;
}

function lookupKind(type: LinkType): 'signup' | 'recovery' | 'email_change' | 'email' {
  if (type === 'invite') return 'signup';
  if (type === 'magiclink') return 'recovery';
  return type;
}

/** The user a link's token hash belongs to (GoTrue's verifyTokenHash). */
async function userForHash(
  ctx: AuthContext,
  tx: Db,
  type: LinkType,
  hash: string,
): Promise<[UserRow, LinkType]> {
  const user = await findUserByTokenHash(tx, lookupKind(type), hash);
  if (!user) throw forbidden('otp_expired', LINK_INVALID);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  let sentAt: Date | null;
  if (type === 'email') {
    const isRecovery = user.recovery_token === hash;
    resolved = isRecovery ? 'magiclink' : 'signup';
    sentAt = isRecovery ? user.recovery_sent_at : user.confirmation_sent_at;
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at;
  else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at;
  else sentAt = user.email_change_sent_at;
  if (isExpired(sentAt, ctx)) throw forbidden('otp_expired', LINK_INVALID);
  return [user, resolved];
}

/** The user a 6-digit code belongs to (GoTrue's verifyUserAndToken). */
async function userForOtp(
  ctx: AuthContext,
  tx: Db,
  type: LinkType,
  email: string,
  hash: string,
): Promise<[UserRow, LinkType]> {
  const byEmail =
    type === 'email_change'
      ? await findUserByTokenHash(tx, 'email_change', hash)
      : await findUserByEmail(tx, email).then((u) => (u ? findUserById(tx, u.id, true) : undefined));
  if (!byEmail) throw forbidden('otp_expired', OTP_INVALID);
  if (isBanned(byEmail)) throw forbidden('user_banned', 'User is banned');
  const valid = (expected: string | null, sentAt: Date | null) =>
    !!expected && expected === hash && !isExpired(sentAt, ctx);
  const u = byEmail;
  let resolved: LinkType | null = null;
  if (type === 'email') {
    if (valid(u.confirmation_token, u.confirmation_sent_at)) resolved = 'signup';
    else if (valid(u.recovery_token, u.recovery_sent_at)) resolved = 'magiclink';
  } else if (type === 'signup' || type === 'invite') {
    if (valid(u.confirmation_token, u.confirmation_sent_at)) resolved = type;
  } else if (type === 'recovery' || type === 'magiclink') {
    if (valid(u.recovery_token, u.recovery_sent_at)) resolved = type;
  } else if (
    valid(u.email_change_token_current, u.email_change_sent_at) ||
    valid(u.email_change_token_new, u.email_change_sent_at)
  ) {
    resolved = type;
  }
  if (!resolved) throw forbidden('otp_expired', OTP_INVALID);
  return [u, resolved];
}

/**
 * GoTrue's emailChangeVerify. With secure change, the first of the two links only records that
 * one side confirmed (returns null); the second applies the new address.
 */
async function emailChangeVerify(ctx: AuthContext, tx: Db, user: UserRow, hash: string): Promise<boolean> {
  if (
    !ctx.config.mailerAutoconfirm &&
    ctx.config.secureEmailChange &&
    user.email_change_confirm_status === 0 &&
    user.email
  ) {
    const isCurrent = user.email_change_token_current === hash;
    await tx`
      update auth.users set
        email_change_confirm_status = 1,
        email_change_token_current = ${isCurrent ? '' : (user.email_change_token_current ?? '')},
        email_change_token_new = ${isCurrent ? (user.email_change_token_new ?? '') : ''},
        updated_at = now()
      where id = ${user.id}`;
    await clearOneTimeTokens(
      tx,
      user.id,
      isCurrent ? 'email_change_token_current' : 'email_change_token_new',
    );
    return false;
  }
  const newEmail = user.email_change ?? '';
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  await tx`
    update auth.users set
      email = ${newEmail}, email_change = '', email_change_token_current = '', email_change_token_new = '',
      email_change_confirm_status = 0, updated_at = now()
    where id = ${user.id}`;
  await tx`
    update auth.identities set
      identity_data = identity_data || jsonb_build_object('email', ${newEmail}::text, 'email_verified', true),
      updated_at = now()
    where user_id = ${user.id} and provider = 'email'`;
  await clearOneTimeTokens(tx, user.id);
  if (!isConfirmed(user)) await confirmEmail(tx, { ...user, email: newEmail });
  return true;
}

async function applyVerification(
  ctx: AuthContext,
  c: Context,
  tx: Db,
  user: UserRow,
  type: LinkType,
  hash: string,
): Promise<Outcome> {
  if (type === 'signup' || type === 'invite') {
    await confirmEmail(tx, user);
  } else if (type === 'recovery' || type === 'magiclink') {
    await tx`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
    await clearOneTimeTokens(tx, user.id);
    // Following a recovery link proves the address, as GoTrue's recoverVerify assumes.
    if (!isConfirmed(user)) await confirmEmail(tx, user);
  } else if (type === 'email_change') {
    if (!(await emailChangeVerify(ctx, tx, user, hash))) return { kind: 'single' };
  } else {
    throw badRequest('validation_failed', 'Unsupported verification type');
  }
  const method = type === 'recovery' ? 'recovery' : type === 'magiclink' ? 'magiclink' : 'otp';
  const token = await issueSession(tx, ctx.config, user.id, method, grantInfo(ctx, c));
  return { kind: 'session', token, type };
}

const LINK_TYPES: readonly string[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

function linkType(type: string): LinkType {
  if (!LINK_TYPES.includes(type)) throw badRequest('validation_failed', 'Invalid email verification type');
  return type as LinkType;
}

/** OAuth-style `error` for the fragment, from the status (GoTrue's oauthErrorMap). */
function oauthError(status: number): string | undefined {
  return { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error' }[
    status
  ];
}

export function registerVerify(app: Hono, ctx: AuthContext): void {
  app.get('/verify', async (c) => {
    limitByIp(ctx, c, ctx.limiters.tokenVerifications);
    const type = query(c, 'type');
    const token = query(c, 'token');
    const redirectTo = referrer(c, ctx.config);
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    let outcome: Outcome;
    try {
      outcome = await ctx.sql.begin(async (tx) => {
        const [user, resolved] = await userForHash(ctx, tx, linkType(type), token);
        return await applyVerification(ctx, c, tx, user, resolved, token);
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment: Record<string, string> = {
        error_code: error.code,
        error_description: error.message,
        sb: '',
      };
      const name = oauthError(error.status);
      if (name) fragment.error = name;
      return c.redirect(withFragment(redirectTo, fragment), 303);
    }
    if (outcome.kind === 'single') {
      return c.redirect(withFragment(redirectTo, { message: SINGLE_CONFIRMATION, sb: '' }), 303);
    }
    const t = outcome.token;
    return c.redirect(
      withFragment(redirectTo, {
        access_token: t.access_token,
        expires_at: String(t.expires_at),
        expires_in: String(t.expires_in),
        refresh_token: t.refresh_token,
        sb: '',
        token_type: t.token_type,
        type: outcome.type,
      }),
      303,
    );
  });

  app.post('/verify', async (c) => {
    limitByIp(ctx, c, ctx.limiters.tokenVerifications);
    const body = await readJson(c, VerifyBody);
    if (!body.type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if ((!body.token && !body.token_hash) || (body.token && body.token_hash)) {
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    }
    if (body.type === 'sms' || body.type === 'phone_change' || body.phone) {
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    }
    const type = linkType(body.type);
    let email: string | undefined;
    if (body.token) {
      if (!body.email) {
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      try {
        email = normalizeEmail(body.email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    } else if (body.email || body.redirect_to) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    const outcome = await ctx.sql.begin(async (tx) => {
      const [user, resolved] =
        body.token && email
          ? await userForOtp(ctx, tx, type, email, tokenHash(email, body.token))
          : await userForHash(ctx, tx, type, body.token_hash ?? '');
      const hash = body.token && email ? tokenHash(email, body.token) : (body.token_hash ?? '');
      return await applyVerification(ctx, c, tx, user, resolved, hash);
    });
    if (outcome.kind === 'single') return c.json({ msg: SINGLE_CONFIRMATION, code: '200' });
    return c.json(outcome.token);
  });
}
