/**
 * The payment functions end to end (docs/adr/0019-payments.md): `orders` with payment_method,
 * `verify-payment`, `razorpay-webhook` and `payments-sweep`, through the gateway, against the local
 * Razorpay test gateway (its REST API, signed handler payloads and signed webhooks). What a hostile
 * client can send is refused: a forged or replayed signature, another shopper's order, a forged
 * webhook; an order is paid once, whichever of the handler and the webhook comes first.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  codAboveLimitMessage,
  PAYMENT_MESSAGES,
  type PaymentRequest,
  placeOrderAnswerSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAZORPAY_KEY_ID, RAZORPAY_WEBHOOK_SECRET } from '../../local/src/keys';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { anonClient, serviceClient, userClient } from '../helpers/clients';
import { target } from '../helpers/target';
import type { TestUser } from '../helpers/users';
import { invoke } from './invoke';

let shop: ShopFixture;
let gateway: string;

beforeAll(async () => {
  shop = await createShopFixture();
  const url = target().razorpayUrl;
  if (!url) throw new Error('these tests need the local Razorpay test gateway');
  gateway = url;
});
afterAll(async () => {
  await shop?.drop();
});

interface Shopper {
  user: TestUser;
  client: SupabaseClient;
}

async function shopper(label: string, lines: [ShopProduct, number][]): Promise<Shopper> {
  const user = await shop.user(label);
  const client = userClient(user.accessToken);
  for (const [p, quantity] of lines) {
    expect((await invoke(client, 'cart', { body: { product_uuid: p.id, quantity } })).status).toBe(200);
  }
  return { user, client };
}

async function placeOnline(
  who: Shopper,
  lines: [ShopProduct, number][],
): Promise<{ orderId: string; payment: PaymentRequest }> {
  const placed = await invoke(who.client, 'orders', {
    body: {
      cartItems: lines.map(([p, quantity]) => ({ id: p.id, quantity })),
      discountCode: null,
      idempotencyKey: randomUUID(),
      payment_method: 'online',
    },
  });
  expect(placed.status).toBe(200);
  const answer = placeOrderAnswerSchema.parse(placed.body);
  if (!answer.success || !answer.payment) throw new Error(`no payment: ${JSON.stringify(placed.body)}`);
  return { orderId: answer.orderId, payment: answer.payment };
}

/** The test gateway pays (or fails) a Razorpay order as its sheet does; answers the handler payload. */
async function pay(razorpayOrderId: string, outcome: 'success' | 'failure' = 'success') {
  const response = await fetch(`${gateway}/_test/orders/${razorpayOrderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, method: 'upi' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
    error?: { metadata?: { payment_id?: string } };
  };
}

async function order(id: string) {
  const [row] = await shop.sql`
    select order_status, payment_status, amount_paid::float8 as amount_paid, amount_refunded::float8 as amount_refunded,
           razorpay_order_id, razorpay_payment_id, payment_flag, total::float8 as total
    from public.orders where id = ${id}`;
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** Waits for the database to reach a state (webhooks arrive after the answers that caused them). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`never reached: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const webhookEvents = async (orderId: string) =>
  (
    await shop.sql<{ event: string; outcome: string; source: string }[]>`
      select event, outcome, source from public.payment_events where order_id = ${orderId} order by received_at, event_id`
  ).map((e) => `${e.source}:${e.event}:${e.outcome}`);

async function signedWebhook(body: string, eventId: string, secret = RAZORPAY_WEBHOOK_SECRET) {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return fetch(`${target().apiUrl}/functions/v1/razorpay-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    body,
  });
}

describe('paying online', () => {
  it('answers what Checkout needs: the key id, a Razorpay order of the database amount, our id as receipt', async () => {
    const [p] = (await shop.products(1, { price: 2500, discountPrice: 1999.5 })) as [ShopProduct];
    const who = await shopper('pay-answer', [[p, 2]]);
    const { orderId, payment } = await placeOnline(who, [[p, 2]]);
    expect(payment).toMatchObject({
      provider: 'razorpay',
      key_id: RAZORPAY_KEY_ID,
      amount: 399_900,
      currency: 'INR',
      razorpay_order_id: expect.stringMatching(/^order_/),
    });
    expect(new Date(payment.hold_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await order(orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_status: 'pending',
      razorpay_order_id: payment.razorpay_order_id,
    });
    // Retry payment answers the same Razorpay order.
    const retried = await invoke(who.client, 'orders', { body: { orderId } });
    expect(retried).toMatchObject({ status: 200, body: { success: true, orderId, payment } });
  });

  it('pays once from a verified handler payload; the webhooks that follow change nothing', async () => {
    const [p] = (await shop.products(1, { price: 1500, discountPrice: 1200 })) as [ShopProduct];
    const who = await shopper('pay-verify', [[p, 1]]);
    const { orderId, payment } = await placeOnline(who, [[p, 1]]);
    const handed = await pay(payment.razorpay_order_id);
    const verified = await invoke(who.client, 'verify-payment', { body: handed });
    expect(verified).toEqual({ status: 200, body: { success: true, orderId, payment_status: 'paid' } });
    expect(await order(orderId)).toMatchObject({
      order_status: 'pending',
      payment_status: 'paid',
      amount_paid: 1200,
      razorpay_payment_id: handed.razorpay_payment_id,
    });
    // payment.captured and order.paid race the handler: whichever came first paid it, the others
    // found it paid.
    const events = await until(
      () => webhookEvents(orderId),
      (all) => all.length === 3,
      'the handler and the two webhooks',
    );
    expect(events.map((e) => e.replace(/:(paid|already_paid)$/, '')).sort()).toEqual([
      'handler:handler.verified',
      'webhook:order.paid',
      'webhook:payment.captured',
    ]);
    expect(events.filter((e) => e.endsWith(':paid'))).toHaveLength(1);
    expect(events.filter((e) => e.endsWith(':already_paid'))).toHaveLength(2);
    // The same payload again: still paid once.
    expect(await invoke(who.client, 'verify-payment', { body: handed })).toEqual(verified);
    expect((await order(orderId)).amount_paid).toBe(1200);
  });

  it('refuses a forged signature, a payment of another order, and another shopper', async () => {
    const [p] = (await shop.products(1, { price: 1000, discountPrice: 900 })) as [ShopProduct];
    const who = await shopper('pay-forged', [[p, 1]]);
    const other = await shopper('pay-forged-other', [[p, 1]]);
    const mine = await placeOnline(who, [[p, 1]]);
    const theirs = await placeOnline(other, [[p, 1]]);
    const handed = await pay(theirs.payment.razorpay_order_id);
    const refused = { status: 400, body: { success: false, message: PAYMENT_MESSAGES.verifyFailed } };
    // Another shopper's order: not found for this caller.
    expect(await invoke(who.client, 'verify-payment', { body: handed })).toMatchObject({ status: 404 });
    // Their payment presented as a payment of my order: the signature is over their order id.
    expect(
      await invoke(who.client, 'verify-payment', {
        body: { ...handed, razorpay_order_id: mine.payment.razorpay_order_id },
      }),
    ).toMatchObject(refused);
    // A signature made without the key secret.
    const forged = createHmac('sha256', 'not-the-secret')
      .update(`${mine.payment.razorpay_order_id}|pay_Forged0000001`)
      .digest('hex');
    expect(
      await invoke(who.client, 'verify-payment', {
        body: {
          razorpay_order_id: mine.payment.razorpay_order_id,
          razorpay_payment_id: 'pay_Forged0000001',
          razorpay_signature: forged,
        },
      }),
    ).toMatchObject(refused);
    expect(await invoke(anonClient(), 'verify-payment', { body: handed })).toMatchObject({ status: 401 });
    expect(await order(mine.orderId)).toMatchObject({
      order_status: 'payment_pending',
      payment_status: 'pending',
    });
  });

  it('a failed attempt leaves the order waiting; a retry on the same Razorpay order pays it', async () => {
    const [p] = (await shop.products(1, { price: 700, discountPrice: 650 })) as [ShopProduct];
    const who = await shopper('pay-retry', [[p, 1]]);
    const { orderId, payment } = await placeOnline(who, [[p, 1]]);
    await pay(payment.razorpay_order_id, 'failure');
    await until(
      () => order(orderId),
      (o) => o.payment_status === 'failed',
      'payment.failed applied',
    );
    expect((await order(orderId)).order_status).toBe('payment_pending');
    const [mail] = await shop.sql`
      select subject from private.email_outbox o join public.item_events e on e.id = o.event_id
      where e.item_id = ${orderId} and o.subject like '%payment failed'`;
    expect(mail?.subject).toBe(`Order #${await shop.displayNumber(orderId)}: payment failed`);

    const retried = await invoke(who.client, 'orders', { body: { orderId } });
    expect(retried).toMatchObject({
      status: 200,
      body: { payment: { razorpay_order_id: payment.razorpay_order_id } },
    });
    const handed = await pay(payment.razorpay_order_id);
    expect(await invoke(who.client, 'verify-payment', { body: handed })).toMatchObject({ status: 200 });
    expect(await order(orderId)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
    // No payment is taken for a paid order.
    expect(await invoke(who.client, 'orders', { body: { orderId } })).toMatchObject({
      status: 400,
      body: { success: false, message: PAYMENT_MESSAGES.notPayable },
    });
  });

  it('cash on delivery: placed at once within the limit, refused above it', async () => {
    const [cheap, dear] = (await shop.products(2, { price: 60000, discountPrice: 30000 })) as [
      ShopProduct,
      ShopProduct,
    ];
    const who = await shopper('pay-cod', [[cheap, 1]]);
    const placed = await invoke(who.client, 'orders', {
      body: { cartItems: [{ id: cheap.id, quantity: 1 }], discountCode: null, payment_method: 'cod' },
    });
    expect(placed).toMatchObject({ status: 200, body: { success: true } });
    expect((placed.body as { payment?: unknown }).payment).toBeUndefined();
    expect(await order((placed.body as { orderId: string }).orderId)).toMatchObject({
      order_status: 'pending',
      payment_status: 'cod_due',
    });
    const big = await shopper('pay-cod-big', [[dear, 2]]);
    expect(
      await invoke(big.client, 'orders', {
        body: { cartItems: [{ id: dear.id, quantity: 2 }], discountCode: null, payment_method: 'cod' },
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: codAboveLimitMessage(50000), error: codAboveLimitMessage(50000) },
    });
  });
});

describe('razorpay-webhook', () => {
  it('refuses a body not signed with the webhook secret, and changes nothing', async () => {
    const [p] = (await shop.products(1, { price: 800, discountPrice: 800 })) as [ShopProduct];
    const who = await shopper('hook-forged', [[p, 1]]);
    const { orderId, payment } = await placeOnline(who, [[p, 1]]);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Forged0000002',
            amount: payment.amount,
            currency: 'INR',
            order_id: payment.razorpay_order_id,
            status: 'captured',
          },
        },
      },
    });
    const forged = await signedWebhook(body, `evt_${randomUUID()}`, 'guessed-secret');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${target().apiUrl}/functions/v1/razorpay-webhook`, {
      method: 'POST',
      body,
    });
    expect(unsigned.status).toBe(400);
    expect(await order(orderId)).toMatchObject({
      payment_status: 'pending',
      order_status: 'payment_pending',
    });
    expect(await webhookEvents(orderId)).toEqual([]);
  });

  it('applies a signed capture once per event id, and flags an amount that is not the order total', async () => {
    const [p] = (await shop.products(1, { price: 900, discountPrice: 850 })) as [ShopProduct];
    const who = await shopper('hook-replay', [[p, 1]]);
    const { orderId, payment } = await placeOnline(who, [[p, 1]]);
    const capture = (amount: number, id: string) =>
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id,
              amount,
              currency: 'INR',
              order_id: payment.razorpay_order_id,
              status: 'captured',
              method: 'upi',
            },
          },
        },
      });
    const wrong = await signedWebhook(capture(100, 'pay_Short00000001'), `evt_${randomUUID()}`);
    expect(await wrong.json()).toEqual({ outcome: 'mismatch' });
    expect(await order(orderId)).toMatchObject({
      payment_status: 'pending',
      payment_flag: expect.stringContaining('Amount mismatch'),
    });

    const eventId = `evt_${randomUUID()}`;
    const body = capture(payment.amount, 'pay_Right00000001');
    const first = await signedWebhook(body, eventId);
    const replay = await signedWebhook(body, eventId);
    expect(await first.json()).toEqual({ outcome: 'paid' });
    expect(await replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await order(orderId)).toMatchObject({ payment_status: 'paid', amount_paid: 850 });
  });
});

describe('cancelling a paid order', () => {
  it('refunds it once through Razorpay; the refund webhook completes it', async () => {
    const [p] = (await shop.products(1, { price: 5000, discountPrice: 4500, stock: 5 })) as [ShopProduct];
    const who = await shopper('refund', [[p, 2]]);
    const { orderId, payment } = await placeOnline(who, [[p, 2]]);
    expect(await shop.stock(p)).toBe(3);
    const handed = await pay(payment.razorpay_order_id);
    expect(await invoke(who.client, 'verify-payment', { body: handed })).toMatchObject({ status: 200 });

    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        who.client.rpc('cancel_my_order', { p_order_id: orderId, p_reason: 'Ordered by mistake' }),
      ),
    );
    expect(cancels.filter((c) => !c.error)).toHaveLength(1);
    expect(cancels.find((c) => !c.error)?.data).toEqual({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
      refund_started: true,
    });
    expect(await shop.stock(p)).toBe(5);

    // The sweeper makes the refund at Razorpay; refund.processed completes it.
    const swept = await invoke(serviceClient(), 'payments-sweep', { body: {} });
    expect(swept).toMatchObject({ status: 200, body: { refunds: 1, refundErrors: 0 } });
    await until(
      () => order(orderId),
      (o) => o.payment_status === 'refunded',
      'refund.processed applied',
    );
    expect(await order(orderId)).toMatchObject({ amount_paid: 9000, amount_refunded: 9000 });
    const refunds =
      await shop.sql`select status, amount::float8 as amount, razorpay_refund_id from public.payment_refunds where order_id = ${orderId}`;
    expect(refunds).toEqual([
      { status: 'processed', amount: 9000, razorpay_refund_id: expect.stringMatching(/^rfnd_/) },
    ]);
    const subjects = (
      await shop.sql<{ subject: string }[]>`
        select o.subject from private.email_outbox o join public.item_events e on e.id = o.event_id
        where e.item_id = ${orderId} order by o.id`
    ).map((m) => m.subject);
    const short = await shop.displayNumber(orderId);
    expect(subjects).toEqual([
      `Order #${short} placed: payment received`,
      `Order #${short}: Cancelled`,
      `Order #${short}: refund started`,
      `Order #${short}: refund done`,
    ]);
    // Nothing more to refund: another sweep makes none.
    expect(await invoke(serviceClient(), 'payments-sweep', { body: {} })).toMatchObject({
      body: { refunds: 0 },
    });
  });

  it('only the service role runs the payment jobs', async () => {
    const who = await shop.user('sweep-refused');
    expect((await invoke(userClient(who.accessToken), 'payments-sweep', { body: {} })).status).toBe(401);
    expect((await invoke(anonClient(), 'payments-sweep', { body: {} })).status).toBe(401);
  });
});
