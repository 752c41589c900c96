// @vitest-environment node
import utils from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Payment, Refund } from './entities';
import { type RunningRazorpayGateway, startRazorpayGateway } from './server';
import { startWebhookReceiver, type WebhookReceiver, waitFor } from './test-support';

const keyId = 'rzp_test_Gateway0Tests';
const keySecret = 'gateway-tests-key-secret-0123456789';
const webhookSecret = 'gateway-tests-webhook-secret';

let gateway: RunningRazorpayGateway;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = await startRazorpayGateway({
    host: '127.0.0.1',
    port: 0,
    keyId,
    keySecret,
    webhookSecret,
    webhookUrl: () => receiver.url,
    webhookRetryDelaysMs: [5, 5, 5],
    refundDelayMs: 10,
  });
});
afterAll(async () => {
  await gateway.stop();
  await receiver.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function api<T>(method: string, path: string, body?: unknown, authorization = basic(keyId, keySecret)) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

type ErrorAnswer = { error: { code: string; description: string; field?: string } };

const createOrder = async (amount = 149_900) =>
  (
    await api<Order>('POST', '/v1/orders', {
      amount,
      currency: 'INR',
      receipt: 'GG-1001',
      notes: { order: '1001' },
    })
  ).body;

const testPay = async (orderId: string, body: unknown) => {
  const response = await fetch(`${gateway.url}/_test/orders/${orderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('REST authentication', () => {
  it('refuses a missing or wrong key as Razorpay does', async () => {
    const expected = {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Authentication failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    };
    for (const authorization of [
      '',
      basic(keyId, 'wrong-secret'),
      basic('rzp_test_other', keySecret),
      'Bearer x',
    ]) {
      const answer = await api('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, authorization);
      expect(answer).toEqual({ status: 401, body: expected });
    }
  });
});

describe('orders', () => {
  it('creates an order entity', async () => {
    const order = await createOrder();
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      entity: 'order',
      amount: 149_900,
      amount_paid: 0,
      amount_due: 149_900,
      currency: 'INR',
      receipt: 'GG-1001',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { order: '1001' },
      created_at: expect.any(Number),
    });
    expect(Math.abs(order.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect((await api<Order>('GET', `/v1/orders/${order.id}`)).body).toEqual(order);
  });

  it('takes a form body too, as curl sends it', async () => {
    const response = await fetch(`${gateway.url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: basic(keyId, keySecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=50000&currency=INR&receipt=1001&notes[order]=GG-1001',
    });
    expect(await response.json()).toMatchObject({
      amount: 50_000,
      receipt: '1001',
      notes: { order: 'GG-1001' },
    });
  });

  it.each([
    [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
    [{ amount: 99, currency: 'INR' }, 'amount', 'The amount must be at least INR 1.00.'],
    [{ amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: '500', currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 500 }, 'currency', 'The currency field is required.'],
    [{ amount: 500, currency: 'USD' }, 'currency', undefined],
    [{ amount: 500, currency: 'INR', receipt: 'x'.repeat(41) }, 'receipt', undefined],
    [{ amount: 500, currency: 'INR', notes: 'n' }, 'notes', undefined],
    [
      { amount: 500, currency: 'INR', customer: 'x' },
      'customer',
      'customer is/are not required and should not be sent',
    ],
  ])('refuses %j (field %s)', async (body, field, description) => {
    const { status, body: answer } = await api<ErrorAnswer>('POST', '/v1/orders', body);
    expect(status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      field,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
    });
    if (description) expect(answer.error.description).toBe(description);
  });

  it('answers unknown and malformed ids with 400', async () => {
    const unknown = await api<ErrorAnswer>('GET', '/v1/orders/order_AAAAAAAAAAAAAA');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.description).toBe('The id provided does not exist');
    const malformed = await api<ErrorAnswer>('GET', '/v1/payments/nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.description).toBe('nope is not a valid id');
  });
});

