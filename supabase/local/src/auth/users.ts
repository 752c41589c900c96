/**
 * auth.users and auth.identities: the queries the routes need and the JSON shape GoTrue
 * serialises a user to (models.User, with `omitempty` fields left out when empty).
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';

/** A connection or a transaction. */
export type Db = postgres.ISql;

export const AUD = 'authenticated';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export type UserWithIdentities = UserRow & { identities: IdentityRow[] };

export function isConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null || user.phone_confirmed_at !== null;
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now;
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** Drops undefined members so JSON matches Go's `omitempty`. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

export function userJson(user: UserWithIdentities): Record<string, unknown> {
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  });
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db<UserRow[]>`
    select * from auth.users
    where lower(email) = ${email.toLowerCase()} and aud = ${AUD} and is_sso_user = false
    limit 1`;
  return user;
}

export async function findUserById(db: Db, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const [user] = forUpdate
    ? await db<UserRow[]>`select * from auth.users where id = ${id} for update`
    : await db<UserRow[]>`select * from auth.users where id = ${id}`;
  return user;
}

export type TokenKind = 'signup' | 'recovery' | 'email_change' | 'email';

/** The user a link's token hash belongs to, locked for the verification that follows. */
export async function findUserByTokenHash(
  db: Db,
  kind: TokenKind,
  hash: string,
): Promise<UserRow | undefined> {
  const [user] =
    kind === 'signup'
      ? await db<UserRow[]>`select * from auth.users where confirmation_token = ${hash} for update`
      : kind === 'recovery'
        ? await db<UserRow[]>`select * from auth.users where recovery_token = ${hash} for update`
        : kind === 'email_change'
          ? await db<UserRow[]>`select * from auth.users
              where email_change_token_current = ${hash} or email_change_token_new = ${hash} for update`
          : await db<UserRow[]>`select * from auth.users
              where confirmation_token = ${hash} or recovery_token = ${hash} for update`;
  return user;
}

type IdentityJson = Omit<IdentityRow, 'last_sign_in_at' | 'created_at' | 'updated_at'> & {
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
};

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** The user with its identities, in one round trip (it runs on every token refresh). */
export async function reloadUser(db: Db, id: string): Promise<UserWithIdentities> {
  const [row] = await db<(UserRow & { identities_json: IdentityJson[] })[]>`
    select u.*, coalesce(
      (select json_agg(i order by i.created_at, i.id) from auth.identities i where i.user_id = u.id),
      '[]'::json) as identities_json
    from auth.users u where u.id = ${id}`;
  if (!row) throw new Error(`user ${id} vanished`);
  const { identities_json, ...user } = row;
  const identities = identities_json.map((i) => ({
    ...i,
    last_sign_in_at: toDate(i.last_sign_in_at),
    created_at: toDate(i.created_at),
    updated_at: toDate(i.updated_at),
  }));
  return { ...user, identities };
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
}

/**
 * Inserts a user with its e-mail identity, as GoTrue's signup does: the identity data (sub,
 * email, email_verified, phone_verified, then the sign-up data) also becomes user_metadata.
 */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const identityData: Record<string, unknown> = {
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  for (const [k, v] of Object.entries(input.userMetadata)) if (!(k in identityData)) identityData[k] = v;
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  const [user] = await db<UserRow[]>`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
    values (
      '00000000-0000-0000-0000-000000000000', ${id}, ${AUD}, 'authenticated', ${input.email},
      ${input.passwordHash}, ${input.confirmed ? db`now()` : null},
      ${db.json(appMetadata as postgres.JSONValue)}, ${db.json(identityData as postgres.JSONValue)},
      now(), now(), false, false)
    returning *`;
  if (!user) throw new Error('insert into auth.users returned no row');
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${id}, ${id}, ${db.json(identityData as postgres.JSONValue)}, 'email', now(), now(), now())`;
  return user;
}

/** Merges metadata as GoTrue does: a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Marks the address verified on the user and its e-mail identity (GoTrue's user.Confirm). */
export async function confirmEmail(db: Db, user: UserRow): Promise<void> {
  const meta = mergeMetadata(user.raw_user_meta_data, { email_verified: true });
  await db`
    update auth.users set
      confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
      raw_user_meta_data = ${db.json(meta as postgres.JSONValue)}, updated_at = now()
    where id = ${user.id}`;
  await db`
    update auth.identities set
      identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
    where user_id = ${user.id} and provider = 'email' and email = lower(${user.email ?? ''})`;
  await clearOneTimeTokens(db, user.id);
}

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

/** Mirrors a pending link into auth.one_time_tokens, one row per user and kind, as GoTrue does. */
export async function recordOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await db`
    insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
    values (${randomUUID()}, ${userId}, ${type}, ${hash}, ${relatesTo})
    on conflict (user_id, token_type) do update
      set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`;
}

export async function clearOneTimeTokens(db: Db, userId: string, type?: OneTimeTokenType): Promise<void> {
  if (type) await db`delete from auth.one_time_tokens where user_id = ${userId} and token_type = ${type}`;
  else await db`delete from auth.one_time_tokens where user_id = ${userId}`;
}
