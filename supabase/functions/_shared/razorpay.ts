/**
 * Razorpay for the payment functions (docs/adr/0019-payments.md): the REST calls the store makes
 * (Orders, Payments and Refunds APIs, HTTP Basic auth with the key id and secret) and the
 * signature checks of the official `razorpay` package. RAZORPAY_API_URL points at Razorpay
 * (default) or, locally, at the stack's test gateway, which speaks the same subset.
 *
 * Environment: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL.
 */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { getEnv, requireEnv } from './env.ts';

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
  method: string | null;
  captured: boolean;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: string;
}

/** A Razorpay API answer other than 2xx, with Razorpay's own description. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(`Razorpay ${status}: ${description}`);
    this.name = 'RazorpayError';
  }
}

export const razorpayKeyId = (): string => requireEnv('RAZORPAY_KEY_ID');

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const base = (getEnv('RAZORPAY_API_URL') || DEFAULT_RAZORPAY_API_URL).replace(/\/+$/, '');
  const auth = btoa(`${requireEnv('RAZORPAY_KEY_ID')}:${requireEnv('RAZORPAY_KEY_SECRET')}`);
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Basic ${auth}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => null)) as
    | (T & { error?: { description?: string } })
    | null;
  if (!response.ok || !answer) {
    throw new RazorpayError(response.status, answer?.error?.description ?? 'no description');
  }
  return answer;
}

/** Orders API: an order of `amountPaise` INR with our order id as its receipt. */
export const createRazorpayOrder = (amountPaise: number, receipt: string, notes: Record<string, string>) =>
  call<RazorpayOrder>('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });

export const fetchRazorpayPayment = (paymentId: string) =>
  call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);

/** Refunds API: `amountPaise` of a captured payment. */
export const createRazorpayRefund = (paymentId: string, amountPaise: number, notes: Record<string, string>) =>
  call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: amountPaise,
    speed: 'normal',
    notes,
  });

/**
 * Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. The order
 * id must be the one stored for our order, never one the client sent on its own.
 */
export function isValidCheckoutSignature(
  razorpayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  try {
    return validatePaymentVerification(
      { order_id: razorpayOrderId, payment_id: paymentId },
      signature,
      requireEnv('RAZORPAY_KEY_SECRET'),
    );
  } catch {
    return false;
  }
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function isValidWebhookSignature(rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  try {
    return validateWebhookSignature(rawBody, signature, requireEnv('RAZORPAY_WEBHOOK_SECRET'));
  } catch {
    return false;
  }
}
