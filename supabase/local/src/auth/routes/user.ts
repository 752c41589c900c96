/**
 * GET /user and PUT /user. A password change signs out the user's other sessions; an e-mail
 * change is only recorded as `new_email` and applies once the links sent to both the current
 * and the new address are confirmed (verify.ts).
 */
import type { Hono } from 'hono';
import type postgres from 'postgres';
import { z } from 'zod';
import { authenticate } from '../authenticate';
import { type AuthContext, limitByIp } from '../context';
import { AuthError, badRequest, unprocessable } from '../errors';
import { sendEmailChange } from '../mailing';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../password';
import { referrer } from '../redirect';
import { metadata, normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { logout } from '../sessions';
import {
  AUD,
  clearOneTimeTokens,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  reloadUser,
  userJson,
} from '../users';

const UpdateBody = z.object({
  email: optionalString,
  password: optionalString,
  data: metadata,
  app_metadata: metadata,
  phone: optionalString,
  nonce: optionalString,
  ...pkceFields,
});

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export function registerUser(app: Hono, ctx: AuthContext): void {
  app.get('/user', async (c) => {
    const { claims, user } = await authenticate(ctx, c);
    const aud = claims.aud;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (audiences[0] !== AUD) {
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    }
    return c.json(userJson(await reloadUser(ctx.sql, user.id)));
  });

  app.put('/user', async (c) => {
    limitByIp(ctx, c, ctx.limiters.signInSignUps);
    const { user, sessionId } = await authenticate(ctx, c);
    const body = await readJson(c, UpdateBody);
    rejectPkce(body);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    if (body.password != null) checkPasswordStrength(body.password, ctx.config.minimumPasswordLength);
    if (body.app_metadata != null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');

    const changingEmail = email !== undefined && email !== user.email;
    if (changingEmail) {
      const taken = await findUserByEmail(ctx.sql, email);
      if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    let passwordHash: string | undefined;
    if (body.password) {
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(body.password);
    }
    const redirectTo = referrer(c, ctx.config);

    const updated = await ctx.sql.begin(async (tx) => {
      const locked = await findUserById(tx, user.id, true);
      if (!locked) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (passwordHash) {
        // GoTrue's UpdatePassword: pending links die with the old password, other devices sign out.
        await tx`
          update auth.users set
            encrypted_password = ${passwordHash}, confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
            email_change_token_new = '', email_change_sent_at = null, reauthentication_token = '',
            reauthentication_sent_at = null, updated_at = now()
          where id = ${user.id}`;
        await clearOneTimeTokens(tx, user.id);
        await logout(tx, user.id, sessionId, sessionId ? 'others' : 'global');
      }
      if (body.data) {
        const meta = mergeMetadata(locked.raw_user_meta_data, body.data);
        await tx`update auth.users set raw_user_meta_data = ${tx.json(meta as postgres.JSONValue)}, updated_at = now()
                 where id = ${user.id}`;
      }
      if (changingEmail) {
        const fresh = await findUserById(tx, user.id);
        if (fresh) await sendEmailChange(ctx, tx, fresh, email, redirectTo);
      }
      return await reloadUser(tx, user.id);
    });
    return c.json(userJson(updated));
  });
}
