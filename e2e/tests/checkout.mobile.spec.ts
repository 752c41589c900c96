import { expect, type Page, test } from '@playwright/test';
import { confirmedOrder } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import {
  addToCartApi,
  clientAs,
  expectToast,
  payOnDelivery,
  productsInStock,
  saveMumbaiProfile,
} from '../support/checkout';
import { displayNumberOf } from '../support/display-number';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

/** The drawer spans the viewport and, once its slide-in ends, sits on the bottom edge. */
async function expectBottomDrawer(page: Page, name: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toHaveAttribute('data-variant', 'bottom');
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [Math.round(box.width), Math.round(box.y + box.height)] : null;
    })
    .toEqual([viewport?.width, viewport?.height]);
}

test('on a phone: the cart pages 5 items without overflow, the order places and its details open as a drawer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser('checkout-mobile');
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  for (const p of await productsInStock(api, 6)) await addToCartApi(api, p.product_id);

  await signInBrowser(page, user, '/');
  // The bottom bar's Cart item names the count.
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('link', { name: 'Cart, View Cart (6 item(s))' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/cart-details$/);
  await expect(main(page).getByTestId('cart-item')).toHaveCount(5);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the cart on a phone');
  await main(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(main(page).getByTestId('cart-item')).toHaveCount(1);

  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main(page).getByTestId('profile-card').getByText('Asha Rao')).toBeVisible();
  await payOnDelivery(page);
  await main(page).getByRole('button', { name: 'Place Order' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(confirmation).toBeVisible();
  const { orderId, orderNumber } = await confirmedOrder(confirmation);
  expect(orderNumber).toBe(await displayNumberOf(user, 'orders', orderId));
  await confirmation.getByRole('button', { name: 'View My Orders' }).click();

  await expect(page).toHaveURL(/\/order-history$/);
  await main(page)
    .getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })
    .click();
  await expectBottomDrawer(page, 'Order Details');
  await expectNoAxeViolations(page, 'the order details drawer');
  await expect(page.getByRole('dialog', { name: 'Order Details' }).getByTestId('order-number')).toHaveText(
    orderNumber,
  );
  await expectToast(page, 'Need help with this order?');
});
