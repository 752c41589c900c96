/**
 * 'Intent and state are kept' (docs/product.md#roles-and-access): the journeys, written once and
 * run on a desktop (kept-intent.spec.ts) and a phone (kept-intent.mobile.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY } from '../../supabase/local/src/keys';
import { authDialog, logout, PASSWORD, submitLogin, uniqueEmail } from './auth';
import { expectNoAxeViolations } from './axe';
import {
  addToCartApi,
  clientAs,
  payOnDelivery,
  productsInStock,
  type SeedProduct,
  saveMumbaiProfile,
} from './checkout';
import { createDiscountCode, expireDiscountCode } from './discount-codes';
import { linkFromMail } from './mail';
import { createConfirmedUser, signInBrowser, type TestUser } from './session';
import { apiUrl } from './stack';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const formatINR = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cart link showing `count` (the header's on a desktop, the bottom bar's on a phone). */
const cartLink = (page: Page, count: number): Locator =>
  page
    .getByRole('link', { name: new RegExp(`View Cart \\(${count} item\\(s\\)\\)`) })
    .filter({ visible: true });

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the e2e helpers');
  }
}

async function anyProduct(index = 0): Promise<SeedProduct> {
  const anon = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
  const product = (await productsInStock(anon, index + 1))[index];
  if (!product) throw new Error('seed product missing');
  return product;
}

/** The user's cart lines as the server holds them. */
async function serverCart(api: SupabaseClient): Promise<{ id: string; quantity: number }[]> {
  const { data, error } = await api.functions.invoke('cart', { method: 'GET' });
  if (error) throw new Error(`cart: ${error.message}`);
  return data as { id: string; quantity: number }[];
}

/** A guest on a product page picks `quantity` and taps Add to Cart: 'Please log in' and the dialog. */
async function guestTapsAddToCart(page: Page, product: SeedProduct, quantity: number): Promise<Locator> {
  await page.goto(`/product/${product.slug}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toasts(page).getByText('Please log in')).toBeVisible();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** After a reload the item is still there once: the kept intent was taken, not replayed. */
async function expectAddedOnce(page: Page, api: SupabaseClient, product: SeedProduct, quantity: number) {
  await page.reload();
  await expect(cartLink(page, 1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverCart(api)).toEqual([expect.objectContaining({ id: product.product_id, quantity })]);
  await expect(toasts(page).getByText('Item added')).toHaveCount(0);
}

export async function guestAddsThenLogsIn(page: Page): Promise<void> {
  const user = await createConfirmedUser('kept-login');
  const product = await anyProduct();
  const dialog = await guestTapsAddToCart(page, product, 2);
  await submitLogin(dialog, user.email, user.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  // 'Item added' takes the place of 'Please log in' (one toast per action).
  await expect(toasts(page).getByText('Item added')).toBeVisible();
  await expect(toasts(page).getByText('Please log in')).toHaveCount(0);
  await expect(cartLink(page, 1)).toBeVisible();
  await expectAddedOnce(page, await clientAs(user), product, 2);
}

export async function guestAddsThenRegistersThroughTheEmailLink(page: Page): Promise<void> {
  const product = await anyProduct(1);
  const email = uniqueEmail('kept-signup');
  const dialog = await guestTapsAddToCart(page, product, 1);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  const form = authDialog(page, 'Register');
  await form.getByLabel('Full Name').fill('Kept Intent');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(authDialog(page, 'Verify Your Email')).toBeVisible();

  // The link returns to the product the sign-up started from; opening it is a new page load.
  const link = await linkFromMail(email, /confirm your signup/i);
  expect(new URL(link).searchParams.get('redirect_to')).toMatch(new RegExp(`/product/${product.slug}$`));
  await page.goto(link);
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}(#.*)?$`));
  await expect(toasts(page).getByText('Item added')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await expectAddedOnce(page, await clientAs({ id: '', email, password: PASSWORD, name: '' }), product, 1);
}

/** A signed-in user with `count` products in the cart, on the cart page. */
async function cartWith(page: Page, tag: string, count = 1) {
  const user = await createConfirmedUser(tag);
  const api = await clientAs(user);
  const products = await productsInStock(api, count);
  for (const p of products) await addToCartApi(api, p.product_id);
  await signInBrowser(page, user, '/checkout/cart-details');
  await expect(main(page).getByTestId('cart-item')).toHaveCount(count);
  const subtotal = products.reduce((sum, p) => sum + p.discount_price, 0);
  return { user, api, products, subtotal };
}

/** Types `code` and presses Enter (the keyboard path). */
async function applyWithEnter(page: Page, code: string): Promise<void> {
  const field = main(page).getByRole('textbox', { name: 'Discount code' });
  if (!(await field.isVisible()))
    await main(page).getByRole('button', { name: 'Have a discount code?' }).click();
  await field.fill(code);
  await field.press('Enter');
}

const applied = (page: Page) => main(page).getByTestId('discount-applied');

