import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('the bottom bar replaces the desktop navigation below 768 px', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Catalog', 'Search', 'Services', 'Cart']) {
    await expect(
      bar.getByRole(name === 'Home' || name === 'Cart' ? 'link' : 'button', { name }),
    ).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // The desktop sub-navigation is not rendered on small screens.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the services drawer lists the three services and navigates', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Services' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Services' });
  await expect(sheet).toBeVisible();
  for (const name of ['Repair Services', 'Game Load Service', 'Product Discount Request']) {
    await expect(sheet.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await sheet.getByRole('link', { name: /Game Load Service/ }).click();
  await expect(page).toHaveURL('/game-load-service');
  // The drawer closed (the 'Special Offer!' popover, a dialog of its own, may open by itself).
  await expect(sheet).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Game Load Service' }),
  ).toBeVisible();
});

test('the catalogue drawer opens from the bottom bar and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const catalog = page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Catalog' });
  await catalog.click();
  const drawer = page.getByRole('dialog', { name: 'Shop Catalog' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(catalog).toBeFocused();
});

test('the cart entry asks a guest to log in', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('link', { name: 'Cart' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('the cart entry opens the cart page for a customer', async ({ page }) => {
  await signInBrowser(page, await createConfirmedUser('mobile-cart'));
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('link', { name: 'Cart' })
    .click();
  await expect(page).toHaveURL('/checkout/cart-details');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
});
