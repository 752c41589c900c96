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
  // The drawer spans the viewport width and, once its slide-in ends, sits on the bottom edge.
  const viewport = page.viewportSize();
  const bottomEdge = async () => {
    const box = await drawer.boundingBox();
    return box ? [Math.round(box.width), Math.round(box.y + box.height)] : null;
  };
  await expect.poll(bottomEdge).toEqual([viewport?.width, viewport?.height]);

  await drawer.getByLabel('Full Name').fill('Asha Rao');
  await drawer.getByLabel('Phone Number').fill('9876543210');
  await drawer.getByLabel('Address Line 1').fill('12 Marine Drive');
  await drawer.getByLabel('PIN Code').fill('400001');
  await expect(drawer.getByLabel('City')).toHaveValue('Mumbai');
  await expect(drawer.getByLabel('Country')).toHaveValue('India'); // the one country, preselected
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(drawer).toHaveCount(0);
});
