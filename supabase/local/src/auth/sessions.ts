/**
 * Sessions and rotating refresh tokens with GoTrue's rules: every refresh revokes the presented
 * token and issues a child; a revoked token whose child is still the active one returns that
 * child again (a client that lost the response); any other reuse after the reuse interval
 * (counted from the token's rotation) revokes the whole session's tokens and fails with
 * `refresh_token_already_used`, and from then on every token of that session fails the same way.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { AuthConfig } from './config';
import { type AuthError, type AuthErrorCode, badRequest } from './errors';
import { type AmrEntry, mintAccessToken, newRefreshToken } from './tokens';
import { type Db, isBanned, reloadUser, type UserWithIdentities, userJson } from './users';

/** How a session was started, recorded as its `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'recovery'
  | 'magiclink'
  | 'email/signup'
  | 'email_change'
  | 'invite';

export interface GrantInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values ('00000000-0000-0000-0000-000000000000', ${token}, ${userId}, false, now(), now(), ${parent}, ${sessionId})`;
  return token;
}

function inetOrNull(ip: string | undefined): string | null {
  // Only real addresses fit the inet column; anything else (e.g. "unknown") is not recorded.
  return ip && isIP(ip) !== 0 ? ip : null;
}

/** Starts a session for a signed-in user: session row, amr claim, first refresh token. */
export async function startSession(
  db: Db,
  userId: string,
  method: AuthMethod,
  grant: GrantInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await db`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${sessionId}, ${userId}, now(), now(), 'aal1', ${grant.userAgent ?? null}, ${inetOrNull(grant.ip)})`;
  await db`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${sessionId}, now(), now(), ${method})`;
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  await db`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${userId}`;
  await db`update auth.identities set last_sign_in_at = now() where user_id = ${userId} and provider = 'email'`;
  return { sessionId, refreshToken };
}

interface AmrRow {
  method: string;
  updated_at: string | Date;
}

/** GoTrue's CalculateAALAndAMR: one entry per method, most recent first. */
function toAmr(rows: AmrRow[]): AmrEntry[] {
  return rows
    .map((r) => ({ method: r.method, timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000) }))
    .sort((a, b) => b.timestamp - a.timestamp);
}

async function sessionAmr(db: Db, sessionId: string): Promise<AmrEntry[]> {
  return toAmr(
    await db<AmrRow[]>`
      select authentication_method as method, updated_at from auth.mfa_amr_claims where session_id = ${sessionId}`,
  );
}

/** The token response GoTrue sends after any grant: a fresh access token for the session. */
export async function tokenResponse(
  db: Db,
  config: AuthConfig,
  user: UserWithIdentities,
  sessionId: string,
  refreshToken: string,
  /** The session's amr claim when the caller already has it. */
  knownAmr?: AmrEntry[],
): Promise<TokenResponse> {
  const { token, expiresAt } = await mintAccessToken({
    secret: config.jwtSecret,
    issuer: `${config.apiUrl}/auth/v1`,
    expiresInSeconds: config.jwtExpirySeconds,
    userId: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    sessionId,
    amr: knownAmr ?? (await sessionAmr(db, sessionId)),
    isAnonymous: user.is_anonymous,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Signs a user in: new session plus token response, inside the caller's transaction. */
export async function issueSession(
  db: Db,
  config: AuthConfig,
  userId: string,
  method: AuthMethod,
  grant: GrantInfo,
): Promise<TokenResponse> {
  const { sessionId, refreshToken } = await startSession(db, userId, method, grant);
  return await tokenResponse(db, config, await reloadUser(db, userId), sessionId, refreshToken);
}

export type RefreshOutcome = { ok: true; response: TokenResponse } | { ok: false; error: AuthError };

const fail = (code: AuthErrorCode, message: string): RefreshOutcome => ({
  ok: false,
  error: badRequest(code, message),
});

const alreadyUsed = (): RefreshOutcome =>
  fail('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * The refresh_token grant. Runs in the caller's transaction; an `ok: false` outcome must still be
 * committed, because reuse detection revokes the token family before failing (as GoTrue does).
 */
export async function refreshSession(db: Db, config: AuthConfig, presented: string): Promise<RefreshOutcome> {
  // The token row lock serialises concurrent refreshes of one token (racing tabs).
  const [token] = await db<
    (RefreshTokenRow & { live_session: string | null; amr: AmrRow[] | null; rotated_at: Date | null })[]
  >`
    select rt.id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id, rt.updated_at, s.id as live_session,
      (select json_agg(json_build_object('method', a.authentication_method, 'updated_at', a.updated_at))
       from auth.mfa_amr_claims a where a.session_id = s.id) as amr,
      (select min(c.created_at) from auth.refresh_tokens c where c.parent = rt.token) as rotated_at
    from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
    where rt.token = ${presented}
    for update of rt`;
  if (!token) return fail('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const sessionId = token.live_session;
  if (!sessionId) {
    await db`delete from auth.refresh_tokens where id = ${token.id}`;
    return fail('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const user = await reloadUser(db, token.user_id);
  if (isBanned(user)) return fail('user_banned', 'Invalid Refresh Token: User Banned');

  let issued: string | undefined;
  if (token.revoked) {
    const [active] = await db<{ token: string; parent: string | null }[]>`
      select token, parent from auth.refresh_tokens
      where session_id = ${sessionId} and revoked = false order by id desc limit 1`;
    // Rotation always leaves one live token: none means reuse detection revoked the family.
    if (!active) return alreadyUsed();
    // The window runs from the rotation (the first child), not from the row's updated_at, which
    // the family revocation also sets; a revoked token that was never rotated has no window.
    const reuseUntil =
      token.rotated_at === null
        ? 0
        : token.rotated_at.getTime() + config.refreshTokenReuseIntervalSeconds * 1000;
    if (active.parent === token.token) {
      issued = active.token;
    } else if (Date.now() > reuseUntil) {
      await db`update auth.refresh_tokens set revoked = true, updated_at = now()
               where session_id = ${sessionId} and revoked = false`;
      return alreadyUsed();
    }
  }
  if (!issued) {
    issued = newRefreshToken();
    // Revoke the presented token and issue its child in one statement.
    await db`
      with revoked as (
        update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${token.id}
      )
      insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
      values ('00000000-0000-0000-0000-000000000000', ${issued}, ${user.id}, false, now(), now(), ${token.token}, ${sessionId})`;
  }
  await db`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = ${sessionId}`;
  const amr = toAmr(token.amr ?? []);
  return { ok: true, response: await tokenResponse(db, config, user, sessionId, issued, amr) };
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db`select 1 from auth.sessions where id = ${sessionId}`;
  return row !== undefined;
}

/** Logout scopes: deleting sessions cascades to their refresh tokens and amr claims. */
export async function logout(
  db: Db,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (sessionId && scope === 'local') await db`delete from auth.sessions where id = ${sessionId}`;
  else if (sessionId && scope === 'others') {
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
  } else await db`delete from auth.sessions where user_id = ${userId}`;
}
