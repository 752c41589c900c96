import { expect, type Page, test } from '@playwright/test';
import { quantityLimitOf } from '../support/checkout';
import { appStarted, collectErrors } from '../support/console';
import { serveWithoutServerBuild } from '../support/server-build';
import { createConfirmedUser, signInBrowser } from '../support/session';

/**
 * Server rendering (ADR 0017): the web server renders the first screen of public pages
 * (shell/server/render), and the browser hydrates that HTML without fetching its data again and
 * without a mismatch. The e2e server gives a render 5 s (playwright.config.ts, SSR_DEADLINE_MS), so
 * these checks see the full render whatever the load.
 */

// Seed products and catalogue (supabase/seed/10_catalog.sql).
const PS5 = {
  slug: 'sony-playstation-5-slim-digital-edition',
  name: 'Sony PlayStation 5 Slim Digital Edition',
};

/** Public pages and what their server HTML must show. */
const PAGES = [
  { path: '/', text: /consoles, gaming PCs and PC parts/i },
  { path: '/Consoles', text: /Consoles/ },
  { path: '/Consoles/PlayStation', text: /PlayStation/ },
  { path: '/search?q=playstation', text: /playstation/i },
  { path: `/product/${PS5.slug}`, text: PS5.name },
  { path: '/support', text: /support/i },
  { path: '/repair-home', text: /repair/i },
  { path: '/game-load-service', text: /game/i },
  { path: '/product-discount-request', text: /discount/i },
] as const;

const serverRendered = (page: Page) => page.evaluate(() => '__STORE_SSR__' in window);

/** The catalogue's code comes late, so the app starts well after the server's HTML is on screen. */
async function delayCatalogueCode(page: Page): Promise<void> {
  await page.route('http://127.0.0.1:3001/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

/**
 * Holds the catalogue's code (and so the app's start) until the returned function is called,
 * which checks the app had not started, releases it and waits until it has.
 */
async function holdCatalogueCode(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('http://127.0.0.1:3001/**', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.started)).toBeUndefined();
    release();
    await appStarted(page);
  };
}

