/**
 * The local Razorpay test gateway on 127.0.0.1:54325: a subset of Razorpay's REST API (orders,
 * payments, refunds; HTTP Basic auth with the key id and secret), Checkout (`/v1/checkout.js` and
 * the test sheet it opens), signed webhooks to the store, and `/_test/*` hooks for automated tests.
 * Pointing the store at the real Razorpay changes only configuration (RAZORPAY_* values).
 */
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type HttpBindings, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { RAZORPAY_PORT } from '../keys';
import type { Logger } from '../log';
import { checkoutScript } from './checkout-script';
import type { FailurePayload, HandlerPayload, Payment } from './entities';
import { authenticationFailed, badRequest, errorBody, RazorpayError } from './errors';
import { Ledger } from './ledger';
import { asBody, parsePaymentRequest } from './requests';
import { parseOrigin, renderSheet } from './sheet';
import { paymentSignature } from './signatures';
import { type DeliveryRecord, WebhookDispatcher } from './webhooks';

export const ACCOUNT_ID = 'acc_GameGearLocal1';

export interface RazorpayGatewayOptions {
  host?: string;
  /** 0 picks a free port; default 54325. */
  port?: number;
  log?: Logger;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * Where webhooks go, read at every delivery (a getter or a function works: the stack knows its
   * API URL only after the gateway is up). Empty: events are logged, not sent.
   */
  webhookUrl: string | undefined | (() => string | undefined);
  /** Waits between attempts; default 1, 2, 4, 8, 16 s (six attempts in all). */
  webhookRetryDelaysMs?: readonly number[];
  /** Default 5 s. */
  webhookTimeoutMs?: number;
  /** How long a refund stays pending; default 500 ms. */
  refundDelayMs?: number;
}

export interface RunningRazorpayGateway {
  url: string;
  port: number;
  ledger: Ledger;
  webhooks: WebhookDispatcher;
  stop(): Promise<void>;
}

interface AppParts {
  ledger: Ledger;
  webhooks: WebhookDispatcher;
  keyId: string;
  keySecret: string;
  /** The gateway's own URL, for the script when it cannot see where it was loaded from. */
  url: () => string;
  log?: Logger;
}

/** What Checkout hands the page: the handler payload, or the `payment.failed` payload. */
export function checkoutAnswer(payment: Payment, keySecret: string): HandlerPayload | FailurePayload {
  if (payment.status === 'failed') {
    return {
      error: {
        code: payment.error_code ?? 'BAD_REQUEST_ERROR',
        description: payment.error_description ?? 'Payment failed',
        source: payment.error_source ?? 'customer',
        step: payment.error_step ?? 'payment_authorization',
        reason: payment.error_reason ?? 'payment_failed',
        metadata: { order_id: payment.order_id, payment_id: payment.id },
      },
    };
  }
  return {
    razorpay_order_id: payment.order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: paymentSignature(payment.order_id, payment.id, keySecret),
  };
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `Authorization: Basic base64(key_id:key_secret)`, as the Razorpay SDKs send it. */
function authorized(header: string | undefined, keyId: string, keySecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return sameSecret(decoded.slice(0, colon), keyId) && sameSecret(decoded.slice(colon + 1), keySecret);
}

/** JSON (what the SDKs send) or a form (`notes[key]=value`, as Razorpay's curl examples can). */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type.includes('application/x-www-form-urlencoded')) {
    const body: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const note = /^notes\[(.+)\]$/.exec(key);
      // Form values are text: only the amount and the flag have other types.
      const parsed =
        key === 'amount' && /^\d+$/.test(value)
          ? Number(value)
          : key === 'partial_payment'
            ? value === 'true' || value === '1'
            : value;
      if (note?.[1]) body.notes = { ...(body.notes as object | undefined), [note[1]]: value };
      else body[key] = parsed;
    }
    return body;
  }
  try {
    return asBody(JSON.parse(text));
  } catch (error) {
    if (error instanceof RazorpayError) throw error;
    throw badRequest('The request body is not valid JSON.');
  }
}

