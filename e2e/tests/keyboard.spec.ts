import { expect, type Page, test } from '@playwright/test';
import { addToCartApi, clientAs, expectToast, productsInStock, saveMumbaiProfile } from '../support/checkout';
import { collectErrors } from '../support/console';
import { expectHeadingFocused, tabTo } from '../support/keyboard';
import { checkoutSheet } from '../support/payments';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');

test('logs in with the keyboard only: skip link, the dialog opens on its first field and closes back', async ({
  page,
}) => {
  const user = await createConfirmedUser('kbd-login');
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab of the page reaches the skip link; Enter moves into the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Escape closes the dialog and gives the focus back to what opened it.
  const login = banner(page).getByRole('link', { name: 'Login' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  // Again, and this time sign in: Email, Tab to Password, Enter submits.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }), { max: 3 });
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner(page).getByRole('button', { name: /^Account:/ })).toBeVisible();
  // The opener (Login) is gone: the focus is on the page's heading, not lost on <body>.
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
});

test('searches, opens a product, adds it, removes a cart line and orders, all with the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('kbd-shop');
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  // A line already in the cart that the search below cannot also find.
  const inCart = (await productsInStock(api, 6)).find((p) => !/ps5|playstation/i.test(p.name));
  if (!inCart) throw new Error('seed products missing');
  await addToCartApi(api, inCart.product_id);
  await signInBrowser(page, user, '/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

  // Search: type, Enter; the results' heading takes the focus.
  const search = banner(page).getByRole('combobox', { name: /search/i });
  await tabTo(page, search);
  await page.keyboard.type('ps5');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ps5$/);
  await expectHeadingFocused(page, /ps5/i);

  // The first result, by Tab from the heading; Enter opens it and its name takes the focus.
  const firstResult = main(page).getByTestId('product-card').first().getByRole('link').first();
  await expect(firstResult).toBeVisible();
  const productName = (
    await main(page).getByTestId('product-card').first().getByRole('heading').textContent()
  )?.trim();
  await tabTo(page, firstResult, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expectHeadingFocused(page, productName ?? /./);

  // Add to Cart keeps the focus on the button while the toast speaks.
  const add = main(page).getByRole('button', { name: 'Add to Cart', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item added');
  await expect(add).toBeFocused();

  // The cart, from the header link: its heading, then Remove hands the focus to the other line.
  const cartLink = banner(page).getByRole('link', { name: 'View Cart (2 item(s))' });
  await tabTo(page, cartLink, { back: true, max: 80 });
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Cart');
  await tabTo(page, main(page).getByRole('button', { name: `Remove ${inCart.name} from cart` }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item removed');
  await expect(main(page).getByTestId('cart-item')).toHaveCount(1);
  await expect(main(page).getByTestId('cart-item').getByRole('link', { name: productName })).toBeFocused();

  // Checkout: the summary's heading, Place Order with Pay online (the default): Checkout's sheet
  // takes the focus, Tab reaches Pay, Enter pays; the confirmation's heading takes the focus.
  await tabTo(page, main(page).getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Order Summary');
  await expect(main(page).getByRole('radio', { name: 'Pay online' })).toBeChecked();
  await tabTo(page, main(page).getByRole('button', { name: 'Place Order' }), { max: 80 });
  await page.keyboard.press('Enter');
  const sheet = checkoutSheet(page);
  await expect(sheet).toBeVisible();
  await tabTo(page, sheet.getByRole('button', { name: 'Pay' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(main(page).getByTestId('payment-status')).toHaveText('Paid');
  await expectHeadingFocused(page, 'Order Confirmed');
  expect(errors).toEqual([]);
});
