/**
 * Row-level security of the schema itself, read from the catalogue so tables added by FUTURE
 * migrations are covered without editing this file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';

const sql = directSql();
afterAll(() => sql.end());

describe('row-level security on user data', () => {
  it('is enabled on every public table that has a user_id column', async () => {
    const tables = await sql<{ table: string; rls: boolean }[]>`
      select c.relname as table, c.relrowsecurity as rls
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped)`;
    expect(tables.map((t) => t.table)).toContain('user_profiles');
    expect(tables.filter((t) => !t.rls).map((t) => t.table)).toEqual([]);
  });

  it('gives every such table a policy, and ties every write policy to the row owner', async () => {
    const tables = await sql<{ table: string; policies: number }[]>`
      select c.relname as table,
        (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped)`;
    // A table no API role may touch at all (discount_codes: read through functions only) needs none.
    const reachable = await sql<{ table: string }[]>`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (has_table_privilege('anon', c.oid, 'select, insert, update, delete')
             or has_table_privilege('authenticated', c.oid, 'select, insert, update, delete'))`;
    const clientTables = new Set(reachable.map((r) => r.table));
    expect(clientTables).toContain('user_profiles');
    expect(clientTables).not.toContain('discount_codes');
    for (const t of tables.filter((t) => clientTables.has(t.table))) {
      expect(t.policies, `${t.table} has no policy`).toBeGreaterThan(0);
    }

    // Reading may be public (e.g. published reviews); writing is the owner's, or staff's through
    // the one is_staff() rule (e.g. a technician's notes on a repair request).
    const writes = await sql<
      { table: string; policy: string; roles: string[]; qual: string | null; with_check: string | null }[]
    >`
      select p.tablename as table, p.policyname as policy, p.roles::text[] as roles, p.qual, p.with_check
      from pg_policies p
      where p.schemaname = 'public' and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and p.tablename in (
          select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public'
            and exists (select 1 from pg_attribute a
                        where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped))`;
    for (const w of writes) {
      const label = `${w.table}: ${w.policy}`;
      expect(w.roles, label).not.toContain('anon');
      for (const expr of [w.qual, w.with_check].filter((e): e is string => e !== null)) {
        if (/^\(?\s*SELECT is_staff\(\) AS is_staff\s*\)?$/.test(expr)) continue;
        expect(expr, label).toMatch(/auth\.uid\(\)/);
        expect(expr, label).toMatch(/user_id/);
      }
    }
  });

  it('scopes every user_profiles policy to the row owner via (select auth.uid())', async () => {
    const policies = await sql<
      { cmd: string; roles: string[]; qual: string | null; with_check: string | null }[]
    >`
      select cmd, roles::text[] as roles, qual, with_check from pg_policies
      where schemaname = 'public' and tablename = 'user_profiles'`;
    expect(policies.map((p) => p.cmd).sort()).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
    for (const policy of policies) {
      expect(policy.roles).toEqual(['authenticated']);
      for (const expr of [policy.qual, policy.with_check].filter((e): e is string => e !== null)) {
        expect(expr).toMatch(/\(\s*SELECT auth\.uid\(\) AS uid\s*\) = user_id/);
      }
    }
  });

  it('grants anon no privilege on user_profiles', async () => {
    const [row] = await sql<{ select: boolean; insert: boolean; update: boolean; delete: boolean }[]>`
      select has_table_privilege('anon', 'public.user_profiles', 'select') as select,
             has_table_privilege('anon', 'public.user_profiles', 'insert') as insert,
             has_table_privilege('anon', 'public.user_profiles', 'update') as update,
             has_table_privilege('anon', 'public.user_profiles', 'delete') as delete`;
    expect(row).toEqual({ select: false, insert: false, update: false, delete: false });
  });

  it('lets a user see only their own profile when acting as that user in SQL', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await sql`insert into auth.users (id, email) values (${a}, ${`${a}@example.test`}), (${b}, ${`${b}@example.test`})`;
    try {
      await sql`insert into public.user_profiles (user_id, name) values (${a}, 'A'), (${b}, 'B')`;
      const seen = await sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true),
                        set_config('request.jwt.claims', ${JSON.stringify({ sub: a, role: 'authenticated' })}, true)`;
        const rows = await tx<{ name: string }[]>`select name from public.user_profiles`;
        const updated =
          await tx`update public.user_profiles set name = 'hacked' where user_id = ${b} returning 1`;
        return { names: rows.map((r) => r.name), updated: updated.length };
      });
      expect(seen).toEqual({ names: ['A'], updated: 0 });
      const [other] = await sql<
        { name: string }[]
      >`select name from public.user_profiles where user_id = ${b}`;
      expect(other?.name).toBe('B');
    } finally {
      await sql`delete from auth.users where id in (${a}, ${b})`;
    }
  });
});
