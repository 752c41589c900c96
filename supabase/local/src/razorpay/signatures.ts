/**
 * The two signatures of Razorpay's contract. Signing is a plain HMAC-SHA256 (hex); checking goes
 * through the official SDK's helpers, so this gateway and the store agree with the real Razorpay on
 * what "valid" means.
 */
import { createHmac } from 'node:crypto';
import utils from 'razorpay/dist/utils/razorpay-utils.js';

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** `razorpay_signature` handed to Checkout's handler: HMAC of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** `X-Razorpay-Signature` of a webhook: HMAC of the exact raw body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function verifyPaymentSignature(
  payload: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  keySecret: string,
): boolean {
  return utils.validatePaymentVerification(
    { order_id: payload.razorpay_order_id, payment_id: payload.razorpay_payment_id },
    payload.razorpay_signature,
    keySecret,
  );
}

export function verifyWebhookSignature(rawBody: string, signature: string, webhookSecret: string): boolean {
  return utils.validateWebhookSignature(rawBody, signature, webhookSecret);
}
