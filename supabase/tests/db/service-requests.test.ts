/**
 * Game load and discount requests in the database (service-requests migration), called through
 * PostgREST with supabase-js as a hostile client would: the RPCs re-check every rule whatever the
 * caller sends, compute the price from the price table, need a complete profile, hold the flood
 * limit; nobody writes the tables directly except staff, who change only their columns; a user
 * sees only their own requests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DISCOUNT_REQUEST_MESSAGES,
  discountRequestSchema,
  GAME_LOAD_MESSAGES,
  gameLoadPrice,
  gameLoadRequestSchema,
  urlNotFromSiteMessage,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { createShopFixture, type ShopFixture } from './orders-fixture';

let shop: ShopFixture;
let owner: TestUser;
let other: TestUser;
let staffer: TestUser;
let ownerDb: SupabaseClient;
let otherDb: SupabaseClient;
let staffDb: SupabaseClient;

beforeAll(async () => {
  shop = await createShopFixture();
  owner = await shop.user('svc-owner');
  other = await shop.user('svc-other');
  staffer = await shop.user('svc-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  ownerDb = userClient(owner.accessToken);
  otherDb = userClient(other.accessToken);
  staffDb = userClient(staffer.accessToken);
});
afterAll(async () => {
  await shop?.drop();
});

const game = (over: Record<string, unknown> = {}) => ({
  p_console_type: 'PS5',
  p_available_storage: 500,
  p_storage_unit: 'GB',
  p_games: ['Elden Ring', 'Gran Turismo 7'],
  p_add_storage: true,
  ...over,
});

const discount = (over: Record<string, unknown> = {}) => ({
  p_product_type: 'Laptops',
  p_ecom_site: 'Flipkart.in',
  p_product_url: 'https://www.flipkart.com/asus-tuf-f15/p/itm123456',
  p_current_price: 45999,
  ...over,
});

async function countRows(table: string, userId: string): Promise<number> {
  const [row] = await shop.sql<{ n: number }[]>`
    select count(*)::int as n from ${shop.sql(`public.${table}`)} where user_id = ${userId}`;
  return row?.n ?? -1;
}

describe('create_game_load_request', () => {
  it('files a pending request priced from the price table, whatever else the caller sends', async () => {
    const { data: id, error } = await ownerDb.rpc('create_game_load_request', game());
    expect(error).toBeNull();
    const [row] = await shop.sql`select * from public.game_load_requests where id = ${id as string}`;
    expect(row).toMatchObject({
      user_id: owner.id,
      console_type: 'PS5',
      storage_unit: 'GB',
      games_list: ['Elden Ring', 'Gran Turismo 7'],
      storage_addon_added: true,
      status: 'pending',
      remark: null,
      price_details: { base: 9999, addon: 5999, total: 15998 },
    });
    expect(Number(row?.available_storage)).toBe(500);
    // A price the caller makes up has no parameter to travel in.
    const forged = await ownerDb.rpc('create_game_load_request', {
      ...game(),
      p_price_details: { base: 1, addon: 0, total: 1 },
    });
    expect(forged.error).not.toBeNull();
  });

  it('matches the shared price table for every console and add-on choice', async () => {
    const rows = await shop.sql<{ c: string | null; a: boolean; p: unknown }[]>`
      select c, a, private.game_load_price(c, a) as p
      from (values ('PS4'), ('PS5'), (null)) as x(c), (values (true), (false)) as y(a)`;
    for (const r of rows) expect(r.p, `${r.c} ${r.a}`).toEqual(gameLoadPrice(r.c, r.a));
  });

  it('drops blank game entries and trims titles', async () => {
    const { data: id } = await ownerDb.rpc(
      'create_game_load_request',
      game({ p_games: ['  Astro Bot ', '', '  '] }),
    );
    const [row] = await shop.sql`select games_list from public.game_load_requests where id = ${id as string}`;
    expect(row?.games_list).toEqual(['Astro Bot']);
  });

  it.each([
    [{ p_console_type: 'XBOX' }, GAME_LOAD_MESSAGES.consoleRequired],
    [{ p_console_type: null }, GAME_LOAD_MESSAGES.consoleRequired],
    [{ p_available_storage: null }, GAME_LOAD_MESSAGES.storageNumber],
    [{ p_available_storage: -5 }, GAME_LOAD_MESSAGES.storagePositive],
    [{ p_available_storage: 0.5 }, GAME_LOAD_MESSAGES.storageMin],
    [{ p_available_storage: 16000.01 }, GAME_LOAD_MESSAGES.storageMax],
    [{ p_available_storage: 1.555 }, GAME_LOAD_MESSAGES.storageDecimals],
    [{ p_storage_unit: 'PB' }, GAME_LOAD_MESSAGES.storageUnit],
    [{ p_games: [] }, GAME_LOAD_MESSAGES.gamesMin],
    [{ p_games: ['', ' '] }, GAME_LOAD_MESSAGES.gamesMin],
    [{ p_games: 'Elden Ring' }, GAME_LOAD_MESSAGES.gamesMin],
    [{ p_games: [1, 2] }, GAME_LOAD_MESSAGES.gameNotText],
    [{ p_games: Array.from({ length: 11 }, (_, i) => `Game ${i}`) }, GAME_LOAD_MESSAGES.gamesMax],
    [{ p_games: ['A'] }, GAME_LOAD_MESSAGES.gameTitleShort],
    [{ p_games: ['x'.repeat(151)] }, GAME_LOAD_MESSAGES.gameTitleLong],
  ])('refuses %j with 400 and writes nothing', async (over, message) => {
    const before = await countRows('game_load_requests', other.id);
    const { error, status } = await otherDb.rpc('create_game_load_request', game(over));
    expect(error?.message).toBe(message);
    expect(status).toBe(400);
    expect(await countRows('game_load_requests', other.id)).toBe(before);
  });

  it('accepts the limits themselves: 1 and 16000, 10 games of 2 and 150 characters', async () => {
    const titles = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? 'GT' : i === 1 ? 'x'.repeat(150) : `Game ${i}`,
    );
    expect(
      (await otherDb.rpc('create_game_load_request', game({ p_available_storage: 1 }))).error,
    ).toBeNull();
    const big = await otherDb.rpc(
      'create_game_load_request',
      game({ p_available_storage: 16000, p_games: titles }),
    );
    expect(big.error).toBeNull();
  });

  it('needs a signed-in caller with a complete profile', async () => {
    const guest = await anonClient().rpc('create_game_load_request', game());
    expect(guest.status).toBe(401);
    const incomplete = await shop.user('svc-incomplete', { mobile: '' });
    const { error, status } = await userClient(incomplete.accessToken).rpc(
      'create_game_load_request',
      game(),
    );
    expect([status, error?.message]).toEqual([400, 'Please complete your profile first.']);
    const none = await shop.user('svc-none', null);
    const noProfile = await userClient(none.accessToken).rpc('create_game_load_request', game());
    expect(noProfile.error?.message).toBe('Please complete your profile first.');
    expect(await countRows('game_load_requests', incomplete.id)).toBe(0);
  });
});

describe('create_product_discount_request', () => {
  it('files a pending request without an offer', async () => {
    const { data: id, error } = await ownerDb.rpc('create_product_discount_request', discount());
    expect(error).toBeNull();
    const [row] = await shop.sql`select * from public.product_discount_requests where id = ${id as string}`;
    expect(row).toMatchObject({
      user_id: owner.id,
      product_type: 'Laptops',
      ecom_site: 'Flipkart.in',
      product_url: 'https://www.flipkart.com/asus-tuf-f15/p/itm123456',
      our_price: null,
      remarks: null,
      status: 'pending',
    });
    expect(Number(row?.current_price)).toBe(45999);
  });

  it.each([
    [{ p_product_type: 'Phones' }, DISCOUNT_REQUEST_MESSAGES.productTypeRequired],
    [{ p_ecom_site: 'ebay.com' }, DISCOUNT_REQUEST_MESSAGES.siteRequired],
    [{ p_product_url: 'not a url at all, really' }, DISCOUNT_REQUEST_MESSAGES.urlInvalid],
    [{ p_product_url: 'javascript:alert(1)//flipkart.com' }, DISCOUNT_REQUEST_MESSAGES.urlInvalid],
    [{ p_product_url: 'http://fkrt.it' }, DISCOUNT_REQUEST_MESSAGES.urlShort],
    [{ p_product_url: 'https://www.amazon.in/dp/B0CS19ZR3M' }, urlNotFromSiteMessage('Flipkart.in')],
    [{ p_product_url: 'https://flipkart.com.evil.example/p/1' }, urlNotFromSiteMessage('Flipkart.in')],
    [{ p_current_price: null }, DISCOUNT_REQUEST_MESSAGES.priceRequired],
    [{ p_current_price: -1 }, DISCOUNT_REQUEST_MESSAGES.pricePositive],
    [{ p_current_price: 99.99 }, DISCOUNT_REQUEST_MESSAGES.priceMin],
    [{ p_current_price: 10000000.01 }, DISCOUNT_REQUEST_MESSAGES.priceTooHigh],
  ])('refuses %j with 400 and writes nothing', async (over, message) => {
    const before = await countRows('product_discount_requests', other.id);
    const { error, status } = await otherDb.rpc('create_product_discount_request', discount(over));
    expect(error?.message).toBe(message);
    expect(status).toBe(400);
    expect(await countRows('product_discount_requests', other.id)).toBe(before);
  });

  it('accepts Rs. 100 and Amazon links on amazon.in', async () => {
    const { error } = await otherDb.rpc(
      'create_product_discount_request',
      discount({
        p_ecom_site: 'Amazon.in',
        p_product_url: 'https://www.amazon.in/dp/B0CS19ZR3M',
        p_current_price: 100,
      }),
    );
    expect(error).toBeNull();
  });
});

describe('tables: own rows only, staff columns', () => {
  it('refuses direct inserts, and updates of staff-only columns by the owner', async () => {
    const insert = await ownerDb.from('game_load_requests').insert({
      user_id: owner.id,
      console_type: 'PS5',
      available_storage: 1,
      games_list: ['ab'],
      price_details: { base: 0, addon: 0, total: 0 },
    });
    expect(insert.error?.code).toBe('42501');
    const dInsert = await ownerDb.from('product_discount_requests').insert({
      user_id: owner.id,
      product_type: 'Laptops',
      ecom_site: 'Amazon.in',
      product_url: 'https://www.amazon.in/dp/B0CS19ZR3M',
      current_price: 500,
      our_price: 1,
      status: 'approved',
    });
    expect(dInsert.error?.code).toBe('42501');

    const { data: id } = await ownerDb.rpc('create_product_discount_request', discount());
    const update = await ownerDb
      .from('product_discount_requests')
      .update({ our_price: 1, status: 'approved', remarks: 'mine' })
      .eq('id', id as string)
      .select();
    // No row is the owner's to update (RLS), so nothing changes.
    expect(update.data ?? []).toEqual([]);
    const [row] =
      await shop.sql`select status, our_price from public.product_discount_requests where id = ${id as string}`;
    expect(row).toEqual({ status: 'pending', our_price: null });
  });

  it('lets staff set the remark through the table, the status and offer only through the staff functions', async () => {
    const { data: gid } = await ownerDb.rpc('create_game_load_request', game());
    const remark = await staffDb
      .from('game_load_requests')
      .update({ remark: '**Picked up**' })
      .eq('id', gid as string)
      .select('status, remark');
    expect(remark.data).toEqual([{ status: 'pending', remark: '**Picked up**' }]);
    const directStatus = await staffDb
      .from('game_load_requests')
      .update({ status: 'in-progress' })
      .eq('id', gid as string);
    expect(directStatus.error?.code).toBe('42501');
    const moved = await staffDb.rpc('staff_transition', {
      p_kind: 'game_load',
      p_id: gid as string,
      p_status: 'in-progress',
      p_remark: null,
    });
    expect(moved.error).toBeNull();
    const badStatus = await staffDb.rpc('staff_transition', {
      p_kind: 'game_load',
      p_id: gid as string,
      p_status: 'lost',
      p_remark: null,
    });
    expect(badStatus.error?.code).toBe('22023');
    const price = await staffDb
      .from('game_load_requests')
      .update({ price_details: { base: 1, addon: 0, total: 1 } })
      .eq('id', gid as string);
    expect(price.error?.code).toBe('42501');

    const { data: did } = await ownerDb.rpc('create_product_discount_request', discount());
    const directOffer = await staffDb
      .from('product_discount_requests')
      .update({ status: 'offer_sent', our_price: 42999 })
      .eq('id', did as string);
    expect(directOffer.error?.code).toBe('42501');
    const offered = await shop.product({ price: 59_990 });
    const offer = await staffDb.rpc('staff_send_discount_offer', {
      p_id: did as string,
      p_our_price: 42999,
      p_remarks: 'Offer',
      p_product_id: offered.id,
    });
    expect(offer.error).toBeNull();
    const [row] = await shop.sql`
      select status, our_price::float8 as our_price, remarks from public.product_discount_requests where id = ${did as string}`;
    expect(row).toEqual({ status: 'offer_sent', our_price: 42999, remarks: 'Offer' });
  });

  it('shows a user only their own requests, through the table and the history RPCs', async () => {
    await ownerDb.rpc('create_game_load_request', game());
    const theirs = await otherDb.from('game_load_requests').select('id, user_id');
    expect((theirs.data ?? []).every((r) => r.user_id === other.id)).toBe(true);
    const [ownerCount] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from public.game_load_requests where user_id = ${owner.id}`;
    const history = await otherDb.rpc('get_user_game_load_requests', { p_page_number: 1, p_page_size: 50 });
    const otherIds = new Set(
      (
        await shop.sql<{ id: string }[]>`select id from public.game_load_requests where user_id = ${other.id}`
      ).map((r) => r.id),
    );
    const row = (history.data as { requests: { id: string }[]; totalCount: number }[])[0];
    expect(row?.requests.every((r) => otherIds.has(r.id))).toBe(true);
    expect(row?.totalCount).toBe(otherIds.size);
    expect(ownerCount?.n).toBeGreaterThan(0);
    const guest = await anonClient().from('game_load_requests').select('id');
    expect(guest.error?.code).toBe('42501');
  });
});

describe('history RPCs', () => {
  it('answer one row { requests, totalCount, error }, newest first, 5 per page', async () => {
    const user = await shop.user('svc-history');
    const db = userClient(user.accessToken);
    for (let i = 0; i < 6; i += 1) {
      await db.rpc('create_game_load_request', game({ p_games: [`Game ${i}`] }));
      await db.rpc('create_product_discount_request', discount({ p_current_price: 1000 + i }));
    }
    const page1 = await db.rpc('get_user_game_load_requests', { p_page_number: 1, p_page_size: 5 });
    expect(page1.error).toBeNull();
    const rows = page1.data as { requests: unknown[]; totalCount: number; error: string | null }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.totalCount).toBe(6);
    expect(rows[0]?.error).toBeNull();
    const requests = (rows[0]?.requests ?? []).map((r) => gameLoadRequestSchema.parse(r));
    expect(requests.map((r) => r.games_list[0])).toEqual(['Game 5', 'Game 4', 'Game 3', 'Game 2', 'Game 1']);
    expect(requests[0]?.price_details).toEqual({ base: 9999, addon: 5999, total: 15998 });
    const page2 = await db.rpc('get_user_game_load_requests', { p_page_number: 2, p_page_size: 5 });
    expect((page2.data as { requests: unknown[] }[])[0]?.requests).toHaveLength(1);

    const discounts = await db.rpc('get_user_product_discount_requests', {
      p_page_number: 1,
      p_page_size: 5,
    });
    const drow = (discounts.data as { requests: unknown[]; totalCount: number }[])[0];
    expect(drow?.totalCount).toBe(6);
    const parsed = (drow?.requests ?? []).map((r) => discountRequestSchema.parse(r));
    expect(parsed.map((r) => r.current_price)).toEqual([1005, 1004, 1003, 1002, 1001]);
    expect(parsed[0]).toMatchObject({ our_price: null, remarks: null, status: 'pending' });
  });

  it('cap the page size and refuse guests', async () => {
    const big = await ownerDb.rpc('get_user_game_load_requests', { p_page_number: 1, p_page_size: 1000 });
    expect(big.status).toBe(400);
    const zero = await ownerDb.rpc('get_user_product_discount_requests', {
      p_page_number: 0,
      p_page_size: 5,
    });
    expect(zero.status).toBe(400);
    const guest = await anonClient().rpc('get_user_game_load_requests', { p_page_number: 1, p_page_size: 5 });
    expect(guest.status).toBe(401);
  });
});

describe('flood limit', () => {
  it('allows 10 game load requests an hour per user, then answers 429 and writes nothing', async () => {
    const user = await shop.user('svc-flood');
    const db = userClient(user.accessToken);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => db.rpc('create_game_load_request', game())),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(10);
    const refused = results.filter((r) => r.error !== null);
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(refused[0]?.error?.message).toBe(
      'Too many game load requests. You can send up to 10 an hour; please try again later.',
    );
    expect(await countRows('game_load_requests', user.id)).toBe(10);
    // The other service has its own allowance; an hour later the limit frees up.
    expect((await db.rpc('create_product_discount_request', discount())).error).toBeNull();
    await shop.sql.begin(async (tx) => {
      // Turn the clock back (the guard keeps created_at from changing, so it is off for this).
      await tx`set local session_replication_role = replica`;
      await tx`update public.game_load_requests set created_at = now() - interval '61 minutes'
                where user_id = ${user.id}`;
    });
    expect((await db.rpc('create_game_load_request', game())).error).toBeNull();
  });

  it('allows 10 discount requests an hour per user', async () => {
    const user = await shop.user('svc-flood-d');
    const db = userClient(user.accessToken);
    for (let i = 0; i < 10; i += 1) {
      expect((await db.rpc('create_product_discount_request', discount())).error).toBeNull();
    }
    const refused = await db.rpc('create_product_discount_request', discount());
    expect([refused.status, refused.error?.message]).toEqual([
      429,
      'Too many discount requests. You can send up to 10 an hour; please try again later.',
    ]);
    expect(await countRows('product_discount_requests', user.id)).toBe(10);
  });
});

describe('seed', () => {
  it("gives the demo account requests in every status, with markdown remarks and offers both sides of the customer's price", async () => {
    const demo = '0d6f3a58-7a1e-4c2b-9a51-000000000001';
    const games = await shop.sql<{ status: string; remark: string | null }[]>`
      select status, remark from public.game_load_requests where user_id = ${demo}`;
    expect(new Set(games.map((g) => g.status))).toEqual(
      new Set(['pending', 'in-progress', 'completed', 'cancelled']),
    );
    expect(games.some((g) => g.remark?.includes('**'))).toBe(true);
    const discounts = await shop.sql<{ status: string; current_price: string; our_price: string | null }[]>`
      select status, current_price, our_price from public.product_discount_requests where user_id = ${demo}`;
    expect(new Set(discounts.map((d) => d.status))).toEqual(
      new Set(['pending', 'offer_sent', 'approved', 'rejected', 'ordered']),
    );
    expect(discounts.some((d) => d.our_price !== null && Number(d.our_price) < Number(d.current_price))).toBe(
      true,
    );
    expect(discounts.some((d) => d.our_price !== null && Number(d.our_price) > Number(d.current_price))).toBe(
      true,
    );
  });
});
