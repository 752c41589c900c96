/**
 * Running the shop on a tablet (docs/product.md#staff-console, "Running the shop"): at a portrait
 * tablet's width (768 px) the dashboard, the product list, a product's editor with its photos and
 * stock, and the discount codes fit the screen without sideways scrolling and pass axe.
 */
import { expect, test } from '@playwright/test';
import { STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { overflow } from '../support/layout';
import { signInBrowser } from '../support/session';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('on a tablet the shop pages of the console fit the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signInBrowser(page, STAFF, '/staff/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Today' })).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the staff dashboard on a tablet');

  await page.goto('/staff/products');
  const first = main.getByRole('link', { name: /PlayStation|Xbox|Nintendo|Legion|ROG|RTX/ }).first();
  await expect(first).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the product list on a tablet');

  await first.click();
  await expect(page).toHaveURL(/\/staff\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Adjust stock' })).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the product editor on a tablet');

  await page.goto('/staff/discount-codes');
  await expect(main.getByText('WELCOME10').first()).toBeVisible();
  expect(await overflow(page)).toEqual({ document: 0, dialog: 0 });
  await expectNoAxeViolations(page, 'the discount codes on a tablet');
});
