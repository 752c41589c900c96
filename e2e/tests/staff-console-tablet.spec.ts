/**
 * The staff console (docs/product.md#staff-console), 'readable on a tablet, keyboard usable': at
 * a portrait tablet's width (768 px), driven by the keyboard, the queue and the item's detail fit
 * the screen without sideways scrolling, pass axe, and Escape returns focus to the item it opened
 * from.
 */
import { expect, test } from '@playwright/test';
import { placeOrder, STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { displayNumberOf } from '../support/display-number';
import { overflow } from '../support/layout';
import { createConfirmedUser, signInBrowser } from '../support/session';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test('on a tablet the staff console fits the screen and works by keyboard', async ({ page }) => {
  const shopper = await createConfirmedUser('staff-tablet');
  const [product] = await productsInStock(await clientAs(shopper), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(shopper, product.product_id);

  await signInBrowser(page, STAFF, '/staff');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  const item = main.getByRole('list', { name: 'Orders' }).getByRole('button');
  await expect(item).toHaveCount(1);
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the staff order queue on a tablet');

  await item.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: `Order #${await displayNumberOf(shopper, 'orders', orderId)}`,
  });
  await expect(dialog.getByRole('button', { name: 'Move to Processing' })).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the staff order detail on a tablet');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).toBeFocused();
});
