import { expect, test } from '@playwright/test';
import {
  authDialog,
  confirmEmail,
  createConfirmedUser,
  expectSignedIn,
  logout,
  openLoginFromHeader,
  PASSWORD,
  register,
  submitLogin,
  uniqueEmail,
} from '../support/auth';
import { linkFromMail } from '../support/mail';

const toasts = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Notifications' });

test('register, confirm through the e-mailed link, log out, log in again', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/');
  await register(page, { name: 'Asha Rao', email });
  const verify = authDialog(page, 'Verify Your Email');
  await expect(verify.getByText('Click the link sent to activate your account.')).toBeVisible();
  await expect(verify.getByText(email)).toBeVisible();
  await expect(verify.getByRole('button', { name: 'Resend Email' })).toBeDisabled();
  await expect(toasts(page).getByText('Registration Successful')).toBeVisible();

  await confirmEmail(page, email);
  await expect(page.getByRole('button', { name: /^Account: Asha Rao/ })).toBeVisible();
  // The name typed at registration starts the profile.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveValue('Asha Rao');
  await logout(page);
  await expect(toasts(page).getByText('Logged out.')).toBeVisible();

  await submitLogin(await openLoginFromHeader(page), email);
  await expectSignedIn(page);
  await expect(authDialog(page)).toBeHidden();
  await expect(toasts(page).getByText('Logged in!')).toBeVisible();
  await logout(page);
});

test("a repeat sign-up of a confirmed address says 'An account with this email already exists'", async ({
  page,
}) => {
  const email = await createConfirmedUser(page, 'repeat');
  await logout(page);
  const dialog = await openLoginFromHeader(page);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  const form = authDialog(page, 'Register');
  await form.getByLabel('Full Name').fill('Someone Else');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists');
  await expect(toasts(page).getByText('Registration Failed')).toBeVisible();
});

test("a wrong password shows 'Invalid email or password'", async ({ page }) => {
  const email = await createConfirmedUser(page, 'wrongpw');
  await logout(page);
  const dialog = await openLoginFromHeader(page);
  await submitLogin(dialog, email, 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test("an unconfirmed login shows 'Email not confirmed' and Resend (rate-limited within 60 s)", async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/');
  await register(page, { name: 'Not Yet', email });
  await authDialog(page, 'Verify Your Email').getByRole('button', { name: 'Close', exact: true }).click();

  const dialog = await openLoginFromHeader(page);
  await submitLogin(dialog, email);
  await expect(dialog.getByRole('alert')).toHaveText('Email not confirmed');
  const resend = dialog.getByRole('button', { name: 'Resend verification email' });
  await expect(resend).toBeVisible();
  // The sign-up mail went out seconds ago: GoTrue refuses another within 60 s.
  await resend.click();
  await expect(dialog.getByRole('alert')).toHaveText('Too many requests. Please try again later');
  await expect(toasts(page).getByText('Resend Failed')).toBeVisible();
});

test('reset the password through the e-mailed link, then log in with it', async ({ page }) => {
  const email = await createConfirmedUser(page, 'reset');
  await logout(page);
  const dialog = await openLoginFromHeader(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = authDialog(page, 'Reset Password');
  await expect(reset.getByText('Enter email for reset link')).toBeVisible();
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(reset.getByText('Reset email sent!')).toBeVisible();
  await expect(reset.getByText('Check your inbox/spam.')).toBeVisible();
  await expect(toasts(page).getByText('Password reset email sent!')).toBeVisible();
  await reset.getByRole('button', { name: 'Back to Login' }).click();
  await expect(authDialog(page)).toBeVisible();

  await page.goto(await linkFromMail(email, /reset your password/i));
  await expect(page).toHaveURL(/\/reset-password/);
  const newPassword = 'Brand-new-456';
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Password must be at least 6 characters long.');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page);

  await logout(page);
  const again = await openLoginFromHeader(page);
  await submitLogin(again, email, PASSWORD);
  await expect(again.getByRole('alert')).toHaveText('Invalid email or password');
  await submitLogin(again, email, newPassword);
  await expectSignedIn(page);
});

test('/reset-password without a recovery session says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or expired recovery link. Please request a new one.')).toBeVisible();
  await expect(toasts(page).getByText('Invalid or expired recovery link.')).toBeVisible();
});

for (const gated of ['/repair/new-request', '/profile']) {
  test(`a guest opening ${gated} lands on /login and, after login, on ${gated}`, async ({ page }) => {
    const email = await createConfirmedUser(page, 'gate');
    await logout(page);
    await page.goto(gated);
    await expect(page).toHaveURL('/login');
    const dialog = authDialog(page);
    await expect(dialog).toBeVisible();
    await submitLogin(dialog, email);
    await expect(page).toHaveURL(gated);
    await expect(dialog).toBeHidden();
    await expectSignedIn(page);
  });
}

test('closing the modal on /login without history goes home', async ({ page }) => {
  await page.goto('/login');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page).toHaveURL('/');
  await expect(dialog).toBeHidden();
});

test("OAuth with a provider that is not enabled shows the server's error", async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginFromHeader(page);
  // A tap before the app has started follows the link to /login, which opens the same modal.
  const opened = page.url();
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog.getByRole('alert')).toContainText('provider is not enabled');
  await expect(page).toHaveURL(opened);
});

test('the modal is keyboard operable: Escape closes it and focus returns to Login', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  // It opens on its first field; the tabs are one Shift+Tab away.
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(authDialog(page, 'Register')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(authDialog(page, 'Register')).toBeHidden();
  await expect(login).toBeFocused();
});
