/**
 * The lifecycle, the shopper's side (ADR 0015): what staff do shows up for the shopper. An order
 * placed in the UI that staff deliver with a remark shows its timeline, the e-mail (whose link
 * opens that order's details, also after signing in) and 'Write Review'; the order's display number
 * typed in lower case in the address opens it too; a discount offer shows its
 * saving; an approved review appears on the product page; a repair's timeline follows staff's
 * moves. Axe scans of the timelines.
 */
import { expect, type Page, test } from '@playwright/test';
import { deliveredOrder, moderateReview, placeOrder, placeOrderInBrowser } from '../support/account';
import { authDialog, submitLogin } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import {
  clientAs,
  payOnDelivery,
  productAbove,
  productsInStock,
  saveMumbaiProfile,
} from '../support/checkout';
import { collectErrors } from '../support/console';
import { displayNumberOf, ORDER_NUMBER } from '../support/display-number';
import {
  linkPath,
  mailWithSubject,
  placedOrder,
  SHOP,
  staffMove,
  staffSendOffer,
} from '../support/lifecycle';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('an order staff deliver with a remark: the timeline, the e-mail and its link, then Write Review', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  // The shopper orders.
  const { user, orderId, orderNumber } = await placeOrderInBrowser(page, 'lifecycle-order');

  // Seen before staff act: one entry, the order's placing.
  await page.goto(`/order-history?id=${orderId}`);
  let details = page.getByRole('dialog', { name: 'Order Details' });
  let timeline = details.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline.getByRole('listitem')).toContainText('Order placed');

  // The seeded staff account moves it to delivered, with a remark.
  await staffMove(
    'order',
    orderId,
    ['processing', 'shipped', 'out for delivery', 'delivered'],
    'Handed over at the door.',
  );

  // The e-mail says so and links to the order's details, which open at once.
  const mail = await mailWithSubject(user.email, `Order #${orderNumber}: Delivered`);
  expect(mail.text).toContain('Remark: Handed over at the door.');
  expect(mail.links).toEqual([`${SHOP}/order-history?id=${orderId}`]);
  await page.goto(linkPath(mail));
  details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(main(page).getByRole('tab', { name: 'Completed Orders' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The timeline: every change, the latest first, dated, with the remark; cash on delivery is
  // collected on delivery (its note comes last, so first).
  timeline = details.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(6);
  await expect(entries.first()).toContainText('Cash received on delivery: ₹');
  await expect(entries.nth(1)).toContainText('Out For Delivery');
  await expect(entries.nth(1)).toContainText('Delivered');
  await expect(entries.nth(1)).toContainText('Handed over at the door.');
  await expect(entries.nth(2)).toContainText('Shipped');
  await expect(entries.last()).toContainText('Order placed');
  for (const time of await timeline.locator('time').all())
    expect(Number.isNaN(Date.parse((await time.getAttribute('datetime')) ?? ''))).toBe(false);
  await expect(details.getByRole('link', { name: 'Write Review' })).toHaveAttribute(
    'href',
    `/review/order/${orderId}`,
  );
  await expectNoAxeViolations(page, "a delivered order's details with its timeline");

  // Closing leaves the history without the id; the review link leads to the review page.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/order-history$/);
  await page.goto(`/order-history?id=${orderId}`);
  await page
    .getByRole('dialog', { name: 'Order Details' })
    .getByRole('link', { name: 'Write Review' })
    .click();
  await expect(page).toHaveURL(`/review/order/${orderId}`);
  await expect(main(page).getByRole('button', { name: 'Write a Review' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a signed-out shopper following the e-mail's link logs in and lands on that order's details", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser('lifecycle-link');
  const { orderId } = await placedOrder(user);
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  const mail = await mailWithSubject(user.email, `Order #${orderNumber} placed`);

  await page.goto(linkPath(mail));
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(authDialog(page), user.email, user.password);
  await expect(page).toHaveURL(`/order-history?id=${orderId}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText('Order placed');

  // An id that is none of theirs says so.
  await page.goto('/order-history?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Order details could not be loaded.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Order Details' })).toHaveCount(0);
});

test('the order number typed in lower case opens that order’s details', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser('lifecycle-number');
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await placeOrder(user, product.product_id);
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  expect(orderNumber).toMatch(ORDER_NUMBER);

  // 'gg-26-7k3m9q' is read as 'GG-26-7K3M9Q': the same order as its id opens.
  await signInBrowser(page, user, `/order-history?id=${orderNumber.toLowerCase()}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(details.getByText(product.name)).toBeVisible();
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText('Order placed');
  await expect(page.getByText('Order details could not be loaded.')).toHaveCount(0);
});

test('staff send an offer on a discount request: the e-mail link shows the saving and the timeline, and the shopper buys at that price', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('lifecycle-offer');
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const { data: requestId, error } = await api.rpc('create_product_discount_request', {
    p_product_type: 'Laptops',
    p_ecom_site: 'Flipkart.in',
    p_product_url: 'https://www.flipkart.com/asus-tuf-gaming-f15/p/itm6f1a2b3c4d5e6',
    p_current_price: 45999,
  });
  if (error || typeof requestId !== 'string') throw new Error(`request: ${error?.message}`);

  const product = await productAbove(api, 42999);
  await staffSendOffer(
    requestId,
    42999,
    'Best we can do: **₹42,999** <img src=x onerror=alert(1)>',
    product.product_id,
  );
  const requestNumber = await displayNumberOf(user, 'product_discount_requests', requestId);
  const mail = await mailWithSubject(user.email, `Discount request #${requestNumber}: Offer Sent`);
  // The product's own link, then the details.
  expect(mail.links).toEqual([
    'https://www.flipkart.com/asus-tuf-gaming-f15/p/itm6f1a2b3c4d5e6',
    `${SHOP}/product-discount-request/history?id=${requestId}`,
  ]);

  await signInBrowser(page, user, linkPath(mail));
  const details = page.getByRole('dialog', { name: 'Discount Request Details' });
  await expect(details.getByTestId('request-number')).toHaveText(requestNumber);
  await expect(details.getByTestId('offer')).toHaveText('₹42,999.00');
  await expect(details.getByTestId('saving')).toHaveText('₹3,000.00');
  const timeline = details.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Pending');
  await expect(entries.first()).toContainText('Offer Sent');
  await expect(entries.first().getByTestId('markdown-remark').locator('strong')).toHaveText('₹42,999');
  await expect(entries.last()).toContainText('Discount request submitted');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await expectNoAxeViolations(page, "a discount request's details with the offer and its timeline");

  // The history's card shows the offer too.
  await page.keyboard.press('Escape');
  const card = main(page).getByRole('button', { name: new RegExp(`Request #${requestNumber}`) });
  await expect(card.getByTestId('our-price')).toHaveText('₹42,999.00');
  await expect(card.getByTestId('request-status')).toHaveText('Offer Sent');

  // 'Buy at ₹42,999': the product goes into the cart with the shopper's code applied, and the order
  // is placed at that price.
  const offer = main(page).getByTestId('price-match-offer');
  await expect(offer).toContainText(`Our price for one ${product.name}, until`);
  await offer.getByRole('button', { name: 'Buy at ₹42,999.00' }).click();
  await expect(page).toHaveURL('/checkout/cart-details');
  await expect(main(page).getByTestId('discount-applied')).toContainText('PM-');
  await expect(main(page).getByTestId('cart-total')).toHaveText('₹42,999.00');
  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await payOnDelivery(page);
  await main(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();

  // The request is ordered, and says so.
  await page.goto('/product-discount-request/history');
  const ordered = main(page).getByRole('button', { name: new RegExp(`Request #${requestNumber}`) });
  await expect(ordered.getByTestId('request-status')).toHaveText('Ordered');
  await expect(main(page).getByTestId('price-match-offer')).toHaveText('You ordered at this price.');
  expect(errors).toEqual([]);
});

test("a repair's timeline follows staff's moves", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser('lifecycle-repair');
  const api = await clientAs(user);
  await saveMumbaiProfile(api, user.id);
  const { data, error } = await api
    .from('repairrequests')
    .insert({
      user_id: user.id,
      status: 'pending',
      product_type: 'ps5',
      product_description: 'PS5 - No HDMI output',
      shipping_address: {},
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`repair: ${error?.message}`);
  const repairId = (data as { id: string }).id;

  await staffMove('repair', repairId, ['received'], 'Picked up by our courier.');
  await staffMove('repair', repairId, ['diagnosing'], 'The HDMI port is loose.\nA new port is on order.');
  const repairNumber = await displayNumberOf(user, 'repairrequests', repairId);
  const mail = await mailWithSubject(user.email, `Repair request #${repairNumber}: Diagnosing`);
  expect(mail.links).toEqual([`${SHOP}/repair/history?id=${repairId}`]);

  await signInBrowser(page, user, linkPath(mail));
  const details = page.getByRole('dialog', { name: 'Repair Details' });
  await expect(details.getByTestId('request-number')).toHaveText(repairNumber);
  const entries = details.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Received');
  await expect(entries.nth(0)).toContainText('Diagnosing');
  await expect(entries.nth(0)).toContainText('The HDMI port is loose.');
  await expect(entries.nth(1)).toContainText('Picked up by our courier.');
  await expect(entries.nth(2)).toContainText('Repair request submitted');
  await expectNoAxeViolations(page, "a repair's details with its timeline");
});

test('staff approve a pending review and it appears on the product page', async ({ page }) => {
  test.setTimeout(120_000);
  const author = await createConfirmedUser('lifecycle-review');
  const api = await clientAs(author);
  const [product] = await productsInStock(api, 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await deliveredOrder(author, product.product_id);
  const title = `Great buy ${orderId.slice(0, 8)}`;
  const { data, error } = await api.rpc('submit_review', {
    p_product_id: product.product_id,
    p_order_id: orderId,
    p_rating: 5,
    p_title: title,
    p_comment: 'Arrived quickly and works perfectly.',
  });
  if (error) throw new Error(`submit_review: ${error.message}`);
  const id = (data as { review_id?: string } | null)?.review_id;
  if (!id) throw new Error(`submit_review answered ${JSON.stringify(data)}`);

  // Pending: nobody else sees it.
  await page.goto(`/product/${product.slug}`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(
    main(page)
      .getByText(/^Based on \d+ verified reviews?$/)
      .or(main(page).getByText('No Reviews Yet')),
  ).toBeVisible();
  await expect(main(page).getByRole('heading', { name: title })).toHaveCount(0);

  await moderateReview(id, 'approved');
  await page.reload();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const published = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(published).toBeVisible();
  await expect(published.getByText('Arrived quickly and works perfectly.')).toBeVisible();
});
