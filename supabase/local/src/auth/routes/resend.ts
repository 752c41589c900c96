/**
 * POST /resend: sends the sign-up confirmation or the e-mail change links again, subject to the
 * per-address frequency limit. Nothing to resend (unknown address, already confirmed, no pending
 * change) answers `{}` like GoTrue.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest } from '../errors';
import { sendConfirmation, sendEmailChange } from '../mailing';
import { referrer } from '../redirect';
import { normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { findUserByEmail, findUserById, isConfirmed } from '../users';

const ResendBody = z.object({
  type: optionalString,
  email: optionalString,
  phone: optionalString,
  ...pkceFields,
});

export function registerResend(app: Hono, ctx: AuthContext): void {
  app.post('/resend', async (c) => {
    limitByIp(ctx, c, ctx.limiters.signInSignUps);
    const body = await readJson(c, ResendBody);
    rejectPkce(body);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    if (type === 'sms' || type === 'phone_change' || body.phone) {
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    }
    if (!body.email) {
      throw badRequest(
        'validation_failed',
        type === 'signup'
          ? 'Type provided requires an email address'
          : 'Missing email address or phone number',
      );
    }
    const email = normalizeEmail(body.email);
    const found = await findUserByEmail(ctx.sql, email);
    if (!found) return c.json({});
    const redirectTo = referrer(c, ctx.config);
    await ctx.sql.begin(async (tx) => {
      const user = await findUserById(tx, found.id, true);
      if (!user) return;
      if (type === 'signup' && !isConfirmed(user)) await sendConfirmation(ctx, tx, user, redirectTo);
      if (type === 'email_change' && user.email_change) {
        await sendEmailChange(ctx, tx, user, user.email_change, redirectTo);
      }
    });
    return c.json({});
  });
}
