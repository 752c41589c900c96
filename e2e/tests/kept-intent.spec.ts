import { test } from '@playwright/test';
import {
  discountSurvivesReloadAndNewTab,
  discountTheServerNoLongerAcceptsIsDropped,
  discountToastsReplaceEachOther,
  guestAddsThenLogsIn,
  guestAddsThenRegistersThroughTheEmailLink,
  logoutOnAGatedPageGoesHome,
  placedOrderKeepsWhatWasChargedAndUsesTheCodeUp,
} from '../support/kept-intent';

// 'Intent and state are kept', on a desktop (the phone: kept-intent.mobile.spec.ts).

test("a guest's Add to Cart is made after logging in: same product, 'Item added', once", async ({ page }) => {
  await guestAddsThenLogsIn(page);
});

test("a guest's Add to Cart survives registering: the e-mail link returns to the product and adds it once", async ({
  page,
}) => {
  await guestAddsThenRegistersThroughTheEmailLink(page);
});

test('an applied code survives a reload and a new tab until removed; focus moves to it', async ({ page }) => {
  await discountSurvivesReloadAndNewTab(page);
});

test("a kept code the server no longer accepts is dropped with the server's message", async ({ page }) => {
  await discountTheServerNoLongerAcceptsIsDropped(page);
});

test("discount results replace each other: 'Could Not Apply Discount' never stays beside 'Discount code applied.'", async ({
  page,
}) => {
  await discountToastsReplaceEachOther(page);
});

test('after Place Order the summary keeps what was charged and the code is used up', async ({ page }) => {
  await placedOrderKeepsWhatWasChargedAndUsesTheCodeUp(page);
});

test('logging out on /order-history goes home: no login dialog, no remembered path', async ({ page }) => {
  await logoutOnAGatedPageGoesHome(page);
});
