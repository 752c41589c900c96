/** POST /recover: mails a password-reset link; unknown addresses get the same `{}` answer. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AuthContext, limitByIp } from '../context';
import { badRequest } from '../errors';
import { sendRecovery } from '../mailing';
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
    const found = await findUserByEmail(ctx.sql, email);
    if (!found) return c.json({});
    const redirectTo = referrer(c, ctx.config);
    await ctx.sql.begin(async (tx) => {
      const user = await findUserById(tx, found.id, true);
      if (user) await sendRecovery(ctx, tx, user, redirectTo);
    });
    return c.json({});
  });
}
