/**
 * Payments (supabase/schemas/13_payments.sql; shared/src/contracts/payments.ts) against the real
 * functions, as a hostile client and a hostile network would try them: cash on delivery up to the
 * shop's limit; online orders holding their stock while they wait for a payment; Razorpay's word
 * applied once per event, in any order and any number of times, and never for a wrong amount; the
 * end of a hold racing a late capture; a shopper's cancel under parallel clicks; refunds through
 * their outbox (claim, finish, webhook) with retries; staff refunds never above what was paid;
 * staff unable to mark an order paid; cash collected on delivery; the day's money for staff.
 *
 * The service role's functions are called as the edge functions call them (role service_role); the
 * payment jobs (payments-sweep) do not run in the test stack, so each test decides when a hold ends
 * (its payment_hold_until set in the past, as the database owner) and when refunds are claimed.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import {
  CANCEL_REASON_LIMITS,
  cancelOrderAnswerSchema,
  codAboveLimitMessage,
  formatRupees,
  illegalTransitionMessage,
  PAYMENT_DEFAULTS,
  PAYMENT_MESSAGES,
  rupeesToPaise,
  staffNextStatuses,
  UNPAID_ORDER_LIMITS,
  unpaidOrdersLimitMessage,
  userOrdersAnswerSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('pay-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

// ------------------------------------------------------------------------------------------------
// Helpers

interface Placed {
  success: true;
  orderId: string;
  paymentMethod: 'online' | 'cod';
  total: number;
  replayed?: boolean;
}

/** An online order with the Razorpay order made for it: what Checkout pays. */
interface Payable extends Placed {
  razorpayOrder: string;
  /** Its total in paise. */
  paise: number;
}

interface Applied {
  outcome: string;
  orderId?: string;
  paymentStatus?: string;
}

interface OrderRow {
  order_status: string;
  remark: string | null;
  payment_method: string;
  payment_status: string;
  payment_hold_until: Date | null;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  total: string;
  amount_paid: string;
  amount_refunded: string;
  payment_flag: string | null;
  created_at: Date;
}

interface RefundRow {
  id: string;
  amount: string;
  status: string;
  razorpay_payment_id: string;
  razorpay_refund_id: string | null;
  requested_by: string | null;
  reason: string | null;
  attempts: number;
  last_error: string | null;
}

/** A Razorpay-like id tail (letters and digits). */
const tail = () => randomUUID().replaceAll('-', '').slice(0, 14);

async function fill(user: TestUser, lines: [ShopProduct, number][]) {
  for (const [p, quantity] of lines)
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
}

async function buyer(label: string, lines: [ShopProduct, number][] = []) {
  const user = await shop.user(label);
  await fill(user, lines);
  return user;
}

function place(
  user: TestUser,
  method: string | null = 'online',
  code?: string,
  db: postgres.Sql = shop.sql,
): Promise<Placed> {
  return shop.rpc<Placed>(
    user.id,
    'place_order',
    {
      p_idempotency_key: randomUUID(),
      p_payment_method: method,
      ...(code ? { p_discount_code: code } : {}),
    },
    db,
  );
}

async function attach(orderId: string, razorpayOrder = `order_P${tail()}`, db: postgres.Sql = shop.sql) {
  return await shop.rpc<string>(
    'service_role',
    'attach_razorpay_order',
    { p_order_id: orderId, p_razorpay_order_id: razorpayOrder },
    db,
  );
}

/** Places the user's cart as an online order and makes its Razorpay order. */
async function onlineOrder(user: TestUser, code?: string): Promise<Payable> {
  const placed = await place(user, 'online', code);
  return { ...placed, razorpayOrder: await attach(placed.orderId), paise: rupeesToPaise(placed.total) };
}

interface EventArgs {
  event: string;
  id?: string;
  source?: 'webhook' | 'handler';
  razorpayOrder?: string | null;
  payment?: string | null;
  paise?: number | null;
  currency?: string | null;
  method?: string | null;
  refund?: string | null;
  detail?: string | null;
}

/** One verified Razorpay event, applied as the webhook or verify-payment applies it. */
function eventArgs(e: EventArgs): Record<string, unknown> {
  return {
    p_event_id: e.id ?? `evt_${tail()}`,
    p_source: e.source ?? 'webhook',
    p_event: e.event,
    p_razorpay_order_id: e.razorpayOrder ?? null,
    p_payment_id: e.payment ?? null,
    p_amount_paise: e.paise ?? null,
    p_currency: e.currency === undefined ? 'INR' : e.currency,
    p_method: e.method ?? null,
    p_refund_id: e.refund ?? null,
    p_detail: e.detail ?? null,
  };
}

const apply = (e: EventArgs, db: postgres.Sql = shop.sql) =>
  shop.rpc<Applied>('service_role', 'apply_payment_event', eventArgs(e), db);

/** A capture of the order's total (payment.captured unless told otherwise). */
const capture = (o: Payable, payment = `pay_${tail()}`, extra: Partial<EventArgs> = {}, db = shop.sql) =>
  apply(
    {
      event: 'payment.captured',
      razorpayOrder: o.razorpayOrder,
      payment,
      paise: o.paise,
      method: 'upi',
      ...extra,
    },
    db,
  );

