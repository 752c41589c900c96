/**
 * POST /otp and /magiclink (auth-js signInWithOtp with an e-mail): a confirmed user gets a
 * one-time sign-in link; an unknown or unconfirmed address is signed up with an unguessable
 * password and gets the confirmation link instead, which signs them in too (GoTrue's MagicLink).
 *
 * Registered or not, an address gets the same `{}`, the same per-address period (429) and the
 * same time to answer: the password is hashed for every address and the e-mail goes out after
 * the answer. Where no user may be created (`create_user: false`, sign-ups disabled), an unknown
 * address gets that `{}` and nothing is sent; hosted GoTrue answers it 422 instead, which tells
 * it apart from a registered one.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest } from '../errors';
import { claimEmail, sendAfterAnswer, sendConfirmation, sendRecovery } from '../mailing';
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
  const redirectTo = referrer(c, ctx.config);
  const existing = await findUserByEmail(ctx.sql, email);
  const mayCreate = body.create_user !== false && ctx.config.enableSignup;

  // GoTrue mails a confirmed address a magic link (recovery period) and any other a confirmation
  // (confirmation period). Claiming both for every address keeps the answers of this and the
  // other e-mail routes within a period the same whichever state the address is in; only the
  // period of the e-mail due is read from the database, so a fresh sign-up, once confirmed, may
  // still ask for a link.
  const confirmed = existing !== undefined && isConfirmed(existing);
  claimEmail(ctx, email, {
    confirmation: confirmed ? null : (existing?.confirmation_sent_at ?? null),
    recovery: confirmed ? existing.recovery_sent_at : null,
  });
  // Only a new user needs this hash (bcrypt, ~80 ms); computing it for every address keeps
  // unknown ones from answering later.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  if (!existing && !mayCreate) return c.json({});

  sendAfterAnswer(
    ctx,
    `sign-in link e-mail for ${existing ? `user ${existing.id}` : 'a new user'}`,
    async (tx) => {
      const user = existing
        ? await findUserById(tx, existing.id, true)
        : await insertUser(tx, { email, passwordHash, userMetadata: body.data ?? {}, confirmed: false });
      if (!user) return;
      if (isConfirmed(user)) await sendRecovery(ctx, tx, user, redirectTo, 'magiclink', true);
      else await sendConfirmation(ctx, tx, user, redirectTo, true);
    },
  );
  return c.json({});
}

export function registerOtp(app: Hono, ctx: AuthContext): void {
  app.post('/otp', (c) => sendSignInLink(ctx, c));
  app.post('/magiclink', (c) => sendSignInLink(ctx, c));
}
