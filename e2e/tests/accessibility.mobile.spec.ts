import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// Below 768 px the pages change layout (bottom bar, drawers, the filter sheet, the buy bar).
const LEGION = 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz';

const pages: { path: string; ready: RegExp }[] = [
  { path: '/', ready: /Loved by gamers across the Mumbai region/ },
  { path: '/Consoles', ready: /^Consoles$/ },
  { path: `/product/${LEGION}`, ready: /^Lenovo Legion 5i Gen 9/ },
];

for (const { path, ready } of pages) {
  test(`${path} on a phone meets WCAG 2.1 AA (axe)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  });
}

test('the search filter sheet and the catalogue drawer on a phone meet WCAG 2.1 AA (axe)', async ({
  page,
}) => {
  // A visitor who has pressed 'Got it': the first-visit promo would cover the Filters button.
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  await page.goto('/search?q=gaming%20laptop');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /Search results for/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/search on a phone');

  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectNoAxeViolations(page, 'the filter sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: 'Catalog' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Shop Catalog' })).toBeVisible();
  await expectNoAxeViolations(page, 'the catalogue drawer');
});
