/**
 * POST /otp and /magiclink (auth-js signInWithOtp with an e-mail): a confirmed user gets a
 * one-time sign-in link; an unknown or unconfirmed address is signed up with an unguessable
 * password and gets the confirmation link instead, which signs them in too (GoTrue's MagicLink).
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest, unprocessable } from '../errors';
import { sendConfirmation, sendRecovery } from '../mailing';
import { hashPassword } from '../password';
import { referrer } from '../redirect';
import { metadata, normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { findUserByEmail, findUserById, insertUser, isConfirmed } from '../users';

const OtpBody = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadata,
  create_user: z.boolean().nullish(),
  ...pkceFields,
});

async function sendSignInLink(ctx: AuthContext, c: Context): Promise<Response> {
  limitByIp(ctx, c, ctx.limiters.signInSignUps);
  const body = await readJson(c, OtpBody);
  rejectPkce(body);
  if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email) throw badRequest('validation_failed', 'One of email or phone must be set');
  const email = normalizeEmail(body.email);
  const existing = await findUserByEmail(ctx.sql, email);
  if (!existing && body.create_user === false) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  if (!existing && !ctx.config.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const redirectTo = referrer(c, ctx.config);
  const passwordHash = existing ? null : await hashPassword(randomBytes(24).toString('base64url'));
  await ctx.sql.begin(async (tx) => {
    const user = existing
      ? await findUserById(tx, existing.id, true)
      : await insertUser(tx, { email, passwordHash, userMetadata: body.data ?? {}, confirmed: false });
    if (!user) return;
    if (isConfirmed(user)) await sendRecovery(ctx, tx, user, redirectTo, 'magiclink');
    else await sendConfirmation(ctx, tx, user, redirectTo);
  });
  return c.json({});
}

export function registerOtp(app: Hono, ctx: AuthContext): void {
  app.post('/otp', (c) => sendSignInLink(ctx, c));
  app.post('/magiclink', (c) => sendSignInLink(ctx, c));
}
