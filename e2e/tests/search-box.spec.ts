import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appStarted, collectErrors } from '../support/console';

// Seeded products (supabase/seed/10_catalog.sql).
const PRODUCT = {
  name: 'Sony PlayStation 5 Slim Digital Edition',
  slug: 'sony-playstation-5-slim-digital-edition',
};

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

test('typing a product name lists it under Products and a click opens its page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  // The header's search box is in the server's HTML; it searches once the app has started.
  await appStarted(page);
  const input = headerSearch(page);
  await input.fill('playstation 5 slim digital');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const products = results.getByRole('group', { name: 'Products' });
  // The option's name is the product name followed by its price.
  const option = products.getByRole('option', { name: new RegExp(`^${PRODUCT.name} Price ₹`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('₹44,990.00');
  await expect(
    page.getByRole('button', { name: 'View all results for "playstation 5 slim digital"' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the header search with its results open');

  await option.click();
  await expect(page).toHaveURL(`/product/${PRODUCT.slug}`);
  await expect(results).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a typo offers 'Did you mean' and choosing it searches the correction", async ({ page }) => {
  await page.goto('/');
  // The header's search box is in the server's HTML; it searches once the app has started.
  await appStarted(page);
  const input = headerSearch(page);
  await input.fill('playstaton');
  const didYouMean = page.getByRole('group', { name: 'Did you mean:' });
  await expect(didYouMean).toBeVisible();
  await expect(didYouMean).toContainText('Did you mean:');
  await didYouMean.getByRole('option', { name: 'playstation' }).click();
  await expect(page).toHaveURL('/search?q=playstation');
  await expect(input).toHaveValue('playstation');
});

test('one character asks for two; Enter searches the text, the arrow keys choose a product', async ({
  page,
}) => {
  await page.goto('/');
  // The header's search box is in the server's HTML; it searches once the app has started.
  await appStarted(page);
  const input = headerSearch(page);
  await input.fill('p');
  await expect(page.getByText('Type at least 2 characters to search')).toBeVisible();

  await input.fill('gaming laptop');
  await input.press('Enter');
  await expect(page).toHaveURL('/search?q=gaming%20laptop');
  await expect(input).toHaveValue('gaming laptop');

  await input.fill('playstation 5 slim digital');
  // The previous search's rows stay while the new ones load: wait for this term's, settled.
  const list = page.getByRole('listbox', { name: 'Search results' });
  const first = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(first).toContainText('PlayStation 5 Slim Digital');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await input.press('Escape');
  await expect(list).toHaveCount(0);
  // ArrowDown reopens the closed list; the next one enters it.
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/product\/sony-playstation-5-slim-digital-edition/);
});
