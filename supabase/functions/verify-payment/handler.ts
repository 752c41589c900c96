/**
 * verify-payment (docs/product.md#payments; docs/adr/0019-payments.md): POST what Razorpay
 * Checkout handed its `handler`, `{ razorpay_order_id, razorpay_payment_id, razorpay_signature }`,
 * as the signed-in shopper. The order is paid only when:
 *   1. the Razorpay order id is one the database stored for an order of the caller (read through
 *      their own rights, so another shopper's order is 404);
 *   2. the signature is HMAC-SHA256 of `stored order id|payment id` with the key secret;
 *   3. Razorpay's own record of the payment (Payments API) says it is captured for that order, and
 *      its amount and currency are what the database asks (apply_payment_event checks them).
 * Answers 200 `{ success: true, orderId, payment_status }`; 400 a bad signature or a payment not
 * captured (nothing changes); 401 guest; 404 not the caller's order; 502 Razorpay unreachable (the
 * webhook still pays the order). Safe to repeat, and to race the webhook: the database applies a
 * payment once.
 */
import { PAYMENT_MESSAGES, type VerifyPaymentAnswer, verifyPaymentBodySchema } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { fetchRazorpayPayment, isValidCheckoutSignature } from '../_shared/razorpay.ts';
import { createServiceClient, sharedApiClient } from '../_shared/supabase.ts';

const failure = (message: string) => ({ success: false, message });
const fail = (status: number, message: string) => new HttpError(status, message, failure(message));

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw fail(405, 'Method not allowed');
  const caller = requireCaller(req, PAYMENT_MESSAGES.loginRequired, failure(PAYMENT_MESSAGES.loginRequired));
  // The shared contract (the same schema the app's call is typed by).
  const parsed = verifyPaymentBodySchema.safeParse(await parseJson(req, z.unknown()));
  if (!parsed.success)
    throw fail(
      400,
      'Invalid request body: razorpay_order_id, razorpay_payment_id and razorpay_signature are required.',
    );
  const body = parsed.data;

  // 1. The caller's order with that Razorpay order id (RLS: their own orders only).
  const own = await sharedApiClient()
    .from('orders')
    .select('id, razorpay_order_id')
    .eq('razorpay_order_id', body.razorpay_order_id)
    .setHeader('Authorization', `Bearer ${caller.token}`)
    .maybeSingle();
  if (own.error) {
    if (own.status === 401 || own.status === 403) throw fail(401, PAYMENT_MESSAGES.loginRequired);
    console.error(`verify-payment: order lookup failed: ${own.error.message}`);
    throw fail(502, PAYMENT_MESSAGES.verifyFailed);
  }
  if (!own.data) throw fail(404, PAYMENT_MESSAGES.orderNotFound);
  const storedOrderId = own.data.razorpay_order_id as string;

  // 2. Signed by Razorpay for that order.
  if (!isValidCheckoutSignature(storedOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw fail(400, PAYMENT_MESSAGES.verifyFailed);
  }

  // 3. What Razorpay says the payment is.
  let payment: Awaited<ReturnType<typeof fetchRazorpayPayment>>;
  try {
    payment = await fetchRazorpayPayment(body.razorpay_payment_id);
  } catch (error) {
    console.error(`verify-payment: ${(error as Error).message}`);
    throw fail(502, PAYMENT_MESSAGES.verifyFailed);
  }
  if (payment.order_id !== storedOrderId || payment.status !== 'captured') {
    throw fail(400, PAYMENT_MESSAGES.verifyFailed);
  }

  const applied = await createServiceClient().rpc('apply_payment_event', {
    p_event_id: `handler:${payment.id}`,
    p_source: 'handler',
    p_event: 'handler.verified',
    p_razorpay_order_id: storedOrderId,
    p_payment_id: payment.id,
    p_amount_paise: payment.amount,
    p_currency: payment.currency,
    p_method: payment.method,
  });
  if (applied.error) {
    console.error(`verify-payment: apply_payment_event failed: ${applied.error.message}`);
    throw fail(502, PAYMENT_MESSAGES.verifyFailed);
  }
  const outcome = applied.data as { outcome: string; orderId: string; paymentStatus: VerifyPaymentStatus };
  if (outcome.outcome === 'mismatch') throw fail(400, PAYMENT_MESSAGES.verifyFailed);
  const answer: VerifyPaymentAnswer = {
    success: true,
    orderId: outcome.orderId,
    payment_status: outcome.paymentStatus,
  };
  return json(200, answer);
});

type VerifyPaymentStatus = Extract<VerifyPaymentAnswer, { success: true }>['payment_status'];
