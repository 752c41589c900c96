import { expect, type Locator, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

/** A fresh address per test, so the 60 s per-address mail limit never bites between tests. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.in`;
}

export const PASSWORD = 'Secret-123';

export function authDialog(page: Page, title = 'Login'): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Opens the modal from the header's Login button (guests only). */
export async function openLoginFromHeader(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function register(
  page: Page,
  { name, email, password = PASSWORD }: { name: string; email: string; password?: string },
) {
  const dialog = await openLoginFromHeader(page);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  const form = authDialog(page, 'Register');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(authDialog(page, 'Verify Your Email')).toBeVisible();
}

/** Fills and submits the login form of an open modal. */
export async function submitLogin(dialog: Locator, email: string, password = PASSWORD): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the e-mailed confirmation link: GoTrue verifies and redirects home signed in. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  await page.goto(await linkFromMail(email, /confirm your signup/i));
  await expectSignedIn(page);
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible({ timeout: 15_000 });
}

/** Registers and confirms a user, ending signed in on the home page. */
export async function createConfirmedUser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto('/');
  await register(page, { name: `E2E ${tag}`, email });
  await confirmEmail(page, email);
  return email;
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}
