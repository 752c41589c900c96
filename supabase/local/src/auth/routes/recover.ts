/**
 * POST /recover: mails a password-reset link. Registered or not, an address gets the same `{}`,
 * the same per-address period (429) and the same time to answer: the e-mail goes out after it.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest } from '../errors';
import { claimEmail, sendAfterAnswer, sendRecovery } from '../mailing';
import { referrer } from '../redirect';
import { normalizeEmail, optionalString, pkceFields, readJson, rejectPkce } from '../request';
import { findUserByEmail, findUserById } from '../users';

const RecoverBody = z.object({ email: optionalString, ...pkceFields });

export function registerRecover(app: Hono, ctx: AuthContext): void {
  app.post('/recover', async (c) => {
    limitByIp(ctx, c, ctx.limiters.signInSignUps);
    const body = await readJson(c, RecoverBody);
    rejectPkce(body);
    if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
    const email = normalizeEmail(body.email);
    const redirectTo = referrer(c, ctx.config);
    const found = await findUserByEmail(ctx.sql, email);
    claimEmail(ctx, email, { recovery: found?.recovery_sent_at ?? null });
    if (found) {
      sendAfterAnswer(ctx, `recovery e-mail for user ${found.id}`, async (tx) => {
        const user = await findUserById(tx, found.id, true);
        if (user) await sendRecovery(ctx, tx, user, redirectTo, 'recovery', true);
      });
    }
    return c.json({});
  });
}
