import { expect, test } from '@playwright/test';
import { authDialog, openLoginFromHeader, submitLogin, uniqueEmail } from '../support/auth';

test('the login modal is a bottom drawer on a phone, with the same forms', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginFromHeader(page);
  await expect(dialog).toHaveAttribute('data-variant', 'bottom');
  const viewport = page.viewportSize();
  // Polled: the drawer slides up (220 ms) before it rests on the bottom edge, full width.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && [Math.round(box.y + box.height), Math.round(box.width)];
    })
    .toEqual([viewport?.height, viewport?.width]);

  await submitLogin(dialog, uniqueEmail('mobile'), 'whatever-1');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');

  await dialog.getByRole('tab', { name: 'Register' }).click();
  const register = authDialog(page, 'Register');
  await expect(register).toHaveAttribute('data-variant', 'bottom');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByRole('alert')).toHaveText('Please fill all fields');
  await expect(register.getByText('min. 6 chars')).toBeVisible();
});