/** Sums the page's layout shifts not caused by input (CLS as the page loads), from the first byte. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page shows its name, price and image and carries its Open Graph and JSON-LD tags', async ({
    page,
  }) => {
    const response = await page.goto(`/product/${PS5.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: PS5.name })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/₹\s?[\d,]+/)
        .first(),
    ).toBeVisible();
    await expect(page.locator(`main img[alt*="PlayStation 5"]`).first()).toBeVisible();
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(
      /^https?:\/\//,
    );
    const jsonLd = await page.locator('head script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('Product');
  });

  test('a category page lists its products', async ({ page }) => {
    await page.goto('/Consoles');
    await expect(page.getByRole('heading', { level: 1, name: 'Consoles' })).toBeVisible();
    expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(2);
  });

  test('every public page has its first screen in the HTML', async ({ page }) => {
    for (const { path, text } of PAGES) {
      await page.goto(path);
      expect(await page.locator('#root main').count(), path).toBe(1);
      await expect(page.locator('#root main'), path).toContainText(text);
    }
  });

  test('a product that does not exist answers 404 with the not-found view', async ({ page }) => {
    const response = await page.goto('/product/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#root main')).toContainText(/not found|no longer available|doesn.t exist/i);
  });
});

test.describe('with JavaScript', () => {
  for (const { path: route, text } of PAGES) {
    test(`${route} hydrates its server HTML without a mismatch or any console error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(route);
      expect(await serverRendered(page)).toBe(true);
      const serverMain = await page.locator('#root main').innerHTML();
      // The app's first commit is done (shell/src/app/App.tsx), so any mismatch has been reported.
      await appStarted(page);
      await expect(page.locator('#root main')).toContainText(text);
      expect(errors).toEqual([]);
      // The hydrated page is the server's: its main content was not replaced by a client render.
      expect((await page.locator('#root main').innerHTML()).length).toBeGreaterThan(serverMain.length / 2);
    });
  }

  test('a tap on a button of the server HTML before the app has started is pressed once it has', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await delayCatalogueCode(page);
    // The entry (a deferred script) has run by DOMContentLoaded; hydration waits for the remote.
    await page.goto('/search?q=ps5&category=Consoles', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Clear all' }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.started)).toBeUndefined();
    await appStarted(page);
    await expect(page).toHaveURL('/search?q=ps5');
    expect(errors).toEqual([]);
  });

  test('a tap on a page link of the server HTML before the app has started loads that page', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await delayCatalogueCode(page);
    await page.goto('/search?q=ps5', { waitUntil: 'domcontentloaded' });
    const pages = page.getByRole('main').getByRole('navigation', { name: 'Search results pages' });
    // A plain link: the browser loads page 2, which the server renders as such.
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/search?q=ps5&page=2');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await appStarted(page);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(errors).toEqual([]);
  });

  test('text typed into the header search before the app has started is searched once it has', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The catalogue's code (the search box's own) is held until the text is typed.
    const startApp = await holdCatalogueCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('ps5');
    await startApp();
    // No further keystroke: the box searches what is in it.
    await expect(box).toHaveValue('ps5');
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option', { name: /PlayStation 5/ })
        .first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a quantity typed before the app has started counts once it has', async ({ page }) => {
    const errors = collectErrors(page);
    const limit = await quantityLimitOf(PS5.slug);
    const startApp = await holdCatalogueCode(page);
    await page.goto(`/product/${PS5.slug}`, { waitUntil: 'domcontentloaded' });
    const quantity = page.getByRole('main').getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('150');
    await startApp();
    // Handled as if typed now: clamped to the stock (at most 99), with its message (docs/product.md#cart).
    await expect(quantity).toHaveValue(String(limit.max));
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(limit.message)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a page scrolled before the app has started stays where the shopper scrolled it', async ({ page }) => {
    const errors = collectErrors(page);
    const startApp = await holdCatalogueCode(page);
    await page.goto('/Computers/Laptops', { waitUntil: 'domcontentloaded' });
    const lastRow = page.getByRole('main').getByRole('region', { name: /^Business Laptop/ });
    await lastRow.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await startApp();
    // The row in view loads its products there: the app did not jump back to the top.
    await expect(lastRow.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
  });

  test('a filter ticked and a sort picked before the app has started both apply once it has', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const startApp = await holdCatalogueCode(page);
    await page.goto('/search?q=playstation', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const ps4 = main
      .getByRole('group', { name: 'Platform' })
      .getByRole('checkbox', { name: 'PS4', exact: true });
    await ps4.check();
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await startApp();
    // Both, as if done now: each handler builds on what the one before it set off.
    await expect(page).toHaveURL(/[?&]spec_platform=PS4(&|$)/);
    await expect(page).toHaveURL(/[?&]sortBy=price_desc(&|$)/);
    await expect(ps4).toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(errors).toEqual([]);
  });

  test('a remote without a usable server build: the page comes with its slot empty and the browser renders it', async ({
    page,
  }) => {
    const restore = serveWithoutServerBuild('mf_services', 'mf-services');
    try {
      const html = await (await page.request.get('/support')).text();
      expect(html).toContain('window.__STORE_SSR__=');
      expect(html).not.toContain('"mf_services/./routes"');
      const errors = collectErrors(page);
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/support/i);
      expect(errors).toEqual([]);
    } finally {
      restore();
    }
  });

  // The first-screen calls of each page (shared/preload/first-screen-data.ts).
  const FIRST_SCREEN_CALLS = [
    { path: `/product/${PS5.slug}`, fns: ['get_product_details_by_slug'] },
    { path: '/Consoles', fns: ['get_product_categories_structure', 'get_products_list', 'count_products'] },
    {
      path: '/search?q=playstation',
      fns: ['unified_product_search', 'get_product_search_count', 'get_search_filters'],
    },
  ];
  for (const { path: route, fns } of FIRST_SCREEN_CALLS) {
    test(`${route} does not fetch its first screen's data again after hydration`, async ({ page }) => {
      const rpcs: string[] = [];
      page.on('request', (request) => {
        const match = /\/rest\/v1\/rpc\/([a-z_]+)/.exec(request.url());
        if (match?.[1]) rpcs.push(match[1]);
      });
      await page.goto(route);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      expect(rpcs.filter((fn) => fns.includes(fn))).toEqual([]);
    });
  }

  test('the product page works once hydrated: Add to Cart asks a guest to sign in', async ({ page }) => {
    await page.goto(`/product/${PS5.slug}`);
    await appStarted(page);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a signed-in shopper gets the guest HTML; the account menu comes after hydration, moving nothing', async ({
    page,
  }) => {
    const user = await createConfirmedUser('ssr-signed-in');
    await recordLayoutShifts(page);
    const errors = collectErrors(page);
    await signInBrowser(page, user, `/product/${PS5.slug}`);
    expect(await serverRendered(page)).toBe(true);
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shifts).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  test('a phone gets the phone layout from the server, and nothing moves when it hydrates', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await recordLayoutShifts(page);
    await page.goto(`/product/${PS5.slug}`);
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeEnabled();
    const shifts = await layoutShifts(page);
    expect(shifts).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });
});
