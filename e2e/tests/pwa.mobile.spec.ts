import { rmSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { clientAs, saveMumbaiProfile } from '../support/checkout';
import { navigateInApp } from '../support/console';
import { CDN, distOf, pnpm, restoreLocalBuilds } from '../support/deploy-commands';
import { markShell, retitle, SHELL_VARIANT_META, variant } from '../support/deploy-variants';
import { type PageServerRun, servePagesOfStore } from '../support/page-server';
import { createConfirmedUser, signInBrowser } from '../support/session';

/**
 * The installable, offline-capable store (docs/adr/0025) on a phone, with its service worker
 * running (every other journey blocks it, playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

// Seed products and categories (supabase/seed/10_catalog.sql).
const PRODUCT = { slug: 'sony-playstation-5-slim-digital-edition', name: /PlayStation 5 Slim/ };
/** The page server of the kill-switch journey (other journeys' page servers use 3107 and 3108). */
const KILL_SWITCH_PORT = 3109;
const OFFLINE_TEXT = /You are offline\. Pages you have already opened still work/;
/** A price shown offline says when it was true, in India's time ('as of 28 Nov 2026, 3:00 pm'). */
const AS_OF = /^as of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/;

/**
 * Scrolls through a category page until every row of products has shown its cards (rows below
 * the first load as they near the viewport); the rows, for further checks.
 */
async function everyRowShowsProducts(page: Page) {
  const rows = page.getByRole('main').getByTestId('browse-group');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    await rows.nth(i).scrollIntoViewIfNeeded();
    await expect(rows.nth(i).getByTestId('product-card').first()).toBeVisible();
  }
  return rows;
}

