/**
 * Price-match discount requests end to end: a shopper with a complete profile files a request
 * for a Flipkart URL at Rs. 45,999 and sees it Pending in the history; the demo account's seeded
 * history shows offers, savings and markdown remarks; the three pages meet WCAG 2.1 AA on desktop.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, saveMumbaiProfile } from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf } from '../support/display-number';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('files a discount request for a Flipkart URL at Rs. 45,999 and sees it Pending', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('discount-request');
  await saveMumbaiProfile(await clientAs(user), user.id);
  await signInBrowser(page, user, '/product-discount-request');

  await main(page).getByRole('link', { name: 'Request a Discount' }).click();
  await expect(page).toHaveURL(/\/product-discount-request\/new$/);
  const m = main(page);
  await m.getByRole('combobox', { name: /Product type/ }).selectOption('Laptops');
  await m.getByRole('combobox', { name: /E-commerce site/ }).selectOption('Flipkart.in');
  const url = m.getByRole('textbox', { name: /Product URL/ });
  await url.fill('https://www.amazon.in/dp/B0CS19ZR3M');
  await expect(m.getByText('This link is not from Flipkart.in.', { exact: false })).toBeVisible();
  await url.fill('https://www.flipkart.com/asus-tuf-gaming-f15/p/itm6f1a2b3c4d5e6');
  await m.getByRole('textbox', { name: /Current price/ }).fill('45999');
  await expect(m.getByTestId('service-profile-card')).toContainText('Mumbai');
  await m.getByRole('button', { name: 'Submit Discount Request' }).click();

  const popup = page.getByRole('dialog', { name: 'Request Submitted!' });
  await expect(popup).toBeVisible();
  await expectToast(page, 'Request Submitted!');
  // The dialog names the request by its number once read back; the id rides along.
  const shown = popup.getByTestId('request-id');
  await expect(shown).toContainText(/PM-\d{2}-[0-9A-HJKMNP-TV-Z]{6}/);
  const id = (await shown.getAttribute('data-request-id')) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await popup.getByRole('button', { name: 'View Request History' }).click();
  await expect(page).toHaveURL(/\/product-discount-request\/history\?refresh=\d+$/);

  const requestNumber = await displayNumberOf(user, 'product_discount_requests', id);
  const card = main(page).getByRole('button', { name: new RegExp(`Request #${requestNumber}`) });
  await expect(card.getByTestId('request-status')).toHaveText('Pending');
  await expect(card.getByTestId('our-price')).toHaveText('Pending');
  await card.click();
  const details = page.getByRole('dialog', { name: 'Discount Request Details' });
  await expect(details.getByTestId('offer')).toHaveText('Pending Review');
  await expect(details.getByTestId('price-details')).toContainText('₹45,999.00');
  expect(errors).toEqual([]);
});

test("the demo account's history shows offers, the saving and markdown remarks rendered inert", async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await signInBrowser(
    page,
    { id: '', email: 'demo@gamegear.in', password: 'GameGear@123', name: 'Demo Shopper' },
    '/product-discount-request/history',
  );
  await expect(main(page).getByTestId('request-card')).toHaveCount(5);
  // The seeded offer of ₹30,999 against ₹32,999: a saving of ₹2,000 and a bold markdown remark.
  const offer = main(page).getByTestId('request-card').filter({ hasText: '₹30,999.00' });
  await expect(offer.getByTestId('request-status')).toHaveText('Offer Sent');
  await expect(offer.getByText('Update')).toBeVisible();
  await offer.click();
  const details = page.getByRole('dialog', { name: 'Discount Request Details' });
  await expect(details.getByTestId('saving')).toHaveText('₹2,000.00');
  await expect(details.getByTestId('markdown-remark').locator('strong').first()).toHaveText('₹30,999');
  await page.keyboard.press('Escape');

  const rejected = main(page).getByTestId('request-card').filter({ hasText: 'Rejected' });
  await rejected.click();
  const remark = page
    .getByRole('dialog', { name: 'Discount Request Details' })
    .getByTestId('markdown-remark');
  await expect(remark).toContainText('<script>alert(1)</script>');
  await expect(remark.locator('script')).toHaveCount(0);
  await expect(remark.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

const pages = [
  { path: '/product-discount-request', ready: 'Product Discount Request' },
  { path: '/product-discount-request/new', ready: 'New Discount Request' },
  { path: '/product-discount-request/history', ready: 'Product Discount History' },
];

for (const { path, ready } of pages) {
  test(`${path} meets WCAG 2.1 AA (axe)`, async ({ page }) => {
    const user = await createConfirmedUser('discount-axe');
    await saveMumbaiProfile(await clientAs(user), user.id);
    await signInBrowser(page, user, path);
    await expect(main(page).getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  });
}
