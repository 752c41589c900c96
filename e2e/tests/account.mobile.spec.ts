import { expect, type Page, test } from '@playwright/test';
import { deliveredOrder } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { collectErrors } from '../support/console';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test('the wishlist and the review page on a phone: one column, every control reachable, no axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('account-phone');
  const api = await clientAs(user);
  const [saved, bought] = await productsInStock(api, 2);
  if (!saved || !bought) throw new Error('seed products missing');
  const { error } = await api.functions.invoke('wishlist', { body: { product_uuid: saved.product_id } });
  if (error) throw new Error(`wishlist: ${error.message}`);
  const orderId = await deliveredOrder(user, bought.product_id);

  await signInBrowser(page, user, '/wishlist');
  const item = main(page).getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(item.getByRole('button', { name: `Remove ${saved.name} from wishlist` })).toBeVisible();
  const width = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(width).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'wishlist (phone)');

  await page.goto(`/review/order/${orderId}`);
  await main(page).getByRole('button', { name: 'Write a Review' }).click();
  const form = main(page).getByRole('form', { name: `Review ${bought.name}` });
  await form.getByRole('radio', { name: '3 stars' }).check();
  await form.getByLabel(/Comment/).fill('Good value for the price.');
  await expectNoAxeViolations(page, 'review form (phone)');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(main(page).getByText('Awaiting verification')).toBeVisible();
  expect(errors).toEqual([]);
});