async function orderRow(id: string): Promise<OrderRow> {
  const [row] = await shop.sql<OrderRow[]>`
    select order_status, remark, payment_method, payment_status, payment_hold_until, razorpay_order_id,
           razorpay_payment_id, total, amount_paid, amount_refunded, payment_flag, created_at
    from public.orders where id = ${id}`;
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function refundsOf(orderId: string): Promise<RefundRow[]> {
  return await shop.sql<RefundRow[]>`
    select id::text, amount, status, razorpay_payment_id, razorpay_refund_id, requested_by::text, reason, attempts,
           last_error
    from public.payment_refunds where order_id = ${orderId} order by created_at, id`;
}

async function eventsOf(orderId: string) {
  return await shop.sql<
    { from_status: string | null; to_status: string; remark: string | null; actor_role: string }[]
  >`
    select from_status, to_status, remark, actor_role from public.item_events
    where kind = 'order' and item_id = ${orderId} order by created_at, id`;
}

async function mailsOf(orderId: string) {
  return await shop.sql<{ subject: string; body: string }[]>`
    select o.subject, o.body from private.email_outbox o
    join public.item_events e on e.id = o.event_id
    where e.item_id = ${orderId} order by o.id`;
}

const subjects = async (orderId: string) => (await mailsOf(orderId)).map((m) => m.subject);
const short = (orderId: string) => shop.displayNumber(orderId);

/** Ends the order's hold now (the sweeper then closes it). */
async function endHold(orderId: string) {
  await shop.sql`update public.orders set payment_hold_until = now() - interval '1 second' where id = ${orderId}`;
}

/** Orders the sweeper would close now. */
async function dueHolds(): Promise<number> {
  const [row] = await shop.sql<{ n: number }[]>`
    select count(*)::int as n from public.orders where order_status = 'payment_pending' and payment_hold_until <= now()`;
  return row?.n ?? -1;
}

const expireHolds = (db: postgres.Sql = shop.sql) =>
  shop.rpc<number>('service_role', 'expire_payment_holds', { p_limit: 1000 }, db);

interface Claimed {
  id: string;
  order_id: string;
  razorpay_payment_id: string;
  amount_paise: string;
  attempts: number;
}

/** The sweeper's claim: every due refund (other tests' too); the caller looks at its own. */
const claimRefunds = (db: postgres.Sql = shop.sql) =>
  shop.as(
    'service_role',
    async (tx) => await tx<Claimed[]>`select id::text, * from public.claim_payment_refunds(100)`,
    db,
  );

const finishRefund = (id: string, razorpayRefund: string | null, error: string | null = null) =>
  shop.rpc<boolean>('service_role', 'finish_payment_refund', {
    p_id: id,
    p_razorpay_refund_id: razorpayRefund,
    p_error: error,
  });

const asStaff = <T>(fn: string, args: Record<string, unknown> = {}, db: postgres.Sql = shop.sql) =>
  shop.rpc<T>(staffer.id, fn, args, db);

const move = (orderId: string, status: string, remark: string | null = null) =>
  asStaff('staff_transition', { p_kind: 'order', p_id: orderId, p_status: status, p_remark: remark });

const cancelMine = (user: TestUser, orderId: string, reason: string | null, db: postgres.Sql = shop.sql) =>
  shop.rpc<unknown>(user.id, 'cancel_my_order', { p_order_id: orderId, p_reason: reason }, db);

/** A paid online order of a new shopper: `quantity` units of `product`. */
async function paidOrder(label: string, product: ShopProduct, quantity = 1) {
  const user = await buyer(label, [[product, quantity]]);
  const o = await onlineOrder(user);
  const payment = `pay_${tail()}`;
  expect((await capture(o, payment)).outcome).toBe('paid');
  return { user, o, payment };
}

/** Refunds to the order's payment, made and completed as Razorpay would (claim, finish, webhook). */
async function completeRefund(refund: RefundRow, payment: string) {
  const claimed = await claimRefunds();
  expect(claimed.map((c) => c.id)).toContain(refund.id);
  const razorpayRefund = `rfnd_${tail()}`;
  expect(await finishRefund(refund.id, razorpayRefund)).toBe(true);
  const done = await apply({
    event: 'refund.processed',
    payment,
    refund: razorpayRefund,
    paise: rupeesToPaise(refund.amount),
  });
  expect(done.outcome).toBe('refund_processed');
  return razorpayRefund;
}

// ------------------------------------------------------------------------------------------------

describe('cash on delivery', () => {
  it('is taken up to the limit and refused above it, in the words of shared/contracts', async () => {
    const [half, over, big] = [
      await shop.product({ stock: 10, price: 25_000 }),
      await shop.product({ stock: 10, price: 50_000.01 }),
      await shop.product({ stock: 10, price: 55_000 }),
    ];
    // Exactly the limit: taken, cash due, the usual "placed" e-mail.
    const atLimit = await buyer('cod-at-limit', [[half, 2]]);
    const placed = await place(atLimit, 'cod');
    expect(placed).toEqual({
      success: true,
      orderId: expect.any(String),
      displayNumber: expect.stringMatching(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/),
      paymentMethod: 'cod',
      total: 50_000,
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      order_status: 'pending',
      payment_method: 'cod',
      payment_status: 'cod_due',
      payment_hold_until: null,
      amount_paid: '0.00',
    });
    expect(await subjects(placed.orderId)).toEqual([`Order #${await short(placed.orderId)} placed`]);
    expect(await shop.stock(half)).toBe(8);

    // One paisa above: refused with the contract's message, nothing taken; online is fine.
    const above = await buyer('cod-above', [[over, 1]]);
    expect(await failure(() => place(above, 'cod'))).toEqual({
      code: 'P0001',
      message: codAboveLimitMessage(PAYMENT_DEFAULTS.codLimitRupees),
    });
    expect(codAboveLimitMessage(50_000)).toContain('₹50,000.00');
    expect(await shop.stock(over)).toBe(10);
    expect(await shop.rpc<unknown[]>(above.id, 'get_cart')).toHaveLength(1);
    const [{ n } = { n: -1 }] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from public.orders where user_id = ${above.id}`;
    expect(n).toBe(0);
    expect(await place(above, 'online')).toMatchObject({ paymentMethod: 'online', total: 50_000.01 });

    // The limit is on what the shopper pays: the total after the discount.
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
    const discounted = await buyer('cod-discounted', [[big, 1]]);
    expect((await failure(() => place(discounted, 'cod'))).message).toBe(codAboveLimitMessage(50_000));
    expect(await place(discounted, 'cod', code)).toMatchObject({ paymentMethod: 'cod', total: 49_500 });
  });

  it('reads the limit and the hold from private.shop_settings', async () => {
    const [saved] = await shop.sql<{ cod_limit_rupees: string; payment_hold_minutes: number }[]>`
      select cod_limit_rupees, payment_hold_minutes from private.shop_settings`;
    await shop.sql`
      insert into private.shop_settings (cod_limit_rupees, payment_hold_minutes) values (1234.5, 30)
      on conflict (singleton) do update set cod_limit_rupees = excluded.cod_limit_rupees,
                                           payment_hold_minutes = excluded.payment_hold_minutes`;
    try {
      const [edge, beyond] = [
        await shop.product({ stock: 10, price: 1234.5 }),
        await shop.product({ stock: 10, price: 1234.51 }),
      ];
      expect((await place(await buyer('settings-edge', [[edge, 1]]), 'cod')).total).toBe(1234.5);
      const user = await buyer('settings-beyond', [[beyond, 1]]);
      expect(await failure(() => place(user, 'cod'))).toEqual({
        code: 'P0001',
        message: codAboveLimitMessage(1234.5),
      });
      expect(codAboveLimitMessage(1234.5)).toContain('₹1,234.50');
      const online = await place(user, 'online');
      const [held] = await shop.sql<{ exact: boolean }[]>`
        select payment_hold_until - created_at = interval '30 minutes' as exact
        from public.orders where id = ${online.orderId}`;
      expect(held?.exact).toBe(true);
    } finally {
      if (saved)
        await shop.sql`update private.shop_settings set cod_limit_rupees = ${saved.cod_limit_rupees},
                         payment_hold_minutes = ${saved.payment_hold_minutes}`;
      else await shop.sql`delete from private.shop_settings`;
    }
    // The database words rupees and the limit as the apps do.
    for (const amount of [0, 0.5, 999.99, 1000, 50_000, 123_456.5, 12_345_678.9, 100_000_000]) {
      const [row] = await shop.sql<{ rupees: string; message: string }[]>`
        select private.inr_grouped(${amount}) as rupees, private.cod_above_limit_message(${amount}) as message`;
      expect(row?.rupees, String(amount)).toBe(formatRupees(amount));
      expect(row?.message, String(amount)).toBe(codAboveLimitMessage(amount));
    }
  });

  it('refuses a payment method other than online or cod (22023) and takes nothing', async () => {
    const p = await shop.product({ stock: 5, price: 1000 });
    const user = await buyer('pay-method', [[p, 1]]);
    for (const method of ['card', 'COD', 'online ', '', 'upi', null]) {
      expect(await failure(() => place(user, method)), String(method)).toEqual({
        code: '22023',
        message: 'payment_method must be online or cod.',
      });
    }
    expect(await shop.stock(p)).toBe(5);
    expect(await shop.rpc<unknown[]>(user.id, 'get_cart')).toHaveLength(1);
    // Without one: cash on delivery (apps without a payment step).
    const placed = await shop.rpc<Placed>(user.id, 'place_order', { p_idempotency_key: randomUUID() });
    expect(placed.paymentMethod).toBe('cod');
  });

  it('is collected on delivery: paid, amount_paid the total, a note on the timeline, no extra e-mail', async () => {
    const p = await shop.product({ stock: 5, price: 2499.5 });
    const user = await buyer('cod-delivered', [[p, 2]]);
    const { orderId, total } = await place(user, 'cod');
    for (const step of ['processing', 'shipped', 'out for delivery']) await move(orderId, step);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'cod_due', amount_paid: '0.00' });
    await move(orderId, 'delivered', 'Handed over at the door');
    expect(await orderRow(orderId)).toMatchObject({
      order_status: 'delivered',
      payment_status: 'paid',
      amount_paid: '4999.00',
      total: '4999.00',
      remark: 'Handed over at the door',
    });
    expect(total).toBe(4999);
    expect((await eventsOf(orderId)).slice(-2)).toEqual([
      {
        from_status: 'out for delivery',
        to_status: 'delivered',
        remark: 'Handed over at the door',
        actor_role: 'staff',
      },
      {
        from_status: 'delivered',
        to_status: 'delivered',
        remark: `Cash received on delivery: ${formatRupees(4999)}`,
        actor_role: 'staff',
      },
    ]);
    const s = await short(orderId);
    expect(await subjects(orderId)).toEqual([
      `Order #${s} placed`,
      `Order #${s}: Processing`,
      `Order #${s}: Shipped`,
      `Order #${s}: Out For Delivery`,
      `Order #${s}: Delivered`,
    ]);

    // An order paid online is not collected again on delivery.
    const { o } = await paidOrder('online-delivered', p);
    for (const step of ['processing', 'shipped', 'out for delivery', 'delivered'])
      await move(o.orderId, step);
    expect(await orderRow(o.orderId)).toMatchObject({ payment_status: 'paid', amount_paid: '2499.50' });
    expect((await eventsOf(o.orderId)).filter((e) => e.remark?.startsWith('Cash'))).toEqual([]);
  });
});

