/**
 * Payments in the staff console (docs/product.md#payments): an order's Payment section with a
 * partial refund made through Razorpay, and the day's payments with their totals and CSV export.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { displayNumberOf } from '../support/display-number';
import { mailWithSubject } from '../support/lifecycle';
import { paidOnlineOrder } from '../support/payments';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test('staff refund part of a paid order, then find the payment and the refund in the day’s payments', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await createConfirmedUser('staff-refund');
  const [product] = await productsInStock(await clientAs(shopper), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await paidOnlineOrder(shopper, product.product_id);
  const orderNumber = await displayNumberOf(shopper, 'orders', orderId);

  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  await signInBrowser(page, STAFF, `/staff?kind=order&id=${orderId}`);
  const dialog = page.getByRole('dialog', { name: `Order #${orderNumber}` });
  const payment = dialog.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Paid');
  await expect(payment).toContainText('Razorpay payment');
  await expectNoAxeViolations(page, 'the staff order detail with its payment');

  // More than was paid is refused in the form; a part of it is refunded after a confirmation.
  const refund = payment.getByRole('form', { name: 'Refund' });
  const amount = refund.getByLabel('Amount (₹)');
  await amount.fill(String(product.discount_price + 1));
  await refund.getByLabel('Reason').fill('Price drop promised at the counter');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText(/^At most ₹[\d,.]+ can be refunded\.$/)).toBeVisible();
  await expect(refund.getByRole('button', { name: /^Refund ₹/ })).toHaveCount(0);
  await amount.fill('100');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await refund.getByRole('button', { name: 'Refund ₹100.00' }).click();
  await expect(payment).toContainText('₹100.00');

  // Razorpay processes it (refund.processed): the shopper hears of both steps.
  await mailWithSubject(shopper.email, `Order #${orderNumber}: refund started`);
  await mailWithSubject(shopper.email, `Order #${orderNumber}: refund done`);

  // The day's payments: the capture and the refund, with totals; the CSV holds both.
  await page.goto('/staff/payments');
  await expect(main(page).getByRole('heading', { name: /^Payments on / })).toBeVisible();
  await expect(
    main(page)
      .getByRole('link', { name: new RegExp(orderNumber) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the day’s payments');
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  const lines = csv.split(/\r?\n/).filter((line) => line.includes(orderId));
  expect(lines.some((line) => line.includes(product.discount_price.toFixed(2)))).toBe(true);
  expect(lines.some((line) => line.includes('-100.00'))).toBe(true);
});
