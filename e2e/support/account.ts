/**
 * Account journeys: a delivered order made through the real `cart` and `orders` functions, the
 * shop's side played by the service role (delivery; issue 22 brings the staff screens) and by the
 * seeded staff account (moderate_review, the staff-only database function).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SERVICE_ROLE_KEY } from '../../supabase/local/src/keys';
import { addToCartApi, clientAs, saveMumbaiProfile } from './checkout';
import type { TestUser } from './session';
import { apiUrl } from './stack';

export const STAFF: TestUser = {
  id: '',
  email: 'staff@gamegear.in',
  password: 'GameGear@123',
  name: 'Staff',
};

/** Places an order of `productId` as `user` (complete Mumbai profile) and marks it delivered. */
export async function deliveredOrder(user: TestUser, productId: string): Promise<string> {
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const cart = await addToCartApi(api, productId, 1);
  const { data, error } = await api.functions.invoke('orders', {
    body: {
      cartItems: (cart as { id: string; quantity: number }[]).map(({ id, quantity }) => ({ id, quantity })),
      userProfile: null,
      discountCode: null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  if (error || !data?.orderId) throw new Error(`order: ${error?.message ?? 'no order id'}`);
  const orderId = data.orderId as string;
  const res = await fetch(`${apiUrl}/rest/v1/orders?id=eq.${orderId}`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_status: 'delivered', remark: 'Delivered to the customer.' }),
  });
  if (!res.ok) throw new Error(`deliver: ${res.status} ${await res.text()}`);
  return orderId;
}

/** Staff approve (or reject) a review through moderate_review, as the staff console will. */
export async function moderateReview(reviewId: string, status: 'approved' | 'rejected'): Promise<void> {
  const staff: SupabaseClient = await clientAs(STAFF);
  const { error } = await staff.rpc('moderate_review', { p_review_id: reviewId, p_status: status });
  if (error) throw new Error(`moderate_review: ${error.message}`);
}

/** The author's review id of a product of an order (get_user_review_for_product_order). */
export async function reviewIdOf(user: TestUser, productId: string, orderId: string): Promise<string> {
  const api = await clientAs(user);
  const { data, error } = await api.rpc('get_user_review_for_product_order', {
    p_user_id_check: user.id,
    p_product_id_check: productId,
    p_order_id_check: orderId,
  });
  const id = (data as { review_id: string }[] | null)?.[0]?.review_id;
  if (error || !id) throw new Error(`review lookup: ${error?.message ?? 'none'}`);
  return id;
}
