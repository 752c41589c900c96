/**
 * Paying for an order (docs/product.md#payments), in the browser against the local Razorpay test
 * gateway that `pnpm start` runs: Checkout's test sheet in its iframe, the handler verified by the
 * store, webhooks and refunds as Razorpay sends them.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, payOnDelivery, type SeedProduct } from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf } from '../support/display-number';
import { mailWithSubject } from '../support/lifecycle';
import {
  atOrderSummary,
  confirmationOrderId,
  placeOnline,
  checkoutSheet as sheet,
  checkoutSheetFrame as sheetFrame,
} from '../support/payments';

const main = (page: Page) => page.getByRole('main');

// A returning visitor who pressed 'Got it': the first-visit promo would cover the payment choice.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('pays by UPI on the Checkout sheet and sees the order paid, with its e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const { user } = await atOrderSummary(page, 'pay-upi');
  await expectNoAxeViolations(page, 'the order summary with its payment choice');
  await placeOnline(page);
  await expect(sheet(page).getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expectNoAxeViolations(page, 'the Checkout sheet');
  await sheet(page).getByRole('button', { name: 'Pay' }).click();

  const orderId = await confirmationOrderId(page);
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  await expect(main(page).getByTestId('confirmation-order-id')).toHaveText(orderNumber);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Paid');
  await expect(main(page).getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the confirmation of a paid order');

  const mail = await mailWithSubject(user.email, `Order #${orderNumber} placed: payment received`);
  expect(mail.text).toContain('We have received your payment of ₹');

  await page.goto('/order-history');
  const row = main(page).getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) });
  await expect(row).toContainText('Pending');
  await row.click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('payment-status')).toHaveText('Paid');
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText('Payment received');
  expect(errors).toEqual([]);
});

test('a failed payment, then a retry on the sheet pays the same order', async ({ page }) => {
  test.setTimeout(90_000);
  const { user } = await atOrderSummary(page, 'pay-fail-retry');
  await placeOnline(page);
  await sheet(page).getByRole('button', { name: 'Fail' }).click();
  // The sheet stays open for another try, as Razorpay's does.
  await expect(sheet(page)).toContainText(/failed/i);
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  const orderId = await confirmationOrderId(page);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Paid');

  // One order, paid once; the failed attempt is on its timeline and in an e-mail with the retry link.
  const { data: orders, error } = await (await clientAs(user))
    .from('orders')
    .select('id, payment_status, order_status');
  expect(error).toBeNull();
  expect(orders).toEqual([{ id: orderId, payment_status: 'paid', order_status: 'pending' }]);
  const failed = await mailWithSubject(
    user.email,
    `Order #${await displayNumberOf(user, 'orders', orderId)}: payment failed`,
  );
  expect(failed.links).toEqual([`http://127.0.0.1:3000/order-history?id=${orderId}`]);
});

test("closing the sheet leaves the order waiting: 'Retry payment' from the order's details pays it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { user } = await atOrderSummary(page, 'pay-close');
  await placeOnline(page);
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(sheetFrame(page).locator('body')).toHaveCount(0);

  const orderId = await confirmationOrderId(page);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Awaiting payment');
  await expect(main(page).getByTestId('hold-message')).toContainText('Please pay by');
  await expect(main(page).getByRole('button', { name: 'Retry payment' })).toBeVisible();

  // The order waits in the history; its details offer Retry payment.
  await page.goto('/order-history');
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  const row = main(page).getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) });
  await expect(row).toContainText('Payment Pending');
  await row.click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('payment-status')).toHaveText('Awaiting payment');
  await expectNoAxeViolations(page, 'the details of an order waiting for its payment');
  await details.getByRole('button', { name: 'Retry payment' }).click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole('radio', { name: 'Card' }).check();
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  await expect(row).toContainText('Pending');
  await expect(row).not.toContainText('Payment Pending');
});

test('cash on delivery within the limit is placed at once; above it the choice is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atOrderSummary(page, 'pay-cod');
  await payOnDelivery(page);
  await main(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();

  // A cart above ₹50,000: cash on delivery is not offered, with the reason.
  const dear = async (api: Awaited<ReturnType<typeof clientAs>>) => {
    const { data, error } = await api
      .from('products')
      .select('product_id, slug, name, discount_price')
      .gte('stock_units', 10)
      .gt('discount_price', 51000)
      .order('slug')
      .limit(1)
      .single();
    if (error || !data) throw new Error(`no product above ₹51,000: ${error?.message}`);
    return data as SeedProduct;
  };
  await atOrderSummary(page, 'pay-cod-above', { product: dear });
  const cod = main(page).getByRole('radio', { name: 'Cash on delivery' });
  await expect(cod).toBeDisabled();
  await expect(main(page).getByTestId('payment-method-picker')).toContainText(
    'Cash on delivery is available for orders up to ₹50,000.00. Please pay online.',
  );
  await expect(main(page).getByRole('radio', { name: 'Pay online' })).toBeChecked();
});

test('cancelling a paid order refunds it: the refund on the timeline and in the e-mails', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { user } = await atOrderSummary(page, 'pay-cancel');
  await placeOnline(page);
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  const orderId = await confirmationOrderId(page);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Paid');
  const orderNumber = await displayNumberOf(user, 'orders', orderId);

  await page.goto('/order-history');
  await main(page)
    .getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })
    .click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toHaveAccessibleDescription(new RegExp(`Order #${orderNumber}`));
  // A reason is required.
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(confirm.getByText('Please tell us why you are cancelling (3-400 characters).')).toBeVisible();
  await confirm.getByLabel('Reason for cancelling').selectOption('Ordered by mistake');
  await expectNoAxeViolations(page, 'the cancel dialog');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expectToast(
    page,
    'Order cancelled. Your refund has started; it reaches your account in 5-7 working days.',
  );

  // The gateway processes the refund and sends refund.processed: the order ends refunded.
  await mailWithSubject(user.email, `Order #${orderNumber}: refund started`);
  const done = await mailWithSubject(user.email, `Order #${orderNumber}: refund done`);
  expect(done.text).toContain('Your refund of ₹');
  await page.reload();
  // Cancelled: under Completed Orders now.
  await main(page).getByRole('tab', { name: 'Completed Orders' }).click();
  await main(page)
    .getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })
    .click();
  const reopened = page.getByRole('dialog', { name: 'Order Details' });
  await expect(reopened.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(reopened.getByTestId('payment-status')).toHaveText('Refunded');
  const timeline = reopened.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Refund started');
  await expect(timeline).toContainText('Refund done');
});
