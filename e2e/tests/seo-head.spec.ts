import { expect, type Page, test } from '@playwright/test';
import { navigateInApp } from '../support/console';

/**
 * The server-written head (ADR 0016): what a crawler that runs no JavaScript gets (link previews,
 * some search engines) and that the browser's own head updates take the server's tags over instead
 * of adding to them.
 */

// Seed product (supabase/seed/10_catalog.sql).
const LEGION = {
  slug: 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz',
  name: 'Lenovo Legion 5i Gen 9 Gaming Laptop (Core i7-14650HX, RTX 4060, 16GB, 1TB SSD, 16" 165Hz)',
};
const SUFFIX = ' | GameGear India';

const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');
const count = (page: Page, selector: string) => page.locator(`head ${selector}`).count();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The head is written from the page's server render, which the e2e server gives 5 s
  // (playwright.config.ts, SSR_DEADLINE_MS), so these checks see it whatever the load; a render
  // cut short is page-server.spec.ts's.

  test('a product page carries its title, description, Open Graph image and price, and JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto(`/product/${LEGION.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${LEGION.name}${SUFFIX}`);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(`${LEGION.name}${SUFFIX}`);
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('product');
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\/.+/);
    expect(await metaContent(page, 'meta[name="twitter:image"]')).toMatch(/^http:\/\//);
    expect(Number(await metaContent(page, 'meta[property="product:price:amount"]'))).toBeGreaterThan(0);
    expect(await metaContent(page, 'meta[property="product:price:currency"]')).toBe('INR');
    expect((await metaContent(page, 'meta[name="description"]'))?.length).toBeGreaterThan(20);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `http://127.0.0.1:3000/product/${LEGION.slug}`,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: LEGION.name,
      offers: { '@type': 'Offer', priceCurrency: 'INR' },
    });
    expect(jsonLd.offers.price).toBe(await metaContent(page, 'meta[property="product:price:amount"]'));
    // One of each: the template's static description was replaced, not kept beside the server's.
    expect(await count(page, 'title')).toBe(1);
    expect(await count(page, 'meta[name="description"]')).toBe(1);
  });

  test('a category page carries its title, canonical and Open Graph tags; search is noindex', async ({
    page,
  }) => {
    await page.goto('/Computers');
    await expect(page).toHaveTitle(`Computers${SUFFIX}`);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(`Computers${SUFFIX}`);
    expect(await metaContent(page, 'meta[name="robots"]')).toBe('index,follow');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      'http://127.0.0.1:3000/Computers',
    );
    await page.goto('/search?q=laptop');
    expect(await metaContent(page, 'meta[name="robots"]')).toBe('noindex,nofollow');
  });

  test("a filtered grid's pages are links a crawler (or a tap) follows without JavaScript", async ({
    page,
  }) => {
    await page.goto('/Computers/Laptops?label=Gaming%20Laptop');
    const pages = page.getByRole('main').getByRole('navigation', { name: 'Product pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/Computers/Laptops?label=Gaming+Laptop&page=2');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a policy page carries its own title, description and canonical', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(`Privacy Policy${SUFFIX}`);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      'http://127.0.0.1:3000/privacy',
    );
    expect(await count(page, 'meta[name="description"]')).toBe(1);
  });

  test('an unknown product or category answers 404 with the not-found head; robots.txt and the sitemap are served', async ({
    page,
    request,
  }) => {
    expect((await page.goto('/product/no-such-product-anywhere'))?.status()).toBe(404);
    expect(await metaContent(page, 'meta[name="robots"]')).toBe('noindex,nofollow');
    for (const path of ['/zzz', '/Consoles/zzz']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page).toHaveTitle(`Page not found${SUFFIX}`);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    const index = await (await request.get('/sitemap.xml')).text();
    const first = /<loc>(http:\/\/127\.0\.0\.1:3000\/sitemap-products-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(first).toBeDefined();
    expect(await (await request.get(first ?? '')).text()).toContain(
      `<loc>http://127.0.0.1:3000/product/${LEGION.slug}</loc>`,
    );
  });
});

test('with JavaScript, the page ends with exactly one title, description and og:title, its own', async ({
  page,
}) => {
  await page.goto(`/product/${LEGION.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: LEGION.name })).toBeVisible();
  await expect(page).toHaveTitle(`${LEGION.name}${SUFFIX}`);
  expect(await count(page, 'title')).toBe(1);
  expect(await count(page, 'meta[name="description"]')).toBe(1);
  expect(await count(page, 'meta[property="og:title"]')).toBe(1);
  expect(await count(page, 'script[type="application/ld+json"]')).toBe(1);
  // Another page in the app: its own tags, and the product's JSON-LD gone.
  await navigateInApp(page, '/Computers');
  await expect(page).toHaveTitle(`Computers${SUFFIX}`);
  await expect.poll(() => metaContent(page, 'meta[property="og:title"]')).toBe(`Computers${SUFFIX}`);
  expect(await count(page, 'meta[name="description"]')).toBe(1);
  expect(await count(page, 'meta[property="og:title"]')).toBe(1);
  expect(await count(page, 'script[type="application/ld+json"]')).toBe(0);
});
