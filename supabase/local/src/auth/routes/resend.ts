/**
 * POST /resend: sends the sign-up confirmation or the e-mail change links again, subject to the
 * per-address frequency limit. Nothing to resend (unknown address, already confirmed, no pending
 * change) answers `{}` like GoTrue and, unlike GoTrue, is held to the same period (429) as a real
 * resend: otherwise only a registered address could be refused, which gives it away. The e-mail
 * goes out after the answer, so both take as long.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest } from '../errors';
import { claimEmail, sendAfterAnswer, sendConfirmation, sendEmailChange } from '../mailing';
import { referrer } from '../redirect';
import { normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { findUserByEmail, findUserById, isConfirmed, type UserRow } from '../users';

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
    const redirectTo = referrer(c, ctx.config);
    const found = await findUserByEmail(ctx.sql, email);
    const due = (u: UserRow) => (type === 'signup' ? !isConfirmed(u) : Boolean(u.email_change));
    const user = found && due(found) ? found : undefined;
    const sentAt = type === 'signup' ? user?.confirmation_sent_at : user?.email_change_sent_at;
    // A secure change mails the current address too: count what a real resend would.
    const mails = type === 'email_change' && ctx.config.secureEmailChange ? 2 : 1;
    claimEmail(ctx, email, { [type === 'signup' ? 'confirmation' : 'email_change']: sentAt ?? null }, mails);
    if (user) {
      sendAfterAnswer(ctx, `${type} e-mail for user ${user.id}`, async (tx) => {
        const fresh = await findUserById(tx, user.id, true);
        if (!fresh || !due(fresh)) return;
        if (type === 'signup') await sendConfirmation(ctx, tx, fresh, redirectTo, true);
        else await sendEmailChange(ctx, tx, fresh, fresh.email_change ?? '', redirectTo, true);
      });
    }
    return c.json({});
  });
}
