/**
 * Display numbers (00_roles_and_extensions.sql; docs/product.md#display-numbers): every order and
 * request gets a short number people can read and type ('GG-26-7K3M9Q'), unique in its table even
 * when many are made at once, never changed by anyone, and found by the searches that find ids.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, type ShopFixture, type ShopProduct } from './orders-fixture';

const NUMBER = (prefix: string) => new RegExp(`^${prefix}-\\d{2}-[0-9A-HJKMNP-TV-Z]{6}$`);

let shop: ShopFixture;
let staffer: TestUser;
let product: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('dn-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  product = await shop.product({ price: 1_000, stock: 500 });
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

describe('display numbers', () => {
  it('are unique and well formed when many shoppers order at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => shop.user(`dn-buyer-${i}`)));
    for (const b of buyers)
      await shop.rpc(b.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    const placed = await all(buyers.length, (i) =>
      shop.rpc<{ orderId: string; displayNumber: string }>(
        buyers[i]?.id ?? '',
        'place_order',
        { p_idempotency_key: randomUUID(), p_payment_method: 'cod' },
        shop.pool,
      ),
    );
    const numbers = placed.map((p) =>
      p.status === 'fulfilled' ? p.value.displayNumber : `failed: ${p.reason}`,
    );
    for (const n of numbers) expect(n).toMatch(NUMBER('GG'));
    expect(new Set(numbers).size).toBe(numbers.length);

    // Requests too, each kind with its prefix, many at once.
    const owner = buyers[0] as TestUser;
    const repairs = await all(
      40,
      () =>
        shop.pool<{ display_number: string }[]>`
        insert into public.repairrequests (user_id, product_type, product_description, shipping_address)
        values (${owner.id}, 'ps5', 'Fan noise', '{}') returning display_number`,
    );
    const repairNumbers = repairs.map((r) =>
      r.status === 'fulfilled' ? r.value[0]?.display_number : 'failed',
    );
    for (const n of repairNumbers) expect(n).toMatch(NUMBER('RP'));
    expect(new Set(repairNumbers).size).toBe(40);
  });

  it('never change, whoever writes the row', async () => {
    const user = await shop.user('dn-fixed');
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    const { orderId, displayNumber } = await shop.rpc<{ orderId: string; displayNumber: string }>(
      user.id,
      'place_order',
      { p_idempotency_key: randomUUID(), p_payment_method: 'cod' },
    );
    // The database owner, then staff moving it, then a tracking number: the number stays.
    await shop.sql`update public.orders set display_number = 'GG-26-AAAAAA' where id = ${orderId}`;
    await shop.rpc(staffer.id, 'staff_transition', {
      p_kind: 'order',
      p_id: orderId,
      p_status: 'processing',
    });
    expect(await shop.displayNumber(orderId)).toBe(displayNumber);

    const [repair] = await shop.sql<{ id: string; display_number: string }[]>`
      insert into public.repairrequests (user_id, product_type, product_description, shipping_address)
      values (${user.id}, 'ps5', 'Fan noise', '{}') returning id, display_number`;
    // Staff write a repair's notes, never its number; the owner's write is undone by the trigger.
    const refused = await shop
      .as(
        staffer.id,
        (tx) =>
          tx`update public.repairrequests set display_number = 'RP-26-AAAAAA' where id = ${repair?.id ?? ''}`,
      )
      .then(
        () => null,
        (e: { code?: string }) => e.code,
      );
    expect(refused).toBe('42501');
    await shop.sql`update public.repairrequests set display_number = 'RP-26-AAAAAA' where id = ${repair?.id ?? ''}`;
    expect(await shop.displayNumber(repair?.id ?? '')).toBe(repair?.display_number);
  });

  it('are found by the shopper’s order search and the staff queues, typed in any case', async () => {
    const user = await shop.user('dn-search');
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    const { orderId, displayNumber } = await shop.rpc<{ orderId: string; displayNumber: string }>(
      user.id,
      'place_order',
      { p_idempotency_key: randomUUID(), p_payment_method: 'cod' },
    );
    const mine = await shop.rpc<{ orders: { id: string; display_number: string }[] }>(
      user.id,
      'get_user_orders',
      {
        p_page_number: 1,
        p_page_size: 5,
        p_search: displayNumber.toLowerCase(),
      },
    );
    expect(mine.orders.map((o) => [o.id, o.display_number])).toEqual([[orderId, displayNumber]]);
    const queue = await shop.rpc<{ items: { id: string; display_number: string }[] }>(
      staffer.id,
      'staff_list_items',
      {
        p_kind: 'order',
        p_search: `#${displayNumber.toLowerCase()}`,
      },
    );
    expect(queue.items.map((o) => [o.id, o.display_number])).toEqual([[orderId, displayNumber]]);
  });
});
