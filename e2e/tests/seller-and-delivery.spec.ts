/**
 * What an Indian shop must say and a shopper needs before buying (docs/product.md#seller-and-policies,
 * #catalogue-and-search): the policy pages from the footer, server-rendered, with the seller's details
 * from the database; the product page's disclosures and its delivery date by PIN.
 */
import { expect, type Page, test } from '@playwright/test';
import { POLICY_PAGES } from '../../shared/src/contracts/seller-policy';
import { expectNoAxeViolations } from '../support/axe';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('every policy page opens from the footer; the seller and the grievance officer are named', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Rendered on the server: the policy's heading is in the HTML.
  for (const policy of POLICY_PAGES) {
    const html = await (await request.get(policy.path)).text();
    expect(html, policy.path).toContain(policy.title);
  }
  await page.goto('/');
  for (const policy of POLICY_PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: policy.label, exact: true }).click();
    await expect(page).toHaveURL(policy.path);
    await expect(main(page).getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
  }
  await page.goto('/about-seller');
  await expect(main(page)).toContainText('GameGear Retail Private Limited');
  await expect(main(page)).toContainText('27AAKCG4821M1Z6');
  await expectNoAxeViolations(page, 'the seller page');
  await page.goto('/grievance-officer');
  await expect(main(page)).toContainText('Priya Nair');
  await expect(main(page)).toContainText('grievance@gamegear.in');
});

test('the product page names the seller, the origin, the warranty and returns, and dates delivery by PIN', async ({
  page,
}) => {
  await page.goto('/product/sony-playstation-5-slim-digital-edition');
  const info = main(page).getByLabel('Product information');
  await expect(info).toContainText('Country of origin');
  await expect(info.getByRole('link', { name: '7-day returns' })).toHaveAttribute(
    'href',
    '/returns-and-refunds',
  );
  await expect(info.getByRole('link', { name: 'GameGear Retail Private Limited' })).toHaveAttribute(
    'href',
    '/about-seller',
  );
  await expect(main(page).getByText('Inclusive of all taxes')).toBeVisible();

  // A guest types a PIN: a Mumbai one gets a date, a Delhi one is not deliverable.
  const delivery = main(page).getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel('PIN code for delivery').fill('400001');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByRole('status')).toHaveText(
    /^Delivery by (Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d{1,2} \w+$/,
  );
  await expectNoAxeViolations(page, 'the product page with its delivery date');
  await delivery.getByRole('button', { name: 'Change PIN code 400001' }).click();
  await delivery.getByLabel('PIN code for delivery').fill('110001');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByRole('status')).toHaveText('Not deliverable to 110001');
});
