/**
 * The repair service end to end (docs/product.md#repair-requests): a guest's service-area
 * check, sign-in, profile, request, its id in history and its details; the service-area refusal;
 * the draft across a reload; axe scans of every repair page on a desktop.
 */
import { expect, type Page, test } from '@playwright/test';
import { authDialog, submitLogin } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs } from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf } from '../support/display-number';
import { createConfirmedUser, signInBrowser, type TestUser } from '../support/session';

const DEMO: TestUser = { id: '', email: 'demo@gamegear.in', password: 'GameGear@123', name: 'Demo Shopper' };

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

// The chat app and the AI assistant are external sites: their tabs get a stub page.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|chatgpt\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

async function fillRepairForm(page: Page, model: string, issue: string): Promise<void> {
  await page.getByLabel('Device Type').selectOption('ps5');
  await page.getByLabel('Model/Specs').fill(model);
  await page.getByLabel('Issue Description').fill(issue);
}

async function setProfile(user: TestUser, zip: string, city: string, state: string): Promise<void> {
  const supabase = await clientAs(user);
  const { error } = await supabase.from('user_profiles').upsert({
    user_id: user.id,
    name: 'Asha Rao',
    mobile: '9876543210',
    address: { line1: '12 Marine Drive', line2: '', city, state, zip, country: 'India' },
  });
  if (error) throw new Error(`profile: ${error.message}`);
}

