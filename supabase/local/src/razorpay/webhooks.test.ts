// @vitest-environment node
import utils from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import type { Order } from './entities';
import { type RazorpayGatewayOptions, type RunningRazorpayGateway, startRazorpayGateway } from './server';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver, waitFor } from './test-support';
import type { DeliveryRecord } from './webhooks';

const keyId = 'rzp_test_Webhook0Tests';
const keySecret = 'webhook-tests-key-secret-0123456789';
const webhookSecret = 'webhook-tests-webhook-secret';

const warnings: string[] = [];
const log: Logger = { info: () => {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };

let gateway: RunningRazorpayGateway | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await gateway?.stop();
  await receiver?.close();
  gateway = undefined;
  receiver = undefined;
});

async function start(options: Partial<RazorpayGatewayOptions> = {}) {
  const r = await startWebhookReceiver();
  receiver = r;
  gateway = await startRazorpayGateway({
    port: 0,
    log,
    keyId,
    keySecret,
    webhookSecret,
    webhookUrl: r.url,
    webhookRetryDelaysMs: [5, 5, 5],
    refundDelayMs: 5,
    ...options,
  });
  return { gateway, receiver: r };
}

async function payOrder(g: RunningRazorpayGateway, outcome: 'success' | 'failure') {
  const created = await fetch(`${g.url}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount: 99_900, currency: 'INR', receipt: 'GG-7' }),
  });
  const order = (await created.json()) as Order;
  const paid = await fetch(`${g.url}/_test/orders/${order.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, method: 'upi' }),
  });
  return { order, answer: (await paid.json()) as Record<string, unknown> };
}

const deliveries = async (g: RunningRazorpayGateway) =>
  (await (await fetch(`${g.url}/_test/webhooks`)).json()) as { paused: boolean; items: DeliveryRecord[] };

const forOrder = (received: ReceivedWebhook[], orderId: string) =>
  received.filter((r) => r.rawBody.includes(orderId));

