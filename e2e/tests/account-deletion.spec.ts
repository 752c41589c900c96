import { expect, test } from '@playwright/test';
import { openLoginFromHeader, submitLogin } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, saveMumbaiProfile } from '../support/checkout';
import { collectErrors } from '../support/console';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('deletes the account from /profile after typing DELETE; the sign-in is closed for good', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  });
  const user = await createConfirmedUser('account-deletion');
  await saveMumbaiProfile(await clientAs(user), user.id);
  await signInBrowser(page, user, '/profile');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(main.getByLabel('Full Name')).toHaveValue('Asha Rao');
  const section = main.getByRole('region', { name: 'Delete account' });
  await expect(section.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  await expect(section.getByText('you can no longer sign in with this e-mail address')).toBeVisible();
  await expect(section.getByText('Your orders and tax invoices are kept for 8 years')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const field = dialog.getByLabel('Type DELETE to confirm');
  await expect(field).toBeFocused();

  // Lower case is not the confirmation: refused under the field, nothing sent.
  await field.fill('delete');
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the account deletion dialog');

  await field.fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expectToast(page, 'Your account has been deleted.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // Checked before the refused sign-in below, whose 400 the browser logs. Signing out tells Auth
  // too, which refuses the now banned account (403; supabase-js expects it and clears the session).
  expect(refused).toEqual(['POST /auth/v1/logout 403']);
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);

  // The same e-mail and password no longer sign in: through the shell's form and the API.
  const login = await openLoginFromHeader(page);
  await submitLogin(login, user.email, user.password);
  await expect(login.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await expect(clientAs(user)).rejects.toThrow(/sign in/);
});
