/** What the bootstrap recreates from Supabase, and the migration history. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '../../local/src/db';
import { migrate, SUPABASE_DIR } from '../../local/src/postgres/migrate';
import { requireDbUrl } from '../helpers/target';

const sql = createSql(requireDbUrl(), { max: 2 });
afterAll(() => sql.end());

describe('Supabase bootstrap', () => {
  it('creates the API roles like Supabase', async () => {
    const roles = await sql<
      { rolname: string; rolcanlogin: boolean; rolbypassrls: boolean; rolinherit: boolean }[]
    >`
      select rolname, rolcanlogin, rolbypassrls, rolinherit from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`;
    expect(roles).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false, rolinherit: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false, rolinherit: false },
      { rolname: 'authenticator', rolcanlogin: true, rolbypassrls: false, rolinherit: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true, rolinherit: false },
    ]);
    const [member] = await sql<{ ok: boolean }[]>`
      select bool_and(pg_has_role('authenticator', r, 'member')) as ok
      from unnest(array['anon', 'authenticated', 'service_role']) as r`;
    expect(member?.ok).toBe(true);
  });

  it('defines auth.uid(), auth.role() and auth.jwt() from the request claims', async () => {
    const sub = crypto.randomUUID();
    const claims = { sub, role: 'authenticated', email: 'a@example.test' };
    const [row] = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      return await tx<{ uid: string; role: string; email: string; jwt: unknown }[]>`
        select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email, auth.jwt() as jwt`;
    });
    expect(row).toEqual({ uid: sub, role: 'authenticated', email: 'a@example.test', jwt: claims });
    const [none] = await sql<{ uid: string | null }[]>`select auth.uid() as uid`;
    expect(none?.uid).toBeNull();
  });

  it('has GoTrue columns on auth.users', async () => {
    const columns = (
      await sql<{ column_name: string }[]>`
        select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`
    ).map((c) => c.column_name);
    for (const column of [
      'instance_id',
      'id',
      'aud',
      'role',
      'email',
      'encrypted_password',
      'email_confirmed_at',
      'invited_at',
      'confirmation_token',
      'confirmation_sent_at',
      'recovery_token',
      'recovery_sent_at',
      'email_change_token_new',
      'email_change',
      'email_change_sent_at',
      'email_change_token_current',
      'email_change_confirm_status',
      'last_sign_in_at',
      'raw_app_meta_data',
      'raw_user_meta_data',
      'is_super_admin',
      'created_at',
      'updated_at',
      'phone',
      'confirmed_at',
      'banned_until',
      'deleted_at',
      'is_anonymous',
    ]) {
      expect(columns).toContain(column);
    }
  });

  it('resolves extension functions through the search path, as on Supabase', async () => {
    const [row] = await sql<{ sim: number; uuid: string; digest: string }[]>`
      select similarity('playstation', 'playstaton') as sim, gen_random_uuid()::text as uuid,
             encode(digest('x', 'sha256'), 'hex') as digest`;
    expect(row?.sim).toBeGreaterThan(0.5);
    expect(row?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.digest).toHaveLength(64);
    const [ext] = await sql<{ schema: string }[]>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`;
    expect(ext?.schema).toBe('extensions');
  });
});

describe('migrations', () => {
  it('records every migration file once', async () => {
    const files = fs
      .readdirSync(path.join(SUPABASE_DIR, 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const rows = await sql<{ version: string; name: string }[]>`
      select version, name from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
  });

  it('applies nothing the second time and keeps the bootstrap idempotent', async () => {
    const result = await migrate(sql);
    expect(result.applied).toEqual([]);
    expect(result.fresh).toBe(false);
  });
});
