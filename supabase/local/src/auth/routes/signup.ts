/**
 * POST /signup. With e-mail confirmation on (the default), a new user gets a confirmation link
 * and no session; signing up again with a confirmed address answers an obfuscated user with no
 * identities, exactly as hosted GoTrue does to avoid revealing which addresses are registered
 * (with autoconfirm on it is 422 `user_already_exists` instead). That answer also takes as long
 * and is limited per address like a real sign-up's, so neither gives the address away.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, grantInfo, limitByIp } from '../context';
import { badRequest, unprocessable } from '../errors';
import { claimEmail, sendConfirmation } from '../mailing';
import { checkPasswordStrength, hashPassword } from '../password';
import { referrer } from '../redirect';
import { metadata, normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { issueSession } from '../sessions';
import {
  AUD,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  isConfirmed,
  reloadUser,
  userJson,
} from '../users';

const SignupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata,
  ...pkceFields,
});

const UNIQUE_VIOLATION = '23505';

/** GoTrue's sanitizeUser: looks like a fresh sign-up, reveals nothing about the real account. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: AUD,
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function registerSignup(app: Hono, ctx: AuthContext): void {
  app.post('/signup', async (c) => {
    const { config } = ctx;
    if (!config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    limitByIp(ctx, c, ctx.limiters.signInSignUps);
    const body = await readJson(c, SignupBody);
    rejectPkce(body);
    if (!body.password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(body.password, config.minimumPasswordLength);
    if (body.email && body.phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      );
    }
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    if (!body.email) throw badRequest('validation_failed', 'Sign up only available with email provider');
    const email = normalizeEmail(body.email);
    const data = body.data ?? {};
    const redirectTo = referrer(c, config);

    // bcrypt is slow: hash before taking row locks, as GoTrue does, and for a taken address too,
    // which would otherwise answer ~100 ms sooner.
    const existing = await findUserByEmail(ctx.sql, email);
    const passwordHash = await hashPassword(body.password);

    let outcome:
      | { kind: 'exists' }
      | { kind: 'user'; json: Record<string, unknown> }
      | { kind: 'session'; json: object };
    try {
      outcome = await ctx.sql.begin(async (tx) => {
        let user = existing ? await findUserById(tx, existing.id, true) : undefined;
        if (user && isConfirmed(user)) return { kind: 'exists' as const };
        // An unconfirmed account is left as it is: the caller has not proven they own it.
        user ??= await insertUser(tx, { email, passwordHash, userMetadata: data, confirmed: false });
        if (config.mailerAutoconfirm) {
          await confirmEmail(tx, user);
          return {
            kind: 'session' as const,
            json: await issueSession(tx, config, user.id, 'password', grantInfo(ctx, c)),
          };
        }
        await sendConfirmation(ctx, tx, user, redirectTo);
        return { kind: 'user' as const, json: userJson(await reloadUser(tx, user.id)) };
      });
    } catch (error) {
      // Two sign-ups for one address raced: the other one created it.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      outcome = { kind: 'exists' };
    }

    if (outcome.kind === 'exists') {
      if (config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      // As if a confirmation went out: a repeat within the period is refused like a new address's.
      claimEmail(ctx, email, { confirmation: null });
      return c.json(obfuscatedUser(email, data));
    }
    return c.json(outcome.json);
  });
}
