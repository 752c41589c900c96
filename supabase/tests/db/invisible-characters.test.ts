/**
 * Invisible format characters (bidi embeddings, overrides and isolates, zero-width space, word
 * joiner, directional marks, BOM) in what shoppers type: stripped from the short single-line fields
 * read as a name or a label (profile name and address, review title, game titles) before their
 * length and 'required' checks; long free text (review comments, repair descriptions) is stored as
 * typed, but one made of such characters only is empty.
 */
import { randomUUID } from 'node:crypto';
import { GAME_LOAD_MESSAGES, ORDER_MESSAGES, REPAIR_MESSAGES } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import {
  createShopFixture,
  failure,
  MUMBAI_ADDRESS,
  type ShopFixture,
  type ShopProduct,
} from './orders-fixture';

const RLO = '\u202E';
const ZWSP = '\u200B';
/** Characters always removed (a sample of the U+2060-U+206F block among them). */
const ALWAYS = [
  '\u200B',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u206F',
  '\uFEFF',
  '\u061C',
];

let shop: ShopFixture;
let product: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  product = await shop.product({ stock: 50 });
});
afterAll(async () => {
  await shop?.drop();
});

const strip = async (text: string | null) =>
  (await shop.sql<{ out: string | null }[]>`select private.strip_invisible(${text}::text) as out`)[0]?.out;

async function profileOf(user: TestUser) {
  const [row] = await shop.sql<{ name: string | null; address: Record<string, string> | null }[]>`
    select name, address from public.user_profiles where user_id = ${user.id}`;
  return row;
}

/** The shopper's own write of the profile, as the profile dialog makes it. */
async function saveProfile(user: TestUser, name: string, address: Record<string, string> = MUMBAI_ADDRESS) {
  const { error } = await userClient(user.accessToken)
    .from('user_profiles')
    .upsert({ user_id: user.id, name, mobile: '9876543210', address });
  return error;
}

describe('private.strip_invisible', () => {
  it('removes every bidi control, zero-width space, directional mark and BOM', async () => {
    for (const c of ALWAYS) {
      const code = `U+${c.codePointAt(0)?.toString(16).toUpperCase()}`;
      expect(await strip(`${c}Asha${c} R${c}ao${c}`), code).toBe('Asha Rao');
    }
    expect(await strip(null)).toBeNull();
  });

  it('keeps a zero-width joiner or non-joiner between two characters, and drops it anywhere else', async () => {
    for (const kept of ['क्\u200Dष', 'می\u200Cخواهم', '👨\u200D👩\u200D👧', 'Ab\u200Dc']) {
      expect(await strip(kept)).toBe(kept);
    }
    expect(await strip('\u200DAsha\u200C \u200CRao\u200D')).toBe('Asha Rao');
    expect(await strip('a\u200D\u200D\u200C\u200Db')).toBe('a\u200Db');
    expect(await strip(`\u200D\u200C${ZWSP}`)).toBe('');
  });
});

describe('profiles', () => {
  it('stores the name and the address without them, whoever writes the row', async () => {
    const user = await shop.user('invisible-profile', null);
    expect(
      await saveProfile(user, `A${RLO}sha${ZWSP} Rao`, {
        ...MUMBAI_ADDRESS,
        line1: `12 Marine${RLO} Drive\u2066`,
        line2: `\u2069Churchgate${ZWSP}`,
        city: `Mum\uFEFFbai`,
        state: `Maha\u200Erashtra`,
        country: `\u202DIndia`,
      }),
    ).toBeNull();
    expect(await profileOf(user)).toEqual({ name: 'Asha Rao', address: MUMBAI_ADDRESS });

    await shop.sql`update public.user_profiles set name = ${`Meera${ZWSP}${RLO} Joshi`} where user_id = ${user.id}`;
    expect((await profileOf(user))?.name).toBe('Meera Joshi');
  });

  it('checks the 50-character limit after stripping', async () => {
    const user = await shop.user('invisible-long', null);
    const fifty = 'N'.repeat(50);
    expect(await saveProfile(user, `${fifty}${ZWSP.repeat(5)}`)).toBeNull();
    expect((await profileOf(user))?.name).toBe(fifty);
    expect(await saveProfile(user, `${fifty}x`)).toMatchObject({ code: '23514' });
    expect(
      await saveProfile(user, 'Asha Rao', { ...MUMBAI_ADDRESS, city: `${'C'.repeat(50)}${RLO}` }),
    ).toBeNull();
    expect((await profileOf(user))?.address?.city).toBe('C'.repeat(50));
  });

  it("counts a name of invisible characters only as no name: 'Please complete your profile first.'", async () => {
    const user = await shop.user('invisible-empty', null);
    expect(await saveProfile(user, `${RLO}${ZWSP}\u2060`)).toBeNull();
    expect((await profileOf(user))?.name).toBe('');
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    expect(
      await failure(() => shop.rpc(user.id, 'place_order', { p_idempotency_key: randomUUID() })),
    ).toEqual({
      code: 'P0001',
      message: ORDER_MESSAGES.profileIncomplete,
    });
    const repair = await userClient(user.accessToken).from('repairrequests').insert({
      user_id: user.id,
      status: 'pending',
      product_type: 'ps5',
      product_description: 'PS5 - No picture',
      shipping_address: {},
    });
    expect([repair.status, repair.error?.message]).toEqual([400, REPAIR_MESSAGES.completeProfileFirst]);
  });
});

