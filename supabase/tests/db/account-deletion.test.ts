/**
 * delete_my_account (17_account_deletion.sql; docs/product.md#profile-and-pin-codes): the shopper's
 * personal data erased, the orders kept without it, the tax invoices kept as issued, the sign-in
 * closed; refused while anything is in progress, for staff, without the typed confirmation.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_DELETION_MESSAGES, deleteAccountAnswerSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;
let product: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('erase-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  product = await shop.product({ price: 1_500, discountPrice: 1_200, stock: 50 });
}, 60_000);
afterAll(async () => {
  await shop?.drop();
});

const deleteMine = (user: TestUser, confirmation: string | null = 'DELETE') =>
  shop.rpc<unknown>(user.id, 'delete_my_account', { p_confirmation: confirmation });

async function order(user: TestUser): Promise<string> {
  await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
  const placed = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
    p_idempotency_key: randomUUID(),
    p_payment_method: 'cod',
  });
  return placed.orderId;
}

const move = (orderId: string, status: string) =>
  shop.rpc(staffer.id, 'staff_transition', {
    p_kind: 'order',
    p_id: orderId,
    p_status: status,
    p_remark: null,
  });

async function deliver(orderId: string) {
  for (const status of ['processing', 'shipped', 'out for delivery', 'delivered'])
    await move(orderId, status);
}

const count = async (table: string, userId: string) => {
  const [row] = await shop.sql<
    { n: number }[]
  >`select count(*)::int as n from ${shop.sql(table)} where user_id = ${userId}`;
  return row?.n ?? -1;
};

describe('delete_my_account', () => {
  it('erases the personal data, keeps the orders anonymised and the invoices as issued, and closes the sign-in', async () => {
    const user = await shop.user('erase-me', { name: 'Meera Iyer' });
    const orderId = await order(user);
    await deliver(orderId);
    await shop.rpc(user.id, 'submit_review', {
      p_product_id: product.id,
      p_order_id: orderId,
      p_rating: 4,
      p_title: null,
      p_comment: 'Works well.',
    });
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 2 });
    await shop.rpc(user.id, 'wishlist_add_item', { p_product_id: product.id });
    await shop.sql`insert into auth.sessions (id, user_id, created_at) values (${randomUUID()}, ${user.id}, now())`;
    for (const table of ['user_profiles', 'cart_items', 'wishlist_items', 'reviews'])
      expect(await count(table, user.id), table).toBeGreaterThan(0);

    expect(deleteAccountAnswerSchema.parse(await deleteMine(user))).toEqual({ success: true });

    for (const table of ['user_profiles', 'cart_items', 'wishlist_items', 'reviews'])
      expect(await count(table, user.id), table).toBe(0);
    expect(await count('auth.sessions', user.id)).toBe(0);
    const [account] = await shop.sql<{ email: string; banned: boolean; password: string }[]>`
      select email, banned_until = 'infinity' as banned, encrypted_password as password from auth.users where id = ${user.id}`;
    expect(account).toEqual({ email: `deleted-${user.id}@deleted.invalid`, banned: true, password: '' });
    // The order stays (tax law) without the address; the invoice as issued.
    const [kept] = await shop.sql<{ customer: string; total: string }[]>`
      select customer, total::text from public.orders where id = ${orderId}`;
    expect(kept?.customer).toBe('Account deleted');
    const [invoice] = await shop.sql<{ buyer_name: string }[]>`
      select buyer_name from public.tax_documents where order_id = ${orderId} and kind = 'invoice'`;
    expect(invoice?.buyer_name).toBe('Meera Iyer');
    const [audit] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from private.account_deletions where user_id = ${user.id}`;
    expect(audit?.n).toBe(1);
  });

  it('is refused while an order is on its way, and allowed once it is delivered', async () => {
    const user = await shop.user('erase-busy');
    const orderId = await order(user);
    const refused = await failure(() => deleteMine(user));
    expect(refused).toEqual({ code: '22023', message: ACCOUNT_DELETION_MESSAGES.inProgress });
    await move(orderId, 'processing');
    await move(orderId, 'shipped');
    expect((await failure(() => deleteMine(user))).message).toBe(ACCOUNT_DELETION_MESSAGES.inProgress);
    await move(orderId, 'out for delivery');
    await move(orderId, 'delivered');
    expect(await deleteMine(user)).toEqual({ success: true });
  });

  it('needs the typed confirmation, a signed-in shopper, and is not for staff', async () => {
    const user = await shop.user('erase-careful');
    for (const typed of [null, '', 'delete', 'DELETE '])
      expect(await failure(() => deleteMine(user, typed))).toEqual({
        code: '22023',
        message: ACCOUNT_DELETION_MESSAGES.confirm,
      });
    expect(await count('user_profiles', user.id)).toBe(1);
    expect((await failure(() => deleteMine(staffer))).message).toBe(ACCOUNT_DELETION_MESSAGES.staff);
    expect(
      (await failure(() => shop.as('anon', (tx) => tx`select public.delete_my_account('DELETE')`))).code,
    ).toBe('42501');
  });
});
