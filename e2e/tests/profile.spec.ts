import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { createConfirmedUser, mailLinks, openMailLink, signInBrowser, uniqueEmail } from '../support/session';

/** Opens the profile dialog the way a user does: account panel, then Profile. */
async function openProfile(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  return dialog;
}

async function fillPersonalAndStreet(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Full Name').fill('Asha Rao');
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('Address Line 1').fill('12 Marine Drive');
  // The store ships only in India: Country is a select with India alone, preselected.
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
}

test('completes the profile with PIN 400001 (Mumbai, serviceable); it persists after reload', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const user = await createConfirmedUser('profile-mumbai');
  await signInBrowser(page, user);
  const dialog = await openProfile(page);
  await expect(dialog.getByText('Please complete your profile information. Click to edit.')).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  await fillPersonalAndStreet(dialog);
  await expect(dialog.getByText('8/50')).toBeVisible(); // the counter of 'Asha Rao'
  await dialog.getByLabel('PIN Code').pressSequentially('400001');
  await expect(dialog.getByText('Pincode validated')).toBeVisible();
  await expect(dialog.getByLabel('City')).toHaveValue('Mumbai');
  await expect(dialog.getByLabel('State/Province')).toHaveValue(/^maharashtra$/i);
  await expect(dialog.getByTestId('pincode-service-note')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  const again = await openProfile(page);
  await expect(again.getByLabel('Full Name')).toHaveValue('Asha Rao');
  await expect(again.getByLabel('Phone Number')).toHaveValue('9876543210');
  await expect(again.getByLabel('Address Line 1')).toHaveValue('12 Marine Drive');
  await expect(again.getByLabel('PIN Code')).toHaveValue('400001');
  await expect(again.getByLabel('City')).toHaveValue('Mumbai');
  await expect(again.getByLabel('Country')).toHaveValue('India');
  await expect(again.getByText('Please complete your profile information. Click to edit.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('PIN 110001 fills Delhi and says the service is unavailable there', async ({ page }) => {
  const user = await createConfirmedUser('profile-delhi');
  await signInBrowser(page, user);
  const dialog = await openProfile(page);
  await dialog.getByLabel('PIN Code').pressSequentially('110001');
  await expect(dialog.getByText('Pincode validated')).toBeVisible();
  await expect(dialog.getByLabel('City')).toHaveValue(/delhi/i);
  await expect(dialog.getByLabel('State/Province')).toHaveValue(/delhi/i);
  await expect(dialog.getByTestId('pincode-service-note')).toBeVisible();
});

test("a short phone number is refused with 'Phone must be 10 digits'", async ({ page }) => {
  const user = await createConfirmedUser('profile-phone');
  await signInBrowser(page, user);
  const dialog = await openProfile(page);
  await fillPersonalAndStreet(dialog);
  await dialog.getByLabel('Phone Number').fill('98765abc');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('98765');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone must be 10 digits')).toBeVisible();
  await expect(dialog.getByLabel('Phone Number')).toBeFocused();
  await expect(page.getByText('Profile saved!')).toHaveCount(0);
});

test('an address line over 50 characters is kept whole and refused with its message', async ({ page }) => {
  const user = await createConfirmedUser('profile-long-line');
  await signInBrowser(page, user);
  const dialog = await openProfile(page);
  await fillPersonalAndStreet(dialog);
  const line1 = dialog.getByLabel('Address Line 1');
  const long = 'Flat 12, Sunshine Residency, Opposite City Mall, Baner Road'; // 59 characters
  await line1.fill(long);
  // Not cut ('Baner Road' stays whole): the counter and the message say how much is too much.
  await expect(line1).toHaveValue(long);
  await expect(dialog.getByText('59/50')).toBeVisible();
  const message = dialog.getByText('Address Line 1 can be at most 50 characters (now 59).');
  await expect(message).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(message).toBeVisible();
  await expect(line1).toBeFocused();
  await expect(page.getByText('Profile saved!')).toHaveCount(0);
});

test('the /profile page shows the same form inline', async ({ page }) => {
  const user = await createConfirmedUser('profile-page');
  await signInBrowser(page, user, '/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(main.getByLabel('Full Name')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toHaveCount(0);
});

test('changes the e-mail: pending state, both links confirmed, the new address shows', async ({ page }) => {
  const user = await createConfirmedUser('profile-email');
  const newEmail = uniqueEmail('profile-new');
  await signInBrowser(page, user);
  const dialog = await openProfile(page);
  await dialog.getByRole('button', { name: 'Edit email' }).click();
  const change = page.getByRole('dialog', { name: 'Change Email' });
  await expect(change.getByLabel('Current Email')).toHaveValue(user.email);
  await change.getByLabel('New Email').fill(user.email.toUpperCase());
  await change.getByRole('button', { name: 'Request Email Change' }).click();
  await expect(change.getByText('New email is the same as current email')).toBeVisible();

  await change.getByLabel('New Email').fill(newEmail);
  await change.getByRole('button', { name: 'Request Email Change' }).click();
  await expect(page.getByText('Email change request sent')).toBeVisible();
  await expect(
    page.getByText('Please check both your old and new email inboxes to confirm the change.'),
  ).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(dialog.getByText('Email change pending')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Email' })).toBeDisabled();

  // Secure e-mail change: one link to each address; both must be opened.
  const [toOld] = await mailLinks(user.email).then((m) =>
    m.filter((links) => links.some((l) => l.includes('email_change'))),
  );
  const [toNew] = await mailLinks(newEmail);
  const oldLink = toOld?.find((l) => l.includes('/verify'));
  const newLink = toNew?.find((l) => l.includes('/verify'));
  expect(oldLink, 'link to the current address').toBeTruthy();
  expect(newLink, 'link to the new address').toBeTruthy();
  await openMailLink(oldLink as string);
  await openMailLink(newLink as string);

  // Closing clears the pending flag; the next load shows the confirmed address.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  const again = await openProfile(page);
  await expect(again.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect(again.getByText('Email change pending')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Save' })).toBeEnabled();
});
