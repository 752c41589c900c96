import { expect, type Page, test } from '@playwright/test';
import { COMPARE_TEXT } from '../../shared/src/contracts/compare';
import { expectNoAxeViolations } from '../support/axe';

// Below 768 px: the compare tray sits above the bottom bar; the comparison scrolls sideways in
// its own region while the label column stays in place.
const GAMING_LAPTOPS = '/Computers/Laptops?label=Gaming%20Laptop';

const main = (page: Page) => page.getByRole('main');

test('on a phone the tray sits above the bottom bar and the comparison scrolls sideways', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  await page.goto(GAMING_LAPTOPS);
  const cards = main(page).getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const toggle = card.getByRole('button', { name: `Compare ${name}`, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  const tray = page.getByRole('region', { name: COMPARE_TEXT.trayLabel });
  await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
  const bar = await page.getByRole('navigation', { name: 'Mobile navigation' }).boundingBox();
  const trayBox = await tray.boundingBox();
  expect(bar && trayBox).toBeTruthy();
  if (bar && trayBox) expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(bar.y + 1);

  await tray.getByRole('link', { name: 'Compare (3)' }).click();
  const table = main(page).getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(3);

  // Three laptops do not fit a phone: the table's region scrolls, the labels stay put.
  const region = main(page).getByRole('region', { name: /compared:/ });
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const label = table.getByRole('row', { name: /^RAM/ }).locator('th[scope="row"]');
  const before = await label.boundingBox();
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = await label.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  await expectNoAxeViolations(page, 'the compare page on a phone');
});
