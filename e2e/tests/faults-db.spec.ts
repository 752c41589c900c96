/**
 * Faults (ADR 0014): the database restarted mid-session. A shopper has the store open; the e2e
 * stack's Postgres restarts (every session of the gateway's pool is terminated, see
 * support/faults.ts restartDatabase); the shopper's next actions (a function call that writes,
 * REST reads, an RPC) work in the same document, without a reload and without a Retry.
 */
import { expect, type Page, test } from '@playwright/test';
import { clientAs, expectToast, productsInStock } from '../support/checkout';
import { navigateInApp } from '../support/console';
import { restartDatabase } from '../support/faults';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test('the database restarts mid-session: the next actions work without a reload', async ({ page }) => {
  const user = await createConfirmedUser('fault-db');
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  await signInBrowser(page, user, `/product/${product.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const addToCart = main(page).getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(addToCart).toBeEnabled();
  await page.evaluate(() => {
    (window as unknown as { __faultMark?: boolean }).__faultMark = true;
  });

  await restartDatabase();

  // A write through a function (cart -> RPC), at once: no error, no Retry needed.
  await addToCart.click();
  await expectToast(page, 'Item added');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'View Cart (1 item(s))' });
  await expect(cartLink).toBeVisible();

  // Reads: the cart page, then a search (an RPC).
  await cartLink.click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(main(page).getByTestId('cart-item')).toHaveCount(1);
  await navigateInApp(page, `/search?q=${encodeURIComponent(product.name.split(' ')[0] ?? '')}`);
  await expect(main(page).getByTestId('product-card').first()).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __faultMark?: boolean }).__faultMark)).toBe(true);
});
