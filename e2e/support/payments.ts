/** Paying for orders in the journeys: a shopper at the order summary, and Checkout's test sheet. */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { confirmedOrder } from './account';
import { addToCartApi, clientAs, productsInStock, type SeedProduct, saveMumbaiProfile } from './checkout';
import { createConfirmedUser, signInBrowser, type TestUser } from './session';
import { razorpayUrl } from './stack';

const main = (page: Page) => page.getByRole('main');

/** The frame of the local Razorpay test gateway's sheet (Checkout's iframe). */
export const checkoutSheetFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Razorpay Checkout (test mode)"]');
export const checkoutSheet = (page: Page) => checkoutSheetFrame(page).getByRole('dialog');

/** A new shopper with a complete profile and products in the cart, on the order summary. */
export async function atOrderSummary(
  page: Page,
  tag: string,
  options: {
    count?: number;
    quantity?: number;
    product?: (api: Awaited<ReturnType<typeof clientAs>>) => Promise<SeedProduct>;
  } = {},
): Promise<{ user: TestUser; products: SeedProduct[] }> {
  const user = await createConfirmedUser(tag);
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const products = options.product
    ? [await options.product(api)]
    : await productsInStock(api, options.count ?? 1);
  for (const p of products) await addToCartApi(api, p.product_id, options.quantity ?? 1);
  await signInBrowser(page, user, '/checkout/order-summary');
  await expect(main(page).getByTestId('summary-item')).toHaveCount(products.length);
  return { user, products };
}

/** Place Order with Pay online (the default): Checkout's sheet opens over the page. */
export async function placeOnline(page: Page): Promise<void> {
  await expect(main(page).getByRole('radio', { name: 'Pay online' })).toBeChecked();
  await main(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(checkoutSheet(page)).toBeVisible();
}

/**
 * The order id (uuid) the confirmation page carries; the page shows the order's display number
 * ('GG-26-7K3M9Q', checked by confirmedOrder).
 */
export async function confirmationOrderId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order-confirmation$/);
  return (await confirmedOrder(main(page))).orderId;
}

/**
 * An order of `productId` placed online by `user` and paid, without a browser: the `orders`
 * function, the test gateway paying it (`/_test/orders/{id}/pay`), then `verify-payment` with the
 * handler payload, as Checkout's handler would.
 */
export async function paidOnlineOrder(user: TestUser, productId: string): Promise<string> {
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  await addToCartApi(api, productId);
  const placed = await api.functions.invoke('orders', {
    body: { cartItems: [{ id: productId, quantity: 1 }], discountCode: null, payment_method: 'online' },
  });
  const answer = placed.data as { orderId?: string; payment?: { razorpay_order_id: string } } | null;
  if (placed.error || !answer?.orderId || !answer.payment) throw new Error('the online order was not placed');
  const paid = await fetch(`${razorpayUrl}/_test/orders/${answer.payment.razorpay_order_id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', method: 'upi' }),
  });
  const verified = await api.functions.invoke('verify-payment', { body: await paid.json() });
  if (verified.error) throw new Error('the payment was not verified');
  return answer.orderId;
}
