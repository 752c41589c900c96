/**
 * Faults (ADR 0014): the API (REST, auth, functions on the gateway's origin) unreachable while a
 * shopper browses and while they place an order. The outage is a Playwright route on the API's
 * origin for this page, lasting until the step that ends it (never a timed race). Browsing:
 * what is loaded stays shown, what is not shows a clear error with Retry, nothing goes blank,
 * and Retry recovers without a reload. Ordering: a clear message, the cart, the applied code and
 * the totals stay, and Place Order after recovery creates exactly one order, every attempt under
 * the same idempotency key (checked in the database).
 */
import { expect, type Page, test } from '@playwright/test';
import { confirmedOrder } from '../support/account';
import {
  addToCartApi,
  clientAs,
  expectToast,
  payOnDelivery,
  productsInStock,
  saveMumbaiProfile,
} from '../support/checkout';
import { appStarted, navigateInApp } from '../support/console';
import { markDocument, takeApiDown } from '../support/faults';
import { createConfirmedUser, signInBrowser } from '../support/session';
import { apiUrl } from '../support/stack';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });

test('browsing with the API down: loaded pages stay, new ones say what failed with Retry, Retry recovers', async ({
  page,
}) => {
  await page.goto('/Consoles');
  await expect(h1(page, 'Consoles')).toBeVisible();
  const consoleCards = main(page).getByTestId('product-card');
  await expect(consoleCards.first()).toBeVisible();
  // The server's HTML shows the first rows; the app, once started, loads the rows near the
  // viewport: the page counts as loaded when that is done.
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  const cardsShown = await consoleCards.count();
  const sameDocument = await markDocument(page);

  const outage = await takeApiDown(page);

  // A page whose products were never loaded: each of its product rows says its message
  // with its Retry, under the row's heading (the page's structure was loaded before).
  await navigateInApp(page, '/Consoles/PlayStation');
  await expect(h1(page, 'PlayStation')).toBeVisible();
  const failedRows = main(page).getByRole('alert').filter({ hasText: 'Failed to load products list.' });
  const failed = failedRows.first();
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A search: the same, with the search's own message.
  await navigateInApp(page, '/search?q=controller');
  await expect(main(page).getByRole('alert').getByRole('button', { name: 'Retry' }).first()).toBeVisible();

  // A product page: a clear message with Try Again, not a raw network error.
  await navigateInApp(page, '/product/sony-playstation-5-slim');
  const productError = main(page).getByRole('alert');
  await expect(productError.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(productError.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(productError).toContainText(
    'The product could not be loaded: the store could not be reached. Check your connection and try again.',
  );
  await expect(productError).not.toContainText(/TypeError|fetch/i);

  // Back to the page loaded before the outage: its products are still shown, no error.
  await navigateInApp(page, '/Consoles');
  await expect(h1(page, 'Consoles')).toBeVisible();
  await expect(consoleCards).toHaveCount(cardsShown);
  await expect(main(page).getByRole('alert')).toHaveCount(0);

  // Still down: Retry fails again and says so.
  await navigateInApp(page, '/Consoles/PlayStation');
  const refusedBefore = outage.refused.length;
  await failed.getByRole('button', { name: 'Retry' }).click();
  // The Retry really asked the API again, and failed again.
  await expect.poll(() => outage.refused.length).toBeGreaterThan(refusedBefore);
  await expect(failed).toBeVisible();

  // The API is back: Retry loads that row's products, in the same document.
  await outage.up();
  const rowsFailed = await failedRows.count();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByTestId('product-card').first()).toBeVisible();
  await expect(failedRows).toHaveCount(rowsFailed - 1);
  await sameDocument();
});

test('placing an order with the API down, then its answer lost: one order, one idempotency key', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('fault-order');
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const products = await productsInStock(api, 2);
  for (const product of products) await addToCartApi(api, product.product_id);

  // The shopper types a discount code in the cart and goes on to the summary.
  await signInBrowser(page, user, '/checkout/cart-details');
  await expect(main(page).getByTestId('cart-item')).toHaveCount(2);
  await main(page).getByRole('button', { name: 'Have a discount code?' }).click();
  await main(page).getByRole('textbox', { name: 'Discount code' }).fill('gamer5');
  await main(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(main(page).getByTestId('discount-applied')).toContainText('GAMER5');
  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(h1(page, 'Order Summary')).toBeVisible();
  await expect(main(page).getByTestId('profile-card').getByText('Asha Rao')).toBeVisible();
  await expect(main(page).getByTestId('summary-item')).toHaveCount(2);
  const total = (await main(page).getByTestId('cart-total').textContent()) ?? '';
  expect(total).toMatch(/^₹/);
  const sameDocument = await markDocument(page);

  // Every order request the page sends, with the key it carries.
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${apiUrl}/functions/v1/orders`) {
      keys.push(String((request.postDataJSON() as { idempotencyKey?: unknown }).idempotencyKey));
    }
  });
  await payOnDelivery(page);
  const placeOrder = main(page).getByRole('button', { name: 'Place Order' });
  const failures = page
    .getByRole('region', { name: 'Notifications' })
    .getByText('Failed to communicate with order service.');
  const expectNothingLost = async () => {
    await expect(main(page).getByTestId('summary-item')).toHaveCount(2);
    await expect(main(page).getByTestId('cart-total')).toHaveText(total);
    await expect(main(page).getByTestId('cart-totals')).toContainText('Discount (GAMER5');
    await expect(main(page).getByText('Your cart is empty')).toHaveCount(0);
    await expect(placeOrder).toBeEnabled();
  };

  /** One attempt that fails: its message shows, then leaves (toasts last 4 s) before the next. */
  const failedAttempt = async () => {
    await placeOrder.click();
    await expect(failures).toHaveCount(1);
    await expectToast(page, 'Order Failed');
    await expectNothingLost();
    await expect(failures).toHaveCount(0);
  };

  // 1. The API is down (for ~10 s, two attempts): 'Order Failed' each time, nothing lost.
  const outage = await takeApiDown(page);
  await failedAttempt();
  await failedAttempt();
  expect(keys).toHaveLength(2);
  expect(outage.refused.filter((r) => r.endsWith('/functions/v1/orders'))).toHaveLength(2);

  // 2. The API is back but the answer of the next attempt is lost on its way back: the order is
  // placed (and the database cart emptied), the page only sees the connection drop.
  await outage.up();
  const ordersUrl = `${apiUrl}/functions/v1/orders`;
  let placedStatus = 0;
  await page.route(
    ordersUrl,
    async (route) => {
      placedStatus = (await route.fetch()).status();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await failedAttempt();
  expect(placedStatus).toBe(200);
  const afterLost = await api.from('orders').select('id');
  expect(afterLost.error).toBeNull();
  expect(afterLost.data).toHaveLength(1);

  // 3. Place Order again: the same key answers the order already placed.
  await placeOrder.click();
  const confirmation = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(confirmation).toBeVisible();
  const { orderId, orderNumber } = await confirmedOrder(confirmation);

  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  const { data: orders, error } = await api.from('orders').select('id, idempotency_key, display_number');
  expect(error).toBeNull();
  expect(orders).toEqual([{ id: orderId, idempotency_key: keys[0], display_number: orderNumber }]);
  await sameDocument();
});