describe('webhooks', () => {
  it('payment.captured then order.paid, signed over the raw body, each with its own event id', async () => {
    const { gateway: g, receiver: r } = await start();
    const { order, answer } = await payOrder(g, 'success');
    const got = await waitFor(
      () => forOrder(r.received, order.id).length === 2 && forOrder(r.received, order.id),
      'two',
    );
    expect(got.map((w) => w.event)).toEqual(['payment.captured', 'order.paid']);
    for (const w of got) {
      expect(w.headers['content-type']).toBe('application/json');
      const signature = String(w.headers['x-razorpay-signature']);
      expect(utils.validateWebhookSignature(w.rawBody, signature, webhookSecret)).toBe(true);
      expect(utils.validateWebhookSignature(w.rawBody, signature, 'another-secret')).toBe(false);
      expect(utils.validateWebhookSignature(`${w.rawBody} `, signature, webhookSecret)).toBe(false);
      expect(w.eventId).toMatch(/^[0-9A-Za-z]{14}$/);
    }
    expect(got[0]?.eventId).not.toBe(got[1]?.eventId);
    const paid = JSON.parse(got[1]?.rawBody ?? '{}');
    expect(paid).toEqual({
      entity: 'event',
      account_id: 'acc_GameGearLocal1',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: expect.objectContaining({ id: answer.razorpay_payment_id, status: 'captured' }) },
        order: { entity: expect.objectContaining({ id: order.id, status: 'paid', amount_due: 0 }) },
      },
      created_at: expect.any(Number),
    });
    const captured = JSON.parse(got[0]?.rawBody ?? '{}');
    expect(captured.contains).toEqual(['payment']);
    expect(Object.keys(captured.payload)).toEqual(['payment']);
  });

  it('a failed payment sends payment.failed', async () => {
    const { gateway: g, receiver: r } = await start();
    const { order } = await payOrder(g, 'failure');
    const [got] = await waitFor(
      () => forOrder(r.received, order.id).length === 1 && forOrder(r.received, order.id),
      'one',
    );
    expect(got?.event).toBe('payment.failed');
    expect(JSON.parse(got?.rawBody ?? '{}').payload.payment.entity).toMatchObject({
      status: 'failed',
      order_id: order.id,
      error_reason: 'payment_failed',
    });
  });

  it('retries a 500 with the same event id and body until a 2xx, and logs it', async () => {
    const { gateway: g, receiver: r } = await start();
    r.answer(500, 500);
    const { order } = await payOrder(g, 'failure');
    const got = await waitFor(
      () => forOrder(r.received, order.id).length === 3 && forOrder(r.received, order.id),
      'three',
    );
    expect(new Set(got.map((w) => w.eventId)).size).toBe(1);
    expect(new Set(got.map((w) => w.rawBody)).size).toBe(1);
    const record = await waitFor(async () => {
      const item = (await deliveries(g)).items.find((d) => d.order_id === order.id);
      return item?.state === 'delivered' && item;
    }, 'delivered');
    expect(record).toMatchObject({
      id: got[0]?.eventId,
      event: 'payment.failed',
      attempts: 3,
      last_status: 200,
    });
  });

  it('gives up after the last retry, and counts a timeout as a failure', async () => {
    const { gateway: g, receiver: r } = await start({ webhookRetryDelaysMs: [5, 5], webhookTimeoutMs: 100 });
    r.answer(0, 503, 503);
    const { order } = await payOrder(g, 'failure');
    const record = await waitFor(async () => {
      const item = (await deliveries(g)).items.find((d) => d.order_id === order.id);
      return item?.state === 'given_up' && item;
    }, 'given up');
    expect(record).toMatchObject({ attempts: 3, last_status: 503 });
    expect(forOrder(r.received, order.id)).toHaveLength(3);
    expect(warnings.some((w) => w.includes(record.id) && w.includes('after 3 attempt(s)'))).toBe(true);
  });

  it('holds deliveries while paused and sends them in order on resume', async () => {
    const { gateway: g, receiver: r } = await start();
    await fetch(`${g.url}/_test/webhooks/pause`, { method: 'POST' });
    const first = await payOrder(g, 'failure');
    const second = await payOrder(g, 'success');
    const held = await deliveries(g);
    expect(held.paused).toBe(true);
    expect(held.items.map((d) => [d.event, d.state, d.attempts])).toEqual([
      ['payment.failed', 'queued', 0],
      ['payment.captured', 'queued', 0],
      ['order.paid', 'queued', 0],
    ]);
    expect(r.received).toHaveLength(0);
    await fetch(`${g.url}/_test/webhooks/resume`, { method: 'POST' });
    await waitFor(() => r.received.length === 3, 'three');
    expect(r.received.map((w) => w.event)).toEqual(['payment.failed', 'payment.captured', 'order.paid']);
    expect(r.received[0]?.rawBody).toContain(first.order.id);
    expect(r.received[2]?.rawBody).toContain(second.order.id);
  });

  it('stop() cancels retries still waiting', async () => {
    const { gateway: g, receiver: r } = await start({ webhookRetryDelaysMs: [60_000] });
    r.answer(500);
    const { order } = await payOrder(g, 'failure');
    await waitFor(async () => (await deliveries(g)).items[0]?.state === 'retrying', 'a retry');
    await g.stop();
    gateway = undefined;
    expect(g.webhooks.list()[0]).toMatchObject({ state: 'cancelled', attempts: 1 });
    expect(forOrder(r.received, order.id)).toHaveLength(1);
  });

  it('reads the webhook URL lazily; with none, nothing is sent', async () => {
    let target: string | undefined;
    const { gateway: g, receiver: r } = await start({ webhookUrl: () => target });
    await payOrder(g, 'failure');
    await waitFor(async () => (await deliveries(g)).items[0]?.state === 'no_url', 'no_url');
    target = r.url;
    const { order } = await payOrder(g, 'failure');
    await waitFor(() => forOrder(r.received, order.id).length === 1, 'one');
    expect(r.received).toHaveLength(1);
  });
});