describe('an online order', () => {
  it('waits for its payment, holding its stock for 15 minutes, with no "placed" e-mail', async () => {
    const p = await shop.product({ stock: 10, price: 1999 });
    const user = await buyer('online-wait', [[p, 3]]);
    const placed = await place(user, 'online');
    expect(placed).toEqual({
      success: true,
      orderId: expect.any(String),
      displayNumber: expect.stringMatching(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/),
      paymentMethod: 'online',
      total: 5997,
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
      razorpay_order_id: null,
      razorpay_payment_id: null,
      amount_paid: '0.00',
      payment_flag: null,
    });
    const [hold] = await shop.sql<{ exact: boolean }[]>`
      select payment_hold_until - created_at = make_interval(mins => ${PAYMENT_DEFAULTS.holdMinutes}) as exact
      from public.orders where id = ${placed.orderId}`;
    expect(hold?.exact).toBe(true);
    expect(await shop.stock(p)).toBe(7);
    expect(await shop.rpc<unknown[]>(user.id, 'get_cart')).toEqual([]);
    expect(await eventsOf(placed.orderId)).toEqual([
      { from_status: null, to_status: 'payment_pending', remark: null, actor_role: 'shopper' },
    ]);
    expect(await mailsOf(placed.orderId)).toEqual([]);

    // What Checkout is given: the database's amount, in paise.
    const row = await orderRow(placed.orderId);
    const payable = await shop.rpc(user.id, 'payable_order', { p_order_id: placed.orderId });
    expect(payable).toEqual({
      orderId: placed.orderId,
      amount: 599_700,
      currency: 'INR',
      razorpayOrderId: null,
      holdUntil: expect.any(String),
    });
    expect(Date.parse((payable as { holdUntil: string }).holdUntil)).toBe(row.payment_hold_until?.getTime());
    const razorpayOrder = await attach(placed.orderId);
    expect(await shop.rpc(user.id, 'payable_order', { p_order_id: placed.orderId })).toMatchObject({
      razorpayOrderId: razorpayOrder,
    });
    // Nobody else learns anything about it.
    const other = await shop.user('online-wait-other');
    expect(await failure(() => shop.rpc(other.id, 'payable_order', { p_order_id: placed.orderId }))).toEqual({
      code: 'PT404',
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect(
      (await failure(() => shop.rpc('anon', 'payable_order', { p_order_id: placed.orderId }))).code,
    ).toBe('42501');
    // The shopper's Active tab shows it waiting.
    const active = userOrdersAnswerSchema.parse(
      await shop.rpc(user.id, 'get_user_orders', { p_page_number: 1, p_status_group: 'active' }),
    );
    expect(active.orders.find((o) => o.id === placed.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
      payment_hold_until: expect.any(String),
    });
  });

  it('records its Razorpay order once; only the service role may', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await buyer('attach', [[p, 1]]);
    const { orderId } = await place(user, 'online');
    for (const who of [user.id, staffer.id, 'anon'] as const)
      expect(
        (
          await failure(() =>
            shop.rpc(who, 'attach_razorpay_order', {
              p_order_id: orderId,
              p_razorpay_order_id: 'order_Mine1',
            }),
          )
        ).code,
        who,
      ).toBe('42501');
    for (const bad of ['order_', 'pay_Abc123', 'order_ab-c', `order_${'x'.repeat(41)}`, '', null])
      expect((await failure(() => attach(orderId, bad as string))).code, String(bad)).toBe('22023');
    expect((await orderRow(orderId)).razorpay_order_id).toBeNull();
    // Two tabs making a Razorpay order at once: one is recorded, both are told it.
    const ids = [`order_A${tail()}`, `order_B${tail()}`];
    const answers = await Promise.all(ids.map((id) => attach(orderId, id, shop.pool)));
    const recorded = (await orderRow(orderId)).razorpay_order_id;
    expect(ids).toContain(recorded);
    expect(answers).toEqual([recorded, recorded]);
    expect(await attach(orderId, `order_C${tail()}`)).toBe(recorded);
    // Not for an order paid on delivery, nor one that does not exist.
    await fill(user, [[p, 1]]);
    const cod = await place(user, 'cod');
    expect(await failure(() => attach(cod.orderId))).toEqual({ code: 'PT404', message: 'Order not found.' });
    expect((await failure(() => attach(randomUUID()))).code).toBe('PT404');
  });

  it('counts toward the unpaid order limits until it is paid', async () => {
    const p = await shop.product({ stock: 20, price: 1000 });
    const user = await shop.user('online-unpaid');
    const orders: Payable[] = [];
    for (let i = 0; i < UNPAID_ORDER_LIMITS.maxOrders; i += 1) {
      await fill(user, [[p, 1]]);
      orders.push(await onlineOrder(user));
    }
    await fill(user, [[p, 1]]);
    expect(await failure(() => place(user, 'online'))).toEqual({
      code: 'PT422',
      message: unpaidOrdersLimitMessage(UNPAID_ORDER_LIMITS.maxOrders),
    });
    expect((await capture(orders[0] as Payable)).outcome).toBe('paid');
    expect((await place(user, 'online')).success).toBe(true);
  });
});

describe('apply_payment_event', () => {
  it("is the service role's only", async () => {
    const p = await shop.product({ stock: 5, price: 1000 });
    const user = await buyer('event-guard', [[p, 1]]);
    const o = await onlineOrder(user);
    const id = `evt_${tail()}`;
    for (const who of [user.id, staffer.id, 'anon'] as const) {
      const denied = await failure(() =>
        shop.rpc(
          who,
          'apply_payment_event',
          eventArgs({
            id,
            event: 'payment.captured',
            razorpayOrder: o.razorpayOrder,
            payment: `pay_${tail()}`,
            paise: o.paise,
          }),
        ),
      );
      expect(denied, who).toEqual({
        code: '42501',
        message: 'permission denied for function apply_payment_event',
      });
    }
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_status: 'pending',
    });
    expect(await shop.sql`select 1 from public.payment_events where event_id = ${id}`).toHaveLength(0);
  });

  it('pays an order with a capture of its total: pending, paid, on the timeline, one e-mail', async () => {
    const p = await shop.product({ stock: 5, price: 1234.5 });
    const user = await buyer('event-pay', [[p, 2]]);
    const o = await onlineOrder(user);
    const payment = `pay_${tail()}`;
    expect(await capture(o, payment)).toEqual({ outcome: 'paid', orderId: o.orderId, paymentStatus: 'paid' });
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'pending',
      payment_status: 'paid',
      amount_paid: '2469.00',
      total: '2469.00',
      razorpay_payment_id: payment,
      payment_hold_until: null,
      payment_flag: null,
      // The payment's note is the event's; the order's remark stays the shop's.
      remark: null,
    });
    expect(await shop.stock(p)).toBe(3);
    expect((await eventsOf(o.orderId)).at(-1)).toEqual({
      from_status: 'payment_pending',
      to_status: 'pending',
      remark: `Payment received: ${formatRupees(2469)} by UPI (${payment})`,
      actor_role: 'system',
    });
    const mails = await mailsOf(o.orderId);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${await short(o.orderId)} placed: payment received`,
    ]);
    expect(mails[0]?.body).toContain(`We have received your payment of ${formatRupees(2469)}`);
    expect(mails[0]?.body).toContain('Status: Pending');
    expect(await failure(() => shop.rpc(user.id, 'payable_order', { p_order_id: o.orderId }))).toEqual({
      code: 'P0001',
      message: PAYMENT_MESSAGES.notPayable,
    });
  });

  it('applies an event once; the same payment by another way is already paid; a later failure is ignored', async () => {
    const p = await shop.product({ stock: 5, price: 1000 });
    for (const firstWay of ['webhook', 'handler'] as const) {
      const user = await buyer(`event-once-${firstWay}`, [[p, 1]]);
      const o = await onlineOrder(user);
      const payment = `pay_${tail()}`;
      const handler: EventArgs = { event: 'handler.verified', source: 'handler', id: `handler:${payment}` };
      const captured: EventArgs = { event: 'payment.captured', id: `evt_${tail()}` };
      const [first, second] = firstWay === 'webhook' ? [captured, handler] : [handler, captured];
      const as = (e: EventArgs) => capture(o, payment, e);
      expect((await as(first)).outcome).toBe('paid');
      const before = {
        order: await orderRow(o.orderId),
        events: await eventsOf(o.orderId),
        mails: await mailsOf(o.orderId),
      };
      expect(await as(first)).toEqual({ outcome: 'duplicate', orderId: o.orderId, paymentStatus: 'paid' });
      expect((await as(second)).outcome).toBe('already_paid');
      expect((await as({ event: 'order.paid' })).outcome).toBe('already_paid');
      expect(
        (await apply({ event: 'payment.failed', razorpayOrder: o.razorpayOrder, payment })).outcome,
      ).toBe('ignored');
      expect({
        order: await orderRow(o.orderId),
        events: await eventsOf(o.orderId),
        mails: await mailsOf(o.orderId),
      }).toEqual(before);
      expect(await refundsOf(o.orderId)).toEqual([]);
    }
  });

  it('applies each event once under a storm of retries and channels at once', async () => {
    const p = await shop.product({ stock: 5, price: 1500 });
    const user = await buyer('event-storm', [[p, 1]]);
    const o = await onlineOrder(user);
    const payment = `pay_${tail()}`;
    const webhook = `evt_${tail()}`;
    const orderPaid = `evt_${tail()}`;
    const calls: EventArgs[] = [
      ...Array.from({ length: 4 }, () => ({ event: 'payment.captured', id: webhook })),
      ...Array.from({ length: 2 }, () => ({ event: 'order.paid', id: orderPaid })),
      ...Array.from({ length: 2 }, () => ({
        event: 'handler.verified',
        source: 'handler' as const,
        id: `handler:${payment}`,
      })),
    ];
    const results = await all(calls.length, (i) => capture(o, payment, calls[i], shop.pool));
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value.outcome : String(r.reason)));
    // Three events: each applied once (the rest duplicates), and one of them paid.
    expect(outcomes.filter((x) => x === 'paid')).toHaveLength(1);
    expect(outcomes.filter((x) => x === 'already_paid')).toHaveLength(2);
    expect(outcomes.filter((x) => x === 'duplicate')).toHaveLength(5);
    expect(await orderRow(o.orderId)).toMatchObject({ payment_status: 'paid', amount_paid: '1500.00' });
    expect(await subjects(o.orderId)).toEqual([`Order #${await short(o.orderId)} placed: payment received`]);
    expect(
      (await eventsOf(o.orderId)).filter(
        (e) => e.from_status === 'payment_pending' && e.to_status === 'pending',
      ),
    ).toHaveLength(1);
    const recorded = await shop.sql<{ event_id: string }[]>`
      select event_id from public.payment_events where order_id = ${o.orderId} order by event_id`;
    expect(recorded.map((r) => r.event_id)).toEqual([webhook, orderPaid, `handler:${payment}`].sort());
  });

  it('never pays a wrong amount or currency: a mismatch is flagged for staff, and the right capture pays', async () => {
    const p = await shop.product({ stock: 5, price: 999.99 });
    const user = await buyer('event-mismatch', [[p, 1]]);
    const o = await onlineOrder(user);
    const wrong: Partial<EventArgs>[] = [
      { paise: o.paise - 1 },
      { paise: o.paise + 100 },
      { paise: 1 },
      { paise: null },
      { currency: 'USD' },
      { currency: 'inr' },
      { currency: null },
    ];
    for (const extra of wrong) {
      const payment = `pay_${tail()}`;
      expect((await capture(o, payment, extra)).outcome, JSON.stringify(extra)).toBe('mismatch');
      const row = await orderRow(o.orderId);
      expect(row).toMatchObject({
        order_status: 'payment_pending',
        payment_status: 'pending',
        amount_paid: '0.00',
        razorpay_payment_id: null,
      });
      expect(row.payment_flag).toMatch(new RegExp(`^Amount mismatch on ${payment}: `));
      expect((await eventsOf(o.orderId)).at(-1)).toMatchObject({
        from_status: 'payment_pending',
        to_status: 'payment_pending',
        remark: `Payment ${payment} did not match the order total; the shop will check it.`,
      });
    }
    expect(await mailsOf(o.orderId)).toEqual([]);
    expect((await capture(o)).outcome).toBe('paid');
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 'pending', amount_paid: '999.99' });
  });

  it('fails a payment once per event and e-mails it; a retry can still pay', async () => {
    const p = await shop.product({ stock: 5, price: 1000 });
    const user = await buyer('event-failed', [[p, 1]]);
    const o = await onlineOrder(user);
    const failed = (id: string, detail: string) =>
      apply({
        event: 'payment.failed',
        id,
        razorpayOrder: o.razorpayOrder,
        payment: `pay_${tail()}`,
        detail,
      });
    const first = `evt_${tail()}`;
    expect(await failed(first, 'Card declined by the bank')).toEqual({
      outcome: 'failed',
      orderId: o.orderId,
      paymentStatus: 'failed',
    });
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_status: 'failed',
    });
    expect(await shop.stock(p)).toBe(4);
    expect((await eventsOf(o.orderId)).at(-1)?.remark).toBe('Payment failed: Card declined by the bank');
    const s = await short(o.orderId);
    expect(await subjects(o.orderId)).toEqual([`Order #${s}: payment failed`]);
    expect((await mailsOf(o.orderId))[0]?.body).toContain('no money was taken');
    // The same event again: nothing more. Another failed attempt: its own e-mail.
    expect((await failed(first, 'Card declined by the bank')).outcome).toBe('duplicate');
    expect(await subjects(o.orderId)).toHaveLength(1);
    expect((await failed(`evt_${tail()}`, 'UPI request expired')).outcome).toBe('failed');
    expect(await subjects(o.orderId)).toEqual([`Order #${s}: payment failed`, `Order #${s}: payment failed`]);
    // Still payable until the hold ends; then paid.
    expect(await shop.rpc(user.id, 'payable_order', { p_order_id: o.orderId })).toMatchObject({
      amount: o.paise,
    });
    expect((await capture(o)).outcome).toBe('paid');
    expect((await failed(`evt_${tail()}`, 'Late failure')).outcome).toBe('ignored');
    expect(await subjects(o.orderId)).toEqual([
      `Order #${s}: payment failed`,
      `Order #${s}: payment failed`,
      `Order #${s} placed: payment received`,
    ]);
  });

  it('refunds a second payment of a paid order once, whichever ways it is reported', async () => {
    // Two tabs paid the same order: X paid it, Y is money to give back, once. Razorpay reports
    // each payment up to three ways (verify-payment's handler, payment.captured, order.paid).
    const p = await shop.product({ stock: 5, price: 1000 });
    const user = await buyer('event-second-payment', [[p, 1]]);
    const o = await onlineOrder(user);
    const [x, y] = [`pay_X${tail()}`, `pay_Y${tail()}`];
    expect(
      (await capture(o, x, { event: 'handler.verified', source: 'handler', id: `handler:${x}` })).outcome,
    ).toBe('paid');
    expect((await capture(o, x)).outcome).toBe('already_paid');
    expect(
      (await capture(o, y, { event: 'handler.verified', source: 'handler', id: `handler:${y}` })).outcome,
    ).toBe('second_capture_refund');
    const again = [(await capture(o, y)).outcome, (await capture(o, y, { event: 'order.paid' })).outcome];
    const row = await orderRow(o.orderId);
    expect({
      again,
      paymentStatus: row.payment_status,
      amountPaid: row.amount_paid,
      refunds: (await refundsOf(o.orderId)).map((r) => [r.razorpay_payment_id, r.amount]),
    }).toEqual({
      again: ['already_paid', 'already_paid'],
      paymentStatus: 'paid',
      amountPaid: '2000.00',
      refunds: [[y, '1000.00']],
    });
  });

  it('answers unknown_order for an order it does not know, and refuses an event without an id or a known source', async () => {
    const unknown = await apply({
      event: 'payment.captured',
      razorpayOrder: `order_Nope${tail()}`,
      payment: `pay_${tail()}`,
      paise: 100,
    });
    expect(unknown).toEqual({ outcome: 'unknown_order' });
    for (const bad of [{ id: '' }, { id: '   ' }, { source: 'browser' }] as Partial<EventArgs>[]) {
      const args = eventArgs({
        event: 'payment.captured',
        razorpayOrder: 'order_X',
        payment: 'pay_X',
        ...bad,
      });
      expect((await failure(() => shop.rpc('service_role', 'apply_payment_event', args))).code).toBe('22023');
    }
  });
});

