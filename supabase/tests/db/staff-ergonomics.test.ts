/**
 * What staff need at hand (docs/product.md#staff-console; 07_staff.sql, 08_reviews.sql,
 * 11_lifecycle_and_mail.sql): the customer's phone and pickup address on every queue item, an
 * order's unit prices, a courier and tracking number the shopper sees on the timeline and by
 * e-mail, reviews moderated several at once, and the history naming staff. Staff only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;
let shopper: TestUser;
let product: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('ergo-staff', { name: 'Asha Staff' });
  shopper = await shop.user('ergo-shopper', { name: 'Ravi Shopper', mobile: '9820012345' });
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  product = await shop.product({ price: 1_500, discountPrice: 1_200, stock: 20 });
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

interface QueuePage {
  items: Record<string, unknown>[];
}
const queue = (kind: string, search: string) =>
  shop.rpc<QueuePage>(staffer.id, 'staff_list_items', { p_kind: kind, p_search: search });

async function placeOrder(quantity = 2): Promise<string> {
  await shop.rpc(shopper.id, 'cart_add_item', { p_product_id: product.id, p_quantity: quantity });
  const { orderId } = await shop.rpc<{ orderId: string }>(shopper.id, 'place_order', {
    p_idempotency_key: randomUUID(),
    p_payment_method: 'cod',
  });
  return orderId;
}

const move = (id: string, status: string) =>
  shop.rpc(staffer.id, 'staff_transition', { p_kind: 'order', p_id: id, p_status: status });

const track = (who: string, id: string, courier: string, number: string) =>
  shop.rpc<{ courier: string; tracking_number: string }>(who, 'staff_set_order_tracking', {
    p_id: id,
    p_courier: courier,
    p_tracking_number: number,
  });

describe('an order in the queue', () => {
  it('shows the phone and each line’s unit and list price', async () => {
    const orderId = await placeOrder(2);
    const [item] = (await queue('order', orderId)).items;
    expect(item).toMatchObject({ phone: '9820012345', courier: null, tracking_number: null });
    expect(item?.items).toEqual([
      {
        product_id: product.id,
        name: product.name,
        quantity: 2,
        unit_price: 1_200,
        list_price: 1_500,
        subtotal: 2_400,
      },
    ]);
  });

  it('takes a courier and tracking number on its way: timeline, e-mail and the shopper’s order list', async () => {
    const orderId = await placeOrder(1);
    expect(await failure(() => track(staffer.id, orderId, 'Delhivery', '1234567890'))).toEqual({
      code: 'PT409',
      message:
        'A tracking number is set while an order is Processing, Shipped or Out For Delivery, not Pending.',
    });
    await move(orderId, 'processing');
    await move(orderId, 'shipped');
    expect(await failure(() => track(staffer.id, orderId, 'D', '1234567890'))).toMatchObject({
      code: '22023',
      message: "Enter the courier's name: 2 to 60 characters.",
    });
    expect(await failure(() => track(staffer.id, orderId, 'Delhivery', '12 34'))).toMatchObject({
      message: 'Enter the tracking number: 4 to 40 letters, digits or dashes.',
    });
    expect((await failure(() => track(shopper.id, orderId, 'Delhivery', '1234567890'))).code).toBe('42501');

    expect(await track(staffer.id, orderId, ' Delhivery ', 'dl-1234567890')).toEqual({
      id: orderId,
      courier: 'Delhivery',
      tracking_number: 'DL-1234567890',
    });
    const rows = await shop.as(
      shopper.id,
      (tx) =>
        tx<{ from_status: string; to_status: string; remark: string; actor_name: string | null }[]>`
        select from_status, to_status, remark, actor_name from public.get_item_events('order', ${orderId})`,
    );
    expect(rows.at(-1)).toEqual({
      from_status: 'shipped',
      to_status: 'shipped',
      remark: 'Courier: Delhivery. Tracking number: DL-1234567890.',
      // Shoppers never see who.
      actor_name: null,
    });
    const [mail] = await shop.sql<{ subject: string; body: string }[]>`
      select o.subject, o.body from private.email_outbox o join public.item_events e on e.id = o.event_id
      where e.item_id = ${orderId} order by o.id desc limit 1`;
    expect(mail?.subject).toBe(`Order #${await shop.displayNumber(orderId)}: on its way with Delhivery`);
    expect(mail?.body).toContain('Your order is with Delhivery. Its tracking number is DL-1234567890.');
    const mine = await shop.rpc<{ orders: { id: string; courier: string; tracking_number: string }[] }>(
      shopper.id,
      'get_user_orders',
      { p_page_number: 1, p_page_size: 50 },
    );
    expect(mine.orders.find((o) => o.id === orderId)).toMatchObject({
      courier: 'Delhivery',
      tracking_number: 'DL-1234567890',
    });
  });
});

describe('the history', () => {
  it('names the staff member to staff', async () => {
    const orderId = await placeOrder(1);
    await move(orderId, 'processing');
    const asStaff = await shop.as(
      staffer.id,
      (tx) =>
        tx<{ to_status: string; actor_name: string | null }[]>`
        select to_status, actor_name from public.get_item_events('order', ${orderId})`,
    );
    expect(asStaff).toEqual([
      { to_status: 'pending', actor_name: 'Ravi Shopper' },
      { to_status: 'processing', actor_name: 'Asha Staff' },
    ]);
  });
});

describe('reviews', () => {
  it('are approved several at once by staff only, at most 100', async () => {
    const ids: string[] = [randomUUID(), randomUUID()];
    for (const id of [...ids]) {
      const orderId = await placeOrder(1);
      await shop.sql`update public.orders set order_status = 'delivered' where id = ${orderId}`;
      const review = await shop.rpc<{ review_id: string }>(shopper.id, 'submit_review', {
        p_product_id: product.id,
        p_order_id: orderId,
        p_rating: 5,
        p_title: null,
        p_comment: `Bulk review ${id}`,
      });
      ids[ids.indexOf(id)] = review.review_id;
    }
    const bulk = (who: string, reviewIds: string[], status = 'approved') =>
      shop.as(
        who,
        (tx) => tx<{ n: number }[]>`select public.moderate_reviews(${reviewIds}::uuid[], ${status}) as n`,
      );
    expect((await failure(() => bulk(shopper.id, ids))).code).toBe('42501');
    expect(await failure(() => bulk(staffer.id, []))).toMatchObject({ message: 'Choose 1 to 100 reviews.' });
    expect(await failure(() => bulk(staffer.id, ids, 'deleted'))).toMatchObject({
      message: 'Status must be approved or rejected.',
    });
    expect(await bulk(staffer.id, [...ids, randomUUID()])).toEqual([{ n: 2 }]);
    const rows = await shop.sql<{ status: string; moderated_by: string }[]>`
      select status, moderated_by from public.reviews where review_id in ${shop.sql(ids)}`;
    expect(rows).toEqual([
      { status: 'approved', moderated_by: staffer.id },
      { status: 'approved', moderated_by: staffer.id },
    ]);
  });
});
