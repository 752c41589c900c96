/**
 * The lifecycle on a phone (ADR 0015): the e-mail's link opens a delivered order's details as a
 * bottom drawer with its timeline readable (nothing wider than the screen), Write Review reachable,
 * and WCAG 2.1 AA met.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { displayNumberOf } from '../support/display-number';
import { linkPath, mailWithSubject, placedOrder, staffMove } from '../support/lifecycle';
import { createConfirmedUser, signInBrowser } from '../support/session';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test("a delivered order's timeline from the e-mail's link, on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('lifecycle-phone');
  const { orderId } = await placedOrder(user);
  const remark = `Left with the security desk, Tower B. Reference ${'X'.repeat(60)}`;
  await staffMove('order', orderId, ['processing', 'shipped', 'out for delivery', 'delivered'], remark);
  const orderNumber = await displayNumberOf(user, 'orders', orderId);
  const mail = await mailWithSubject(user.email, `Order #${orderNumber}: Delivered`);

  await signInBrowser(page, user, linkPath(mail));
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByTestId('order-number')).toHaveText(orderNumber);
  const timeline = details.getByRole('region', { name: 'Timeline' });
  await timeline.scrollIntoViewIfNeeded();
  const entries = timeline.getByRole('listitem');
  // Five changes and, latest, the cash collected on delivery.
  await expect(entries).toHaveCount(6);
  await expect(entries.first()).toContainText('Cash received on delivery');
  await expect(entries.nth(1)).toContainText(remark);

  // Readable on the phone: the drawer spans the screen and nothing in it is wider.
  const viewport = page.viewportSize()?.width ?? 0;
  const box = await details.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(viewport);
  for (const entry of await entries.all()) {
    const b = await entry.boundingBox();
    expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(viewport);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  await expect(details.getByRole('link', { name: 'Write Review' })).toBeVisible();
  await expectNoAxeViolations(page, "a delivered order's timeline on a phone");
});
