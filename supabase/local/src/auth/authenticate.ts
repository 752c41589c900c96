/**
 * GoTrue's requireAuthentication: a valid HS256 bearer token whose user, and session when the
 * token names one, still exist. Logged-out sessions thus stop working at once on /user, /logout.
 */
import type { Context } from 'hono';
import type { AuthContext } from './context';
import { AuthError, badRequest, forbidden } from './errors';
import { bearerToken } from './request';
import { sessionExists } from './sessions';
import { JwtError, verifyJwt } from './tokens';
import { findUserById, isBanned, type UserRow } from './users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | null;
}

export async function verifyBearer(ctx: AuthContext, c: Context): Promise<Record<string, unknown>> {
  const token = bearerToken(c);
  try {
    return await verifyJwt(token, ctx.config.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
    }
    throw error;
  }
}

export async function authenticate(ctx: AuthContext, c: Context): Promise<Authenticated> {
  const claims = await verifyBearer(ctx, c);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.sql, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let sessionId: string | null = null;
  const sid = claims.session_id;
  if (typeof sid === 'string' && sid !== '' && sid !== NIL_UUID) {
    if (!UUID.test(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    if (!(await sessionExists(ctx.sql, sid))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    sessionId = sid;
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** GoTrue's requireAdminCredentials: a token whose role is an admin role (service_role). */
export async function requireAdmin(ctx: AuthContext, c: Context): Promise<void> {
  const claims = await verifyBearer(ctx, c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
