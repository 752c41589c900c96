import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/console';

// Seeded catalogue (supabase/seed/10_catalog.sql): active products of Computers by subcategory
// and of Laptops by label. 'Gaming Laptop' has 37, so its grid has two pages (20 + 17).
const COMPUTERS = { Laptops: 60, Desktops: 25, 'Mini PCs': 10 };
const LAPTOPS = { 'Gaming Laptop': 37, 'Thin and Light': 10, 'Creator Laptop': 6, 'Business Laptop': 7 };

function main(page: Page) {
  return page.getByRole('main');
}

function group(page: Page, title: string, count: number) {
  return main(page).getByRole('region', { name: `${title} (${count} products)` });
}

async function cardLinks(page: Page): Promise<string[]> {
  return main(page)
    .getByTestId('product-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('catalogue panel -> category -> subcategory -> label grid -> page 2 -> breadcrumbs back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');

  // The header's side panel: a category expands to its subcategories and labels.
  await page.getByRole('banner').getByRole('button', { name: 'Shop Catalog' }).click();
  const panel = page.getByRole('dialog', { name: 'Shop Catalog' });
  const toggle = panel.getByRole('button', { name: 'Computers subcategories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: the expand button is a real button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Gaming Laptop' })).toHaveAttribute(
    'href',
    '/Computers/Laptops?label=Gaming%20Laptop',
  );
  // Its icon is the label's display_url in a fixed 28 px box.
  const icon = panel.getByRole('link', { name: 'Gaming Laptop' }).locator('img');
  await expect(icon).toHaveAttribute('src', '/img/products/label-laptops-gaming-laptop.svg');
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await icon.boundingBox()).toMatchObject({ width: 28, height: 28 });
  await panel.getByRole('link', { name: 'Computers', exact: true }).click();

  // Category page: a row per subcategory with its size, up to 10 cards and Show All.
  await expect(page).toHaveURL('/Computers');
  await expect(panel).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Computers' })).toBeVisible();
  await expect(page).toHaveTitle(/^Computers \| /);
  for (const [title, count] of Object.entries(COMPUTERS)) {
    const row = group(page, title, count);
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('product-card')).toHaveCount(Math.min(count, 10));
  }
  const breadcrumbs = main(page).getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Computers');

  await group(page, 'Laptops', COMPUTERS.Laptops).getByRole('link', { name: 'Show All Laptops' }).click();

  // Subcategory page: a row per label.
  await expect(page).toHaveURL('/Computers/Laptops');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
  for (const [title, count] of Object.entries(LAPTOPS)) {
    const row = group(page, title, count);
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('product-card')).toHaveCount(Math.min(count, 10));
  }
  await group(page, 'Gaming Laptop', LAPTOPS['Gaming Laptop'])
    .getByRole('link', { name: 'Show All Gaming Laptop' })
    .click();

  // The label's filtered grid: 20 per page with pagination.
  await expect(page).toHaveURL('/Computers/Laptops?label=Gaming%20Laptop');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Gaming Laptop' })).toBeVisible();
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Gaming Laptop');
  await expect(main(page).getByTestId('product-card')).toHaveCount(20);
  const firstPage = await cardLinks(page);

  await main(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(main(page).getByTestId('product-card')).toHaveCount(LAPTOPS['Gaming Laptop'] - 20);
  const secondPage = await cardLinks(page);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  // Breadcrumbs lead back: subcategory, then category.
  await breadcrumbs.getByRole('link', { name: 'Laptops' }).click();
  await expect(page).toHaveURL('/Computers/Laptops');
  await expect(group(page, 'Gaming Laptop', LAPTOPS['Gaming Laptop'])).toBeVisible();
  await breadcrumbs.getByRole('link', { name: 'Computers' }).click();
  await expect(page).toHaveURL('/Computers');
  await expect(group(page, 'Laptops', COMPUTERS.Laptops)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a label's Show All opens its grid at the top; a filter ticked further down keeps the place", async ({
  page,
}) => {
  await page.goto('/Computers/Laptops');
  // The last row loads as it nears the viewport; its heading gains its size then.
  await main(page)
    .getByRole('region', { name: /^Business Laptop/ })
    .scrollIntoViewIfNeeded();
  const last = group(page, 'Business Laptop', LAPTOPS['Business Laptop']);
  await expect(last.getByTestId('product-card')).toHaveCount(LAPTOPS['Business Laptop']);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Same path, a new ?label=: a new page, which starts at the top.
  await last.getByRole('link', { name: 'Show All Business Laptop' }).click();
  await expect(page).toHaveURL('/Computers/Laptops?label=Business%20Laptop');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Business Laptop' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // An edit of the grid's own filters is not a new page: the shopper stays where they are.
  await page.goto('/Computers/Laptops?label=Gaming%20Laptop');
  await expect(main(page).getByTestId('product-card')).toHaveCount(20);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  await main(page)
    .getByRole('checkbox', { name: /^New \(/ })
    .check();
  await expect(page).toHaveURL(/condition=new/);
  await expect(main(page).getByRole('checkbox', { name: /^New \(/ })).toBeChecked();
  // The filtered answer is shown: the new location has been rendered (and the shell has run).
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main(page).getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('category and subcategory segments match slugs and names in any case', async ({ page }) => {
  await page.goto('/pc-parts/GRAPHICS-CARDS');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Graphics Cards' })).toBeVisible();
  await expect(
    main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'PC Parts' }),
  ).toHaveAttribute('href', '/PC%20Parts');
  await expect(main(page).getByRole('region', { name: /^NVIDIA GeForce \(\d+ products\)$/ })).toBeVisible();
});

test('an unknown category or subcategory shows the not-found view', async ({ page }) => {
  await page.goto('/Toasters');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');

  await page.goto('/Computers/Toasters');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
});
