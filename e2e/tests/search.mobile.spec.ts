import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';

// The header's first-visit 'Special Offer!' popover would cover the results' top row.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('below 768 px the filters open in a bottom sheet and apply to the results', async ({ page }) => {
  const errors = collectErrors(page);
  const main = page.getByRole('main');
  await page.goto('/search?q=playstation');
  const count = main.getByRole('status').filter({ hasText: /\d+ results?/ });
  await expect(count).toBeVisible();
  // No sidebar on small screens: the panel lives in the sheet.
  await expect(main.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /^Pre-owned \(/ }).check();
  await expect(page).toHaveURL(/condition=pre-owned/);
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(sheet).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await expect(main.getByTestId('product-card').first()).toContainText('Pre-owned');

  await main.getByRole('button', { name: 'Filters (1)' }).click();
  await sheet.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL('/search?q=playstation');
  expect(errors).toEqual([]);
});