describe('reviews', () => {
  let buyer: TestUser;
  let orderId: string;

  beforeAll(async () => {
    buyer = await shop.user('invisible-reviewer');
    await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    ({ orderId } = await shop.rpc<{ orderId: string }>(buyer.id, 'place_order', {
      p_idempotency_key: randomUUID(),
    }));
    await shop.sql`update public.orders set order_status = 'delivered' where id = ${orderId}`;
  });

  const submit = (title: string | null, comment: string, existing: string | null = null) =>
    shop.rpc<{ review_id: string; title: string | null; comment: string }>(buyer.id, 'submit_review', {
      p_product_id: product.id,
      p_order_id: orderId,
      p_rating: 5,
      p_title: title,
      p_comment: comment,
      p_existing_review_id: existing,
    });

  it('strips the title (then checks its 255 characters) and keeps the comment as typed', async () => {
    const comment = `Works well ${RLO}and${ZWSP} fast`;
    const review = await submit(`${'T'.repeat(255)}${RLO}${ZWSP}`, comment);
    expect(review).toMatchObject({ title: 'T'.repeat(255), comment });
    const edited = await submit(`Great${RLO} buy${ZWSP}`, comment, review.review_id);
    expect(edited.title).toBe('Great buy');
    const [row] =
      await shop.sql`select title, comment from public.reviews where review_id = ${review.review_id}`;
    expect(row).toEqual({ title: 'Great buy', comment });
    // A title of invisible characters only is no title.
    expect((await submit(`${RLO}${ZWSP}`, comment, review.review_id)).title).toBeNull();
  });

  it("refuses a comment of invisible characters only: 'Please write a comment.'", async () => {
    expect(await failure(() => submit('Title', ` ${ZWSP}${RLO}\uFEFF `))).toEqual({
      code: '22023',
      message: 'Please write a comment.',
    });
  });
});

describe('service requests', () => {
  it('strips game titles before the blank and length checks', async () => {
    const user = await shop.user('invisible-games');
    const db = userClient(user.accessToken);
    const game = (games: string[]) =>
      db.rpc('create_game_load_request', {
        p_console_type: 'PS5',
        p_available_storage: 500,
        p_storage_unit: 'GB',
        p_games: games,
        p_add_storage: false,
      });
    const { data: id, error } = await game([`Elden${ZWSP} Ring${RLO}`, `${RLO}${ZWSP}`, 'Astro Bot']);
    expect(error).toBeNull();
    const [row] = await shop.sql`select games_list from public.game_load_requests where id = ${id as string}`;
    expect(row?.games_list).toEqual(['Elden Ring', 'Astro Bot']);
    expect((await game([`${RLO}${ZWSP}`])).error?.message).toBe(GAME_LOAD_MESSAGES.gamesMin);
    expect((await game([`X${ZWSP}${RLO}`])).error?.message).toBe(GAME_LOAD_MESSAGES.gameTitleShort);
  });

  it("keeps a repair description as typed, but refuses one of invisible characters only: 'Description required'", async () => {
    const user = await shop.user('invisible-repair');
    const db = userClient(user.accessToken);
    const body = (product_description: string) => ({
      user_id: user.id,
      status: 'pending',
      product_type: 'ps5',
      product_description,
      shipping_address: {},
    });
    const empty = await db.from('repairrequests').insert(body(` ${RLO}${ZWSP}\u2066 `));
    expect([empty.status, empty.error?.message]).toEqual([400, REPAIR_MESSAGES.descriptionRequired]);
    const typed = `PS5 - Says ${RLO}rorre${ZWSP} on boot`;
    const { data, error } = await db
      .from('repairrequests')
      .insert(body(typed))
      .select('id')
      .single<{ id: string }>();
    expect(error).toBeNull();
    const [row] =
      await shop.sql`select product_description from public.repairrequests where id = ${data?.id ?? ''}`;
    expect(row?.product_description).toBe(typed);
  });
});
