/**
 * wishlist (docs/product.md#wishlist): the signed-in user's wishlist.
 *   GET                          the list `[{ id, slug, title, price, discount_price, image }]`, newest first
 *   POST   { product_uuid }      adds the product: `{ success, alreadyExisted, items }` (never a second row)
 *   DELETE ?product_uuid={id}    removes it: `{ success, items }`
 *   DELETE ?clear=true           empties the list: `{ success, items: [] }`
 * Guests: 401 'Login required.'. A malformed product id: 400; a product that does not exist or is
 * not available: 404. The rules live in the database RPCs (wishlist_* in the wishlist migration).
 */
import {
  WISHLIST_MESSAGES,
  type WishlistAddAnswer,
  type WishlistDeleteAnswer,
  type WishlistItem,
} from 'shared/contracts';
import { z } from 'zod';
import { type Caller, requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { isUuid } from '../_shared/input.ts';
import { callRpc } from '../_shared/rpc.ts';

// Any JSON object: a wrong id gets the message below, not a schema dump.
const bodySchema = z.object({ product_uuid: z.unknown().optional() });

function wishlistRpc<T>(caller: Caller, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  return callRpc<T>(caller, fn, args, {
    unauthorized: WISHLIST_MESSAGES.loginRequired,
    unavailable: WISHLIST_MESSAGES.couldNotUpdate,
  });
}

function productId(value: unknown): string {
  if (!isUuid(value)) throw new HttpError(400, WISHLIST_MESSAGES.invalidProduct);
  return value.toLowerCase();
}

async function add(req: Request, caller: Caller): Promise<WishlistAddAnswer> {
  const body = await parseJson(req, bodySchema);
  const answer = await wishlistRpc<Omit<WishlistAddAnswer, 'success'>>(caller, 'wishlist_add_item', {
    p_product_id: productId(body.product_uuid),
  });
  return { success: true, ...answer };
}

async function remove(req: Request, caller: Caller): Promise<WishlistDeleteAnswer> {
  const params = new URL(req.url).searchParams;
  if (params.get('clear') === 'true') {
    return { success: true, items: await wishlistRpc<WishlistItem[]>(caller, 'wishlist_clear') };
  }
  const raw = params.get('product_uuid');
  if (raw === null) throw new HttpError(400, 'Pass product_uuid={id} or clear=true.');
  const items = await wishlistRpc<WishlistItem[]>(caller, 'wishlist_remove_item', {
    p_product_id: productId(raw),
  });
  return { success: true, items };
}

export const handler = withHttpErrors(async (req) => {
  const caller = requireCaller(req, WISHLIST_MESSAGES.loginRequired);
  switch (req.method) {
    case 'GET':
      return json(200, await wishlistRpc<WishlistItem[]>(caller, 'get_wishlist'));
    case 'POST':
      return json(200, await add(req, caller));
    case 'DELETE':
      return json(200, await remove(req, caller));
    default:
      throw new HttpError(405, 'Method not allowed');
  }
});
