import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { quantityLimitOf } from '../support/checkout';
import { collectErrors, navigateInApp } from '../support/console';

// Seed products (supabase/seed/10_catalog.sql): 5 images, 8 verified reviews, a discount.
const LEGION = {
  id: 'c54bd1fe-57e1-53cb-b06e-03cb27e83dc7',
  slug: 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz',
  name: 'Lenovo Legion 5i Gen 9 Gaming Laptop (Core i7-14650HX, RTX 4060, 16GB, 1TB SSD, 16" 165Hz)',
};
const DEMO = { email: 'demo@gamegear.in', password: 'GameGear@123' };

const main = (page: Page) => page.getByRole('main');
const productHeading = (page: Page) => main(page).getByRole('heading', { level: 1, name: LEGION.name });

test('a product opened by slug shows its page, specification, similar products, reviews and JSON-LD', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`/product/${LEGION.slug}`);
  await expect(productHeading(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Lenovo Legion 5i Gen 9/);

  // Breadcrumbs: display names URL-encoded, labels <= 20 characters, the product name cut at 30.
  const trail = main(page).getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveCount(4);
  await expect(trail.getByRole('link', { name: 'Gaming Laptop' })).toHaveAttribute(
    'href',
    '/Computers/Laptops?label=Gaming%20Laptop',
  );
  await expect(trail.getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/Computers/Laptops');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Lenovo Legion 5i Gen 9 Gaming…');

  // Price (discount and list), stock and rating.
  await expect(main(page).getByText('Price ₹1,19,990.00, MRP ₹1,49,990.00').first()).toBeAttached();
  await expect(main(page).getByText('20% off').first()).toBeVisible();
  await expect(main(page).getByText('In stock')).toBeVisible();

  // Title longer than 50 and description longer than 200: each offers Show More.
  const showMore = main(page).getByRole('button', { name: 'Show More' });
  await expect(showMore).toHaveCount(2);
  const title = productHeading(page).locator('[aria-hidden="true"]');
  await expect(title).toHaveText('Lenovo Legion 5i Gen 9 Gaming Laptop (Core i7-146…');
  await showMore.first().click();
  await expect(productHeading(page)).toHaveText(LEGION.name);
  await expect(main(page).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Carousel: 5 images, thumbnails for the first 4; a thumbnail selects its image.
  const gallery = main(page).getByRole('region', { name: 'Product images' });
  await expect(gallery.getByRole('button', { name: /^Show image \d of 5$/ })).toHaveCount(4);
  await gallery.getByRole('button', { name: 'Show image 3 of 5' }).click();
  await expect(gallery.getByText('3 / 5')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show image 3 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The LCP image is loaded eagerly with high priority; the rest lazily.
  const images = gallery.locator('[aria-roledescription="slide"] img');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');

  // Technical specification: a table per spec group, named by its caption.
  const spec = main(page).getByRole('region', { name: 'Technical Specification' });
  await expect(spec.getByRole('table').locator('caption')).toHaveText([
    'General',
    'Performance',
    'Memory',
    'Storage',
    'Display',
  ]);
  await expect(spec.getByRole('row', { name: 'RAM 16 GB' })).toBeVisible();

  // You May Also Like: product cards linking to /product/{slug}.
  const similar = main(page).getByRole('region', { name: 'You May Also Like' });
  const similarLinks = similar.getByRole('link');
  await expect(similarLinks.first()).toBeVisible();
  for (const href of await similarLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  }

  // Reviews: 8 verified, 5 a page; the section loads as the shopper scrolls to it.
  const reviews = main(page).getByRole('region', { name: 'Customer Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('Based on 8 verified reviews')).toBeVisible();
  await expectNoAxeViolations(page, 'the product page with its specification, similar products and reviews');
  const list = reviews.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('article')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(reviews.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Structured data: a Product with an INR offer at the discount price, valid for a year.
  const ld = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: LEGION.name,
    sku: LEGION.id,
    brand: { name: 'Lenovo' },
    offers: { priceCurrency: 'INR', price: '119990.00', availability: 'https://schema.org/InStock' },
    aggregateRating: { reviewCount: 8 },
  });
  const validUntil = new Date(ld.offers.priceValidUntil).getTime();
  expect(validUntil - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${LEGION.slug}$`),
  );
  expect(errors).toEqual([]);
});

test('a similar product link opens that product', async ({ page }) => {
  await page.goto(`/product/${LEGION.slug}`);
  const first = main(page).getByRole('region', { name: 'You May Also Like' }).getByRole('link').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page).not.toHaveURL(new RegExp(LEGION.slug));
});

test('a product opened by id moves to its slug address, replacing the id address', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await navigateInApp(page, `/product/${LEGION.id}`);
  await expect(productHeading(page)).toBeVisible();
  await expect(page).toHaveURL(`/product/${LEGION.slug}`);
  // The id address was replaced, not pushed: Back returns home.
  await page.goBack();
  await expect(page).toHaveURL('/');

  await page.goto(`/product/details/${LEGION.id}`);
  await expect(page).toHaveURL(`/product/${LEGION.slug}`);
  await expect(productHeading(page)).toBeVisible();
});

test("an unknown product says 'Product Not Found' with a way home", async ({ page }) => {
  await page.goto('/product/no-such-product-anywhere');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(
    main(page).getByText('The product you are looking for does not exist or could not be loaded.'),
  ).toBeVisible();
  await main(page).getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('typing a quantity above what can be bought stops at the stock (at most 99) with its toast', async ({
  page,
}) => {
  const limit = await quantityLimitOf(LEGION.slug);
  await page.goto(`/product/${LEGION.slug}`);
  const quantity = main(page).getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('150');
  await expect(quantity).toHaveValue(String(limit.max));
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(limit.message)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});

test("signing in on a product page shows 'Logged in!' once and stays on the product", async ({ page }) => {
  await page.goto(`/product/${LEGION.slug}`);
  await expect(productHeading(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(DEMO.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Logged in!')).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/product/${LEGION.slug}`);
  await expect(toasts.getByText('Logged in!')).toHaveCount(1);
});
