import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectErrors } from '../support/console';

const PRODUCT = {
  name: 'Sony PlayStation 5 Slim Digital Edition',
  slug: 'sony-playstation-5-slim-digital-edition',
};

test('the bottom bar Search opens the drawer; results list inline and choosing one closes it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Search' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Search' });
  await expect(drawer).toBeVisible();
  const input = drawer.getByRole('combobox', { name: 'Search products' });
  await expect(input).toBeFocused();
  await expect(drawer.getByText('Type at least 2 characters to search')).toBeVisible();

  await input.fill('playstation 5 slim digital');
  const option = drawer
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: new RegExp(`^${PRODUCT.name} Price ₹`) });
  await expect(option).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: 'View all results for "playstation 5 slim digital"' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the search drawer with results');

  await option.click();
  await expect(page).toHaveURL(`/product/${PRODUCT.slug}`);
  // The drawer closed (the 'Special Offer!' popover, a dialog of its own, may open by itself).
  await expect(drawer).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the drawer offers 'Did you mean' and 'View all results'", async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Search' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Search' });
  const input = drawer.getByRole('combobox', { name: 'Search products' });
  await input.fill('playstaton');
  await expect(drawer.getByRole('group', { name: 'Did you mean:' })).toBeVisible();
  await drawer.getByRole('button', { name: 'View all results for "playstaton"' }).click();
  await expect(page).toHaveURL('/search?q=playstaton');
  await expect(drawer).toHaveCount(0);
});
