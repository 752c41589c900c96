/**
 * Status e-mails (ADR 0015, server side): a shopper who places an order gets an e-mail, and another
 * for every status change staff make, through the stack's own sender (send-emails after commit)
 * into the local mail outbox that `pnpm start` runs.
 */
import { expect, type Page, test } from '@playwright/test';
import { placeOrderInBrowser, STAFF } from '../support/account';
import { clientAs } from '../support/checkout';
import { type Mail, mailsTo } from '../support/mail';

const main = (page: Page) => page.getByRole('main');

async function mailWithSubject(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((m) => m.subject === subject);
        return found !== undefined;
      },
      { message: `a mail '${subject}' to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

test('the shopper gets an e-mail for the placed order and for each status change staff make', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { user, product, orderId, orderNumber } = await placeOrderInBrowser(page, 'order-mail');

  const placed = await mailWithSubject(user.email, `Order #${orderNumber} placed`);
  expect(placed.text).toContain(`Order #${orderNumber}`);
  expect(placed.text).toContain(`- ${product.name} x 1:`);
  expect(placed.text).toContain('Status: Pending');
  expect(placed.links).toEqual([`http://127.0.0.1:3000/order-history?id=${orderId}`]);

  // The seeded staff member moves it on, with a remark.
  const staff = await clientAs(STAFF);
  const moved = await staff.rpc('staff_transition', {
    p_kind: 'order',
    p_id: orderId,
    p_status: 'processing',
    p_remark: 'Packed and **ready** for pickup.',
  });
  expect(moved.error).toBeNull();
  const processing = await mailWithSubject(user.email, `Order #${orderNumber}: Processing`);
  expect(processing.text).toContain('Your order is now Processing.');
  expect(processing.text).toContain('Remark: Packed and **ready** for pickup.');
  // The HTML part: the shop's look, amounts in Indian grouping, the remark's markdown rendered.
  expect(processing.html).toContain('GameGear');
  expect(processing.html).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}|₹\d{1,3}\.\d{2}/);
  expect(processing.html).not.toMatch(/₹\d{5,}/);
  expect(processing.html).toMatch(/<strong[^>]*>ready<\/strong>/);
  expect(processing.html).not.toContain('**ready**');

  // Exactly one e-mail per change, and the link opens the shopper's orders.
  expect(
    (await mailsTo(user.email)).filter((m) => m.subject.startsWith(`Order #${orderNumber}`)),
  ).toHaveLength(2);
  const link = new URL(processing.links[0] ?? '/', 'http://127.0.0.1:3000');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/order-history\?id=/);
  await expect(main(page).getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })).toContainText(
    'Processing',
  );
});
