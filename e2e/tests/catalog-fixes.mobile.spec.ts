/**
 * Catalogue fixes on a phone (docs/product.md#catalogue-and-search): the product page's buy bar
 * (price + Add to Cart) shows whenever the page's own Add to Cart is out of view, from the first
 * screen on when it starts below the fold, and 'No ratings yet' for an unreviewed product.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// A long name (three lines on a phone) puts the page's own Add to Cart under the first screen.
const LONG = 'sony-playstation-5-slim-console-disc-edition-with-call-of-duty-black-ops-6-bundle';
const LEGION = 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

function parts(page: Page) {
  const main = page.getByRole('main');
  const bar = page.getByRole('region', { name: 'Price and add to cart', includeHidden: true });
  // The buy box's button comes first in the page; the bar's (hidden: out of the tree) after it.
  const ownAddToCart = main.getByRole('button', { name: 'Add to Cart', exact: true });
  const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
  return { main, bar, ownAddToCart, nav };
}

/** Whether the element lies wholly in the part of the viewport the fixed bars leave free. */
async function whollyInView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  // The sticky header (60) above, the bottom bar (61) and the buy bar's place (64) below.
  return box !== null && box.y >= 60 && box.y + box.height <= height - 125;
}

async function barSitsOnBottomBar(bar: Locator, nav: Locator): Promise<boolean> {
  const [b, n] = [await bar.boundingBox(), await nav.boundingBox()];
  return b !== null && n !== null && Math.round(b.y + b.height) <= Math.round(n.y);
}

test('the buy bar shows on the first screen when the Add to Cart starts below the fold', async ({ page }) => {
  const { main, bar, ownAddToCart, nav } = await (async () => {
    await page.goto(`/product/${LONG}`);
    return parts(page);
  })();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ownAddToCart).toBeAttached();
  // Precondition: nothing scrolled, and the page's own button is not (wholly) on screen.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await whollyInView(page, ownAddToCart)).toBe(false);

  await expect(bar).toBeVisible();
  await expect(bar.getByText(/^Price ₹/)).toBeAttached();
  await expect.poll(() => barSitsOnBottomBar(bar, nav)).toBe(true);
  // Keyboard: the bar's button takes focus (not inert while shown).
  const barButton = bar.getByRole('button', { name: /^Add to Cart: / });
  await barButton.focus();
  await expect(barButton).toBeFocused();
  await expectNoAxeViolations(page, 'the phone product page with its buy bar');

  // The page's own button in the middle of the screen: the bar goes away.
  await ownAddToCart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(bar).toBeHidden();
  // Scrolled past it: back again.
  await main.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
});

test('the buy bar never covers the end of the page or the bottom navigation', async ({ page }) => {
  await page.goto(`/product/${LEGION}`);
  const { main, bar, nav } = parts(page);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  // The reviews arrive as they come near: wait for them, then for the page to stop growing.
  await expect(main.getByRole('list', { name: 'Reviews' })).toBeVisible();
  let lastHeight = -1;
  await expect
    .poll(async () => {
      const { height, atEnd } = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const h = document.documentElement.scrollHeight;
        return { height: h, atEnd: window.innerHeight + window.scrollY >= h - 1 };
      });
      const settled = atEnd && height === lastHeight;
      lastHeight = height;
      return settled;
    })
    .toBe(true);
  await expect.poll(() => barSitsOnBottomBar(bar, nav)).toBe(true);
  // The page's last line (the footer's copyright) ends above the bar.
  const last = page.getByRole('contentinfo').getByText(/©/);
  const [lastBox, barBox] = [await last.boundingBox(), await bar.boundingBox()];
  expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);
});

test("an unreviewed product says 'No ratings yet' on a phone", async ({ page }) => {
  await page.goto(`/product/${LONG}`);
  const { main } = parts(page);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'No ratings yet', exact: true })).toBeVisible();
});