describe('the end of a hold', () => {
  it('closes an unpaid order once: stock and code use back, e-mailed, nothing left to pay', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const code = await shop.code({
      discount_type: 'percentage',
      discount_value: 0.1,
      usage_limit_per_user: 1,
    });
    const user = await buyer('hold-end', [[p, 2]]);
    const o = await onlineOrder(user, code);
    const waiting = await onlineOrder(await buyer('hold-still', [[p, 1]]));
    const used = async () =>
      (
        await shop.sql<{ times_used: number; redemptions: number }[]>`
          select d.times_used, (select count(*)::int from public.discount_redemptions r where r.code = d.code) as redemptions
          from public.discount_codes d where d.code = ${code}`
      )[0];
    expect(await shop.stock(p)).toBe(7);
    expect(await used()).toEqual({ times_used: 1, redemptions: 1 });

    for (const who of [user.id, staffer.id, 'anon'] as const)
      expect((await failure(() => shop.rpc(who, 'expire_payment_holds', {}))).code, who).toBe('42501');

    await endHold(o.orderId);
    // The hold has ended even before the sweeper runs: nothing more to pay.
    expect(await failure(() => shop.rpc(user.id, 'payable_order', { p_order_id: o.orderId }))).toEqual({
      code: 'P0001',
      message: PAYMENT_MESSAGES.holdExpired,
    });
    const due = await dueHolds();
    expect(due).toBeGreaterThan(0);
    expect(await expireHolds()).toBe(due);
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'payment_expired',
      payment_status: 'expired',
      payment_hold_until: null,
      amount_paid: '0.00',
    });
    expect(await shop.stock(p)).toBe(9);
    expect(await used()).toEqual({ times_used: 0, redemptions: 0 });
    expect((await eventsOf(o.orderId)).at(-1)).toEqual({
      from_status: 'payment_pending',
      to_status: 'payment_expired',
      remark: 'The time to pay ended; the items were released.',
      actor_role: 'system',
    });
    const mails = await mailsOf(o.orderId);
    expect(mails.map((m) => m.subject)).toEqual([`Order #${await short(o.orderId)}: payment time ended`]);
    expect(mails[0]?.body).toContain('No money was taken');

    // Once: the sweeper again, a staff cancel, the shopper's cancel change nothing.
    expect(await expireHolds()).toBe(0);
    expect((await failure(() => move(o.orderId, 'cancelled'))).code).toBe('PT409');
    expect((await failure(() => cancelMine(user, o.orderId, 'Too late'))).code).toBe('PT409');
    expect(await shop.stock(p)).toBe(9);
    expect(await used()).toEqual({ times_used: 0, redemptions: 0 });
    expect(await mailsOf(o.orderId)).toHaveLength(1);
    expect(await failure(() => shop.rpc(user.id, 'payable_order', { p_order_id: o.orderId }))).toEqual({
      code: 'P0001',
      message: PAYMENT_MESSAGES.holdExpired,
    });
    // The order whose hold has not ended waits on.
    expect((await orderRow(waiting.orderId)).order_status).toBe('payment_pending');
    // The code's use is really back: the once-per-shopper code works again.
    await fill(user, [[p, 1]]);
    expect((await place(user, 'online', code)).success).toBe(true);
    expect(await used()).toEqual({ times_used: 1, redemptions: 1 });
  });

  it('refunds a capture that arrives after the hold was closed, whole and once', async () => {
    const p = await shop.product({ stock: 10, price: 1500 });
    const user = await buyer('hold-late', [[p, 1]]);
    const o = await onlineOrder(user);
    await endHold(o.orderId);
    await expireHolds();
    expect(await shop.stock(p)).toBe(10);
    const payment = `pay_${tail()}`;
    expect(await capture(o, payment)).toMatchObject({ outcome: 'late_refund', orderId: o.orderId });
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'payment_expired',
      amount_paid: '1500.00',
      razorpay_payment_id: payment,
    });
    expect((await refundsOf(o.orderId)).map((r) => [r.amount, r.razorpay_payment_id, r.status])).toEqual([
      ['1500.00', payment, 'requested'],
    ]);
    // Reported again another way: no second refund.
    expect((await capture(o, payment, { event: 'order.paid' })).outcome).toBe('already_paid');
    expect(await refundsOf(o.orderId)).toHaveLength(1);
    expect(await shop.stock(p)).toBe(10);
    const s = await short(o.orderId);
    expect(await subjects(o.orderId)).toEqual([
      `Order #${s}: payment time ended`,
      `Order #${s}: refund started`,
    ]);
  });

  it('shows the refund of a late capture on the order as a refund started', async () => {
    // The shopper was e-mailed "refund started"; the order must not keep saying "payment time
    // ended" (expired) while their money is being returned: refund_pending, as for a cancelled
    // paid order, until refund.processed makes it refunded.
    const p = await shop.product({ stock: 10, price: 1500 });
    const o = await onlineOrder(await buyer('hold-late-status', [[p, 1]]));
    await endHold(o.orderId);
    await expireHolds();
    expect((await capture(o)).outcome).toBe('late_refund');
    expect((await orderRow(o.orderId)).payment_status).toBe('refund_pending');
  });

  it('lets a capture made before the sweep pay the order, even after the hold time', async () => {
    const p = await shop.product({ stock: 10, price: 1500 });
    const o = await onlineOrder(await buyer('hold-capture-first', [[p, 1]]));
    await endHold(o.orderId);
    expect((await capture(o)).outcome).toBe('paid');
    await expireHolds();
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
    expect(await shop.stock(p)).toBe(9);
    expect(await refundsOf(o.orderId)).toEqual([]);
  });

  it('ends a capture racing the sweep either paid or closed with a whole refund, never both, stock back at most once', async () => {
    const stock = 100;
    const p = await shop.product({ stock, price: 1000 });
    const user = await shop.user('hold-race');
    const rounds = 30;
    let paid = 0;
    for (let i = 0; i < rounds; i += 1) {
      await fill(user, [[p, 1]]);
      const o = await onlineOrder(user);
      await endHold(o.orderId);
      const payment = `pay_${tail()}`;
      const [expired, applied] = await Promise.all([
        expireHolds(shop.pool),
        capture(o, payment, {}, shop.pool),
      ]);
      const row = await orderRow(o.orderId);
      const refunds = (await refundsOf(o.orderId)).map((r) => [r.amount, r.razorpay_payment_id, r.status]);
      const moves = (await eventsOf(o.orderId)).filter((e) => e.from_status !== e.to_status && e.from_status);
      expect(row.amount_paid, `round ${i}`).toBe('1000.00');
      if (applied.outcome === 'paid') {
        paid += 1;
        expect(expired, `round ${i}`).toBe(0);
        expect(row, `round ${i}`).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
        expect(refunds, `round ${i}`).toEqual([]);
        expect(moves.map((e) => e.to_status)).toEqual(['pending']);
      } else {
        expect(applied.outcome, `round ${i}`).toBe('late_refund');
        expect(expired, `round ${i}`).toBe(1);
        expect(row.order_status, `round ${i}`).toBe('payment_expired');
        expect(refunds, `round ${i}`).toEqual([['1000.00', payment, 'requested']]);
        expect(moves.map((e) => e.to_status)).toEqual(['payment_expired']);
      }
      expect(await shop.stock(p), `round ${i}`).toBe(stock - paid);
    }
    console.info(
      `capture vs expiry: ${paid} paid, ${rounds - paid} expired and refunded in ${rounds} rounds`,
    );
  });
});

