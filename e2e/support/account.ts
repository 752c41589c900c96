/**
 * Account journeys: a delivered order made through the real `cart` and `orders` functions, the
 * shop's side played by the seeded staff account through the staff-only database functions
 * (staff_transition, moderate_review), as the staff console calls them.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  addToCartApi,
  clientAs,
  payOnDelivery,
  productsInStock,
  type SeedProduct,
  saveMumbaiProfile,
} from './checkout';
import { displayNumberOf, ORDER_NUMBER } from './display-number';
import { createConfirmedUser, signInBrowser, type TestUser } from './session';
import { staffApi, staffMove } from './staff-api';

export { STAFF } from './staff-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Places an order of `productId` as `user` (complete Mumbai profile) through `cart` and `orders`. */
export async function placeOrder(user: TestUser, productId: string): Promise<string> {
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
  return data.orderId as string;
}

/**
 * A new shopper (complete Mumbai profile, one product in the cart) presses Place Order on the
 * summary page; returns the order id the confirmation carries (its `data-order-id`) and the display
 * number it shows, which is the order's own.
 */
export async function placeOrderInBrowser(
  page: Page,
  tag: string,
): Promise<{ user: TestUser; product: SeedProduct; orderId: string; orderNumber: string }> {
  const user = await createConfirmedUser(tag);
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const [product] = await productsInStock(api, 1);
  if (!product) throw new Error('seed products missing');
  await addToCartApi(api, product.product_id);

  await signInBrowser(page, user, '/checkout/order-summary');
  await payOnDelivery(page);
  await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(confirmation).toBeVisible();
  const { orderId, orderNumber } = await confirmedOrder(confirmation);
  expect(orderNumber).toBe(await displayNumberOf(user, 'orders', orderId));
  return { user, product, orderId, orderNumber };
}

/**
 * What an order-placed confirmation (`container`: its dialog or page) names: the order's display
 * number as its visible text ('GG-26-7K3M9Q') and its uuid in `data-order-id`.
 */
export async function confirmedOrder(container: Locator): Promise<{ orderId: string; orderNumber: string }> {
  const shown = container.getByTestId('confirmation-order-id');
  await expect(shown).toHaveText(ORDER_NUMBER);
  await expect(shown).toHaveAttribute('data-order-id', UUID);
  const orderNumber = ((await shown.textContent()) ?? '').trim();
  const orderId = (await shown.getAttribute('data-order-id')) ?? '';
  return { orderId, orderNumber };
}

/** Places an order of `productId` as `user` (complete Mumbai profile) and marks it delivered. */
export async function deliveredOrder(user: TestUser, productId: string): Promise<string> {
  const orderId = await placeOrder(user, productId);
  // Staff walk it through the lifecycle (staff_transition is the only status writer).
  await staffMove(
    'order',
    orderId,
    ['processing', 'shipped', 'out for delivery', 'delivered'],
    'Delivered to the customer.',
  );
  return orderId;
}

/** Staff approve (or reject) a review through moderate_review, as the staff console will. */
export async function moderateReview(reviewId: string, status: 'approved' | 'rejected'): Promise<void> {
  const { error } = await (await staffApi()).rpc('moderate_review', {
    p_review_id: reviewId,
    p_status: status,
  });
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
