/**
 * Paying for an order on a phone (docs/product.md#payments): the payment choice, Checkout's test
 * sheet at phone width, and Retry payment from the order's details drawer.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { displayNumberOf } from '../support/display-number';
import {
  atOrderSummary,
  confirmationOrderId,
  placeOnline,
  checkoutSheet as sheet,
} from '../support/payments';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('on a phone: pays by UPI on the sheet and sees the order paid', async ({ page }) => {
  test.setTimeout(90_000);
  await atOrderSummary(page, 'pay-phone');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the payment choice on a phone');
  await placeOnline(page);
  await expectNoAxeViolations(page, 'the Checkout sheet on a phone');
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  await confirmationOrderId(page);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Paid');
});

test("on a phone: a closed sheet, then 'Retry payment' in the order's details pays it", async ({ page }) => {
  test.setTimeout(90_000);
  const { user } = await atOrderSummary(page, 'pay-phone-retry');
  await placeOnline(page);
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  const orderId = await confirmationOrderId(page);
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Awaiting payment');

  await page.goto('/order-history');
  const row = main(page).getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) });
  await row.click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expectNoAxeViolations(page, 'the details of an order waiting for its payment, on a phone');
  await details.getByRole('button', { name: 'Retry payment' }).click();
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  await expect(row).toContainText('Pending');
  await expect(row).not.toContainText('Payment Pending');
});