describe('cancel_my_order', () => {
  it('lets only the owner cancel, with a reason of 3-400 characters', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await buyer('cancel-owner', [[p, 1]]);
    const { orderId } = await place(user, 'online');
    const other = await shop.user('cancel-intruder');
    expect(await failure(() => cancelMine(other, orderId, 'Not mine but cancel it'))).toEqual({
      code: 'PT404',
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect(
      (await failure(() => shop.rpc('anon', 'cancel_my_order', { p_order_id: orderId, p_reason: 'abc' })))
        .code,
    ).toBe('42501');
    for (const reason of [
      '',
      '  ',
      'ab',
      ' ab ',
      '\u200B\u200Bab\u200B',
      'x'.repeat(CANCEL_REASON_LIMITS.max + 1),
      null,
    ])
      expect(await failure(() => cancelMine(user, orderId, reason)), JSON.stringify(reason)).toEqual({
        code: '22023',
        message: PAYMENT_MESSAGES.cancelReasonRequired,
      });
    expect((await orderRow(orderId)).order_status).toBe('payment_pending');
    expect(await shop.stock(p)).toBe(9);

    // 3 and CANCEL_REASON_LIMITS.max characters are fine; an unpaid order is cancelled with nothing to refund.
    const answer = cancelOrderAnswerSchema.parse(await cancelMine(user, orderId, ' abc '));
    expect(answer).toEqual({ order_status: 'cancelled', payment_status: 'expired', refund_started: false });
    expect(await shop.stock(p)).toBe(10);
    expect(await refundsOf(orderId)).toEqual([]);
    expect((await eventsOf(orderId)).at(-1)).toEqual({
      from_status: 'payment_pending',
      to_status: 'cancelled',
      remark: 'Cancelled by the shopper: abc',
      actor_role: 'shopper',
    });
    await fill(user, [[p, 1]]);
    const cod = await place(user, 'cod');
    expect(
      cancelOrderAnswerSchema.parse(
        await cancelMine(user, cod.orderId, 'y'.repeat(CANCEL_REASON_LIMITS.max)),
      ),
    ).toMatchObject({
      order_status: 'cancelled',
      refund_started: false,
    });
  });

  it(`accepts a reason of ${CANCEL_REASON_LIMITS.max} characters`, async () => {
    // The reason goes into the timeline and the order's remark after "Cancelled by the shopper: ",
    // which the remark's 500 characters must hold.
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await buyer('cancel-long', [[p, 1]]);
    const { orderId } = await place(user, 'cod');
    const reason = 'y'.repeat(CANCEL_REASON_LIMITS.max);
    const answer = await cancelMine(user, orderId, reason).catch(
      (e: { code: string; message: string }) => e.message,
    );
    expect(answer).toMatchObject({ order_status: 'cancelled' });
  });

  it('refuses a reason of blanks wrapped in invisible characters', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await buyer('cancel-invisible', [[p, 1]]);
    const { orderId } = await place(user, 'cod');
    expect(await failure(() => cancelMine(user, orderId, '\u200B   \u200B'))).toEqual({
      code: '22023',
      message: PAYMENT_MESSAGES.cancelReasonRequired,
    });
  });

  it('refuses once the order has shipped, and a second cancel', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await shop.user('cancel-shipped');
    const orders: string[] = [];
    for (const steps of [
      ['processing', 'shipped'],
      ['processing', 'shipped', 'out for delivery'],
      ['processing', 'shipped', 'out for delivery', 'delivered'],
    ]) {
      await fill(user, [[p, 1]]);
      const { orderId } = await place(user, 'cod');
      for (const step of steps) await move(orderId, step);
      expect(await failure(() => cancelMine(user, orderId, 'Changed my mind'))).toEqual({
        code: 'PT409',
        message: PAYMENT_MESSAGES.cancelNotAllowed,
      });
      orders.push(orderId);
    }
    await fill(user, [[p, 1]]);
    const { orderId } = await place(user, 'cod');
    await move(orderId, 'processing');
    expect(
      cancelOrderAnswerSchema.parse(await cancelMine(user, orderId, 'Changed my mind')).order_status,
    ).toBe('cancelled');
    expect(await failure(() => cancelMine(user, orderId, 'Changed my mind'))).toEqual({
      code: 'PT409',
      message: 'This order is already cancelled.',
    });
    expect(await shop.stock(p)).toBe(10 - orders.length);
  });

  it('cancels a paid order with exactly one full refund, even under 10 parallel clicks', async () => {
    const p = await shop.product({ stock: 10, price: 2750.25 });
    const { user, o, payment } = await paidOrder('cancel-paid', p, 2);
    expect(await shop.stock(p)).toBe(8);
    const results = await all(10, () =>
      cancelMine(user, o.orderId, 'Found a better price elsewhere', shop.pool),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(cancelOrderAnswerSchema.parse((done[0] as PromiseFulfilledResult<unknown>).value)).toEqual({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
      refund_started: true,
    });
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'PT409', message: 'This order is already cancelled.' });
    expect(await shop.stock(p)).toBe(10);
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({
        amount: '5500.50',
        status: 'requested',
        razorpay_payment_id: payment,
        requested_by: user.id,
        reason: 'Order cancelled',
      }),
    ]);
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
      amount_paid: '5500.50',
      amount_refunded: '0.00',
    });
    const s = await short(o.orderId);
    expect(await subjects(o.orderId)).toEqual([
      `Order #${s} placed: payment received`,
      `Order #${s}: Cancelled`,
      `Order #${s}: refund started`,
    ]);
    expect((await mailsOf(o.orderId)).at(-1)?.body).toContain(`a refund of ${formatRupees(5500.5)}`);
    expect(await asStaff('staff_order_payment', { p_order_id: o.orderId })).toMatchObject({ refundable: 0 });
  });
});