export async function discountSurvivesReloadAndNewTab(page: Page): Promise<void> {
  const { subtotal } = await cartWith(page, 'kept-discount');
  const discounted = formatINR(subtotal - Math.round(subtotal * 5) / 100);

  await applyWithEnter(page, 'gamer5');
  await expect(applied(page)).toContainText('GAMER5');
  // Focus moves to the result, so a screen reader reads it.
  await expect(applied(page)).toBeFocused();
  await expect(main(page).getByTestId('cart-total')).toHaveText(discounted);

  await page.reload();
  await expect(applied(page)).toContainText('GAMER5');
  await expect(main(page).getByTestId('cart-total')).toHaveText(discounted);
  await expectNoAxeViolations(page, 'the cart with a code kept from before the reload');

  // A new tab of the same browser: the order summary has it too.
  const other = await page.context().newPage();
  await other.goto('/checkout/order-summary');
  await expect(other.getByRole('main').getByTestId('cart-totals')).toContainText('Discount (GAMER5, 5% off)');
  await expect(other.getByRole('main').getByTestId('cart-total')).toHaveText(discounted);

  // Removed in one tab: gone in the other, and after a reload.
  await main(page).getByRole('button', { name: 'Remove discount code GAMER5' }).click();
  await expect(other.getByRole('main').getByTestId('cart-totals')).not.toContainText('Discount (');
  await expect(other.getByRole('main').getByTestId('cart-total')).toHaveText(formatINR(subtotal));
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Have a discount code?' })).toBeVisible();
  await expect(main(page).getByTestId('cart-total')).toHaveText(formatINR(subtotal));
  await other.close();
}

export async function discountTheServerNoLongerAcceptsIsDropped(page: Page): Promise<void> {
  const { subtotal } = await cartWith(page, 'kept-expired');
  const code = await createDiscountCode(0.1);
  await applyWithEnter(page, code);
  await expect(applied(page)).toContainText(code);

  await expireDiscountCode(code);
  await page.reload();
  await expect(toasts(page).getByText('Could Not Apply Discount')).toBeVisible();
  await expect(toasts(page).getByText('This discount code has expired.')).toBeVisible();
  await expect(applied(page)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Have a discount code?' })).toBeVisible();
  await expect(main(page).getByTestId('cart-total')).toHaveText(formatINR(subtotal));
  // Forgotten: another reload does not ask again.
  await page.reload();
  await expect(main(page).getByTestId('cart-item')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(toasts(page).getByText('Could Not Apply Discount')).toHaveCount(0);
}

export async function discountToastsReplaceEachOther(page: Page): Promise<void> {
  await cartWith(page, 'kept-toasts');
  await applyWithEnter(page, 'NOSUCHCODE');
  const error = main(page).getByText('Invalid or inapplicable discount code.');
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  await expect(toasts(page).getByText('Could Not Apply Discount')).toBeVisible();

  await applyWithEnter(page, 'gamer5');
  await expect(toasts(page).getByText('Discount code applied.')).toBeVisible();
  await expect(toasts(page).getByText('Could Not Apply Discount')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Remove discount code GAMER5' }).click();
  await expect(toasts(page).getByText('Discount removed')).toBeVisible();
  await expect(toasts(page).getByText('Discount code applied.')).toHaveCount(0);
}

export async function placedOrderKeepsWhatWasChargedAndUsesTheCodeUp(page: Page): Promise<void> {
  const { user, api, subtotal } = await cartWith(page, 'kept-order');
  await saveMumbaiProfile(api, user.id);
  const code = await createDiscountCode(0.1);
  await applyWithEnter(page, code);
  await expect(applied(page)).toContainText(code);
  const charged = formatINR(subtotal - Math.round(subtotal * 10) / 100);

  await page.goto('/checkout/order-summary');
  await expect(main(page).getByTestId('cart-total')).toHaveText(charged);
  await expect(main(page).getByTestId('profile-card').getByText('Asha Rao')).toBeVisible();
  await payOnDelivery(page);
  await main(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();
  // Behind the confirmation: what was charged, not the emptied cart and code.
  await expect(main(page).getByTestId('cart-total')).toHaveText(charged);
  await expect(main(page).getByTestId('cart-totals')).toContainText(`Discount (${code}, 10% off)`);
  // The code is used up: no page of this browser keeps it.
  expect(await page.evaluate(() => localStorage.getItem('checkout-discount-code'))).toBeNull();
}

export async function logoutOnAGatedPageGoesHome(page: Page, user?: TestUser): Promise<void> {
  const shopper = user ?? (await createConfirmedUser('kept-logout'));
  await signInBrowser(page, shopper, '/order-history');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(authDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('redirect-after-login'))).toBeNull();
  await expectNoAxeViolations(page, 'home after logging out');
  // A later login stays home: nothing was remembered.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await submitLogin(authDialog(page), shopper.email, shopper.password);
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
