/**
 * The cart in Postgres (docs/product.md#cart): the cart_* RPCs as the user, the rules they
 * and the table enforce whatever the client sends, row-level security, and a hostile client.
 */
import { CART_MESSAGES, cartListSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let products: ShopProduct[];
let inactive: ShopProduct;

interface Line {
  id: string;
  quantity: number;
}

beforeAll(async () => {
  shop = await createShopFixture();
  // Stock above 99: these tests are about the cart's own limits (the stock rule has its own test).
  products = await shop.products(22, { stock: 200 });
  inactive = await shop.product({ active: false });
});
afterAll(async () => {
  await shop?.drop();
});

const add = (u: TestUser, p: { id: string }, quantity: number) =>
  shop.rpc<Line[]>(u.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
const setQuantity = (u: TestUser, p: { id: string }, quantity: number) =>
  shop.rpc<Line[]>(u.id, 'cart_set_quantity', { p_product_id: p.id, p_quantity: quantity });
const getCart = (u: TestUser) => shop.rpc<Line[]>(u.id, 'get_cart');
const quantities = (lines: Line[]) => Object.fromEntries(lines.map((l) => [l.id, l.quantity]));

describe('cart RPCs', () => {
  it('lists the cart items, oldest first, with the primary image', async () => {
    const user = await shop.user('cart-list');
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(user, b, 2);
    const lines = await add(user, a, 1);
    expect(cartListSchema.parse(lines)).toEqual([
      {
        id: b.id,
        slug: b.slug,
        title: b.name,
        price: b.price,
        discount_price: b.discountPrice,
        image: b.image,
        quantity: 2,
      },
      {
        id: a.id,
        slug: a.slug,
        title: a.name,
        price: a.price,
        discount_price: a.discountPrice,
        image: a.image,
        quantity: 1,
      },
    ]);
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(
      ['discount_price', 'id', 'image', 'price', 'quantity', 'slug', 'title'].sort(),
    );
    expect(await getCart(user)).toEqual(lines);
  });

  it('adds to a held line and caps it at 99', async () => {
    const user = await shop.user('cart-add');
    const p = products[0] as ShopProduct;
    expect(quantities(await add(user, p, 60))).toEqual({ [p.id]: 60 });
    expect(quantities(await add(user, p, 30))).toEqual({ [p.id]: 90 });
    expect(quantities(await add(user, p, 99))).toEqual({ [p.id]: 99 });
  });

  it('never holds more than the units in stock: adding or setting more is refused with the order’s message', async () => {
    const user = await shop.user('cart-stock');
    const few = await shop.product({ stock: 3 });
    const single = await shop.product({ stock: 1 });
    const none = await shop.product({ stock: 0 });
    expect(quantities(await add(user, few, 2))).toEqual({ [few.id]: 2 });
    expect(await failure(() => add(user, few, 2))).toEqual({
      code: 'PT409',
      message: `Only 3 left in stock for ${few.name}.`,
    });
    expect(await failure(() => setQuantity(user, few, 4))).toEqual({
      code: 'PT409',
      message: `Only 3 left in stock for ${few.name}.`,
    });
    expect(quantities(await setQuantity(user, few, 3))).toEqual({ [few.id]: 3 });
    expect(quantities(await add(user, single, 1))).toMatchObject({ [single.id]: 1 });
    expect(await failure(() => add(user, single, 1))).toMatchObject({
      message: `Only 1 left in stock for ${single.name}.`,
    });
    expect(await failure(() => add(user, none, 1))).toEqual({
      code: 'PT409',
      message: `${none.name} is out of stock.`,
    });
  });

  it.each([0, -1, 100, 1000])("refuses to add %i units with 'Quantity must be 1-99'", async (quantity) => {
    const user = await shop.user('cart-range');
    expect(await failure(() => add(user, products[0] as ShopProduct, quantity))).toEqual({
      code: '22023',
      message: CART_MESSAGES.quantityRange,
    });
    expect(await getCart(user)).toEqual([]);
  });

  it('refuses unknown and inactive products', async () => {
    const user = await shop.user('cart-unknown');
    const unknown = { id: '00000000-0000-4000-8000-000000000000' };
    for (const p of [unknown, inactive]) {
      expect(await failure(() => add(user, p, 1))).toEqual({
        code: 'PT404',
        message: CART_MESSAGES.productUnavailable,
      });
    }
  });

  it('holds at most 20 distinct products; more of a held one is still fine', async () => {
    const user = await shop.user('cart-full');
    for (const p of products.slice(0, 20)) await add(user, p, 1);
    const refused = await failure(() => add(user, products[20] as ShopProduct, 1));
    expect(refused).toEqual({ code: 'P0001', message: CART_MESSAGES.cartFull });
    const lines = await add(user, products[0] as ShopProduct, 5);
    expect(lines).toHaveLength(20);
    expect(quantities(lines)[products[0]?.id ?? '']).toBe(6);
  });

  it('keeps the 20-line limit under concurrent adds', async () => {
    const user = await shop.user('cart-race');
    const more = await shop.products(10);
    const results = await all(30, (i) =>
      shop.rpc(
        user.id,
        'cart_add_item',
        { p_product_id: [...products.slice(0, 20), ...more][i]?.id, p_quantity: 1 },
        shop.pool,
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect((r.reason as Error).message).toBe(CART_MESSAGES.cartFull);
    }
    expect(await getCart(user)).toHaveLength(20);
  });

  it('updates: clamps above 99, removes below 1, refuses a line not held', async () => {
    const user = await shop.user('cart-update');
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(user, a, 1);
    await add(user, b, 1);
    expect(quantities(await setQuantity(user, a, 150))).toEqual({ [a.id]: 99, [b.id]: 1 });
    expect(quantities(await setQuantity(user, a, 7))).toEqual({ [a.id]: 7, [b.id]: 1 });
    expect(quantities(await setQuantity(user, a, 0))).toEqual({ [b.id]: 1 });
    expect(quantities(await setQuantity(user, b, -3))).toEqual({});
    expect(await failure(() => setQuantity(user, a, 2))).toEqual({
      code: 'PT404',
      message: CART_MESSAGES.notInCart,
    });
  });

  it('removes one line and clears the cart', async () => {
    const user = await shop.user('cart-remove');
    const [a, b] = products as [ShopProduct, ShopProduct];
    await add(user, a, 1);
    await add(user, b, 3);
    expect(quantities(await shop.rpc(user.id, 'cart_remove_item', { p_product_id: a.id }))).toEqual({
      [b.id]: 3,
    });
    expect(await shop.rpc(user.id, 'cart_remove_item', { p_product_id: a.id })).toHaveLength(1);
    expect(await shop.rpc(user.id, 'cart_clear')).toEqual([]);
    expect(await getCart(user)).toEqual([]);
  });

  it('hides lines of products deactivated after they were added, and does not count them', async () => {
    const user = await shop.user('cart-deactivated');
    const [p] = await shop.products(1);
    await add(user, p as ShopProduct, 2);
    await shop.sql`update public.products set is_active = false where product_id = ${p?.id ?? ''}`;
    expect(await getCart(user)).toEqual([]);
    expect(await failure(() => setQuantity(user, p as ShopProduct, 3))).toMatchObject({ code: 'PT404' });
  });
});

describe('a hostile client', () => {
  let owner: TestUser;
  let intruder: TestUser;

  beforeAll(async () => {
    owner = await shop.user('cart-owner');
    intruder = await shop.user('cart-intruder');
    await add(owner, products[0] as ShopProduct, 4);
  });

  it('cannot write cart_items directly, even its own rows', async () => {
    const p = products[1] as ShopProduct;
    const writes = [
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`insert into public.cart_items (user_id, product_id, quantity) values (${intruder.id}, ${p.id}, 1)`,
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`update public.cart_items set quantity = 99 where user_id = ${owner.id}`,
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`delete from public.cart_items where user_id = ${intruder.id}`,
    ];
    for (const write of writes) {
      expect((await failure(() => shop.as(intruder.id, write))).code).toBe('42501');
    }
  });

  it("reads only its own cart rows; another user's cart is invisible", async () => {
    const rows = await shop.as(
      intruder.id,
      (tx) => tx`select * from public.cart_items where user_id = ${owner.id}`,
    );
    expect(rows).toHaveLength(0);
    const own = await shop.as(owner.id, (tx) => tx`select product_id, quantity from public.cart_items`);
    expect(own).toEqual([{ product_id: products[0]?.id, quantity: 4 }]);
  });

  it('has no way to name another user: the RPCs take the user from the token', async () => {
    const rows = await shop.sql<{ name: string; args: string }[]>`
      select p.proname as name, pg_get_function_identity_arguments(p.oid) as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname in ('get_cart', 'cart_add_item', 'cart_set_quantity', 'cart_remove_item', 'cart_clear')
      order by 1`;
    expect(rows).toEqual([
      { name: 'cart_add_item', args: 'p_product_id uuid, p_quantity integer' },
      { name: 'cart_clear', args: '' },
      { name: 'cart_remove_item', args: 'p_product_id uuid' },
      { name: 'cart_set_quantity', args: 'p_product_id uuid, p_quantity integer' },
      { name: 'get_cart', args: '' },
    ]);
    // The intruder's calls change the intruder's cart only.
    await shop.rpc(intruder.id, 'cart_clear');
    await shop.rpc(intruder.id, 'cart_remove_item', { p_product_id: products[0]?.id });
    expect(quantities(await getCart(owner))).toEqual({ [products[0]?.id ?? '']: 4 });
  });

  it('gets 42501 as a guest, before any rule runs', async () => {
    for (const fn of ['get_cart', 'cart_clear']) {
      expect((await failure(() => shop.rpc('anon', fn))).code).toBe('42501');
    }
    expect(
      (
        await failure(() =>
          shop.rpc('anon', 'cart_add_item', { p_product_id: products[0]?.id, p_quantity: 1 }),
        )
      ).code,
    ).toBe('42501');
    // A token without a user (service role) is not a shopper either.
    expect(await failure(() => shop.rpc('service_role', 'get_cart'))).toEqual({
      code: '42501',
      message: CART_MESSAGES.loginRequired,
    });
  });
});

describe('the table holds the rules for every writer', () => {
  it('checks quantity 1-99, active products and the 20-line limit on direct SQL too', async () => {
    const user = await shop.user('cart-table');
    const insert = (productId: string, quantity: number) =>
      shop.sql`insert into public.cart_items (user_id, product_id, quantity) values (${user.id}, ${productId}, ${quantity})`;
    const p = products[0] as ShopProduct;
    for (const quantity of [0, 100, -5]) {
      expect(await failure(() => insert(p.id, quantity))).toMatchObject({ code: '23514' });
    }
    expect(await failure(() => insert(inactive.id, 1))).toMatchObject({ code: 'PT404' });
    for (const x of products.slice(0, 20)) await insert(x.id, 1);
    expect(await failure(() => insert(products[20]?.id ?? '', 1))).toEqual({
      code: 'P0001',
      message: CART_MESSAGES.cartFull,
    });
    expect(
      await failure(
        () => shop.sql`update public.cart_items set product_id = ${products[21]?.id ?? ''}
                                   where user_id = ${user.id} and product_id = ${p.id}`,
      ),
    ).toMatchObject({ code: '23514' });
  });

  it('runs every cart function with search_path fixed, the security definer ones included', async () => {
    const rows = await shop.sql<{ name: string; definer: boolean; config: string[] | null }[]>`
      select p.proname as name, p.prosecdef as definer, p.proconfig as config
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where (n.nspname = 'public' and p.proname in ('get_cart', 'cart_add_item', 'cart_set_quantity', 'cart_remove_item', 'cart_clear'))
         or (n.nspname = 'private' and p.proname in ('require_user', 'lock_user_cart', 'cart_json', 'cart_subtotal', 'cart_items_guard'))`;
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.config, row.name).toContain('search_path=""');
    expect(
      rows
        .filter((r) => r.definer)
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        'cart_add_item',
        'cart_clear',
        'cart_items_guard',
        'cart_remove_item',
        'cart_set_quantity',
        'get_cart',
      ].sort(),
    );
  });
});