describe('refunds', () => {
  it('are claimed once by the sweeper, recorded with the Razorpay id, and completed by refund.processed', async () => {
    const p = await shop.product({ stock: 10, price: 1800 });
    const { user, o, payment } = await paidOrder('refund-flow', p);
    await cancelMine(user, o.orderId, 'Ordered by mistake');
    const [refund] = await refundsOf(o.orderId);
    if (!refund) throw new Error('no refund requested');
    for (const who of [user.id, staffer.id, 'anon'] as const) {
      expect(
        (
          await failure(() =>
            shop.rpc(who, 'finish_payment_refund', { p_id: refund.id, p_razorpay_refund_id: 'rfnd_x' }),
          )
        ).code,
      ).toBe('42501');
      expect(
        (await failure(() => shop.as(who, (tx) => tx`select * from public.claim_payment_refunds(100)`))).code,
      ).toBe('42501');
    }
    // Two sweepers at once: one claims it.
    const [a, b] = await Promise.all([claimRefunds(shop.pool), claimRefunds(shop.pool)]);
    const mine = [...a, ...b].filter((c) => c.id === refund.id);
    expect(mine).toEqual([
      expect.objectContaining({ order_id: o.orderId, razorpay_payment_id: payment, attempts: 1 }),
    ]);
    expect(Number(mine[0]?.amount_paise)).toBe(180_000);
    expect((await claimRefunds()).map((c) => c.id)).not.toContain(refund.id);

    const razorpayRefund = `rfnd_${tail()}`;
    expect(await finishRefund(refund.id, razorpayRefund)).toBe(true);
    expect(await finishRefund(refund.id, `rfnd_${tail()}`)).toBe(false);
    expect((await refundsOf(o.orderId))[0]).toMatchObject({
      status: 'pending',
      razorpay_refund_id: razorpayRefund,
    });

    const processed = { event: 'refund.processed', payment, refund: razorpayRefund, paise: 180_000 };
    expect(await apply(processed)).toEqual({
      outcome: 'refund_processed',
      orderId: o.orderId,
      paymentStatus: 'refunded',
    });
    expect(await orderRow(o.orderId)).toMatchObject({
      payment_status: 'refunded',
      amount_paid: '1800.00',
      amount_refunded: '1800.00',
    });
    expect((await refundsOf(o.orderId))[0]?.status).toBe('processed');
    const mails = await mailsOf(o.orderId);
    expect(mails.at(-1)?.subject).toBe(`Order #${await short(o.orderId)}: refund done`);
    expect(mails.at(-1)?.body).toContain(`Your refund of ${formatRupees(1800)} has been processed`);
    expect((await eventsOf(o.orderId)).at(-1)?.remark).toBe(`Refund done: ${formatRupees(1800)}`);
    // Told again (another event id): counted once.
    expect((await apply(processed)).outcome).toBe('ignored');
    expect((await orderRow(o.orderId)).amount_refunded).toBe('1800.00');
    expect(await mailsOf(o.orderId)).toHaveLength(mails.length);
  });

  it('complete a refund whose webhook overtakes the sweeper recording its id', async () => {
    const p = await shop.product({ stock: 10, price: 1200 });
    const { user, o, payment } = await paidOrder('refund-overtaken', p);
    await cancelMine(user, o.orderId, 'Ordered by mistake');
    const [refund] = await refundsOf(o.orderId);
    if (!refund) throw new Error('no refund requested');
    expect((await claimRefunds()).map((c) => c.id)).toContain(refund.id);
    const razorpayRefund = `rfnd_${tail()}`;
    // Razorpay's webhook before finish_payment_refund: matched by payment and amount.
    expect(
      await apply({ event: 'refund.processed', payment, refund: razorpayRefund, paise: 120_000 }),
    ).toMatchObject({
      outcome: 'refund_processed',
      paymentStatus: 'refunded',
    });
    expect(await finishRefund(refund.id, razorpayRefund)).toBe(false);
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({ status: 'processed', razorpay_refund_id: razorpayRefund }),
    ]);
    expect(await orderRow(o.orderId)).toMatchObject({
      payment_status: 'refunded',
      amount_refunded: '1200.00',
    });
  });

  it('never make a refund twice when a webhook overtakes the sweeper and two refunds of one amount wait', async () => {
    // Two staff refunds of ₹100 of one payment, both claimed and made at Razorpay; the second's
    // refund.processed arrives before either is recorded (two sweepers at once, or the first
    // one's finish_payment_refund lost). Each must still be recorded, and neither offered to the
    // sweeper again (a second claim makes a second refund at Razorpay).
    const p = await shop.product({ stock: 10, price: 1000 });
    const { o, payment } = await paidOrder('refund-twins', p);
    for (let i = 0; i < 2; i += 1)
      await asStaff('staff_refund_order', {
        p_order_id: o.orderId,
        p_amount: 100,
        p_reason: `Goodwill ${i + 1}`,
      });
    const [first, second] = await refundsOf(o.orderId);
    if (!first || !second) throw new Error('two refunds expected');
    expect((await claimRefunds()).map((c) => c.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const [rfnd1, rfnd2] = [`rfnd_${tail()}`, `rfnd_${tail()}`];
    expect((await apply({ event: 'refund.processed', payment, refund: rfnd2, paise: 10_000 })).outcome).toBe(
      'refund_processed',
    );
    const finished = [];
    for (const [refund, id] of [
      [first, rfnd1],
      [second, rfnd2],
    ] as const)
      finished.push(
        await finishRefund(refund.id, id).then(
          (ok) => ok,
          (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
        ),
      );
    // The leases run out: nothing of these two is due again.
    await shop.sql`update public.payment_refunds set next_attempt_at = now() where order_id = ${o.orderId}`;
    const claimedAgain = (await claimRefunds()).filter((c) => c.order_id === o.orderId).map((c) => c.id);
    expect({ finished, claimedAgain }).toEqual({ finished: [false, true], claimedAgain: [] });
    expect((await apply({ event: 'refund.processed', payment, refund: rfnd1, paise: 10_000 })).outcome).toBe(
      'refund_processed',
    );
    const refunds = await refundsOf(o.orderId);
    expect(refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
    expect(refunds.map((r) => r.razorpay_refund_id).sort()).toEqual([rfnd1, rfnd2].sort());
    expect((await orderRow(o.orderId)).amount_refunded).toBe('200.00');
  });

  it('retry a failed refund with a backoff and give up after 8 attempts, flagging the order', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const { user, o } = await paidOrder('refund-retry', p);
    await cancelMine(user, o.orderId, 'Ordered by mistake');
    const [refund] = await refundsOf(o.orderId);
    if (!refund) throw new Error('no refund requested');
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      // Due now (the backoff's wait skipped), claimed, and failed at Razorpay.
      await shop.sql`update public.payment_refunds set next_attempt_at = now() where id = ${refund.id}`;
      const claimed = (await claimRefunds()).find((c) => c.id === refund.id);
      expect(claimed?.attempts, `attempt ${attempt}`).toBe(attempt);
      expect(await finishRefund(refund.id, null, `Razorpay 502 (${attempt})`)).toBe(true);
      const [row] = await shop.sql<{ status: string; last_error: string; wait: number }[]>`
        select status, last_error, extract(epoch from next_attempt_at - updated_at)::int as wait
        from public.payment_refunds where id = ${refund.id}`;
      if (attempt < 8) {
        // 30 s x 2^(n-1), at most an hour; not offered again meanwhile.
        expect(row, `attempt ${attempt}`).toEqual({
          status: 'requested',
          last_error: `Razorpay 502 (${attempt})`,
          wait: Math.min(30 * 2 ** (attempt - 1), 3600),
        });
        expect((await claimRefunds()).map((c) => c.id)).not.toContain(refund.id);
        expect((await orderRow(o.orderId)).payment_flag).toBeNull();
      } else {
        expect(row).toMatchObject({ status: 'failed', last_error: 'Razorpay 502 (8)' });
      }
    }
    expect((await orderRow(o.orderId)).payment_flag).toBe('Refund could not be made: Razorpay 502 (8)');
    // A failed refund is refundable again (staff may retry it by hand).
    expect(await asStaff('staff_order_payment', { p_order_id: o.orderId })).toMatchObject({
      refundable: 1000,
    });
  });

  it('flag a refund Razorpay failed (refund.failed) for staff, and make it refundable again', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const { user, o, payment } = await paidOrder('refund-failed', p);
    await cancelMine(user, o.orderId, 'Ordered by mistake');
    const [refund] = await refundsOf(o.orderId);
    if (!refund) throw new Error('no refund requested');
    await claimRefunds();
    const razorpayRefund = `rfnd_${tail()}`;
    await finishRefund(refund.id, razorpayRefund);
    expect(
      await apply({
        event: 'refund.failed',
        payment,
        refund: razorpayRefund,
        paise: 100_000,
        detail: 'Account closed',
      }),
    ).toMatchObject({ outcome: 'refund_failed' });
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({ status: 'failed', last_error: 'Account closed' }),
    ]);
    expect((await orderRow(o.orderId)).payment_flag).toBe(
      `Refund ${razorpayRefund} of ${formatRupees(1000)} failed: Account closed`,
    );
    expect((await eventsOf(o.orderId)).at(-1)?.remark).toBe(
      `Refund of ${formatRupees(1000)} failed; the shop will retry it.`,
    );
    expect(await asStaff('staff_order_payment', { p_order_id: o.orderId })).toMatchObject({
      refundable: 1000,
    });
    expect(
      await asStaff('staff_refund_order', { p_order_id: o.orderId, p_amount: 1000, p_reason: 'Second try' }),
    ).toMatchObject({ refundable: 0 });
  });
});

