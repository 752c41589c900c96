/**
 * razorpay-webhook (docs/product.md#payments; docs/adr/0019-payments.md): Razorpay's webhooks.
 * No JWT (config.toml: verify_jwt = false): the request is Razorpay's only when
 * `X-Razorpay-Signature` is HMAC-SHA256 of the exact raw body with RAZORPAY_WEBHOOK_SECRET; else
 * 400 and nothing changes. Handled events: payment.captured, order.paid, payment.failed,
 * refund.processed, refund.failed (others are acknowledged and ignored). Each is applied by
 * apply_payment_event once per `X-Razorpay-Event-Id`, under the order's lock, so retries, any
 * order of arrival and the race with verify-payment are safe; the database checks amount and
 * currency against the order. 200 `{ outcome }` once applied (or known); 5xx when the database
 * could not be reached, so Razorpay retries.
 */
import { HttpError, json, readLimited, withHttpErrors } from '../_shared/http.ts';
import { isUuid } from '../_shared/input.ts';
import { isValidWebhookSignature } from '../_shared/razorpay.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const HANDLED = new Set([
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
]);

interface Entity {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  method?: unknown;
  error_description?: unknown;
  notes?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const uuidOrNull = (value: unknown): string | null => (isUuid(value) ? value : null);
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** The arguments of apply_payment_event for one event, read from Razorpay's payload. */
export function eventArguments(eventId: string, body: WebhookBody): Record<string, unknown> | null {
  const event = text(body.event);
  if (!event || !HANDLED.has(event)) return null;
  const payment = body.payload?.payment?.entity ?? {};
  const refund = body.payload?.refund?.entity;
  const order = body.payload?.order?.entity;
  const isRefund = event.startsWith('refund.');
  // order.paid: what was paid is the payment's amount (the order's amount_paid says the same).
  const amount = isRefund ? integer(refund?.amount) : integer(payment.amount);
  const currency = isRefund ? text(refund?.currency) : text(payment.currency);
  return {
    p_event_id: eventId,
    p_source: 'webhook',
    p_event: event,
    p_razorpay_order_id: text(payment.order_id) ?? text(order?.id),
    p_payment_id: text(payment.id) ?? text(refund?.payment_id),
    p_amount_paise: amount,
    p_currency: currency,
    p_method: text(payment.method),
    p_refund_id: isRefund ? text(refund?.id) : null,
    p_detail: text(payment.error_description),
    // Our refund's id, which payments-sweep put in the refund's notes (Razorpay sends [] for none).
    p_refund_request: isRefund
      ? uuidOrNull((refund?.notes as { refund_request?: unknown } | undefined)?.refund_request)
      : null,
  };
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
  const raw = await readLimited(req, 256 * 1024);
  if (!isValidWebhookSignature(raw, req.headers.get('x-razorpay-signature'))) {
    throw new HttpError(400, 'Invalid signature');
  }
  const eventId = req.headers.get('x-razorpay-event-id');
  if (!eventId || eventId.length > 200) throw new HttpError(400, 'Missing X-Razorpay-Event-Id');
  let body: WebhookBody;
  try {
    body = JSON.parse(raw) as WebhookBody;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const args = eventArguments(eventId, body);
  if (!args) return json(200, { outcome: 'ignored' });

  const applied = await createServiceClient().rpc('apply_payment_event', args);
  if (applied.error) {
    console.error(`razorpay-webhook: ${eventId} ${String(args.p_event)}: ${applied.error.message}`);
    // Razorpay retries a non-2xx answer.
    throw new HttpError(503, 'Could not record the event; retry later.');
  }
  return json(200, { outcome: (applied.data as { outcome?: string }).outcome ?? 'applied' });
});
