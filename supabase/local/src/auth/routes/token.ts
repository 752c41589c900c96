/**
 * POST /token: the password grant (sign-in) and the refresh_token grant (rotation with reuse
 * detection, see sessions.ts). Error texts are GoTrue's, which apps match on.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, grantInfo, limitByIp } from '../context';
import { badRequest, unprocessable } from '../errors';
import { hashPassword, verifyPassword } from '../password';
import { optionalString, query, readJson } from '../request';
import { issueSession, refreshSession } from '../sessions';
import { findUserByEmail, isBanned, isConfirmed } from '../users';

const PasswordBody = z.object({ email: optionalString, phone: optionalString, password: optionalString });
const RefreshBody = z.object({ refresh_token: optionalString });

const INVALID_LOGIN = 'Invalid login credentials';

// Compared against when the address is unknown, so a miss costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

async function passwordGrant(ctx: AuthContext, c: Context) {
  const body = await readJson(c, PasswordBody);
  if (body.email && body.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw badRequest('validation_failed', 'missing email or phone');
  const password = body.password ?? '';
  const user = await findUserByEmail(ctx.sql, body.email);
  if (!user?.encrypted_password) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(password, await decoyHash);
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return await ctx.sql.begin((tx) => issueSession(tx, ctx.config, user.id, 'password', grantInfo(ctx, c)));
}

export function registerToken(app: Hono, ctx: AuthContext): void {
  app.post('/token', async (c) => {
    const grantType = query(c, 'grant_type');
    if (grantType === 'password') {
      limitByIp(ctx, c, ctx.limiters.signInSignUps);
      return c.json(await passwordGrant(ctx, c));
    }
    if (grantType === 'refresh_token') {
      limitByIp(ctx, c, ctx.limiters.tokenRefresh);
      const body = await readJson(c, RefreshBody);
      const token = body.refresh_token ?? '';
      // Tokens this stack issues are GoTrue's legacy format: 12 lowercase alphanumerics.
      if (!/^[a-z0-9]{12}$/.test(token)) throw badRequest('validation_failed', 'Refresh token is not valid');
      const outcome = await ctx.sql.begin((tx) => refreshSession(tx, ctx.config, token));
      if (!outcome.ok) throw outcome.error;
      return c.json(outcome.response);
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });
}
