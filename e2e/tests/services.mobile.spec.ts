/**
 * The game load and discount request pages on a phone: all six meet WCAG 2.1 AA (axe), and a
 * history's details open as a bottom drawer.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, saveMumbaiProfile } from '../support/checkout';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const DEMO = { id: '', email: 'demo@gamegear.in', password: 'GameGear@123', name: 'Demo Shopper' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

const pages = [
  { path: '/game-load-service', ready: 'Game Load Service' },
  { path: '/game-load-service/new', ready: 'New Game Load Request' },
  { path: '/game-load/history', ready: 'Game Load History' },
  { path: '/product-discount-request', ready: 'Product Discount Request' },
  { path: '/product-discount-request/new', ready: 'New Discount Request' },
  { path: '/product-discount-request/history', ready: 'Product Discount History' },
];

for (const { path, ready } of pages) {
  test(`${path} on a phone meets WCAG 2.1 AA (axe)`, async ({ page }) => {
    const user = await createConfirmedUser('services-axe');
    await saveMumbaiProfile(await clientAs(user), user.id);
    await signInBrowser(page, user, path);
    await expect(main(page).getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${path} on a phone`);
  });
}

test('the game load details open as a drawer with the markdown remark (axe)', async ({ page }) => {
  await signInBrowser(page, DEMO, '/game-load/history');
  const card = main(page).getByTestId('request-card').filter({ hasText: 'In-progress' });
  await expect(card.getByText('Update')).toBeVisible();
  await card.click();
  const details = page.getByRole('dialog', { name: 'Game Load Request Details' });
  await expect(details.getByTestId('markdown-remark').locator('strong').first()).toHaveText('Pickup done');
  const box = await details.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport ? Math.round(box.y + box.height) : 0).toBe(viewport?.height);
  await expectNoAxeViolations(page, 'the game load details drawer');
});
