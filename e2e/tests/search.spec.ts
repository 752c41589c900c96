import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/console';

// The header's first-visit 'Special Offer!' popover would cover the results' top row.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

/** The result count line of the search page ('24 results for “playstation”'). */
function resultCount(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /\d+ results?/ });
}

async function countOf(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? '';
  return Number(/([\d,]+) results?/.exec(text)?.[1]?.replace(/,/g, ''));
}

test('a typo offers Did you mean; a spec filter narrows the results and survives a product visit', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const main = page.getByRole('main');
  await page.goto('/search?q=playstaton');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Search results for “playstaton”' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');

  await main.getByRole('link', { name: 'playstation', exact: true }).click();
  await expect(page).toHaveURL('/search?q=playstation');
  await expect(resultCount(page)).toHaveText(/results for “playstation”/);
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(1);

  // A checkbox spec filter: Platform = PS4.
  const platform = main.getByRole('group', { name: 'Platform' });
  await platform.getByRole('checkbox', { name: 'PS4', exact: true }).check();
  await expect(page).toHaveURL(/[?&]spec_platform=PS4(&|$)/);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);

  const firstCard = main.getByTestId('product-card').first();
  const name = (await firstCard.getByRole('heading').textContent()) ?? '';
  const href = (await firstCard.getByRole('link').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(href);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back: the same filtered results, the checkbox still ticked.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]spec_platform=PS4(&|$)/);
  await expect(resultCount(page)).toHaveText(new RegExp(`^${filtered} results?`));
  await expect(
    main.getByRole('group', { name: 'Platform' }).getByRole('checkbox', { name: 'PS4', exact: true }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});

test('price edits stay pending until Apply; Reset restores; Clear all keeps only the query', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/search?q=playstation');
  await expect(resultCount(page)).toBeVisible();
  const all = await countOf(page);
  const pending = main.getByTestId('price-pending');
  await expect(pending).toHaveCount(0);

  const minimum = main.getByRole('slider', { name: 'Minimum price' });
  const lowest = Number(await minimum.getAttribute('aria-valuemin'));
  await minimum.focus();
  await page.keyboard.press('PageUp');
  await expect(pending).toBeVisible();
  await expect(minimum).not.toHaveAttribute('aria-valuenow', String(lowest));
  // Not applied yet: neither the URL nor the results moved.
  await expect(page).toHaveURL('/search?q=playstation');

  await main.getByRole('button', { name: 'Reset' }).click();
  await expect(pending).toHaveCount(0);
  await expect(minimum).toHaveAttribute('aria-valuenow', String(lowest));

  // Raise the minimum until it is past the cheapest results, then apply.
  await minimum.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp');
  await expect(pending).toBeVisible();
  await main.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/[?&]minDiscountPrice=\d+/);
  await expect(pending).toHaveCount(0);
  await expect.poll(() => countOf(page)).toBeLessThan(all);

  await main.getByRole('checkbox', { name: /^New \(/ }).check();
  await expect(page).toHaveURL(/condition=new/);
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
  await expect(page).toHaveURL(/sortBy=price_desc/);

  await main.getByRole('button', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL('/search?q=playstation');
  await expect.poll(() => countOf(page)).toBe(all);
});

test('pagination moves through pages and Back returns to the previous one', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/search?q=ps5');
  await expect(resultCount(page)).toBeVisible();
  const pages = main.getByRole('navigation', { name: 'Search results pages' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?q=ps5&page=2');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/search?q=ps5&page=2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/search?q=ps5');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('a one-character query asks for more; nothing matching says No results found', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/search?q=p');
  await expect(main.getByText('Type at least 2 characters to search')).toBeVisible();
  await page.goto('/search?q=qqqqzzzzxxxx');
  await expect(main.getByText('No results found')).toBeVisible();
});

test('“gaming laptop under 1 lakh” finds only laptops below ₹1,00,000, with a chip that removes the price', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=gaming laptop under 1 lakh');
  const main = page.getByRole('main');
  const chip = main.getByRole('button', { name: 'Remove price filter Under ₹1,00,000' });
  await expect(chip).toBeVisible();
  await expect(resultCount(page)).toContainText('Under ₹1,00,000');
  const cards = main.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const slugs = (
    await cards.locator('a[href^="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  )
    .map((href) => href?.replace('/product/', '') ?? '')
    .filter((slug, i, all) => slug && all.indexOf(slug) === i)
    .slice(0, 5);
  expect(slugs.length).toBeGreaterThan(0);
  // The top five are laptops, each below the price (read from the page's own catalogue API).
  const config = (await (await request.get('/config.json')).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  for (const slug of slugs) {
    const res = await request.post(`${config.supabaseUrl}/rest/v1/rpc/get_product_details_by_slug`, {
      headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
      data: { p_target_slug: slug },
    });
    const [product] = (await res.json()) as { o_discount_price: number; o_subcategory_name: string }[];
    expect(product?.o_subcategory_name, slug).toMatch(/laptop/i);
    expect(Number(product?.o_discount_price), slug).toBeLessThan(100_000);
  }
  await chip.click();
  await expect(page).toHaveURL(/\/search\?q=gaming\+laptop$/);
  await expect(chip).toHaveCount(0);
});
