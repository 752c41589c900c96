/**
 * orders (docs/product.md#orders, #payments; docs/adr/0008, 0019): POST `{ cartItems: [{ id, quantity }],
 * userProfile, discountCode, idempotencyKey, payment_method }` places the caller's cart as an order
 * through the `place_order` RPC, which checks and prices everything in the database:
 *   200 `{ success: true, orderId, displayNumber, payment? }` (the same orderId again for an
 *   idempotencyKey already used; displayNumber: what the shopper reads, 'GG-26-7K3M9Q'); `payment` for an online order: what Razorpay Checkout needs (key id, Razorpay order id,
 *   amount in paise from the database). Without payment_method (an app with no payment step) the
 *   order is cash on delivery. Should Razorpay be unreachable, the order stands (waiting for its
 *   payment) and the answer carries `message` instead of `payment`: Retry payment picks it up.
 * POST `{ orderId }` (Retry payment): 200 `{ success: true, orderId, payment }` for the caller's order
 *   still waiting for its payment; 400 when it waits for none (its hold ended, paid, closed), 404
 *   when it is not the caller's.
 *   `idempotencyKey` is optional: a caller sending a body without it gets a key of its own per
 *   request (placing, but not safe to retry);
 *   4xx `{ success: false, message }` with the reason: 401 not signed in; 400 profile incomplete,
 *   PIN code invalid or not serviceable, empty cart, discount not applicable, malformed request;
 *   409 out of stock (naming the product), product withdrawn, or cartItems not matching the cart.
 * `cartItems` must list exactly the cart's products and quantities (what the shopper confirmed);
 * `userProfile` is not used (the stored profile is checked and copied into the order).
 */
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentRequest,
  type PlaceOrderAnswer,
} from 'shared/contracts';
import { z } from 'zod';
import { type Caller, requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { isInteger, isUuid } from '../_shared/input.ts';
import { createRazorpayOrder, razorpayKeyId } from '../_shared/razorpay.ts';
import { callRpc } from '../_shared/rpc.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const failure = (message: string) => ({ success: false, message });

const bodySchema = z.object({
  cartItems: z.unknown().optional(),
  userProfile: z.unknown().optional(),
  discountCode: z.unknown().optional(),
  idempotencyKey: z.unknown().optional(),
  payment_method: z.unknown().optional(),
  orderId: z.unknown().optional(),
});

function badRequest(detail: string): HttpError {
  const message = `Invalid order request: ${detail}`;
  return new HttpError(400, message, failure(message));
}

function readCartItems(value: unknown): { id: string; quantity: number }[] {
  if (!Array.isArray(value)) throw badRequest('cartItems must be a list.');
  if (value.length === 0)
    throw new HttpError(400, ORDER_MESSAGES.cartEmpty, failure(ORDER_MESSAGES.cartEmpty));
  if (value.length > 20) throw badRequest('cartItems holds more than 20 items.');
  return value.map((item: unknown) => {
    const { id, quantity } = (item ?? {}) as { id?: unknown; quantity?: unknown };
    if (!isUuid(id)) throw badRequest('each cart item needs a product id.');
    if (!isInteger(quantity) || quantity < 1 || quantity > 99) {
      throw badRequest('each cart item needs a quantity of 1-99.');
    }
    return { id: id.toLowerCase(), quantity };
  });
}

const rpcMessages = {
  unauthorized: ORDER_MESSAGES.loginRequired,
  unavailable: ORDER_MESSAGES.communicationFailed,
  extra: failure,
};

interface Payable {
  orderId: string;
  amount: number;
  currency: 'INR';
  razorpayOrderId: string | null;
  holdUntil: string | null;
}

/**
 * What Checkout needs to pay the caller's order (payable_order decides it may be paid and its
 * amount), making its Razorpay order the first time. Null when Razorpay cannot be reached.
 */
async function paymentFor(caller: Caller, orderId: string): Promise<PaymentRequest | null> {
  const payable = await callRpc<Payable>(caller, 'payable_order', { p_order_id: orderId }, rpcMessages);
  let razorpayOrderId = payable.razorpayOrderId;
  if (!razorpayOrderId) {
    try {
      const made = await createRazorpayOrder(payable.amount, payable.orderId, { order_id: payable.orderId });
      // Two tabs retrying at once may each make one: the first recorded is the one in force.
      const attached = await createServiceClient().rpc('attach_razorpay_order', {
        p_order_id: payable.orderId,
        p_razorpay_order_id: made.id,
      });
      if (attached.error) throw new Error(attached.error.message);
      razorpayOrderId = attached.data as string;
    } catch (error) {
      console.error(`orders: no Razorpay order for ${payable.orderId}: ${(error as Error).message}`);
      return null;
    }
  }
  return {
    provider: 'razorpay',
    key_id: razorpayKeyId(),
    razorpay_order_id: razorpayOrderId,
    amount: payable.amount,
    currency: 'INR',
    ...(payable.holdUntil ? { hold_until: payable.holdUntil } : {}),
  };
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
  const caller = requireCaller(req, ORDER_MESSAGES.loginRequired, failure(ORDER_MESSAGES.loginRequired));
  const body = await parseJson(req, bodySchema);

  // Retry payment of an order already placed.
  if (body.orderId !== undefined && body.cartItems === undefined) {
    if (!isUuid(body.orderId)) throw badRequest('orderId must be a UUID.');
    const payment = await paymentFor(caller, body.orderId.toLowerCase());
    if (!payment) {
      throw new HttpError(
        502,
        PAYMENT_MESSAGES.checkoutUnavailable,
        failure(PAYMENT_MESSAGES.checkoutUnavailable),
      );
    }
    return json(200, {
      success: true,
      orderId: body.orderId.toLowerCase(),
      payment,
    } satisfies PlaceOrderAnswer);
  }

  const paymentMethod = body.payment_method ?? 'cod';
  if (paymentMethod !== 'online' && paymentMethod !== 'cod') {
    throw badRequest('payment_method must be online or cod.');
  }
  const idempotencyKey = body.idempotencyKey ?? crypto.randomUUID();
  if (!isUuid(idempotencyKey)) throw badRequest('idempotencyKey must be a UUID.');
  const cartItems = readCartItems(body.cartItems);
  const { discountCode } = body;
  if (discountCode != null && typeof discountCode !== 'string') {
    throw badRequest('discountCode must be text or null.');
  }
  const answer = await callRpc<{
    success?: unknown;
    orderId?: unknown;
    paymentMethod?: unknown;
    displayNumber?: unknown;
  }>(
    caller,
    'place_order',
    {
      p_idempotency_key: idempotencyKey,
      p_discount_code: discountCode?.trim() || null,
      p_cart_items: cartItems,
      p_payment_method: paymentMethod,
    },
    rpcMessages,
  );
  if (answer?.success !== true || typeof answer.orderId !== 'string') {
    console.error('orders: unexpected answer from place_order');
    throw new HttpError(502, ORDER_MESSAGES.invalidResponse, failure(ORDER_MESSAGES.invalidResponse));
  }
  // What the shopper reads and types ('GG-26-7K3M9Q'), passed through as place_order answers it.
  const placed = {
    success: true as const,
    orderId: answer.orderId,
    ...(typeof answer.displayNumber === 'string' ? { displayNumber: answer.displayNumber } : {}),
  };
  if (answer.paymentMethod !== 'online') {
    return json(200, placed satisfies PlaceOrderAnswer);
  }
  // A replayed key whose order was paid or closed meanwhile answers the order alone.
  let payment: PaymentRequest | null = null;
  try {
    payment = await paymentFor(caller, answer.orderId);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return json(200, placed satisfies PlaceOrderAnswer);
  }
  return json(
    200,
    payment
      ? ({ ...placed, payment } satisfies PlaceOrderAnswer)
      : { ...placed, message: PAYMENT_MESSAGES.checkoutUnavailable },
  );
});