/** Waits until the worker controls the page (it claims the pages open when it activates). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every request URL each of the store's caches holds. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

async function offline(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  await context.setOffline(on);
  // The browser's online and offline events reach the page.
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!on);
}

test('installable: the manifest and icons, Chromium finds no installability error, and a repeat visit loads its scripts from the worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'GameGear India',
    short_name: 'GameGear',
    display: 'standalone',
    start_url: '/?source=pwa',
    theme_color: '#0b0d12',
    background_color: '#0b0d12',
  });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Search', 'Cart', 'Orders']);
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const png = await (await request.get(icon.src)).body();
    // IHDR: width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');

  await controlledByWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium never offers installing.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // The first controlled load keeps the scripts it uses; the next one takes them from the worker.
  await page.reload();
  const fromWorker: boolean[] = [];
  page.on('response', (response) => {
    if (/\/static\/js\/.+\.js$/.test(response.url())) fromWorker.push(response.fromServiceWorker());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(fromWorker.every(Boolean)).toBe(true);
});

test('offline: pages already seen open with the banner, an unseen one shows the offline page, Add to Cart says why, and back online it works without a reload', async ({
  page,
  context,
}) => {
  // Every row of a category page, twice, and a worker registered 10 s after the first load.
  test.setTimeout(120_000);
  await page.goto('/');
  await controlledByWorker(page);
  await page.goto('/Consoles');
  await expect(page.getByRole('heading', { level: 1, name: 'Consoles' })).toBeVisible();
  await everyRowShowsProducts(page);
  // Online, from fresh answers: prices say nothing about their time.
  await expect(page.getByTestId('price-as-of')).toHaveCount(0);
  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  // The checkout remote's button: its files are kept once loaded.
  await expect(page.getByTestId('add-to-cart').first()).toBeVisible();

  await offline(context, page, true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await page.getByTestId('add-to-cart').first().click();
  await expect(
    page.getByText('You are offline. Connect to the internet to add this to your cart.'),
  ).toBeVisible();

  await page.goto('/Consoles');
  await expect(page.getByRole('heading', { level: 1, name: 'Consoles' })).toBeVisible();
  await expect(page.getByRole('link', { name: /PlayStation 5/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  // Every row comes back, the ones the server's HTML did not carry from the worker's kept
  // answers, and each price says when it was true.
  const rows = await everyRowShowsProducts(page);
  for (const row of await rows.all()) {
    await expect(row.getByTestId('price-as-of')).toHaveCount(await row.getByTestId('product-card').count());
    await expect(row.getByTestId('price-as-of').first()).toHaveText(AS_OF);
  }
  // The answers the worker kept reached the page with their time (shared/preload/answer-times).
  const keptAnswers = await page.evaluate(() => {
    const times = (window as unknown as { __STORE_ANSWER_TIMES__?: Map<string, { kept: boolean }> })
      .__STORE_ANSWER_TIMES__;
    return [...(times?.values() ?? [])].filter((time) => time.kept).length;
  });
  expect(keptAnswers).toBeGreaterThan(0);
  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('price-as-of').first()).toHaveText(AS_OF);

  // Never opened on this device: the offline page, in the store's look.
  await page.goto('/Computers');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await offline(context, page, false);
  await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible();
  await expect(page.getByTestId('price-as-of')).toHaveCount(0);
  // The same page, not reloaded: a guest's add now asks to sign in, as online.
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Please log in').first()).toBeVisible();
});

test('a form filled in when the connection drops keeps what was typed: the submit fails at once and says so, nothing is sent later, and back online it goes through', async ({
  page,
  context,
}) => {
  const user = await createConfirmedUser('pwa-offline-form');
  const supabase = await clientAs(user);
  await saveMumbaiProfile(supabase, user.id);
  const pinChecked = page.waitForResponse((r) => r.url().includes('/functions/v1/validate-pincode'));
  await signInBrowser(page, user, '/repair/new-request');
  await expect(page.getByTestId('service-profile-card').getByText('12 Marine Drive')).toBeVisible();
  await pinChecked;
  await page.getByLabel('Device Type').selectOption('nintendo-switch');
  await page.getByLabel('Model/Specs').fill('Switch OLED');
  // Submitted too early, online: the form's message (the store's messages are loaded once used).
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  await expect(page.getByText('Please fill all required fields').first()).toBeVisible();
  await page.getByLabel('Issue Description').fill('Left Joy-Con drifts upward');

  await offline(context, page, true);
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  // Not held back to be sent once online (ADR 0025): it fails now, with the form's own message.
  await expect(page.getByText('Failed to submit request').first()).toBeVisible();
  await expect(page.getByLabel('Device Type')).toHaveValue('nintendo-switch');
  await expect(page.getByLabel('Model/Specs')).toHaveValue('Switch OLED');
  await expect(page.getByLabel('Issue Description')).toHaveValue('Left Joy-Con drifts upward');

  await offline(context, page, false);
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Repair Request Submitted!' })).toBeVisible();
  // Exactly the one sent online: the offline attempt never reached the server, then or later.
  const { data, error } = await supabase.from('repairrequests').select('id');
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
});

test('no personal or staff data in any cache: only files, public pages and catalogue reads', async ({
  page,
}) => {
  const user = await createConfirmedUser('pwa-cache');
  await signInBrowser(page, user, '/');
  await controlledByWorker(page);
  for (const path of ['/Consoles', `/product/${PRODUCT.slug}`, '/cart', '/order-history', '/wishlist']) {
    await page.goto(path);
    await expect(page.locator('html[data-started]')).toBeAttached();
  }
  // In the app (no page load): the catalogue's reads go through the worker.
  await navigateInApp(page, '/Consoles/PlayStation');
  await expect(page.getByRole('heading', { level: 1, name: 'PlayStation' })).toBeVisible();
  await expect(page.getByRole('link', { name: /PlayStation 5/ }).first()).toBeVisible();
  const caches = await cachedUrls(page);
  expect(Object.keys(caches).every((name) => name.startsWith('store-'))).toBe(true);
  const all = Object.values(caches).flat();
  expect(all.length).toBeGreaterThan(0);
  for (const url of all) {
    const { pathname } = new URL(url);
    expect(pathname, url).not.toMatch(/^\/(auth|storage)\/|\/rest\/v1\/(?!rpc\/)/);
    expect(pathname, url).not.toMatch(/\/(cart|order-history|wishlist|staff|checkout|account)/);
  }
  const rpcs = all.map((url) => /\/rest\/v1\/rpc\/([a-z_]+)/.exec(url)?.[1]).filter(Boolean);
  expect(rpcs.length).toBeGreaterThan(0);
  for (const fn of rpcs)
    expect(fn).toMatch(
      /^(get_product|get_products_list|count_products|get_search|unified_product_search|enhanced_autocomplete_search|count_verified_product_reviews|get_average_product_rating)/,
    );
  const pages = (caches['store-pages-v1'] ?? []).map((url) => new URL(url).pathname);
  expect(pages).toEqual(expect.arrayContaining(['/Consoles', `/product/${PRODUCT.slug}`]));
});

test("the kill switch: a page server with STORE_SERVICE_WORKER=off empties the store's caches, unregisters the worker and reloads from the network, once", async ({
  page,
  context,
  request,
}) => {
  // Two page server starts, a worker registered 10 s after a load, twice.
  test.setTimeout(180_000);
  const origin = `http://127.0.0.1:${KILL_SWITCH_PORT}`;
  const consoles = page.getByRole('heading', { level: 1, name: 'Consoles' });
  const storeCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('store-')).length);
  const registrations = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  async function pageServer(env: Record<string, string>): Promise<PageServerRun> {
    const run = await servePagesOfStore(request, KILL_SWITCH_PORT, env);
    await expect
      .poll(async () => (await request.get(`${origin}/readyz`).catch(() => null))?.status() ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);
    return run;
  }
  async function stop(run: PageServerRun): Promise<void> {
    run.child.kill('SIGTERM');
    await run.exited;
  }

  const live = await pageServer({});
  try {
    await page.goto(`${origin}/Consoles`);
    await controlledByWorker(page);
    await page.reload();
    await expect(consoles).toBeVisible();
    expect(await storeCaches()).toBeGreaterThan(0);
  } finally {
    await stop(live);
  }

  const off = await pageServer({ STORE_SERVICE_WORKER: 'off' });
  try {
    // The navigation checks the worker (served `no-cache`): the kill switch replaces it at once.
    await page.goto(`${origin}/Consoles`);
    await expect.poll(registrations, { timeout: 30_000 }).toBe(0);
    await expect.poll(storeCaches).toBe(0);
    await expect(consoles).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

    // The store registers /sw.js again 10 s after this load: the kill switch installs, finds no
    // page it controls, unregisters, and reloads nothing (no loop).
    await page.evaluate(() => {
      (window as unknown as { __sameLoad?: boolean }).__sameLoad = true;
    });
    await context.waitForEvent('serviceworker', { timeout: 30_000 });
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
    await expect(consoles).toBeVisible();
  } finally {
    await stop(off);
  }
});

test.describe('deploys reach an installed store', () => {
  const variants: string[] = [];
  test.afterAll(() => {
    for (const dir of variants) rmSync(dir, { recursive: true, force: true });
    restoreLocalBuilds();
  });

  test('a remote deployed and rolled back reaches a store the worker controls on its next navigation, without clearing anything', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const next = variant(distOf('mf-services'), retitle('Repair Services Next'));
    variants.push(next);
    await page.goto('/repair-home');
    await controlledByWorker(page);
    // A visit the worker serves and keeps (page, manifest, files).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');

    const deployed = await pnpm('deploy:remote', 'mf-services', '--dist', next);
    expect(deployed.code, deployed.out).toBe(0);
    await page.goto('/repair-home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services Next');
    await expect(page.locator('html[data-started]')).toBeAttached();
    // Hydrated by the new version's files: the manifest came from its versioned folder.
    const manifests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('/mf-manifest.json')),
    );
    expect(manifests.some((name) => name.startsWith(`${CDN}/mf_services/`))).toBe(true);

    const rolledBack = await pnpm('rollback:remote', 'mf-services');
    expect(rolledBack.code, rolledBack.out).toBe(0);
    await page.goto('/repair-home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');
    await expect(page.locator('html[data-started]')).toBeAttached();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  test('a new shell deployed while the store is open offers "A new version is available", and Reload loads it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const shell = variant(distOf('shell'), markShell);
    variants.push(shell);
    const newShell = page.locator(SHELL_VARIANT_META);
    await page.goto('/repair-home');
    await controlledByWorker(page);

    const deployed = await pnpm('deploy:shell', '--dist', shell);
    expect(deployed.code, deployed.out).toBe(0);
    // The store is shown again (back from another app): it asks for a new worker.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const offer = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    // Nothing was swapped under the open page.
    await expect(newShell).toHaveCount(0);
    // The 'Special Offer!' popover opens by itself after load, over the strip on a phone: closed.
    const promo = page.getByRole('dialog', { name: 'Special Offer!' });
    if (await promo.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(promo).toBeHidden();
    }
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(newShell).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');
    await expect(offer).toHaveCount(0);
  });
});
