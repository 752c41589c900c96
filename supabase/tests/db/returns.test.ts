/**
 * Returns and replacements (supabase/schemas/20_returns.sql; shared/src/contracts/returns.ts)
 * against the real database as a hostile client would call it: only the owner asks, only for a
 * delivered line inside its window, once per line and kind; every move is the machine's or refused;
 * stock comes back once for a resellable unit; a return is refunded once (online through the
 * payment path, cash on delivery by UPI with a credit note); a replacement is a new order at no
 * charge without a tax invoice.
 */
import { randomUUID } from 'node:crypto';
import { orderDetailsSchema, RETURN_MESSAGES, returnOptionsSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;
let controller: ShopProduct;
let laptop: ShopProduct;
let noReturns: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('ret-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  controller = await shop.product({ price: 5_999, stock: 20 });
  laptop = await shop.product({ price: 44_999, discountPrice: 42_000, stock: 20 });
  noReturns = await shop.product({ price: 2_000, stock: 20 });
  await shop.sql`update public.products set return_window_days = 0, replacement_window_days = 0
                 where product_id = ${noReturns.id}`;
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

interface ReturnRow {
  id: string;
  status: string;
  kind: string;
  quantity: number;
  refund_amount: number | string;
  refund_upi: string | null;
  refund_id: string | null;
  replacement_order_id: string | null;
}
interface Answer {
  id: string;
  status: string;
  allowedNext: string[];
}

/** A shopper with the lines in the cart, ordered (cash on delivery unless said). */
async function ordered(label: string, lines: [ShopProduct, number][], code?: string) {
  const user = await shop.user(label);
  for (const [p, q] of lines) await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: q });
  const placed = await shop.rpc<{ orderId: string; total: number }>(user.id, 'place_order', {
    p_idempotency_key: randomUUID(),
    p_payment_method: 'cod',
    ...(code ? { p_discount_code: code } : {}),
  });
  return { user, orderId: placed.orderId };
}

/** Staff move the order to delivered through the machine (invoice at shipped, COD collected). */
async function deliver(orderId: string) {
  for (const status of ['processing', 'shipped', 'out for delivery', 'delivered']) {
    await shop.rpc(staffer.id, 'staff_transition', { p_kind: 'order', p_id: orderId, p_status: status });
  }
}

/** The order as delivered on `at` (owner's fixture: the delivery event dated then). */
async function deliveredOn(orderId: string, at: Date) {
  await shop.sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    const [o] = await tx<{ user_id: string }[]>`
      update public.orders set order_status = 'delivered', payment_status = 'paid', amount_paid = total
      where id = ${orderId} returning user_id`;
    await tx`insert into public.item_events (kind, item_id, user_id, from_status, to_status, actor_role, created_at)
             values ('order', ${orderId}, ${o?.user_id ?? ''}, 'out for delivery', 'delivered', 'system', ${at})`;
  });
}

const ask = (user: TestUser, orderId: string, product: ShopProduct, extra: Record<string, unknown> = {}) =>
  shop.rpc<ReturnRow>(user.id, 'request_return', {
    p_order_id: orderId,
    p_product_id: product.id,
    p_kind: 'return',
    p_reason: 'no_longer_needed',
    p_comment: '',
    p_refund_upi: 'asha@okhdfcbank',
    ...extra,
  });

const move = (id: string, status: string, remark?: string) =>
  shop.rpc<Answer>(staffer.id, 'staff_transition', {
    p_kind: 'return',
    p_id: id,
    p_status: status,
    ...(remark ? { p_remark: remark } : {}),
  });
const receive = (id: string, resellable: boolean) =>
  shop.rpc<Answer>(staffer.id, 'staff_receive_return', { p_id: id, p_resellable: resellable });
const complete = (id: string, reference?: string) =>
  shop.rpc<Answer>(staffer.id, 'staff_complete_return', {
    p_id: id,
    ...(reference ? { p_reference: reference } : {}),
  });