test('a guest checks the area, signs in, completes the profile, files a request and finds it in history', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const user = await createConfirmedUser('repair-journey');
  await page.goto('/repair-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Repair Services' })).toBeVisible();
  await expectNoAxeViolations(page, 'the repair landing');

  // Service-area dialog: 110001 (Delhi) is refused, 400001 (Mumbai) is served.
  await page.getByRole('button', { name: 'Create New Repair Request' }).click();
  const area = page.getByRole('dialog', { name: 'Check Service Area' });
  const pin = area.getByLabel('PIN code');
  await expect(pin).toBeFocused();
  await pin.pressSequentially('11a0001');
  await expect(pin).toHaveValue('110001');
  await expect(area.getByTestId('service-area-status')).toHaveText(
    'Sorry, our service is not available for this pincode yet.',
  );
  await expect(area.getByRole('button', { name: 'Continue to Login' })).toHaveCount(0);
  await pin.fill('');
  await expect(area.getByTestId('service-area-status')).toHaveText('Please enter a 6-digit pincode.');
  await pin.pressSequentially('400001');
  await expect(area.getByTestId('service-area-status')).toHaveText(/available in Mumbai/);
  await expectNoAxeViolations(page, 'the service-area dialog');
  await area.getByRole('button', { name: 'Continue to Login' }).click();

  // Login, then straight to the form.
  await submitLogin(authDialog(page), user.email, user.password);
  await expect(page).toHaveURL(/\/repair\/new-request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Repair Request' })).toBeVisible();

  // The card says the profile is incomplete; its Edit opens account's profile dialog.
  const card = page.getByTestId('service-profile-card');
  await expect(card.getByText('Please complete your profile information. Click to edit.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByLabel('Full Name').fill('Asha Rao');
  await profile.getByLabel('Phone Number').fill('9876543210');
  await profile.getByLabel('Address Line 1').fill('12 Marine Drive');
  await expect(profile.getByLabel('Country')).toHaveValue('India'); // the one country, preselected
  await profile.getByLabel('PIN Code').pressSequentially('400001');
  await expect(profile.getByLabel('City')).toHaveValue('Mumbai');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toHaveCount(0);
  await expect(card.getByText('12 Marine Drive')).toBeVisible();
  await expect(card.getByText('Please complete your profile information. Click to edit.')).toHaveCount(0);

  // The draft survives a reload.
  const issue = `Console shuts down after ten minutes ${Date.now()}`;
  await fillRepairForm(page, 'PS5 Slim Disc', issue);
  await page.reload();
  await expect(page.getByLabel('Device Type')).toHaveValue('ps5');
  await expect(page.getByLabel('Model/Specs')).toHaveValue('PS5 Slim Disc');
  await expect(page.getByLabel('Issue Description')).toHaveValue(issue);
  await expect(card.getByText('12 Marine Drive')).toBeVisible();
  await expectNoAxeViolations(page, 'the new repair request form');

  // AI help: prompt copied, assistant in a new tab, preview cut at 100 characters.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const [assistant] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Get AI Help' }).click(),
  ]);
  expect(assistant.url()).toMatch(/^https:\/\/chatgpt\.com\//);
  await assistant.close();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(issue);
  const preview = page.getByTestId('ai-prompt-preview');
  expect([...((await preview.textContent()) ?? '')].length).toBeLessThanOrEqual(100);
  await page.getByRole('dialog', { name: 'Get AI Help' }).getByRole('button', { name: 'Close' }).click();

  // Submit: the id, then history.
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  const done = page.getByRole('dialog', { name: 'Repair Request Submitted!' });
  const shown = done.getByTestId('repair-request-id');
  const id = (await shown.getAttribute('data-request-id')) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const number = ((await shown.textContent()) ?? '').trim();
  expect(number).toMatch(/^RP-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/);
  await done.getByRole('button', { name: 'Copy request number' }).click();
  await expect(done.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  await done.getByRole('button', { name: 'View Repair History' }).click();
  await expect(page).toHaveURL(/\/repair\/history$/);

  // Found by the start of its id, named by its display number, opened with every field.
  const repairNumber = await displayNumberOf(user, 'repairrequests', id);
  expect(repairNumber).toBe(number);
  await page.getByRole('searchbox', { name: 'Search repairs' }).fill(id.slice(0, 8));
  const cards = page.getByTestId('repair-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Repair #${repairNumber}`);
  await expect(cards.first().getByTestId('repair-status')).toHaveText('Pending');
  await cards.first().click();
  const details = page.getByRole('dialog', { name: 'Repair Details' });
  await expect(details.getByTestId('request-number')).toHaveText(repairNumber);
  await expect(details.getByText(`PS5 Slim Disc - ${issue}`)).toBeVisible();
  await expect(details.getByText('Mumbai, Maharashtra - 400001')).toBeVisible();
  const help = details.getByRole('link', { name: 'Need help with this repair?' });
  expect(decodeURIComponent((await help.getAttribute('href')) ?? '')).toContain(
    `Need help with my Repair Request # ${repairNumber}`,
  );

  // The form is empty again and the draft is gone.
  await page.goto('/repair/new-request');
  await expect(page.getByLabel('Model/Specs')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a profile with PIN 110001 is refused with the service-area message, by the page and by the database', async ({
  page,
}) => {
  const user = await createConfirmedUser('repair-delhi');
  await setProfile(user, '110001', 'New Delhi', 'Delhi');
  await signInBrowser(page, user, '/repair/new-request');
  const banner = page.getByTestId('pin-banner');
  await expect(banner).toContainText('Service Area Warning');
  await expect(banner).toContainText('Service is unavailable for the PIN code in your profile.');

  await fillRepairForm(page, 'PS4 Pro', 'Disc drive clicks');
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  await expect(toasts(page).getByText('Service Unavailable').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Repair Request Submitted!' })).toHaveCount(0);

  // A client that skips the page's checks gets the same answer from Postgres.
  const supabase = await clientAs(user);
  const { error, status } = await supabase
    .from('repairrequests')
    .insert({
      user_id: user.id,
      status: 'pending',
      product_type: 'ps4',
      product_description: 'PS4 - x',
      shipping_address: {},
    })
    .select('id')
    .single();
  expect(status).toBe(400);
  expect(error?.message).toBe('Service is unavailable for the PIN code in your profile.');
});

test('an empty submit shows every field message and focuses the first', async ({ page }) => {
  const user = await createConfirmedUser('repair-empty');
  await setProfile(user, '400001', 'Mumbai', 'Maharashtra');
  await signInBrowser(page, user, '/repair/new-request');
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  await expect(page.getByText('Type required')).toBeVisible();
  await expect(page.getByText('Model/Specs required')).toBeVisible();
  await expect(page.getByText('Description required')).toBeVisible();
  await expect(page.getByLabel('Device Type')).toBeFocused();
  await expectNoAxeViolations(page, 'the repair form with its errors');
});

test('the demo history: every status, paging, details without an estimate once completed', async ({
  page,
}) => {
  await signInBrowser(page, DEMO, '/repair/history');
  const cards = page.getByTestId('repair-card');
  await expect(cards).toHaveCount(5);
  await expectNoAxeViolations(page, 'the repair history');
  await page
    .getByRole('navigation', { name: 'Repair history pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(cards.first()).toContainText('Cancelled');
  await page.getByRole('searchbox', { name: 'Search repairs' }).fill('Ryzen');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  const details = page.getByRole('dialog', { name: 'Repair Details' });
  await expect(details.getByTestId('repair-status')).toHaveText('Completed');
  await expect(details.getByText('Rahul Deshmukh')).toBeVisible();
  await expect(details.getByText('Estimated Completion')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the repair details dialog');
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search repairs' }).fill('no such repair');
  await expect(page.getByText('No repairs match search')).toBeVisible();
});

test('a guest on the history gets the login modal and comes back to it', async ({ page }) => {
  const user = await createConfirmedUser('repair-history-guest');
  await page.goto('/repair/history');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await submitLogin(dialog, user.email, user.password);
  await expect(page).toHaveURL(/\/repair\/history$/);
  await expect(page.getByText('No repairs found')).toBeVisible();
});
