import { expect, test } from '@playwright/test';
import { openLoginFromHeader } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { signInBrowser, type TestUser } from '../support/session';

// The seeded demo account (supabase/seed): a complete profile and orders in every status. Only
// read here.
const DEMO: TestUser = { id: '', email: 'demo@gamegear.in', password: 'GameGear@123', name: 'Demo' };
const LEGION = 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz';

const publicPages: { path: string; ready: RegExp }[] = [
  { path: '/', ready: /Loved by gamers across the Mumbai region/ },
  { path: '/Consoles', ready: /^Consoles$/ },
  { path: '/Computers/Laptops?label=Gaming%20Laptop', ready: /Gaming Laptop/ },
  { path: '/search?q=playstaton', ready: /Search results for/ },
  { path: `/product/${LEGION}`, ready: /^Lenovo Legion 5i Gen 9/ },
  { path: '/no-such-category/at-all/really', ready: /./ },
];

for (const { path, ready } of publicPages) {
  test(`${path} meets WCAG 2.1 AA (axe)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  });
}

test('the login dialog meets WCAG 2.1 AA (axe)', async ({ page }) => {
  await page.goto('/');
  await openLoginFromHeader(page);
  await expectNoAxeViolations(page, 'the login dialog');
});

test("a signed-in customer's order history, its details and the profile meet WCAG 2.1 AA (axe)", async ({
  page,
}) => {
  await signInBrowser(page, DEMO, '/order-history');
  await expect(page.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/order-history');

  await page
    .getByRole('button', { name: /^Order #/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'the order details');
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: /Profile/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/profile');

  await page.goto('/checkout/cart-details');
  await expect(page.getByRole('heading', { name: /Cart/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/checkout/cart-details');
});
