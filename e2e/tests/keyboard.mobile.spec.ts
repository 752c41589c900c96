import { expect, type Page, test } from '@playwright/test';
import { addToCartApi, clientAs, expectToast, productsInStock } from '../support/checkout';
import { expectHeadingFocused, tabTo } from '../support/keyboard';
import { createConfirmedUser } from '../support/session';

// A phone with a keyboard attached (or a switch / screen-reader user): the same focus rules
// with the phone's layout (bottom sheets, the mobile navigation bar).
const main = (page: Page) => page.getByRole('main');
const mobileBar = (page: Page) => page.getByRole('navigation', { name: 'Mobile navigation' });

test('on a phone, the gated cart opens the login sheet on its first field; after it, the cart heading and the next line take the focus', async ({
  page,
}) => {
  const user = await createConfirmedUser('kbd-phone');
  const api = await clientAs(user);
  const [first, second] = await productsInStock(api, 2);
  if (!first || !second) throw new Error('seed products missing');
  await addToCartApi(api, first.product_id);
  await addToCartApi(api, second.product_id);

  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The bar is the page's last stop: Shift+Tab from the top reaches it.
  await tabTo(page, mobileBar(page).getByRole('link', { name: 'Cart' }), { back: true });
  await page.keyboard.press('Enter');

  const sheet = page.getByRole('dialog', { name: 'Login' });
  await expect(sheet).toHaveAttribute('data-variant', 'bottom');
  await expect(sheet.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await tabTo(page, sheet.getByLabel('Password', { exact: true }), { max: 3 });
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();

  // Signing in lands on the wanted page, and its heading has the focus.
  await expect(page).toHaveURL(/\/checkout\/cart-details$/);
  await expectHeadingFocused(page, 'Cart');
  const lines = main(page).getByTestId('cart-item');
  await expect(lines).toHaveCount(2);
  const firstName = await lines.first().getByRole('link').textContent();
  const secondName = await lines.nth(1).getByRole('link').textContent();
  await tabTo(page, main(page).getByRole('button', { name: `Remove ${firstName} from cart` }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item removed');
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole('link', { name: secondName ?? '' })).toBeFocused();

  // The last line: the cart is empty and the focus is on its heading, not lost.
  await tabTo(page, main(page).getByRole('button', { name: `Remove ${secondName} from cart` }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  await expectHeadingFocused(page, 'Cart');
});
