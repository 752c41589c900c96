/**
 * The repair pages and the support page on a phone: the drawers, the layouts below 768 px and
 * their axe scans; a request filed and opened in the history's bottom drawer.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs } from '../support/checkout';
import { createConfirmedUser, signInBrowser, type TestUser } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|chatgpt\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

async function userWithMumbaiProfile(tag: string): Promise<TestUser> {
  const user = await createConfirmedUser(tag);
  const supabase = await clientAs(user);
  const { error } = await supabase.from('user_profiles').upsert({
    user_id: user.id,
    name: 'Asha Rao',
    mobile: '9876543210',
    address: {
      line1: '12 Marine Drive',
      line2: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      zip: '400001',
      country: 'India',
    },
  });
  if (error) throw new Error(`profile: ${error.message}`);
  return user;
}

async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the repair landing and its service-area drawer on a phone', async ({ page }) => {
  await page.goto('/repair-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Repair Services' })).toBeVisible();
  await noSideScroll(page);
  await expectNoAxeViolations(page, 'the repair landing on a phone');
  await page.getByRole('button', { name: 'Check Service Area' }).click();
  const area = page.getByRole('dialog', { name: 'Check Service Area' });
  await area.getByLabel('PIN code').pressSequentially('400001');
  await expect(area.getByTestId('service-area-status')).toHaveText(/available in Mumbai/);
  await expectNoAxeViolations(page, 'the service-area drawer');
});

test('files a request on a phone and opens it in the history drawer', async ({ page }) => {
  const user = await userWithMumbaiProfile('repair-phone');
  await signInBrowser(page, user, '/repair/new-request');
  await expect(page.getByTestId('service-profile-card').getByText('12 Marine Drive')).toBeVisible();
  await noSideScroll(page);
  await expectNoAxeViolations(page, 'the new repair request form on a phone');
  await page.getByLabel('Device Type').selectOption('nintendo-switch');
  await page.getByLabel('Model/Specs').fill('Switch OLED');
  await page.getByLabel('Issue Description').fill('Left Joy-Con drifts upward');
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  const done = page.getByRole('dialog', { name: 'Repair Request Submitted!' });
  const id = ((await done.getByTestId('repair-request-id').textContent()) ?? '').trim();
  await expectNoAxeViolations(page, 'the repair confirmation on a phone');
  await done.getByRole('button', { name: 'View Repair History' }).click();
  await expect(page).toHaveURL(/\/repair\/history$/);
  await page.getByTestId('repair-card').first().click();
  const details = page.getByRole('dialog', { name: 'Repair Details' });
  await expect(details.getByText(id)).toBeVisible();
  await expect(details.getByText('Switch OLED - Left Joy-Con drifts upward')).toBeVisible();
  await noSideScroll(page);
  await expectNoAxeViolations(page, 'the repair details drawer');
});

test('the demo history on a phone', async ({ page }) => {
  await signInBrowser(
    page,
    { id: '', email: 'demo@gamegear.in', password: 'GameGear@123', name: 'Demo Shopper' },
    '/repair/history',
  );
  await expect(page.getByTestId('repair-card')).toHaveCount(5);
  await noSideScroll(page);
  await expectNoAxeViolations(page, 'the repair history on a phone');
});

test('the support page and its success view on a phone', async ({ page }) => {
  await page.goto('/support');
  await noSideScroll(page);
  await expectNoAxeViolations(page, 'the support page on a phone');
  await page.getByLabel('Reason').selectOption('Product Inquiry');
  await page.getByLabel('Product Name / Title').fill('RTX 4060');
  await page.getByLabel('Description').fill('Is it in stock in Pune?');
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Send via Chat' }).click(),
  ]);
  expect(decodeURIComponent(chat.url())).toContain('Is it in stock in Pune?');
  await chat.close();
  await expect(page.getByTestId('support-success')).toBeVisible();
  await expectNoAxeViolations(page, 'the support success view on a phone');
});
