/**
 * Returns and replacements (docs/product.md#returns-and-replacements; ADR 0024), the shopper's
 * side with the shop played by the seeded staff account through the staff functions: a delivered
 * cash-on-delivery order's line is returned from its details (the form's checks, the database's
 * refusal of a second ask), staff approve, pick up, receive and refund it by UPI, and the shopper
 * follows the e-mail's link to the request's status and timeline. Axe scans of the form and the
 * details.
 */
import { expect, type Page, test } from '@playwright/test';
import { placeOrder, STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, type SeedProduct } from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf } from '../support/display-number';
import { linkPath, mailWithSubject, staffMove } from '../support/lifecycle';
import { createConfirmedUser, signInBrowser } from '../support/session';
import { staffApi } from '../support/staff-api';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

/** A product that can be returned, below the cash-on-delivery limit. */
async function returnableProduct(user: Parameters<typeof clientAs>[0]): Promise<SeedProduct> {
  const { data, error } = await (await clientAs(user))
    .from('products')
    .select('product_id, slug, name, discount_price')
    .gte('stock_units', 10)
    .gt('return_window_days', 0)
    .gt('replacement_window_days', 0)
    .lt('discount_price', 20000)
    .order('slug')
    .limit(1);
  const [product] = (data ?? []) as SeedProduct[];
  if (error || !product) throw new Error(`returnable product: ${error?.message ?? 'none'}`);
  return product;
}

async function staffCall(fn: string, args: Record<string, unknown>): Promise<void> {
  const { error } = await (await staffApi()).rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
}

const details = (page: Page) => page.getByRole('dialog', { name: 'Order Details' });

test('a delivered item is returned: the form, the refusal of a second ask, staff’s steps, the refund by UPI and the e-mail’s link', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('returns-cod');
  const product = await returnableProduct(user);
  const orderId = await placeOrder(user, product.product_id);
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered']);

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const sheet = details(page);
  const line = sheet.getByTestId(`returns-${product.product_id}`);
  await expect(line).toContainText(/Return by \d{1,2} [A-Z][a-z]{2} \d{4} · Replacement by/);
  await line.getByRole('button', { name: 'Return or replace' }).click();

  const form = page.getByRole('dialog', { name: 'Return or replace' });
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Choose a return or a replacement.')).toBeVisible();
  await expect(form.getByRole('radio', { name: /Return for a refund/ })).toBeFocused();
  await form.getByRole('radio', { name: /Return for a refund/ }).check();
  await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Arrived damaged' });
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Tell us what is wrong with the item.')).toBeVisible();
  await expect(form.getByText('Enter the UPI ID for the refund of a cash-on-delivery order.')).toBeVisible();
  await form
    .getByRole('textbox', { name: /Tell us more/ })
    .fill('The box was crushed and the shell is cracked.');
  await form.getByRole('textbox', { name: /UPI ID for the refund/ }).fill('asha.rao@okhdfcbank');
  await expect(form.getByTestId('refund-estimate')).toContainText('by UPI');
  await expectNoAxeViolations(page, 'the return form');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expectToast(page, 'Return requested. We will reply within 2 working days.');
  await expect(form).toHaveCount(0);

  const request = sheet.getByRole('region', { name: 'Return request' });
  await expect(request).toContainText('Requested');
  await expect(request).toContainText('Refund ₹');
  await expect(request).toContainText('by UPI to asha.rao@okhdfcbank');
  // One open request per line: nothing more to ask.
  await expect(line.getByRole('button', { name: 'Return or replace' })).toHaveCount(0);

  // The database refuses a second ask whatever the page shows.
  const { error } = await (await clientAs(user)).rpc('request_return', {
    p_order_id: orderId,
    p_product_id: product.product_id,
    p_kind: 'return',
    p_reason: 'no_longer_needed',
    p_comment: '',
    p_refund_upi: 'asha.rao@okhdfcbank',
  });
  expect(error?.message).toBe('You have already asked for a return of this item.');

  // The shop's side.
  const { data: row } = await (await clientAs(user))
    .from('return_requests')
    .select('id')
    .eq('order_id', orderId)
    .single<{ id: string }>();
  const returnId = row?.id ?? '';
  await staffMove('return', returnId, ['approved', 'picked_up'], 'Our courier collects it tomorrow.');
  await staffCall('staff_receive_return', { p_id: returnId, p_resellable: false, p_remark: null });
  await staffCall('staff_complete_return', { p_id: returnId, p_remark: null, p_reference: 'UTR88442211' });

  // The e-mail's link opens the order with the request, refunded, and its timeline.
  // Named by the display numbers: the request's in the subject and the body, the order's in the body.
  const returnNumber = await displayNumberOf(user, 'return_requests', returnId);
  const mail = await mailWithSubject(user.email, `Return request #${returnNumber}: Refunded`);
  expect(mail.text).toContain(`Return request #${returnNumber}`);
  expect(mail.text).toContain(`Order: #${await displayNumberOf(user, 'orders', orderId)}`);
  expect(mail.text).toContain('asha.rao@okhdfcbank');
  await page.goto(linkPath(mail));
  await expect(page).toHaveURL(`/order-history?id=${orderId}`);
  const refunded = details(page).getByRole('region', { name: 'Return request' });
  await expect(refunded).toContainText('Refunded');
  await expect(refunded).toContainText(`Return request #${returnNumber}`);
  await refunded.getByRole('button', { name: 'Show updates' }).click();
  const timeline = refunded.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(timeline.getByRole('listitem').first()).toContainText('Refunded');
  await expect(timeline).toContainText('Our courier collects it tomorrow.');
  await expect(refunded.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  // The refund shows on the order's own timeline too.
  await expect(details(page).getByRole('region', { name: 'Timeline' }).first()).toContainText(
    'by UPI to asha.rao@okhdfcbank',
  );
  await expectNoAxeViolations(page, 'an order with a refunded return');
  expect(errors).toEqual([]);
});

