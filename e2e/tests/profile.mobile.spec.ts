import { expect, test } from '@playwright/test';
import { createConfirmedUser, signInBrowser } from '../support/session';

test('the profile opens as a bottom drawer on a phone and saves', async ({ page }) => {
  const user = await createConfirmedUser('profile-mobile');
  await signInBrowser(page, user);
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Profile' });
  await expect(drawer.getByLabel('Full Name')).toBeVisible();
  await expect(drawer).toHaveAttribute('data-variant', 'bottom');
  // The drawer spans the viewport width and sits on its bottom edge.
  const box = await drawer.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.width)).toBe(viewport?.width);
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);

  await drawer.getByLabel('Full Name').fill('Asha Rao');
  await drawer.getByLabel('Phone Number').fill('9876543210');
  await drawer.getByLabel('Address Line 1').fill('12 Marine Drive');
  await drawer.getByLabel('PIN Code').fill('400001');
  await expect(drawer.getByLabel('City')).toHaveValue('Mumbai');
  await drawer.getByLabel('Country').fill('India');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(drawer).toHaveCount(0);
});