const eventsOf = (user: TestUser, id: string) =>
  shop.as(
    user.id,
    (tx) =>
      tx<
        { to_status: string; remark: string | null }[]
      >`select to_status, remark from public.get_item_events('return', ${id})`,
  );

async function row(id: string): Promise<ReturnRow> {
  const [r] = await shop.sql<ReturnRow[]>`select * from public.return_requests where id = ${id}`;
  if (!r) throw new Error('return missing');
  return r;
}

describe('asking', () => {
  it('is for a delivered order of the caller only, with the form’s rules', async () => {
    const { user, orderId } = await ordered('ret-ask', [[controller, 2]]);
    const stranger = await shop.user('ret-stranger');

    expect(await failure(() => ask(user, orderId, controller))).toEqual({
      code: 'PT409',
      message: RETURN_MESSAGES.notDelivered,
    });
    const before = await shop.rpc<{ items: { return_until: string | null }[] }>(
      user.id,
      'order_return_options',
      {
        p_order_id: orderId,
      },
    );
    expect(before.items[0]?.return_until).toBeNull();

    await deliver(orderId);
    expect(await failure(() => ask(stranger, orderId, controller))).toEqual({
      code: 'PT404',
      message: 'Order not found.',
    });
    expect((await failure(() => ask(user, orderId, laptop))).message).toBe('This item is not in the order.');
    expect((await failure(() => ask(user, orderId, controller, { p_kind: 'refund' }))).message).toBe(
      RETURN_MESSAGES.chooseKind,
    );
    expect((await failure(() => ask(user, orderId, controller, { p_reason: 'bored' }))).message).toBe(
      RETURN_MESSAGES.chooseReason,
    );
    expect(
      (
        await failure(() =>
          ask(user, orderId, controller, { p_kind: 'replacement', p_reason: 'no_longer_needed' }),
        )
      ).message,
    ).toBe(RETURN_MESSAGES.replacementReason);
    expect(
      (await failure(() => ask(user, orderId, controller, { p_reason: 'defective', p_comment: '  ' })))
        .message,
    ).toBe(RETURN_MESSAGES.commentRequired);
    expect(
      (await failure(() => ask(user, orderId, controller, { p_comment: 'x'.repeat(1001) }))).message,
    ).toBe(RETURN_MESSAGES.commentTooLong);
    expect((await failure(() => ask(user, orderId, controller, { p_quantity: 3 }))).message).toBe(
      RETURN_MESSAGES.quantity(2),
    );
    // Cash on delivery: the refund's UPI ID is required and checked.
    expect((await failure(() => ask(user, orderId, controller, { p_refund_upi: '' }))).message).toBe(
      RETURN_MESSAGES.upiRequired,
    );
    expect((await failure(() => ask(user, orderId, controller, { p_refund_upi: 'not a upi' }))).message).toBe(
      RETURN_MESSAGES.upiInvalid,
    );
    expect(
      (
        await failure(() =>
          shop.rpc('anon', 'request_return', {
            p_order_id: orderId,
            p_product_id: controller.id,
            p_kind: 'return',
            p_reason: 'wrong_item',
            p_comment: '',
          }),
        )
      ).code,
    ).toBe('42501');

    const asked = await ask(user, orderId, controller, { p_quantity: 1 });
    expect(asked).toMatchObject({
      status: 'requested',
      kind: 'return',
      quantity: 1,
      refund_upi: 'asha@okhdfcbank',
    });
    expect(Number(asked.refund_amount)).toBe(5_999);
    // Staff's dashboard counts the requests waiting for them.
    const dashboard = await shop.rpc<{ requests_waiting: Record<string, number> }>(
      staffer.id,
      'staff_dashboard',
      {},
    );
    expect(dashboard.requests_waiting.return).toBeGreaterThanOrEqual(1);

    // The shopper reads their own request; another shopper reads nothing.
    const mine = await shop.as(
      user.id,
      (tx) => tx`select id from public.return_requests where order_id = ${orderId}`,
    );
    expect(mine).toHaveLength(1);
    const theirs = await shop.as(stranger.id, (tx) => tx`select id from public.return_requests`);
    expect(theirs).toHaveLength(0);
    // Nobody writes the table directly.
    expect(
      (
        await failure(() =>
          shop.as(user.id, (tx) => tx`update public.return_requests set refund_amount = 99999`),
        )
      ).code,
    ).toBe('42501');

    // The event and its e-mail.
    const events = await eventsOf(user, asked.id);
    expect(events.map((e) => e.to_status)).toEqual(['requested']);
    const [mail] = await shop.sql<{ subject: string; link_path: string }[]>`
      select o.subject, o.link_path from private.email_outbox o
      join public.item_events e on e.id = o.event_id where e.kind = 'return' and e.item_id = ${asked.id}`;
    expect(mail?.subject).toContain('Return request');
    expect(mail?.link_path).toBe(`/order-history?return=${asked.id}`);
  });

  it('refunds the line’s share of a discounted order', async () => {
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
    const { user, orderId } = await ordered(
      'ret-share',
      [
        [controller, 1],
        [noReturns, 1],
      ],
      code,
    );
    await deliver(orderId);
    const asked = await ask(user, orderId, controller);
    // 10% off the whole order: the controller refunds 90% of its price.
    expect(Number(asked.refund_amount)).toBe(5_399.1);
  });

  it('happens once per line and kind, one open request at a time, even when asked at once', async () => {
    const { user, orderId } = await ordered('ret-once', [[controller, 1]]);
    await deliver(orderId);
    const results = await all(6, () => ask(user, orderId, controller, {}));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [first] = await shop.sql<
      { id: string }[]
    >`select id from public.return_requests where order_id = ${orderId}`;
    expect((await failure(() => ask(user, orderId, controller))).message).toBe(
      RETURN_MESSAGES.already('return'),
    );
    expect(
      (await failure(() => ask(user, orderId, controller, { p_kind: 'replacement', p_reason: 'wrong_item' })))
        .message,
    ).toBe(RETURN_MESSAGES.open('return'));

    // Withdrawn, it may be asked again; after the pickup it cannot be withdrawn.
    expect((await shop.rpc<ReturnRow>(user.id, 'cancel_my_return', { p_id: first?.id })).status).toBe(
      'cancelled',
    );
    const again = await ask(user, orderId, controller);
    await move(again.id, 'approved');
    await move(again.id, 'picked_up');
    expect((await failure(() => shop.rpc(user.id, 'cancel_my_return', { p_id: again.id }))).message).toBe(
      RETURN_MESSAGES.withdrawTooLate,
    );
    const stranger = await shop.user('ret-once-other');
    expect((await failure(() => shop.rpc(stranger.id, 'cancel_my_return', { p_id: again.id }))).code).toBe(
      'PT404',
    );
  });

  it('is inside the product’s window from the delivery, and never for an item without one', async () => {
    const { user, orderId } = await ordered('ret-window', [
      [controller, 1],
      [noReturns, 1],
    ]);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await deliveredOn(orderId, tenDaysAgo);
    const closed = await failure(() => ask(user, orderId, controller));
    expect(closed.code).toBe('PT409');
    expect(closed.message).toMatch(
      /^The return window for this item closed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
    );
    expect((await failure(() => ask(user, orderId, noReturns))).message).toBe(
      RETURN_MESSAGES.notOffered('return'),
    );
    expect(
      (await failure(() => ask(user, orderId, noReturns, { p_kind: 'replacement', p_reason: 'wrong_item' })))
        .message,
    ).toBe(RETURN_MESSAGES.notOffered('replacement'));

    const options = await shop.rpc<{ items: { product_id: string; return_until: string | null }[] }>(
      user.id,
      'order_return_options',
      { p_order_id: orderId },
    );
    const until = options.items.find((i) => i.product_id === controller.id)?.return_until;
    // Seven days after the delivery day, to its last moment in India.
    const day = new Date(tenDaysAgo.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const end = new Date(`${day}T23:59:59.999+05:30`).getTime() + 7 * 86_400_000;
    expect(new Date(until ?? 0).getTime()).toBe(end);
    expect(options.items.find((i) => i.product_id === noReturns.id)?.return_until).toBeNull();
    // The apps read the answer with the contract's schema.
    expect(returnOptionsSchema.safeParse(options).success).toBe(true);
  });
});

describe('staff', () => {
  it('refund a cash-on-delivery return by UPI once, with stock back and a credit note', async () => {
    const { user, orderId } = await ordered('ret-cod', [[controller, 2]]);
    await deliver(orderId);
    const asked = await ask(user, orderId, controller, { p_reason: 'damaged', p_comment: 'Cracked shell' });
    const stockBefore = await shop.stock(controller);

    // A shopper cannot act as staff.
    expect(
      (await failure(() => shop.rpc(user.id, 'staff_receive_return', { p_id: asked.id, p_resellable: true })))
        .code,
    ).toBe('42501');
    expect((await failure(() => shop.rpc(user.id, 'staff_complete_return', { p_id: asked.id }))).code).toBe(
      '42501',
    );
    expect(
      (
        await failure(() =>
          shop.rpc(user.id, 'staff_transition', { p_kind: 'return', p_id: asked.id, p_status: 'approved' }),
        )
      ).code,
    ).toBe('42501');

    expect((await failure(() => move(asked.id, 'rejected'))).message).toBe(RETURN_MESSAGES.rejectReason);
    expect((await move(asked.id, 'approved')).allowedNext).toEqual(['picked_up', 'cancelled']);
    expect((await failure(() => move(asked.id, 'received'))).message).toBe(
      'Return request cannot move from Approved to Received.',
    );
    expect((await failure(() => complete(asked.id, 'UTR123456'))).message).toBe(
      RETURN_MESSAGES.completeOnlyReceived,
    );
    await move(asked.id, 'picked_up');
    expect((await failure(() => move(asked.id, 'received'))).message).toBe(
      'Use Receive to mark a return Received.',
    );
    expect((await receive(asked.id, true)).status).toBe('received');
    expect((await failure(() => move(asked.id, 'refunded'))).message).toBe(
      'Use Complete to mark a return Refunded.',
    );
    expect(await shop.stock(controller)).toBe(stockBefore + 2);
    expect((await failure(() => receive(asked.id, true))).code).toBe('PT409');
    expect(await shop.stock(controller)).toBe(stockBefore + 2);

    expect((await failure(() => complete(asked.id))).message).toBe(RETURN_MESSAGES.upiReference);
    expect((await complete(asked.id, 'UTR4455667788')).status).toBe('refunded');
    const [order] = await shop.sql<{ amount_refunded: string; payment_status: string }[]>`
      select amount_refunded, payment_status from public.orders where id = ${orderId}`;
    expect(order).toEqual({ amount_refunded: '11998.00', payment_status: 'refunded' });
    const credit = await shop.sql<{ total: string }[]>`
      select total from public.tax_documents where order_id = ${orderId} and kind = 'credit_note'`;
    expect(credit.map((c) => c.total)).toEqual(['11998.00']);
    expect((await failure(() => complete(asked.id, 'UTR4455667788'))).message).toBe(
      RETURN_MESSAGES.completeOnlyReceived,
    );

    const events = await eventsOf(user, asked.id);
    expect(events.map((e) => e.to_status)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
      'refunded',
    ]);
    expect(events.at(-1)?.remark).toBe(
      'We have sent ₹11,998.00 to asha@okhdfcbank by UPI (reference UTR4455667788).',
    );
  });

  it('refund an online return through the payment path, once, and keep an unsellable unit out of stock', async () => {
    const { user, orderId } = await ordered('ret-online', [[laptop, 1]]);
    await shop.sql`update public.orders set payment_method = 'online', payment_status = 'paid', amount_paid = total,
                     razorpay_payment_id = ${`pay_${randomUUID().slice(0, 12)}`} where id = ${orderId}`;
    await deliver(orderId);
    const asked = await ask(user, orderId, laptop, {
      p_reason: 'not_as_described',
      p_comment: 'Wrong panel',
      p_refund_upi: null,
    });
    expect(asked.refund_upi).toBeNull();
    const stockBefore = await shop.stock(laptop);
    await move(asked.id, 'approved');
    await move(asked.id, 'picked_up');
    await receive(asked.id, false);
    expect(await shop.stock(laptop)).toBe(stockBefore);
    await complete(asked.id);
    const refunds = await shop.sql<{ id: string; amount: string; status: string }[]>`
      select id, amount, status from public.payment_refunds where order_id = ${orderId}`;
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([['42000.00', 'requested']]);
    expect((await row(asked.id)).refund_id).toBe(refunds[0]?.id);
    expect((await failure(() => complete(asked.id))).code).toBe('PT409');
  });

  it('send a replacement as a new order at no charge, from stock, without a tax invoice', async () => {
    const { user, orderId } = await ordered('ret-replace', [[controller, 1]]);
    await deliver(orderId);
    const asked = await ask(user, orderId, controller, {
      p_kind: 'replacement',
      p_reason: 'defective',
      p_comment: 'Left stick drifts',
    });
    expect(Number(asked.refund_amount)).toBe(0);
    await move(asked.id, 'approved');
    await move(asked.id, 'picked_up');
    await receive(asked.id, false);
    await shop.sql`update public.products set stock_units = 0 where product_id = ${controller.id}`;
    expect((await failure(() => complete(asked.id))).message).toBe(
      `Only 0 left in stock for ${controller.name}: restock it before sending the replacement.`,
    );
    await shop.sql`update public.products set stock_units = 5 where product_id = ${controller.id}`;
    expect((await complete(asked.id)).status).toBe('replaced');
    expect(await shop.stock(controller)).toBe(4);

    const replacement = (await row(asked.id)).replacement_order_id ?? '';
    const [order] = await shop.sql<{ user_id: string; total: string; order_status: string }[]>`
      select user_id, total, order_status from public.orders where id = ${replacement}`;
    expect(order).toEqual({ user_id: user.id, total: '0.00', order_status: 'processing' });
    // The shopper's order history reads it like any order.
    const [details] = await shop.sql<{ order_details: unknown }[]>`
      select order_details from public.orders where id = ${replacement}`;
    expect(orderDetailsSchema.safeParse(details?.order_details).success).toBe(true);
    for (const status of ['shipped', 'out for delivery', 'delivered']) {
      await shop.rpc(staffer.id, 'staff_transition', {
        p_kind: 'order',
        p_id: replacement,
        p_status: status,
      });
    }
    const documents = await shop.sql`select 1 from public.tax_documents where order_id = ${replacement}`;
    expect(documents).toHaveLength(0);
    // A replacement unit is not returned for money: its window for returns is none.
    expect((await failure(() => ask(user, replacement, controller))).message).toBe(
      RETURN_MESSAGES.notOffered('return'),
    );

    const queue = await shop.rpc<{ items: { id: string; reason_label: string; kind: string }[] }>(
      staffer.id,
      'staff_list_items',
      { p_kind: 'return', p_search: asked.id.slice(0, 8) },
    );
    expect(queue.items.map((i) => [i.id, i.kind, i.reason_label])).toEqual([
      [asked.id, 'replacement', 'Defective or not working'],
    ]);
  });
});
