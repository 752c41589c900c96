/**
 * Game loading end to end: a shopper with a complete profile files a PS5 request with two games
 * and the storage add-on (total ₹15,998), sees its id, and finds it in the history with its price
 * details; the draft survives a reload; a guest's submit opens the login modal; the three pages
 * meet WCAG 2.1 AA on desktop.
 */
import { expect, type Page, test } from '@playwright/test';
import { authDialog } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, saveMumbaiProfile } from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf } from '../support/display-number';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

async function fillForm(page: Page) {
  const m = main(page);
  await m.getByRole('combobox', { name: /Console type/ }).selectOption('PS5');
  await m.getByRole('spinbutton', { name: /Available storage/ }).fill('825');
  await m.getByRole('textbox', { name: 'Game 1' }).fill('Astro Bot');
  await m.getByRole('button', { name: 'Add Game' }).click();
  await m.getByRole('textbox', { name: 'Game 2' }).fill('Returnal');
}

test('files a PS5 request with two games and the add-on, then finds it in the history', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('game-load');
  await saveMumbaiProfile(await clientAs(user), user.id);
  await signInBrowser(page, user, '/game-load-service');

  await main(page).getByRole('link', { name: 'Create New Request' }).click();
  await expect(page).toHaveURL(/\/game-load-service\/new$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'New Game Load Request' })).toBeVisible();
  await fillForm(page);
  await main(page)
    .getByRole('checkbox', { name: /Add storage expansion/ })
    .check();
  await expect(main(page).getByTestId('price-total')).toHaveText('₹15,998.00');
  await expect(main(page).getByTestId('service-profile-card')).toContainText('Mumbai');

  await main(page).getByRole('button', { name: 'Submit Service Request' }).click();
  const popup = page.getByRole('dialog', { name: 'Service Request Submitted!' });
  await expect(popup).toBeVisible();
  await expectToast(page, 'Service Request Submitted!');
  // The dialog names the request by its number once the new row is read back; the id rides along.
  const shown = popup.getByTestId('request-id');
  await expect(shown).toContainText(/GL-\d{2}-[0-9A-HJKMNP-TV-Z]{6}/);
  const id = (await shown.getAttribute('data-request-id')) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  await popup.getByRole('button', { name: 'View Request History' }).click();
  await expect(page).toHaveURL(/\/game-load\/history\?refresh=\d+$/);
  const requestNumber = await displayNumberOf(user, 'game_load_requests', id);
  const card = main(page).getByRole('button', { name: new RegExp(`Request #${requestNumber}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await card.click();
  const details = page.getByRole('dialog', { name: 'Game Load Request Details' });
  await expect(details.getByTestId('request-number')).toHaveText(requestNumber);
  await expect(details.getByTestId('games-list')).toContainText('Astro Bot');
  await expect(details.getByTestId('games-list')).toContainText('Returnal');
  const prices = details.getByTestId('price-details');
  await expect(prices).toContainText('₹9,999.00');
  await expect(prices).toContainText('₹5,999.00');
  await expect(prices).toContainText('₹15,998.00');
  await expectNoAxeViolations(page, 'the game load details dialog');
  expect(errors).toEqual([]);
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('/game-load-service/new');
  await fillForm(page);
  await page.reload();
  await expect(main(page).getByRole('textbox', { name: 'Game 2' })).toHaveValue('Returnal');
  await expect(main(page).getByRole('combobox', { name: /Console type/ })).toHaveValue('PS5');
  await expect(main(page).getByRole('spinbutton', { name: /Available storage/ })).toHaveValue('825');
});

test("a guest's submit opens the login modal", async ({ page }) => {
  await page.goto('/game-load-service/new');
  await fillForm(page);
  await main(page).getByRole('button', { name: 'Submit Service Request' }).click();
  await expect(authDialog(page)).toBeVisible();
});

const pages = [
  { path: '/game-load-service', ready: 'Game Load Service' },
  { path: '/game-load-service/new', ready: 'New Game Load Request' },
  { path: '/game-load/history', ready: 'Game Load History' },
];

for (const { path, ready } of pages) {
  test(`${path} meets WCAG 2.1 AA (axe)`, async ({ page }) => {
    const user = await createConfirmedUser('game-load-axe');
    await saveMumbaiProfile(await clientAs(user), user.id);
    await signInBrowser(page, user, path);
    await expect(main(page).getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  });
}