describe('payments', () => {
  it('a successful payment is captured, pays the order and signs the handler payload', async () => {
    const order = await createOrder();
    const { status, body } = await testPay(order.id, { outcome: 'success', method: 'upi' });
    expect(status).toBe(200);
    expect(body).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const verify = (secret: string) =>
      utils.validatePaymentVerification(
        { order_id: String(body.razorpay_order_id), payment_id: String(body.razorpay_payment_id) },
        String(body.razorpay_signature),
        secret,
      );
    expect(verify(keySecret)).toBe(true);
    expect(verify('another-secret')).toBe(false);

    const payment = (await api<Payment>('GET', `/v1/payments/${body.razorpay_payment_id}`)).body;
    expect(payment).toMatchObject({
      entity: 'payment',
      amount: 149_900,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'upi',
      captured: true,
      vpa: 'success@razorpay',
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
    });
    expect(payment.fee).toBeGreaterThan(payment.tax ?? 0);
    expect((await api<Order>('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 149_900,
      amount_due: 0,
      attempts: 1,
    });
    const again = await testPay(order.id, { outcome: 'success', method: 'upi' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { description: 'The order has already been paid.' } });
  });

  it('a failed attempt leaves the order attempted; the next one may pay it', async () => {
    const order = await createOrder(50_000);
    const failed = await testPay(order.id, { outcome: 'failure', method: 'card' });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect((await api<Order>('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'attempted',
      attempts: 1,
    });
    const paid = await testPay(order.id, { outcome: 'success', method: 'card' });
    const payments = (
      await api<{ entity: string; count: number; items: Payment[] }>('GET', `/v1/orders/${order.id}/payments`)
    ).body;
    expect(payments.entity).toBe('collection');
    expect(payments.items.map((p) => [p.id, p.status, p.method, p.captured])).toEqual([
      [paid.body.razorpay_payment_id, 'captured', 'card', true],
      [
        failed.body.error && (failed.body.error as { metadata: { payment_id: string } }).metadata.payment_id,
        'failed',
        'card',
        false,
      ],
    ]);
    expect(payments.items[1]).toMatchObject({
      error_reason: 'payment_failed',
      fee: null,
      card_id: expect.stringMatching(/^card_/),
    });
    expect((await api<Order>('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      attempts: 2,
    });
  });

  it('the test hook refuses a bad outcome or an unknown order', async () => {
    const order = await createOrder();
    expect((await testPay(order.id, { outcome: 'maybe' })).status).toBe(400);
    expect((await testPay('order_AAAAAAAAAAAAAA', { outcome: 'success' })).status).toBe(400);
  });
});

describe('refunds', () => {
  async function paidPayment(amount: number): Promise<string> {
    const order = await createOrder(amount);
    return String((await testPay(order.id, { outcome: 'success', method: 'upi' })).body.razorpay_payment_id);
  }
  const refundEvents = (paymentId: string) =>
    receiver.received.filter((r) => r.event.startsWith('refund.') && r.rawBody.includes(paymentId));

  it('refuses more than was captured, and a failed payment', async () => {
    const paymentId = await paidPayment(10_000);
    const over = await api<ErrorAnswer>('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_001 });
    expect(over.status).toBe(400);
    expect(over.body.error.description).toBe(
      'The total refund amount is greater than the refund payment amount',
    );
    const part = await api<Refund>('POST', `/v1/payments/${paymentId}/refund`, { amount: 6_000 });
    expect(part.status).toBe(200);
    // The pending refund already counts against what is left.
    const rest = await api<ErrorAnswer>('POST', `/v1/payments/${paymentId}/refund`, { amount: 4_001 });
    expect(rest.body.error.description).toBe(
      'The total refund amount is greater than the refund payment amount',
    );
    expect((await api<ErrorAnswer>('POST', `/v1/payments/${paymentId}/refund`, { amount: 99 })).status).toBe(
      400,
    );

    const order = await createOrder();
    const failed = await testPay(order.id, { outcome: 'failure', method: 'upi' });
    const failedId = (failed.body.error as { metadata: { payment_id: string } }).metadata.payment_id;
    expect((await api<ErrorAnswer>('POST', `/v1/payments/${failedId}/refund`, {})).status).toBe(400);
  });

  it('a refund is pending, then processed: the payment is updated and refund.processed sent', async () => {
    const paymentId = await paidPayment(20_000);
    const first = await api<Refund>('POST', `/v1/payments/${paymentId}/refund`, {
      amount: 5_000,
      notes: { why: 'x' },
    });
    expect(first.body).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 5_000,
      currency: 'INR',
      payment_id: paymentId,
      notes: { why: 'x' },
      receipt: null,
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    await waitFor(
      async () => (await api<Refund>('GET', `/v1/refunds/${first.body.id}`)).body.status === 'processed',
      'the refund',
    );
    expect((await api<Payment>('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 5_000,
      refund_status: 'partial',
    });
    // No amount: the rest.
    const second = await api<Refund>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(second.body.amount).toBe(15_000);
    const events = await waitFor(
      () => refundEvents(paymentId).length === 2 && refundEvents(paymentId),
      'two refund webhooks',
    );
    expect(events.map((e) => e.event)).toEqual(['refund.processed', 'refund.processed']);
    const last = JSON.parse(events[1]?.rawBody ?? '{}');
    expect(last.contains).toEqual(['refund', 'payment']);
    expect(last.payload.refund.entity).toMatchObject({ id: second.body.id, status: 'processed' });
    expect(last.payload.payment.entity).toMatchObject({
      id: paymentId,
      status: 'refunded',
      amount_refunded: 20_000,
      refund_status: 'full',
    });
    const list = await api<{ items: Refund[] }>('GET', `/v1/payments/${paymentId}/refunds`);
    expect(list.body.items.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    const done = await api<ErrorAnswer>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(done.body.error.description).toBe('The payment has been fully refunded already');
  });

  it('fail-next makes the next refund fail and sends refund.failed', async () => {
    const paymentId = await paidPayment(30_000);
    expect((await fetch(`${gateway.url}/_test/refunds/fail-next`, { method: 'POST' })).status).toBe(200);
    const refund = await api<Refund>('POST', `/v1/payments/${paymentId}/refund`, {});
    const [event] = await waitFor(
      () => refundEvents(paymentId).length === 1 && refundEvents(paymentId),
      'refund.failed',
    );
    expect(event?.event).toBe('refund.failed');
    expect(JSON.parse(event?.rawBody ?? '{}').payload.refund.entity).toMatchObject({
      id: refund.body.id,
      status: 'failed',
    });
    expect((await api<Refund>('GET', `/v1/refunds/${refund.body.id}`)).body.status).toBe('failed');
    expect((await api<Payment>('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 0,
      refund_status: null,
    });
    // Only the next one: a second refund goes through.
    const again = await api<Refund>('POST', `/v1/payments/${paymentId}/refund`, {});
    await waitFor(
      async () => (await api<Refund>('GET', `/v1/refunds/${again.body.id}`)).body.status === 'processed',
      'a refund',
    );
  });
});

describe('checkout', () => {
  it('serves checkout.js as JavaScript defining window.Razorpay', async () => {
    const response = await fetch(`${gateway.url}/v1/checkout.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(() => new Function(script)).not.toThrow();
  });

  it('renders the sheet as HTML with the order amount in rupees and the three buttons', async () => {
    const order = await createOrder(12_345_600);
    const query = new URLSearchParams({
      key_id: keyId,
      order_id: order.id,
      name: 'GameGear <India>',
      origin: 'http://127.0.0.1:3000',
      color: '#ff0000',
    });
    const response = await fetch(`${gateway.url}/v1/checkout/sheet?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Pay <span class="amount">₹1,23,456</span> to GameGear &lt;India&gt;');
    expect(html).toContain('role="dialog"');
    expect(html).toMatch(/<input type="radio" name="method" value="upi" checked> UPI/);
    expect(html).toMatch(/<input type="radio" name="method" value="card"> Card/);
    for (const label of ['Pay', 'Fail', 'Close']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('"parentOrigin":"http://127.0.0.1:3000"');
  });

  it('says so when the key or the order is unknown, offering only Close', async () => {
    const order = await createOrder();
    for (const query of [
      { key_id: 'rzp_test_unknown', order_id: order.id },
      { key_id: keyId, order_id: 'order_AAAAAAAAAAAAAA' },
    ]) {
      const html = await (
        await fetch(`${gateway.url}/v1/checkout/sheet?${new URLSearchParams(query)}`)
      ).text();
      expect(html).toContain('Checkout unavailable');
      expect(html).toMatch(/is not known to this test gateway|does not exist on this test gateway/);
      expect(html).not.toContain('>Pay</button>');
      expect(html).toContain('>Close</button>');
    }
  });

  it("the sheet's Pay makes the same payment as the hook, for the sheet's key only", async () => {
    const order = await createOrder();
    const pay = (body: unknown) =>
      fetch(`${gateway.url}/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await pay({ key_id: 'rzp_test_unknown', order_id: order.id, outcome: 'success' })).status).toBe(
      400,
    );
    const answer = (await (
      await pay({
        key_id: keyId,
        order_id: order.id,
        outcome: 'success',
        method: 'card',
        email: 'a@example.test',
      })
    ).json()) as Record<string, string>;
    expect(
      utils.validatePaymentVerification(
        { order_id: order.id, payment_id: answer.razorpay_payment_id ?? '' },
        answer.razorpay_signature ?? '',
        keySecret,
      ),
    ).toBe(true);
    expect((await api<Payment>('GET', `/v1/payments/${answer.razorpay_payment_id}`)).body).toMatchObject({
      method: 'card',
      email: 'a@example.test',
      vpa: null,
    });
  });
});
