/**
 * RLS matrix over the user-data tables, through the real client: anon, user A and user B.
 * Nobody reads or writes another's row; anon reads and writes nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, userClient } from '../helpers/clients';
import { createTestUser, type TestUser } from '../helpers/users';

let a: TestUser;
let b: TestUser;
let asA: SupabaseClient;
let asB: SupabaseClient;
const anon = anonClient();
const service = serviceClient();

beforeAll(async () => {
  [a, b] = await Promise.all([createTestUser('rls-a'), createTestUser('rls-b')]);
  asA = userClient(a.accessToken);
  asB = userClient(b.accessToken);
});
afterAll(async () => {
  await Promise.all([a?.remove(), b?.remove()]);
});

/** One entry per table holding user data: how to make a row owned by a user, and a harmless change. */
interface UserTable {
  table: string;
  owner: string;
  row(userId: string): Record<string, unknown>;
  change: Record<string, unknown>;
}

const USER_TABLES: UserTable[] = [
  {
    table: 'user_profiles',
    owner: 'user_id',
    row: (userId) => ({
      user_id: userId,
      name: `Owner ${userId.slice(0, 4)}`,
      mobile: '9876543210',
      address: {
        line1: '1 Marine Drive',
        line2: '',
        city: 'Mumbai',
        state: 'Maharashtra',
        zip: '400020',
        country: 'India',
      },
      updated_at: new Date().toISOString(),
    }),
    change: { name: 'Changed by someone else' },
  },
];

async function ownRow(table: UserTable, user: TestUser) {
  const { data, error } = await service.from(table.table).select('*').eq(table.owner, user.id).maybeSingle();
  expect(error).toBeNull();
  return data as Record<string, unknown> | null;
}

describe.each(USER_TABLES)('RLS on $table', (t) => {
  it('lets each user create and read their own row, as the app does (upsert + select)', async () => {
    for (const [client, user] of [
      [asA, a],
      [asB, b],
    ] as const) {
      const { data, error, status } = await client.from(t.table).upsert(t.row(user.id)).select().single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data?.[t.owner]).toBe(user.id);
      const mine = await client.from(t.table).select('*').eq(t.owner, user.id).maybeSingle();
      expect(mine.data?.[t.owner]).toBe(user.id);
    }
  });

  it('shows a user only their own rows, even unfiltered', async () => {
    for (const [client, user] of [
      [asA, a],
      [asB, b],
    ] as const) {
      const { data, error } = await client.from(t.table).select('*');
      expect(error).toBeNull();
      expect(data?.map((r) => r[t.owner])).toEqual([user.id]);
    }
    const other = await asA.from(t.table).select('*').eq(t.owner, b.id);
    expect(other.data).toEqual([]);
    const single = await asA.from(t.table).select('*').eq(t.owner, b.id).single();
    expect(single.error?.code).toBe('PGRST116');
  });

  it('refuses anon any read or write (401)', async () => {
    const read = await anon.from(t.table).select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const insert = await anon.from(t.table).insert(t.row(a.id));
    expect(insert.status).toBe(401);
    const update = await anon.from(t.table).update(t.change).eq(t.owner, a.id);
    expect(update.status).toBe(401);
    const del = await anon.from(t.table).delete().eq(t.owner, a.id);
    expect(del.status).toBe(401);
    const count = await anon.from(t.table).select('*', { count: 'exact', head: true });
    expect(count.status).toBe(401);
  });

  it('refuses a user inserting a row owned by someone else (403) and writes nothing', async () => {
    const before = await ownRow(t, b);
    const insert = await asA.from(t.table).insert(t.row(b.id)).select();
    expect(insert.status).toBe(403);
    const upsert = await asA.from(t.table).upsert(t.row(b.id)).select();
    expect(upsert.status).toBe(403);
    expect(upsert.error?.code).toBe('42501');
    expect(await ownRow(t, b)).toEqual(before);
  });

  it("does not let a user update or delete another's row", async () => {
    const before = await ownRow(t, b);
    const update = await asA.from(t.table).update(t.change).eq(t.owner, b.id).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const del = await asA.from(t.table).delete().eq(t.owner, b.id).select();
    expect(del.data).toEqual([]);
    expect(await ownRow(t, b)).toEqual(before);
  });

  it('does not let a user hand their row over to someone else', async () => {
    const moved = await asA
      .from(t.table)
      .update({ [t.owner]: b.id })
      .eq(t.owner, a.id)
      .select();
    expect(moved.status).toBe(403);
    expect((await ownRow(t, a))?.[t.owner]).toBe(a.id);
  });

  it('lets a user update and delete their own row', async () => {
    const update = await asA.from(t.table).update(t.change).eq(t.owner, a.id).select();
    expect(update.error).toBeNull();
    expect(update.data).toHaveLength(1);
    const del = await asA.from(t.table).delete().eq(t.owner, a.id).select(t.owner);
    expect(del.data).toEqual([{ [t.owner]: a.id }]);
    expect(await ownRow(t, a)).toBeNull();
    expect(await ownRow(t, b)).not.toBeNull();
  });
});

describe('user_profiles limits through the API', () => {
  it('refuses values over the profile limits with 400 and keeps the row unchanged', async () => {
    await asB.from('user_profiles').upsert(USER_TABLES[0]?.row(b.id) ?? {});
    const before = await ownRow(USER_TABLES[0] as UserTable, b);
    for (const change of [
      { name: 'n'.repeat(51) },
      { mobile: '12345678901' },
      { mobile: '98765-4321' },
      { address: { line1: 'x', zip: '1234567' } },
      { address: { line1: 'l'.repeat(51) } },
    ]) {
      const { status, error } = await asB.from('user_profiles').update(change).eq('user_id', b.id).select();
      expect(status, JSON.stringify(change)).toBe(400);
      expect(error?.code).toBe('23514');
    }
    expect(await ownRow(USER_TABLES[0] as UserTable, b)).toEqual(before);
  });
});
