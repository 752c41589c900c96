/**
 * The admin API subset that `supabase.auth.admin` calls with the service-role key: list, create,
 * read, update and delete users. Tests use it to make confirmed users without going through mail.
 */
import type { Hono } from 'hono';
import type postgres from 'postgres';
import { z } from 'zod';
import { requireAdmin } from '../authenticate';
import type { AuthContext } from '../context';
import { AuthError, unprocessable } from '../errors';
import { checkPasswordStrength, hashPassword } from '../password';
import { metadata, normalizeEmail, optionalString, readJson } from '../request';
import { logout } from '../sessions';
import {
  AUD,
  confirmEmail,
  type Db,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeMetadata,
  reloadUser,
  type UserRow,
  userJson,
} from '../users';
import { DUPLICATE_EMAIL } from './user';

const UserBody = z.object({
  email: optionalString,
  password: optionalString,
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: optionalString,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found');
}

async function userOr404(db: Db, id: string, forUpdate = false): Promise<UserRow> {
  if (!UUID.test(id)) throw notFound();
  const user = await findUserById(db, id, forUpdate);
  if (!user) throw notFound();
  return user;
}

/** "24h", "30m", "none" as GoTrue's ban_duration (Go durations, the common units). */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(duration);
  if (!match) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  const n = Number(match[1]);
  const ms = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return new Date(Date.now() + n * ms);
}

export function registerAdmin(app: Hono, ctx: AuthContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50));
    const [count] = await ctx.sql<
      { n: number }[]
    >`select count(*)::int as n from auth.users where aud = ${AUD}`;
    const rows = await ctx.sql<UserRow[]>`
      select * from auth.users where aud = ${AUD} order by created_at desc, id
      limit ${perPage} offset ${(page - 1) * perPage}`;
    const users = [];
    for (const row of rows) users.push(userJson(await reloadUser(ctx.sql, row.id)));
    const total = count?.n ?? 0;
    c.header('x-total-count', String(total));
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.config.apiUrl}/auth/v1/admin/users`;
    const links = [`<${base}?page=${last}&per_page=${perPage}>; rel="last"`];
    if (page < last) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    c.header('link', links.join(', '));
    return c.json({ users, aud: AUD });
  });

  app.post('/admin/users', async (c) => {
    const body = await readJson(c, UserBody);
    const email = normalizeEmail(body.email);
    if (body.password != null) checkPasswordStrength(body.password, ctx.config.minimumPasswordLength);
    if (await findUserByEmail(ctx.sql, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const user = await ctx.sql.begin(async (tx) => {
      const created = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        confirmed: body.email_confirm === true,
      });
      if (body.ban_duration) {
        await tx`update auth.users set banned_until = ${banUntil(body.ban_duration)} where id = ${created.id}`;
      }
      return await reloadUser(tx, created.id);
    });
    return c.json(userJson(user));
  });

  app.get('/admin/users/:id', async (c) => {
    const user = await userOr404(ctx.sql, c.req.param('id'));
    return c.json(userJson(await reloadUser(ctx.sql, user.id)));
  });

  app.put('/admin/users/:id', async (c) => {
    const body = await readJson(c, UserBody);
    const id = c.req.param('id');
    await userOr404(ctx.sql, id);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    if (email) {
      const taken = await findUserByEmail(ctx.sql, email);
      if (taken && taken.id !== id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    if (body.password != null) checkPasswordStrength(body.password, ctx.config.minimumPasswordLength);
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    const user = await ctx.sql.begin(async (tx) => {
      const current = await userOr404(tx, id, true);
      if (email && email !== current.email) {
        await tx`update auth.users set email = ${email}, updated_at = now() where id = ${id}`;
        await tx`update auth.identities set identity_data = identity_data || jsonb_build_object('email', ${email}::text)
                 where user_id = ${id} and provider = 'email'`;
      }
      if (passwordHash) {
        await tx`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${id}`;
        await logout(tx, id, null, 'global');
      }
      if (body.user_metadata) {
        const meta = mergeMetadata(current.raw_user_meta_data, body.user_metadata);
        await tx`update auth.users set raw_user_meta_data = ${tx.json(meta as postgres.JSONValue)} where id = ${id}`;
      }
      if (body.app_metadata) {
        const meta = mergeMetadata(current.raw_app_meta_data, body.app_metadata);
        await tx`update auth.users set raw_app_meta_data = ${tx.json(meta as postgres.JSONValue)} where id = ${id}`;
      }
      if (body.email_confirm === true && !current.email_confirmed_at) {
        await confirmEmail(tx, { ...current, email: email ?? current.email });
      }
      if (body.ban_duration) {
        await tx`update auth.users set banned_until = ${banUntil(body.ban_duration)} where id = ${id}`;
      }
      return await reloadUser(tx, id);
    });
    return c.json(userJson(user));
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await userOr404(ctx.sql, c.req.param('id'));
    await ctx.sql`delete from auth.users where id = ${user.id}`;
    return c.json({});
  });
}
