import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';

test('the catalogue drawer from the bottom bar leads to a label page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Catalog' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Shop Catalog' });
  await drawer.getByRole('button', { name: 'Consoles subcategories' }).click();
  await expect(drawer.getByRole('link', { name: 'PlayStation', exact: true })).toHaveAttribute(
    'href',
    '/Consoles/PlayStation',
  );
  await drawer.getByRole('link', { name: 'PS5', exact: true }).click();

  await expect(page).toHaveURL('/Consoles/PlayStation?label=PS5');
  await expect(drawer).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'PS5' })).toBeVisible();
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a category page shows its rows on a phone', async ({ page }) => {
  await page.goto('/Consoles');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Consoles' })).toBeVisible();
  const row = main.getByRole('region', { name: /^PlayStation \(\d+ products\)$/ });
  await expect(row.getByTestId('product-card')).toHaveCount(10);
  await expect(row.getByRole('link', { name: 'Show All PlayStation' })).toHaveAttribute(
    'href',
    '/Consoles/PlayStation',
  );
  // The row scrolls sideways inside the page: the page itself does not.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
