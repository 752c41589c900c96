/**
 * Returns on a phone (docs/product.md#returns-and-replacements): the order's details are a bottom
 * drawer, 'Return or replace' opens the form as a drawer above it, the request is sent and shown
 * under its line, nothing overflows the screen, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { placeOrder } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, type SeedProduct } from '../support/checkout';
import { overflow } from '../support/layout';
import { staffMove } from '../support/lifecycle';
import { createConfirmedUser, signInBrowser } from '../support/session';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('on a phone: a delivered item’s return is asked from the order’s drawer', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('returns-phone');
  const { data } = await (await clientAs(user))
    .from('products')
    .select('product_id, slug, name, discount_price')
    .gte('stock_units', 10)
    .gt('return_window_days', 0)
    .lt('discount_price', 20000)
    .order('slug')
    .limit(1);
  const [product] = (data ?? []) as SeedProduct[];
  if (!product) throw new Error('no returnable product');
  const orderId = await placeOrder(user, product.product_id);
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered']);

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const sheet = page.getByRole('dialog', { name: 'Order Details' });
  const line = sheet.getByTestId(`returns-${product.product_id}`);
  await line.getByRole('button', { name: 'Return or replace' }).click();
  const form = page.getByRole('dialog', { name: 'Return or replace' });
  await form.getByRole('radio', { name: /Return for a refund/ }).check();
  await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'No longer needed' });
  await form.getByRole('textbox', { name: /UPI ID for the refund/ }).fill('asha.rao@okicici');
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the return form on a phone');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expectToast(page, 'Return requested. We will reply within 2 working days.');
  await expect(sheet.getByRole('region', { name: /^Return request #RT-/ })).toContainText('Requested');
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
});
