/**
 * The staff console (mf-staff, docs/product.md#staff-console): the seeded staff account moves a
 * shopper's order to delivered with a remark through the console, and a shopper typing /staff gets
 * the 404 view without the console's remote ever being requested.
 */
import { expect, type Page, test } from '@playwright/test';
import { placeOrder, STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, productsInStock } from '../support/checkout';
import { displayNumberOf } from '../support/display-number';
import { createConfirmedUser, signInBrowser } from '../support/session';

const STAFF_REMOTE = 'http://127.0.0.1:3005/';

async function move(page: Page, to: string, remark?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (remark) await dialog.getByLabel('Remark').fill(remark);
  await dialog.getByRole('button', { name: `Move to ${to}` }).click();
  const confirm = dialog.getByRole('group', { name: /^Move Order/ });
  await expect(confirm.getByRole('button', { name: `Move to ${to}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order moved to ${to}.`)).toBeVisible();
  await expect(dialog.locator('[data-status]').first()).toHaveText(to);
}

test('staff move a shopper’s order to delivered with a remark from the console', async ({ page }) => {
  test.setTimeout(120_000);
  const shopper = await createConfirmedUser('staff-console');
  const [product] = await productsInStock(await clientAs(shopper), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(shopper, product.product_id);

  await signInBrowser(page, STAFF, '/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();

  await main.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  const list = main.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'the staff order queue');

  await list.getByRole('button').click();
  const dialog = page.getByRole('dialog', {
    name: `Order #${await displayNumberOf(shopper, 'orders', orderId)}`,
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the staff order detail');

  await move(page, 'Processing');
  await move(page, 'Shipped');
  await move(page, 'Out For Delivery');
  await move(page, 'Delivered', 'Handed over at the door.');
  await expect(dialog.getByText('Delivered is final: nothing follows it.')).toBeVisible();
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByText('Out For Delivery → Delivered')).toBeVisible();
  await expect(history.getByText('Handed over at the door.')).toBeVisible();

  // The database holds it: the shopper's own read of the order and its events.
  const api = await clientAs(shopper);
  const { data: order } = await api.from('orders').select('order_status, remark').eq('id', orderId).single();
  expect(order).toEqual({ order_status: 'delivered', remark: 'Handed over at the door.' });
  const { data: events } = await api.rpc('get_item_events', { p_kind: 'order', p_id: orderId });
  // Each change, then the cash collected on delivery (a note: from delivered to delivered).
  expect(
    (events as { from_status: string | null; to_status: string; remark: string | null }[]).map(
      (e) => `${e.from_status ?? ''} -> ${e.to_status}`,
    ),
  ).toEqual([
    ' -> pending',
    'pending -> processing',
    'processing -> shipped',
    'shipped -> out for delivery',
    'out for delivery -> delivered',
    'delivered -> delivered',
  ]);
  expect((events as { remark: string | null }[]).at(-1)?.remark).toMatch(/^Cash received on delivery: ₹/);
});

test('a shopper at /staff gets the 404 view and never downloads the console', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STAFF_REMOTE)) requested.push(request.url());
  });
  const shopper = await createConfirmedUser('staff-404');
  await signInBrowser(page, shopper, '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  expect(requested).toEqual([]);
});
