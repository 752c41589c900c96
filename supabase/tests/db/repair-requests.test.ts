/**
 * Repair requests in Postgres (docs/product.md#repair-requests): the insert the app makes
 * through supabase-js, what the database forces and refuses whatever a hostile client sends,
 * the staff-only columns, and get_user_repair_requests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  PINCODE_MESSAGES,
  REPAIR_DEVICE_TYPES,
  REPAIR_HOURLY_LIMIT,
  REPAIR_MESSAGES,
  type RepairHistory,
  repairHistorySchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, directSql, rawRest, serviceClient, userClient } from '../helpers/clients';
import { createTestUser, type TestUser } from '../helpers/users';

const sql = directSql();
const users: TestUser[] = [];

const MUMBAI = {
  line1: '12 Marine Drive',
  line2: 'Churchgate',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400001',
  country: 'India',
};

async function user(label: string, profile: Record<string, unknown> | null = {}): Promise<TestUser> {
  const u = await createTestUser(label);
  users.push(u);
  if (profile !== null) {
    const row = { name: 'Asha Rao', mobile: '9876543210', address: MUMBAI, ...profile };
    await sql`insert into public.user_profiles (user_id, name, mobile, address)
              values (${u.id}, ${row.name as string}, ${row.mobile as string}, ${sql.json(row.address as never)})`;
  }
  return u;
}

const client = (u: TestUser): SupabaseClient => userClient(u.accessToken);

const valid = (u: TestUser, over: Record<string, unknown> = {}) => ({
  user_id: u.id,
  status: 'pending',
  product_type: 'ps5',
  product_description: 'PS5 Disc Edition - Turns off after ten minutes',
  shipping_address: { name: 'Client says', address: { line1: 'Somewhere else', zip: '110001' } },
  ...over,
});

async function insert(u: TestUser, body: Record<string, unknown>) {
  return client(u).from('repairrequests').insert(body).select('id').single<{ id: string }>();
}

async function rowsOf(u: TestUser) {
  return sql<
    Record<string, unknown>[]
  >`select * from public.repairrequests where user_id = ${u.id} order by creation_date`;
}

let staffer: TestUser;

beforeAll(async () => {
  staffer = await user('repair-staff');
  await sql`insert into public.staff (user_id) values (${staffer.id})`;
});
afterAll(async () => {
  for (const u of users) await u.remove();
  await sql.end();
});

describe('the repair request insert', () => {
  it('stores a pending request owned by the caller, with the server id, dates and profile address', async () => {
    const u = await user('repair-ok');
    const before = Date.now();
    const { data, error } = await insert(
      u,
      valid(u, { id: '00000000-0000-4000-8000-000000000001', creation_date: '2001-01-01T00:00:00Z' }),
    );
    expect(error).toBeNull();
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.id).not.toBe('00000000-0000-4000-8000-000000000001');
    const [row] = await rowsOf(u);
    expect(row).toMatchObject({ id: data?.id, user_id: u.id, status: 'pending', product_type: 'ps5' });
    expect((row?.creation_date as Date | undefined)?.getTime() ?? 0).toBeGreaterThanOrEqual(before - 5000);

    expect(row?.shipping_address).toEqual({
      name: 'Asha Rao',
      email: u.email,
      phone: '9876543210',
      address: MUMBAI,
    });
  });

  it('takes the owner from the session when the client leaves user_id out', async () => {
    const u = await user('repair-default-owner');
    const { user_id: _omitted, ...body } = valid(u);
    const { error } = await insert(u, body);
    expect(error).toBeNull();
    expect(await rowsOf(u)).toHaveLength(1);
  });

  it('refuses another user id with 403 and writes nothing', async () => {
    const [u, victim] = [await user('repair-attacker'), await user('repair-victim')];
    const { error, status } = await client(u)
      .from('repairrequests')
      .insert(valid(u, { user_id: victim.id }));
    expect(status).toBe(403);
    expect(error?.message).toBe(REPAIR_MESSAGES.ownRequestsOnly);
    expect(await rowsOf(victim)).toHaveLength(0);
    expect(await rowsOf(u)).toHaveLength(0);
  });

  it.each(['completed', 'received', 'cancelled', 'bogus'])(
    'refuses status %s on insert with 400',
    async (status) => {
      const u = await user(`repair-status-${status}`);
      const { error, status: http } = await client(u).from('repairrequests').insert(valid(u, { status }));
      expect(http).toBe(400);
      expect(error?.message).toBe(REPAIR_MESSAGES.mustBePending);
      expect(await rowsOf(u)).toHaveLength(0);
    },
  );

  it('refuses an unknown device type, a blank description and a 10,000-character one with 400', async () => {
    const u = await user('repair-input');
    const cases: [Record<string, unknown>, string][] = [
      [{ product_type: 'toaster' }, REPAIR_MESSAGES.unknownDeviceType],
      [{ product_type: '' }, REPAIR_MESSAGES.typeRequired],
      [{ product_description: '   ' }, REPAIR_MESSAGES.descriptionRequired],
      [{ product_description: 'x'.repeat(10_000) }, REPAIR_MESSAGES.descriptionTooLongServer],
    ];
    for (const [over, message] of cases) {
      const { error, status } = await client(u).from('repairrequests').insert(valid(u, over));
      expect(status, message).toBe(400);
      expect(error?.message).toBe(message);
    }
    expect(await rowsOf(u)).toHaveLength(0);
  });

  it('accepts every documented device type, and the database lists exactly those', async () => {
    const [check] = await sql<{ def: string }[]>`
      select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'repairrequests_product_type_valid'`;
    const listed = [...(check?.def ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(listed).toEqual([...REPAIR_DEVICE_TYPES]);
    const u = await user('repair-types');
    for (const type of REPAIR_DEVICE_TYPES) {
      const { error } = await insert(u, valid(u, { product_type: type }));
      expect(error, type).toBeNull();
    }
    expect(await rowsOf(u)).toHaveLength(REPAIR_DEVICE_TYPES.length);
  });

  it('refuses staff-only columns from a customer with 403', async () => {
    const u = await user('repair-staff-cols');
    for (const over of [
      { notes: 'Fixed already' },
      { remark: 'Free repair' },
      { technician: 'Me' },
      { estimated_completion: '2030-01-01T00:00:00Z' },
    ]) {
      const { error, status } = await client(u).from('repairrequests').insert(valid(u, over));
      expect(status).toBe(403);
      expect(error?.message).toBe(REPAIR_MESSAGES.staffOnly);
    }
    expect(await rowsOf(u)).toHaveLength(0);
  });

  it("refuses an incomplete profile, or none, with 'Please complete your profile first.'", async () => {
    for (const profile of [null, { mobile: '' }, { name: '' }, { address: { ...MUMBAI, city: '' } }]) {
      const u = await user('repair-incomplete', profile);
      const { error, status } = await client(u).from('repairrequests').insert(valid(u));
      expect(status).toBe(400);
      expect(error?.message).toBe(REPAIR_MESSAGES.completeProfileFirst);
      expect(await rowsOf(u)).toHaveLength(0);
    }
  });

  it('refuses a PIN code outside the service area, or invalid, with their messages', async () => {
    const delhi = await user('repair-delhi', { address: { ...MUMBAI, city: 'New Delhi', zip: '110001' } });
    const outside = await client(delhi).from('repairrequests').insert(valid(delhi));
    expect(outside.status).toBe(400);
    expect(outside.error?.message).toBe(PINCODE_MESSAGES.profileUnavailable);

    for (const zip of ['40000', '999999']) {
      const bad = await user('repair-badpin', { address: { ...MUMBAI, zip } });
      const refused = await client(bad).from('repairrequests').insert(valid(bad));
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe(PINCODE_MESSAGES.profileInvalid);
    }
    expect(await rowsOf(delhi)).toHaveLength(0);
    const thane = await user('repair-thane', { address: { ...MUMBAI, city: 'Thane', zip: '400601' } });
    expect((await insert(thane, valid(thane))).error).toBeNull();
  });

  it('refuses a guest with 401', async () => {
    const u = await user('repair-guest-target');
    const { status } = await anonClient().from('repairrequests').insert(valid(u));
    expect(status).toBe(401);
    expect(await rowsOf(u)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const u = await user('repair-malformed');
    const res = await rawRest('/repairrequests', {
      method: 'POST',
      token: u.accessToken,
      body: '{"product_type":',
    });
    expect(res.status).toBe(400);
    expect(await rowsOf(u)).toHaveLength(0);
  });
});

describe('the flood limit', () => {
  /** The shopper's events and queued e-mails: a refused insert must leave neither. */
  async function trail(u: TestUser) {
    const [row] = await sql<{ events: number; mails: number }[]>`
      select (select count(*)::int from public.item_events where kind = 'repair' and user_id = ${u.id}) as events,
             (select count(*)::int from private.email_outbox where to_email = ${u.email}) as mails`;
    return row;
  }

  it('lets 10 of 15 parallel inserts through, refuses the rest with 429 and writes nothing for them', async () => {
    const [u, other] = [await user('repair-flood'), await user('repair-flood-other')];
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        client(u)
          .from('repairrequests')
          .insert(valid(u, { product_description: `PS5 - Flood ${i}` }))
          .select('id')
          .single<{ id: string }>(),
      ),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(REPAIR_HOURLY_LIMIT);
    const refused = results.filter((r) => r.error !== null);
    expect(refused.map((r) => [r.status, r.error?.code, r.error?.message])).toEqual(
      Array.from({ length: 15 - REPAIR_HOURLY_LIMIT }, () => [429, 'PT429', REPAIR_MESSAGES.tooMany]),
    );
    expect(REPAIR_MESSAGES.tooMany).toBe(
      'Too many repair requests. You can send up to 10 an hour; please try again later.',
    );
    expect(await rowsOf(u)).toHaveLength(REPAIR_HOURLY_LIMIT);
    expect(await trail(u)).toEqual({ events: REPAIR_HOURLY_LIMIT, mails: REPAIR_HOURLY_LIMIT });

    // Another shopper has an allowance of their own.
    expect((await insert(other, valid(other))).error).toBeNull();
    // Requests older than an hour no longer count (the clock turned back, the update guard off).
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update public.repairrequests set creation_date = now() - interval '61 minutes' where user_id = ${u.id}`;
    });
    expect((await insert(u, valid(u))).error).toBeNull();
  });

  it("never refuses the shop's own inserts (seeds, the service role), which count toward the hour", async () => {
    const u = await user('repair-flood-shop');
    await sql`insert into public.repairrequests (user_id, product_type, product_description, shipping_address)
              select ${u.id}, 'ps4', 'Bulk - row ' || g, '{}'::jsonb
              from generate_series(1, ${REPAIR_HOURLY_LIMIT + 2}) g`;
    const service = await serviceClient()
      .from('repairrequests')
      .insert({ ...valid(u), product_description: 'Service - row' });
    expect(service.error).toBeNull();
    const refused = await insert(u, valid(u));
    expect([refused.status, refused.error?.message]).toEqual([429, REPAIR_MESSAGES.tooMany]);
    expect(await rowsOf(u)).toHaveLength(REPAIR_HOURLY_LIMIT + 3);
  });
});

describe('who reads and changes repair requests', () => {
  it('lets a customer read only their own requests, and guests none', async () => {
    const [a, b] = [await user('repair-reader-a'), await user('repair-reader-b')];
    await insert(a, valid(a));
    const { data: mine } = await client(a).from('repairrequests').select('id, user_id');
    expect(mine?.map((r) => r.user_id)).toEqual([a.id]);
    const { data: theirs } = await client(b).from('repairrequests').select('id').eq('user_id', a.id);
    expect(theirs).toEqual([]);
    const guest = await anonClient().from('repairrequests').select('id');
    expect(guest.status).toBe(401);
  });

  it('lets staff read every request; another customer cannot change one', async () => {
    const [owner, other] = [await user('repair-owned'), await user('repair-other')];
    const { data } = await insert(owner, valid(owner));
    const seen = await client(staffer)
      .from('repairrequests')
      .select('id')
      .eq('id', data?.id ?? '');
    expect(seen.data).toEqual([{ id: data?.id }]);
    const res = await client(other)
      .from('repairrequests')
      .update({ status: 'cancelled' })
      .eq('id', data?.id ?? '')
      .select('id');
    expect(res.data ?? []).toEqual([]);
    expect((await rowsOf(owner))[0]?.status).toBe('pending');
  });

  it('never lets a customer change a request, their own included', async () => {
    const u = await user('repair-updater');
    const { data } = await insert(u, valid(u));
    for (const change of [
      { status: 'completed' },
      { remark: 'Free' },
      { product_description: 'Other thing' },
    ]) {
      const res = await client(u)
        .from('repairrequests')
        .update(change)
        .eq('id', data?.id ?? '')
        .select('id');
      expect(res.data ?? []).toEqual([]);
    }
    const del = await client(u)
      .from('repairrequests')
      .delete()
      .eq('id', data?.id ?? '');
    expect(del.status).toBeGreaterThanOrEqual(400);
    const [row] = await rowsOf(u);
    expect(row).toMatchObject({
      status: 'pending',
      remark: null,
      product_description: valid(u).product_description,
    });
  });

  it('lets staff write notes, remark, technician and the estimate; the status moves only through staff_transition', async () => {
    const u = await user('repair-staffed');
    const { data } = await insert(u, valid(u));
    const [before] = await rowsOf(u);
    const change = {
      notes: 'Fan bearing worn.',
      remark: 'Picked up, AWB 123.',
      technician: 'Imran Shaikh',
      estimated_completion: '2030-01-05T00:00:00+00:00',
    };
    const res = await client(staffer)
      .from('repairrequests')
      .update(change)
      .eq('id', data?.id ?? '')
      .select('status, notes, remark, technician');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { status: 'pending', notes: change.notes, remark: change.remark, technician: change.technician },
    ]);
    const [after] = await rowsOf(u);
    expect((after?.updated_at as Date | undefined)?.getTime() ?? 0).toBeGreaterThanOrEqual(
      (before?.updated_at as Date | undefined)?.getTime() ?? 0,
    );
    expect(after?.user_id).toBe(u.id);

    // A status written through the table is refused, even by staff (ADR 0015: the state machine).
    const direct = await client(staffer)
      .from('repairrequests')
      .update({ status: 'received' })
      .eq('id', data?.id ?? '');
    expect(direct.error?.code).toBe('42501');
    const moved = await client(staffer).rpc('staff_transition', {
      p_kind: 'repair',
      p_id: data?.id ?? '',
      p_status: 'received',
      p_remark: null,
    });
    expect(moved.error).toBeNull();
    const bad = await client(staffer).rpc('staff_transition', {
      p_kind: 'repair',
      p_id: data?.id ?? '',
      p_status: 'lost',
      p_remark: null,
    });
    expect(bad.status).toBe(400);
    const owner = await client(staffer)
      .from('repairrequests')
      .update({ user_id: staffer.id } as never)
      .eq('id', data?.id ?? '');
    expect(owner.status).toBeGreaterThanOrEqual(400);
    expect((await rowsOf(u))[0]?.status).toBe('received');
  });
});

describe('get_user_repair_requests', () => {
  const history = async (u: TestUser, args: Record<string, unknown>) => {
    const { data, error, status } = await client(u).rpc('get_user_repair_requests', args);
    return { data: data as RepairHistory | null, error, status };
  };

  it('pages the caller’s requests newest first, five at a time, with the total', async () => {
    const [u, other] = [await user('repair-history'), await user('repair-history-other')];
    await insert(other, valid(other));
    const ids: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const { data } = await insert(u, valid(u, { product_description: `Model ${i} - Issue number ${i}` }));
      ids.push(data?.id ?? '');
    }
    const page1 = await history(u, { p_page_number: 1, p_page_size: 5 });
    const parsed = repairHistorySchema.parse(page1.data);
    expect(parsed.totalCount).toBe(7);
    expect(parsed.requests.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(parsed.requests[0]).toMatchObject({
      status: 'pending',
      product_type: 'ps5',
      notes: null,
      remark: null,
    });
    const page2 = repairHistorySchema.parse((await history(u, { p_page_number: 2, p_page_size: 5 })).data);
    expect(page2.requests.map((r) => r.id)).toEqual(ids.slice(0, 2).reverse());
    const empty = repairHistorySchema.parse((await history(u, { p_page_number: 9, p_page_size: 5 })).data);
    expect(empty).toEqual({ requests: [], totalCount: 7 });
  });

  it('searches by the start of the id or any part of the description', async () => {
    const u = await user('repair-search');
    const { data: a } = await insert(u, valid(u, { product_description: 'Xbox pad - Stick drift 100%' }));
    await insert(u, valid(u, { product_description: 'Laptop - Hinge broken' }));
    const byId = repairHistorySchema.parse(
      (await history(u, { p_page_number: 1, p_page_size: 5, p_search: `#${a?.id.slice(0, 8)}` })).data,
    );
    expect(byId.requests.map((r) => r.id)).toEqual([a?.id]);
    const byText = repairHistorySchema.parse(
      (await history(u, { p_page_number: 1, p_page_size: 5, p_search: 'STICK' })).data,
    );
    expect(byText.totalCount).toBe(1);
    const literal = repairHistorySchema.parse(
      (await history(u, { p_page_number: 1, p_page_size: 5, p_search: '%' })).data,
    );
    expect(literal.requests.map((r) => r.id)).toEqual([a?.id]);
    const none = repairHistorySchema.parse(
      (await history(u, { p_page_number: 1, p_page_size: 5, p_search: 'zzz' })).data,
    );
    expect(none).toEqual({ requests: [], totalCount: 0 });
  });

  it('caps the page size and refuses bad paging with 400', async () => {
    const u = await user('repair-paging');
    for (let i = 0; i < 3; i += 1) await insert(u, valid(u));
    await sql`insert into public.repairrequests (user_id, product_type, product_description, shipping_address)
              select ${u.id}, 'other', 'Bulk - row ' || g, '{}'::jsonb from generate_series(1, 60) g`;
    const big = repairHistorySchema.parse((await history(u, { p_page_number: 1, p_page_size: 1000 })).data);
    expect(big.requests).toHaveLength(50);
    expect(big.totalCount).toBe(63);
    for (const args of [
      { p_page_number: 0, p_page_size: 5 },
      { p_page_number: 1, p_page_size: 0 },
    ]) {
      expect((await history(u, args)).status).toBe(400);
    }
  });

  it('answers a guest with 401 and nothing', async () => {
    const { status, data } = await anonClient().rpc('get_user_repair_requests', {
      p_page_number: 1,
      p_page_size: 5,
    });
    expect(status).toBe(401);
    expect(data).toBeNull();
  });
});

describe('the seeded demo history', () => {
  it('holds a request in every status for demo@gamegear.in, some with notes and remarks', async () => {
    const rows = await sql<
      { status: string; notes: string | null; remark: string | null; shipping_address: unknown }[]
    >`
      select r.status, r.notes, r.remark, r.shipping_address from public.repairrequests r
      join auth.users u on u.id = r.user_id where u.email = 'demo@gamegear.in'`;
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'received', 'diagnosing', 'repairing', 'completed', 'cancelled']),
    );
    expect(rows.filter((r) => r.notes).length).toBeGreaterThan(1);
    expect(rows.filter((r) => r.remark).length).toBeGreaterThan(1);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows)
      expect(r.shipping_address).toMatchObject({ name: 'Demo Shopper', address: { zip: '400050' } });
  });
});