describe('staff_refund_order', () => {
  it('refunds part of a paid online order, never more than paid minus refunds under way', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const { user, o } = await paidOrder('staff-refund', p);
    const refund = (amount: unknown, reason: unknown = 'Price drop', who = staffer.id) =>
      shop.rpc<{ refundId: string; refundable: number }>(who, 'staff_refund_order', {
        p_order_id: o.orderId,
        p_amount: amount,
        p_reason: reason,
      });
    for (const who of [user.id, 'anon'] as const)
      expect((await failure(() => refund(10, 'x', who))).code).toBe('42501');
    for (const amount of [0, -1, 1.005, 0.001, null])
      expect(await failure(() => refund(amount)), String(amount)).toEqual({
        code: '22023',
        message: 'Enter an amount in rupees and paise, above zero.',
      });
    for (const reason of ['', '   ', null, 'r'.repeat(501)])
      expect((await failure(() => refund(10, reason))).code, String(reason)).toBe('22023');
    expect(await refundsOf(o.orderId)).toEqual([]);

    const part = await refund(250.5, '  Price drop  ');
    expect(part).toEqual({ refundId: expect.any(String), refundable: 749.5 });
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({
        id: part.refundId,
        amount: '250.50',
        requested_by: staffer.id,
        reason: 'Price drop',
      }),
    ]);
    expect((await orderRow(o.orderId)).payment_status).toBe('paid');
    expect(await failure(() => refund(749.51))).toEqual({
      code: '22023',
      message: `At most ${formatRupees(749.5)} can be refunded.`,
    });
    expect(await refund(749.5)).toMatchObject({ refundable: 0 });
    expect((await orderRow(o.orderId)).payment_status).toBe('refund_pending');
    expect(await failure(() => refund(0.01))).toEqual({
      code: '22023',
      message: `At most ${formatRupees(0)} can be refunded.`,
    });
    expect((await subjects(o.orderId)).filter((s) => s.endsWith('refund started'))).toHaveLength(2);

    // Only an order paid online: not cash on delivery, not an unpaid one, not one that does not exist.
    await fill(user, [[p, 1]]);
    const cod = await place(user, 'cod');
    await fill(user, [[p, 1]]);
    const unpaid = await place(user, 'online');
    for (const id of [cod.orderId, unpaid.orderId])
      expect(
        await failure(() => asStaff('staff_refund_order', { p_order_id: id, p_amount: 1, p_reason: 'x' })),
      ).toEqual({ code: 'PT409', message: 'Only an order paid online can be refunded here.' });
    expect(
      (
        await failure(() =>
          asStaff('staff_refund_order', { p_order_id: randomUUID(), p_amount: 1, p_reason: 'x' }),
        )
      ).code,
    ).toBe('PT404');
  });

  it('never refunds more than was paid when staff refund at once', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const { o } = await paidOrder('staff-refund-race', p);
    const results = await all(6, (i) =>
      asStaff(
        'staff_refund_order',
        { p_order_id: o.orderId, p_amount: 300, p_reason: `Refund ${i}` },
        shop.pool,
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected'))
      expect(r.reason).toMatchObject({
        code: '22023',
        message: `At most ${formatRupees(100)} can be refunded.`,
      });
    expect((await refundsOf(o.orderId)).map((r) => r.amount)).toEqual(['300.00', '300.00', '300.00']);
  });
});

