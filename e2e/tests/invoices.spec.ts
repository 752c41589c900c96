/**
 * GST tax invoices (docs/product.md#tax-invoices), desktop: staff ship an order; the shopper
 * downloads its invoice from the order's details and from the shipped e-mail's link, a PDF with
 * CGST and SGST for a Mumbai order from the Maharashtra seller; and IGST when the seller is
 * registered in another state for that shipment.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { placeOrder, placeOrderInBrowser, STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { displayNumberOf } from '../support/display-number';
import { downloadedPdfText, downloadFrom, shipOrder, shipWithSellerInKarnataka } from '../support/invoices';
import { mailWithSubject } from '../support/lifecycle';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('the shopper downloads the invoice of a shipped order from its details and from the e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { user, product, orderId, orderNumber } = await placeOrderInBrowser(page, 'invoice');
  await shipOrder(orderId);

  // The shipped e-mail names the invoice and links to the order with the download.
  const shipped = await mailWithSubject(user.email, `Order #${orderNumber}: Shipped`);
  const number = /Tax invoice (GG\/\d{2}-\d{2}\/\d{6})/.exec(shipped.text)?.[1] ?? '';
  expect(number).not.toBe('');
  const link = new URL(shipped.links[0] ?? '/', 'http://127.0.0.1:3000');
  expect(link.pathname + link.search).toBe(`/order-history?id=${orderId}&invoice=1`);

  // From the order's details.
  await page.goto(`/order-history?id=${orderId}`);
  const download = page.getByRole('button', { name: 'Download invoice' });
  await expect(download).toBeVisible();
  await expectNoAxeViolations(page, 'order details with the invoice');
  const file = await downloadFrom(page, () => download.click());
  expect(file.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const text = await downloadedPdfText(file);
  for (const expected of [
    'Tax invoice',
    number,
    'GameGear Retail Private Limited',
    'GSTIN: 27AAKCG4821M1Z6',
    'Maharashtra (27)',
    'Asha Rao',
    product.name,
    'CGST',
    'SGST',
    'Tax payable on reverse charge: No',
    'Authorised signatory',
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain('IGST');

  // From the e-mail's link: the page opens the order and downloads it, once.
  const fromMail = await downloadFrom(page, () =>
    page.goto(link.pathname + link.search).then(() => undefined),
  );
  expect(fromMail.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  await expect(page).toHaveURL(new RegExp(`/order-history\\?id=${orderId}$`));
});

test('an order shipped while the seller is registered in another state gets IGST', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('invoice-igst');
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(user, product.product_id);
  await shipWithSellerInKarnataka(orderId);

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Download invoice' }).click());
  const text = await downloadedPdfText(file);
  expect(text).toContain('IGST');
  expect(text).toContain('GSTIN: 29AAKCG4821M1Z6');
  expect(text).toContain('Maharashtra (27)');
  expect(text).not.toContain('CGST');
  // The seller is back in Maharashtra for everyone else.
  const { data } = await (await clientAs(user)).from('seller_profile').select('state_code').single();
  expect(data?.state_code).toBe('27');
});

test('staff find the invoice in the order detail, the month in the GST summary, and the seller details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('invoice-staff');
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(user, product.product_id);
  await shipOrder(orderId);

  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  await signInBrowser(page, STAFF, `/staff?kind=order&id=${orderId}`);
  const dialog = page.getByRole('dialog', {
    name: `Order #${await displayNumberOf(user, 'orders', orderId)}`,
  });
  const documents = dialog.getByRole('region', { name: 'Tax documents' });
  const button = documents.getByRole('button', { name: /^Download GG\// });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'the staff order detail with its tax documents');
  const text = await downloadedPdfText(await downloadFrom(page, () => button.click()));
  expect(text).toContain(product.name);

  await page.goto('/staff/gst');
  await expect(page.getByRole('heading', { name: /^GST summary for / })).toBeVisible();
  await expect(page.getByRole('main').getByText('Maharashtra').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the GST summary');
  const csvFile = await downloadFrom(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csvFile.suggestedFilename()).toMatch(/^gst-summary-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await csvFile.path()) as string, 'utf8');
  expect(csv).toMatch(/Maharashtra/);
  expect(csv).toMatch(/18\.00/);

  await page.goto('/staff/seller');
  const form = page.getByRole('form', { name: 'Seller details' });
  await expect(form.getByLabel('GSTIN')).toHaveValue('27AAKCG4821M1Z6');
  await expectNoAxeViolations(page, 'the seller details editor');
  await form.getByLabel('GSTIN').fill('27AAKCG4821M1Z');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/^GSTIN must be 15 characters/)).toBeVisible();
  await form.getByLabel('GSTIN').fill('27AAKCG4821M1Z6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Seller details saved.')).toBeVisible();
});