export function createRazorpayApp(parts: AppParts): Hono<{ Bindings: Partial<HttpBindings> }> {
  const { ledger, webhooks, keyId, keySecret } = parts;
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();

  // Webhooks a request causes go out after its answer is written, as Razorpay's do.
  app.use('*', async (c, next) => {
    const release = webhooks.hold();
    try {
      await next();
    } finally {
      const outgoing = c.env?.outgoing;
      if (outgoing && !outgoing.writableFinished) {
        outgoing.once('finish', release);
        outgoing.once('close', release);
      } else setImmediate(release);
    }
  });

  // Checkout: public, as checkout.razorpay.com is; the sheet names the key id it was opened with.
  app.get('/v1/checkout.js', (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(checkoutScript(parts.url()));
  });
  app.get('/v1/checkout/sheet', (c) => {
    const q = (name: string) => c.req.query(name) ?? '';
    const sheetKey = q('key_id');
    const orderId = q('order_id');
    const order = ledger.findOrder(orderId) ?? null;
    const problem =
      sheetKey !== keyId
        ? `The key id ${sheetKey ? `“${sheetKey}”` : '(none)'} is not known to this test gateway.`
        : !order
          ? `The order ${orderId ? `“${orderId}”` : '(none)'} does not exist on this test gateway.`
          : order.status === 'paid'
            ? 'This order has already been paid.'
            : null;
    c.header('cache-control', 'no-store');
    return c.html(
      renderSheet({
        keyId: sheetKey,
        orderId,
        order,
        problem,
        name: q('name'),
        description: q('description'),
        image: q('image'),
        color: q('color'),
        escape: q('escape') !== '0',
        backdropClose: q('backdropclose') === '1',
        parentOrigin: parseOrigin(c.req.query('origin')),
      }),
    );
  });
  // The sheet's Pay and Fail (same origin; a JSON body keeps other origins out without CORS).
  app.post('/v1/checkout/pay', async (c) => {
    if (!(c.req.header('content-type') ?? '').includes('application/json'))
      throw badRequest('The request must be JSON.');
    const body = await readBody(c);
    if (body.key_id !== keyId) throw badRequest('The key id is not known to this test gateway.', 'key_id');
    const orderId = typeof body.order_id === 'string' ? body.order_id : '';
    const { key_id: _key, order_id: _order, ...rest } = body;
    const payment = ledger.pay(orderId, parsePaymentRequest(rest));
    return c.json(checkoutAnswer(payment, keySecret));
  });

  // Automation hooks: no auth, for tests on this machine only.
  app.post('/_test/orders/:id/pay', async (c) => {
    const payment = ledger.pay(c.req.param('id'), parsePaymentRequest(await readBody(c)));
    return c.json(checkoutAnswer(payment, keySecret));
  });
  app.post('/_test/refunds/fail-next', (c) => {
    ledger.failNextRefundOnce();
    return c.json({ fail_next_refund: true });
  });
  app.post('/_test/webhooks/pause', (c) => {
    webhooks.pause();
    return c.json({ paused: true });
  });
  app.post('/_test/webhooks/resume', (c) => {
    webhooks.resume();
    return c.json({ paused: false });
  });
  app.get('/_test/webhooks', (c) => {
    const items: DeliveryRecord[] = webhooks.list();
    return c.json({ paused: webhooks.isPaused, count: items.length, items });
  });

  // The REST subset, behind Basic auth.
  app.use('/v1/*', async (c, next) => {
    if (!authorized(c.req.header('authorization'), keyId, keySecret)) throw authenticationFailed();
    await next();
  });
  app.post('/v1/orders', async (c) => c.json(ledger.createOrder(await readBody(c))));
  app.get('/v1/orders/:id', (c) => c.json(ledger.order(c.req.param('id'))));
  app.get('/v1/orders/:id/payments', (c) => c.json(ledger.paymentsOf(c.req.param('id'))));
  app.get('/v1/payments/:id', (c) => c.json(ledger.payment(c.req.param('id'))));
  app.post('/v1/payments/:id/refund', async (c) =>
    c.json(ledger.createRefund(c.req.param('id'), await readBody(c))),
  );
  app.get('/v1/payments/:id/refunds', (c) => c.json(ledger.refundsOf(c.req.param('id'))));
  app.get('/v1/refunds/:id', (c) => c.json(ledger.refund(c.req.param('id'))));

  app.get('/', (c) =>
    c.json({
      name: 'local Razorpay test gateway',
      key_id: keyId,
      api: '/v1',
      checkout: '/v1/checkout.js',
      webhooks: '/_test/webhooks',
    }),
  );
  app.notFound((c) => c.json(errorBody('The requested URL was not found on the server.'), 400));
  app.onError((error, c) => {
    if (error instanceof RazorpayError) return c.json(error.toJSON(), error.status);
    parts.log?.error(`razorpay: ${error.stack ?? error.message}`);
    return c.json(
      {
        error: {
          code: 'SERVER_ERROR',
          description: 'The server encountered an error. The incident has been reported to admins.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      },
      500,
    );
  });
  return app;
}

export function startRazorpayGateway(options: RazorpayGatewayOptions): Promise<RunningRazorpayGateway> {
  const host = options.host ?? '127.0.0.1';
  const webhooks = new WebhookDispatcher({
    url: () => {
      const target = options.webhookUrl;
      return typeof target === 'function' ? target() : target;
    },
    secret: options.webhookSecret,
    accountId: ACCOUNT_ID,
    log: options.log,
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
  });
  const ledger = new Ledger({
    onEvent: (event, entities) => webhooks.emit(event, entities),
    refundDelayMs: options.refundDelayMs,
  });
  let url = '';
  const app = createRazorpayApp({
    ledger,
    webhooks,
    keyId: options.keyId,
    keySecret: options.keySecret,
    url: () => url,
    log: options.log,
  });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: host, port: options.port ?? RAZORPAY_PORT },
      (info: AddressInfo) => {
        url = `http://${host}:${info.port}`;
        options.log?.info(`razorpay: test gateway on ${url}`);
        resolve({
          url,
          port: info.port,
          ledger,
          webhooks,
          stop: () =>
            new Promise<void>((done) => {
              webhooks.stop();
              ledger.stop();
              server.close(() => done());
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