describe('staff and the payment', () => {
  it('cannot mark an order paid by moving its status, nor write the payment columns', async () => {
    const p = await shop.product({ stock: 10, price: 1000 });
    const user = await buyer('staff-no-pay', [[p, 1]]);
    const o = await onlineOrder(user);
    for (const to of ['pending', 'payment_expired'])
      expect(await failure(() => move(o.orderId, to)), to).toEqual({
        code: 'PT409',
        message: 'Only a verified payment moves an order on from Payment Pending.',
      });
    for (const to of ['processing', 'shipped', 'delivered'])
      expect(await failure(() => move(o.orderId, to)), to).toEqual({
        code: 'PT409',
        message: illegalTransitionMessage('order', 'payment_pending', to),
      });
    for (const who of [staffer.id, user.id])
      for (const change of [
        (tx: postgres.TransactionSql) =>
          tx`update public.orders set payment_status = 'paid' where id = ${o.orderId}`,
        (tx: postgres.TransactionSql) =>
          tx`update public.orders set amount_paid = total, razorpay_payment_id = 'pay_Forged' where id = ${o.orderId}`,
        (tx: postgres.TransactionSql) =>
          tx`insert into public.payment_events (event_id, source, event, order_id, outcome)
             values (${`evt_${tail()}`}, 'webhook', 'payment.captured', ${o.orderId}, 'paid')`,
        (tx: postgres.TransactionSql) =>
          tx`insert into public.payment_refunds (order_id, razorpay_payment_id, amount) values (${o.orderId}, 'pay_X', 1)`,
      ])
        expect((await failure(() => shop.as(who, change))).code).toBe('42501');
    expect(await orderRow(o.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_status: 'pending',
      amount_paid: '0.00',
      razorpay_payment_id: null,
    });

    // The staff queue offers only a cancel for an order waiting for its payment.
    const queue = await asStaff<{ items: Record<string, unknown>[] }>('staff_list_items', {
      p_kind: 'order',
      p_status: 'payment_pending',
      p_search: user.email,
    });
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: o.orderId,
        order_status: 'payment_pending',
        payment_method: 'online',
        payment_status: 'pending',
        allowedNext: [...staffNextStatuses('order', 'payment_pending')],
      }),
    ]);
    expect(staffNextStatuses('order', 'payment_pending')).toEqual(['cancelled']);
    expect(await asStaff('staff_order_payment', { p_order_id: o.orderId })).toMatchObject({
      payment_method: 'online',
      payment_status: 'pending',
      razorpay_order_id: o.razorpayOrder,
      refundable: 0,
      refunds: [],
      events: [],
    });
    for (const who of [user.id, 'anon'] as const)
      expect(
        (await failure(() => shop.rpc(who, 'staff_order_payment', { p_order_id: o.orderId }))).code,
      ).toBe('42501');
    // Staff may cancel it: stock back, no payment taken any more.
    expect(await move(o.orderId, 'cancelled', 'Out of stock at the warehouse')).toMatchObject({
      status: 'cancelled',
      allowedNext: [],
    });
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 'cancelled', payment_status: 'expired' });
    expect(await shop.stock(p)).toBe(10);
  });
});

describe('staff_list_payments', () => {
  it("totals one India day's money by method: an online capture, a cash delivery, a processed refund", async () => {
    const p = await shop.product({ stock: 20, price: 1250.5 });
    const q = await shop.product({ stock: 20, price: 3000 });
    // The day's: an online payment (later partly refunded) and cash collected on delivery.
    const online = await paidOrder('day-online', p);
    const codUser = await buyer('day-cod', [[q, 1]]);
    const cod = await place(codUser, 'cod');
    for (const step of ['processing', 'shipped', 'out for delivery', 'delivered'])
      await move(cod.orderId, step);
    const { refundId } = await asStaff<{ refundId: string }>('staff_refund_order', {
      p_order_id: online.o.orderId,
      p_amount: 250.5,
      p_reason: 'Price drop',
    });
    const [refund] = (await refundsOf(online.o.orderId)).filter((r) => r.id === refundId);
    if (!refund) throw new Error('no refund');
    const razorpayRefund = await completeRefund(refund, online.payment);
    // Captures just before and just after that day (India time).
    const before = await paidOrder('day-before', p);
    const after = await paidOrder('day-after', p);

    // The rows are moved to a day of their own, 15 March 2001 (India), as if it had happened then
    // (the history is append-only: triggers off for this fixture only).
    const day = '2001-03-15';
    await shop.sql.begin(async (tx) => {
      await tx`select set_config('session_replication_role', 'replica', true)`;
      await tx`update public.payment_events set received_at = '2001-03-15T00:00:00+05:30' where order_id = ${online.o.orderId}`;
      await tx`update public.payment_refunds set updated_at = '2001-03-15T12:00:00+05:30' where id = ${refundId}`;
      await tx`update public.item_events set created_at = '2001-03-15T23:59:59.999+05:30' where item_id = ${cod.orderId}`;
      await tx`update public.payment_events set received_at = '2001-03-14T23:59:59.999+05:30' where order_id = ${before.o.orderId}`;
      await tx`update public.payment_events set received_at = '2001-03-16T00:00:00+05:30' where order_id = ${after.o.orderId}`;
    });

    const list = (d: string | null) => asStaff<PaymentsDay>('staff_list_payments', { p_day: d });
    const answer = await list(day);
    expect(answer).toEqual({
      day,
      rows: [
        {
          at: expect.any(String),
          order_id: online.o.orderId,
          order_display_number: await shop.displayNumber(online.o.orderId),
          payment_method: 'online',
          method: 'upi',
          reference: online.payment,
          amount: 1250.5,
          kind: 'payment',
        },
        {
          at: expect.any(String),
          order_id: online.o.orderId,
          order_display_number: await shop.displayNumber(online.o.orderId),
          payment_method: 'online',
          method: null,
          reference: razorpayRefund,
          amount: -250.5,
          kind: 'refund',
        },
        {
          at: expect.any(String),
          order_id: cod.orderId,
          order_display_number: await shop.displayNumber(cod.orderId),
          payment_method: 'cod',
          method: 'cash',
          reference: null,
          amount: 3000,
          kind: 'payment',
        },
      ],
      totals: { online: 1250.5, cod: 3000, refunds: 250.5, net: 4000 },
    });
    expect(answer.rows.map((r) => Date.parse(r.at))).toEqual([
      Date.parse('2001-03-15T00:00:00+05:30'),
      Date.parse('2001-03-15T12:00:00+05:30'),
      Date.parse('2001-03-15T23:59:59.999+05:30'),
    ]);
    expect((await list('2001-03-14')).rows.map((r) => r.order_id)).toEqual([before.o.orderId]);
    expect((await list('2001-03-16')).rows.map((r) => r.order_id)).toEqual([after.o.orderId]);
    expect((await list('2001-03-17')).totals).toEqual({ online: 0, cod: 0, refunds: 0, net: 0 });
    // Without a day: today in India.
    const [today] = await shop.sql<
      { d: string }[]
    >`select ((now() at time zone 'Asia/Kolkata')::date)::text as d`;
    expect((await list(null)).day).toBe(today?.d);

    for (const who of [online.user.id, 'anon'] as const)
      expect((await failure(() => shop.rpc(who, 'staff_list_payments', { p_day: day }))).code, who).toBe(
        '42501',
      );
  });
});

interface PaymentsDay {
  day: string;
  rows: { at: string; order_id: string; amount: number; kind: string }[];
  totals: { online: number; cod: number; refunds: number; net: number };
}