test('a replacement asked and withdrawn before the pickup can be asked again', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('returns-replace');
  const product = await returnableProduct(user);
  const orderId = await placeOrder(user, product.product_id);
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered']);

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const line = details(page).getByTestId(`returns-${product.product_id}`);
  await line.getByRole('button', { name: 'Return or replace' }).click();
  const form = page.getByRole('dialog', { name: 'Return or replace' });
  await form.getByRole('radio', { name: /Replacement of the same item/ }).check();
  // A replacement is for a faulty, wrong or incomplete item; no UPI ID is asked.
  await expect(form.getByRole('combobox', { name: /Reason/ }).getByRole('option')).toHaveText([
    'Choose a reason',
    'Arrived damaged',
    'Defective or not working',
    'Wrong item sent',
    'Missing parts or accessories',
  ]);
  await expect(form.getByRole('textbox', { name: /UPI ID/ })).toHaveCount(0);
  await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Wrong item sent' });
  await form.getByRole('button', { name: 'Request replacement' }).click();
  await expectToast(page, 'Replacement requested. We will reply within 2 working days.');

  const request = details(page).getByRole('region', { name: 'Replacement request' });
  await request.getByRole('button', { name: 'Withdraw request' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this request?' })
    .getByRole('button', { name: 'Withdraw request' })
    .click();
  await expectToast(page, 'Request withdrawn.');
  await expect(request).toContainText('Cancelled');
  await expect(line.getByRole('button', { name: 'Return or replace' })).toBeVisible();
});

test('a console is replaced: staff receive it and send a new unit at no charge, which the shopper finds as an order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('returns-console-replace');
  const api = await clientAs(user);
  const { data: category } = await api
    .from('categories')
    .select('category_id')
    .eq('slug', 'consoles')
    .single();
  const { data: consoles } = await api
    .from('products')
    .select('product_id, slug, name, discount_price')
    .eq('category_id', (category as { category_id: number }).category_id)
    .gte('stock_units', 10)
    .gt('replacement_window_days', 0)
    .lt('discount_price', 50000)
    .order('slug')
    .limit(1);
  const [consoleProduct] = (consoles ?? []) as SeedProduct[];
  if (!consoleProduct) throw new Error('no console in stock below the cash-on-delivery limit');
  const orderId = await placeOrder(user, consoleProduct.product_id);
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered']);
  const { data: asked, error } = await api.rpc('request_return', {
    p_order_id: orderId,
    p_product_id: consoleProduct.product_id,
    p_kind: 'replacement',
    p_reason: 'defective',
    p_comment: 'The disc drive does not read any disc.',
  });
  if (error) throw new Error(`request_return: ${error.message}`);
  const returnId = (asked as { id: string }).id;
  await staffMove('return', returnId, ['approved', 'picked_up']);
  await staffCall('staff_receive_return', { p_id: returnId, p_resellable: false, p_remark: null });
  await staffCall('staff_complete_return', { p_id: returnId, p_remark: null, p_reference: null });

  await signInBrowser(page, user, `/order-history?id=${orderId}`);
  const request = details(page).getByRole('region', { name: /^Replacement request #RT-/ });
  await expect(request).toContainText('Replaced');
  await request.getByRole('link', { name: /Replacement order/ }).click();
  // The replacement is an order of its own, at no charge, being prepared.
  const replacement = details(page);
  await expect(replacement.getByTestId('order-number')).toHaveText(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(replacement.getByTestId('order-status')).toHaveText('Processing');
  await expect(replacement).toContainText(consoleProduct.name);
  await expect(replacement).toContainText('₹0.00');
});

test('staff take a return from Requested to Refunded in the console: approve, pick up, receive as sellable, record the UPI refund', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const shopper = await createConfirmedUser('returns-console');
  const product = await returnableProduct(shopper);
  const orderId = await placeOrder(shopper, product.product_id);
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered']);
  const { data: asked, error } = await (await clientAs(shopper)).rpc('request_return', {
    p_order_id: orderId,
    p_product_id: product.product_id,
    p_kind: 'return',
    p_reason: 'defective',
    p_comment: 'Turns off after five minutes.',
    p_refund_upi: 'asha.rao@okhdfcbank',
  });
  if (error) throw new Error(`request_return: ${error.message}`);
  const returnId = (asked as { id: string }).id;
  const stockBefore = await stockOf(product.product_id);

  await signInBrowser(page, STAFF, '/staff/dashboard');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /^Returns and replacements \d+ waiting$/ }).click();
  await expect(page).toHaveURL('/staff?kind=return&status=requested');
  await main.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  // The search applies after its debounce (and closes any open item): wait for it.
  await expect(page).toHaveURL(/[?&]q=/);
  const list = main.getByRole('list', { name: 'Returns' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button').click();
  const dialog = page.getByRole('dialog', {
    name: `Return request #${await displayNumberOf('staff', 'return_requests', returnId)}`,
  });
  await expect(dialog).toContainText('Defective or not working');
  await expect(dialog).toContainText('Turns off after five minutes.');
  await expect(dialog).toContainText('asha.rao@okhdfcbank');
  await expectNoAxeViolations(page, 'a return in the staff console');

  // A rejection needs a reason for the shopper.
  await dialog.getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(dialog.getByText('Tell the shopper why the request is rejected.')).toBeVisible();

  for (const [to, remark] of [
    ['Approved', 'Approved: our courier will call before the pickup.'],
    ['Picked Up', null],
  ] as const) {
    if (remark) await dialog.getByLabel('Remark').fill(remark);
    await dialog.getByRole('button', { name: `Move to ${to}` }).click();
    const confirm = dialog.getByRole('group', { name: /^Move Return request/ });
    await confirm.getByRole('button', { name: `Move to ${to}` }).click();
    await expectToast(page, `Return request moved to ${to}.`);
  }

  const receive = dialog.getByRole('group', { name: 'Receive' });
  await receive.getByRole('radio', { name: 'Yes' }).check();
  await receive.getByRole('button', { name: 'Receive' }).click();
  await dialog
    .getByRole('group', { name: /^Mark Return request/ })
    .getByRole('button', { name: 'Receive' })
    .click();
  await expectToast(page, 'Return request moved to Received.');
  await expect.poll(() => stockOf(product.product_id)).toBe(stockBefore + 1);

  const complete = dialog.getByRole('group', { name: 'Complete' });
  await complete.getByRole('button', { name: 'Record UPI refund' }).click();
  await expect(
    complete.getByText("Enter the UPI transfer's reference number (6 to 40 letters or digits)."),
  ).toBeVisible();
  await complete.getByRole('textbox', { name: /UPI reference number/ }).fill('UTR55667788');
  await complete.getByRole('button', { name: 'Record UPI refund' }).click();
  await dialog
    .getByRole('group', {
      name: /^Record the UPI refund of ₹[\d,]+\.\d\d to asha.rao@okhdfcbank \(reference UTR55667788\)/,
    })
    .getByRole('button', { name: 'Record UPI refund' })
    .click();
  await expect(page.getByText(/^UPI refund of ₹[\d,]+\.\d\d recorded\.$/)).toBeVisible();
  await expect(dialog.getByText('Refunded is final: nothing follows it.')).toBeVisible();

  // The shopper sees it refunded, and the order's money says so.
  const { data: row } = await (await clientAs(shopper))
    .from('return_requests')
    .select('status')
    .eq('id', returnId)
    .single<{ status: string }>();
  expect(row?.status).toBe('refunded');
  const { data: order } = await (await clientAs(shopper))
    .from('orders')
    .select('amount_refunded')
    .eq('id', orderId)
    .single<{ amount_refunded: number }>();
  expect(Number(order?.amount_refunded)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

async function stockOf(productId: string): Promise<number> {
  const { data } = await (await staffApi())
    .from('products')
    .select('stock_units')
    .eq('product_id', productId)
    .single<{ stock_units: number }>();
  return data?.stock_units ?? Number.NaN;
}
