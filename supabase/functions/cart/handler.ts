/**
 * cart (docs/product.md#cart): the signed-in user's cart; every method answers the cart
 * items `[{ id, slug, title, price, discount_price, image, quantity }]`, oldest line first.
 *   GET                                  the cart
 *   POST   { product_uuid, quantity }    add 1-99 units (capped at 99 per line; max 20 lines)
 *   PATCH  { product_uuid, quantity }    set the quantity (below 1 removes, above 99 stores 99)
 *   DELETE ?product_uuid={id}            remove a line
 *   DELETE ?clear=true                   empty the cart
 * Guests: 401 'Please log in'. Bad input: 400 with the rule's message ('Quantity must be 1-99',
 * 'Cart full (max 20 unique items)', ...); a product that is not available or not in the cart:
 * 404. The rules themselves live in the database RPCs (cart_* in the cart migration).
 */
import { CART_MESSAGES, type CartItem } from 'shared/contracts';
import { z } from 'zod';
import { type Caller, requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { isInteger, isUuid } from '../_shared/input.ts';
import { callRpc } from '../_shared/rpc.ts';

const UNAVAILABLE = 'The cart service is unavailable. Please try again.';

// Any JSON object: wrong values get the messages below, not a schema dump.
const bodySchema = z.object({ product_uuid: z.unknown().optional(), quantity: z.unknown().optional() });

function cartRpc(caller: Caller, fn: string, args: Record<string, unknown> = {}): Promise<CartItem[]> {
  return callRpc<CartItem[]>(caller, fn, args, {
    unauthorized: CART_MESSAGES.loginRequired,
    unavailable: UNAVAILABLE,
  });
}

function productId(value: unknown): string {
  if (!isUuid(value)) throw new HttpError(400, CART_MESSAGES.invalidProduct);
  return value.toLowerCase();
}

async function add(req: Request, caller: Caller): Promise<CartItem[]> {
  const body = await parseJson(req, bodySchema);
  const id = productId(body.product_uuid);
  const { quantity } = body;
  if (!isInteger(quantity) || quantity < 1 || quantity > 99) {
    throw new HttpError(400, CART_MESSAGES.quantityRange);
  }
  return await cartRpc(caller, 'cart_add_item', { p_product_id: id, p_quantity: quantity });
}

async function update(req: Request, caller: Caller): Promise<CartItem[]> {
  const body = await parseJson(req, bodySchema);
  const id = productId(body.product_uuid);
  const { quantity } = body;
  if (!isInteger(quantity)) throw new HttpError(400, CART_MESSAGES.quantityRange);
  // Any integer is meaningful (<1 removes, >99 is clamped by the database); keep it in int4 range.
  return await cartRpc(caller, 'cart_set_quantity', {
    p_product_id: id,
    p_quantity: Math.min(Math.max(quantity, 0), 100),
  });
}

async function remove(req: Request, caller: Caller): Promise<CartItem[]> {
  const params = new URL(req.url).searchParams;
  if (params.get('clear') === 'true') return await cartRpc(caller, 'cart_clear');
  const raw = params.get('product_uuid');
  if (raw === null) throw new HttpError(400, 'Pass product_uuid={id} or clear=true.');
  return await cartRpc(caller, 'cart_remove_item', { p_product_id: productId(raw) });
}

export const handler = withHttpErrors(async (req) => {
  const caller = requireCaller(req, CART_MESSAGES.loginRequired);
  switch (req.method) {
    case 'GET':
      return json(200, await cartRpc(caller, 'get_cart'));
    case 'POST':
      return json(200, await add(req, caller));
    case 'PATCH':
      return json(200, await update(req, caller));
    case 'DELETE':
      return json(200, await remove(req, caller));
    default:
      throw new HttpError(405, 'Method not allowed');
  }
});
