import { expect, test } from '@playwright/test';
// Declares window.__STORE_DIAGNOSTICS__ for the evaluate() calls below.
import type {} from '../../shared/src/diagnostics/instances';
import { collectErrors, navigateInApp } from '../support/console';
import { remoteRoutes, samplePath } from '../support/routes';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('home loads with the chrome and no console errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

for (const route of remoteRoutes) {
  test(`${route.remote} renders ${route.id} inside the shell`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(samplePath(route.path));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('React, the QueryClient, the Supabase client and the event bus are single instances', async ({
  page,
}) => {
  // Signed in: the cart page (checkout's remote) is for customers only.
  await signInBrowser(page, await createConfirmedUser('instances'));
  await expect(page.getByRole('banner')).toBeVisible();
  // One page of each remote, navigated inside the same document.
  const pages = [
    ['/search', 'Search results'],
    ['/checkout/cart-details', 'Cart'],
    ['/wishlist', 'My Wishlist'],
    ['/support', 'Support'],
  ] as const;
  for (const [path, heading] of pages) {
    await navigateInApp(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const report = await page.evaluate(() => window.__STORE_DIAGNOSTICS__?.instancesSettled());
  expect(report?.apps.sort()).toEqual(['mf_account', 'mf_catalog', 'mf_checkout', 'mf_services', 'shell']);
  expect(report).toMatchObject({ react: true, queryClient: true, bus: true, supabase: true });
});

// A remote that is down, each in turn, with Retry recovering without a reload: faults-remotes.spec.ts.

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL('/');
});

test('every route entry scrolls to the top', async ({ page }) => {
  await page.goto('/support');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
  });
  await navigateInApp(page, '/repair-home');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
