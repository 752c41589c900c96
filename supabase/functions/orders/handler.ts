/**
 * orders (docs/product.md#orders; docs/adr/0008): POST `{ cartItems: [{ id, quantity }],
 * userProfile, discountCode, idempotencyKey }` places the caller's cart as an order through the
 * `place_order` RPC, which checks and prices everything in the database:
 *   200 `{ success: true, orderId }` (the same orderId again for an idempotencyKey already used);
 *   `idempotencyKey` is optional: a caller sending a body without it gets a key of its own per
 *   request (placing, but not safe to retry);
 *   4xx `{ success: false, message }` with the reason: 401 not signed in; 400 profile incomplete,
 *   PIN code invalid or not serviceable, empty cart, discount not applicable, malformed request;
 *   409 out of stock (naming the product), product withdrawn, or cartItems not matching the cart.
 * `cartItems` must list exactly the cart's products and quantities (what the shopper confirmed);
 * `userProfile` is not used (the stored profile is checked and copied into the order).
 */
import { ORDER_MESSAGES, type PlaceOrderAnswer } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { isInteger, isUuid } from '../_shared/input.ts';
import { callRpc } from '../_shared/rpc.ts';

const failure = (message: string) => ({ success: false, message });

const bodySchema = z.object({
  cartItems: z.unknown().optional(),
  userProfile: z.unknown().optional(),
  discountCode: z.unknown().optional(),
  idempotencyKey: z.unknown().optional(),
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

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
  const caller = requireCaller(req, ORDER_MESSAGES.loginRequired, failure(ORDER_MESSAGES.loginRequired));
  const body = await parseJson(req, bodySchema);
  const idempotencyKey = body.idempotencyKey ?? crypto.randomUUID();
  if (!isUuid(idempotencyKey)) throw badRequest('idempotencyKey must be a UUID.');
  const cartItems = readCartItems(body.cartItems);
  const { discountCode } = body;
  if (discountCode != null && typeof discountCode !== 'string') {
    throw badRequest('discountCode must be text or null.');
  }
  const answer = await callRpc<{ success?: unknown; orderId?: unknown }>(
    caller,
    'place_order',
    {
      p_idempotency_key: idempotencyKey,
      p_discount_code: discountCode?.trim() || null,
      p_cart_items: cartItems,
    },
    {
      unauthorized: ORDER_MESSAGES.loginRequired,
      unavailable: ORDER_MESSAGES.communicationFailed,
      extra: failure,
    },
  );
  if (answer?.success !== true || typeof answer.orderId !== 'string') {
    console.error('orders: unexpected answer from place_order');
    throw new HttpError(502, ORDER_MESSAGES.invalidResponse, failure(ORDER_MESSAGES.invalidResponse));
  }
  const result: PlaceOrderAnswer = { success: true, orderId: answer.orderId };
  return json(200, result);
});
