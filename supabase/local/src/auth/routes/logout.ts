/** POST /logout?scope=global|local|others: deletes sessions, which revokes their refresh tokens. */
import type { Hono } from 'hono';
import { authenticate } from '../authenticate';
import type { AuthContext } from '../context';
import { badRequest } from '../errors';
import { query } from '../request';
import { logout } from '../sessions';

export function registerLogout(app: Hono, ctx: AuthContext): void {
  app.post('/logout', async (c) => {
    const { user, sessionId } = await authenticate(ctx, c);
    const raw = query(c, 'scope') ?? '';
    const scope = raw === '' ? 'global' : raw;
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', `Unsupported logout scope "${raw}"`);
    }
    await ctx.sql.begin((tx) => logout(tx, user.id, sessionId, scope));
    return c.body(null, 204);
  });
}
