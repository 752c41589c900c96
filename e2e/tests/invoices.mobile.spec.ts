/** GST tax invoices on a phone (docs/product.md#tax-invoices): the invoice from the order's details. */
import { expect, test } from '@playwright/test';
import { placeOrder } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { downloadedPdfText, downloadFrom, shipOrder } from '../support/invoices';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('on a phone, the shopper downloads the invoice of a shipped order from its details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser('invoice-phone');
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(user, product.product_id);
  await shipOrder(orderId);

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const button = page.getByRole('button', { name: 'Download invoice' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'order details with the invoice on a phone');
  // The button fits the phone's width.
  const box = await button.boundingBox();
  expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const text = await downloadedPdfText(await downloadFrom(page, () => button.click()));
  expect(text).toContain('Tax invoice');
  expect(text).toContain(product.name);
});
