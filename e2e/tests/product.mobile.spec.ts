import { expect, test } from '@playwright/test';

const LEGION_SLUG = 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz';

test('the buy bar appears above the bottom navigation once the main buttons scroll away', async ({
  page,
}) => {
  await page.goto(`/product/${LEGION_SLUG}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Price and add to cart', includeHidden: true });
  // With the page's own Add to Cart in view there is no bar (below the fold it shows from the
  // first screen on: catalog-fixes.mobile.spec.ts).
  await main
    .getByRole('button', { name: 'Add to Cart', exact: true })
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(bar).toBeHidden();

  // Past the quantity picker and the buttons: the bar slides in with the price.
  await main.getByRole('heading', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByText('Price ₹1,19,990.00, MRP ₹1,49,990.00')).toBeAttached();
  // It sits on top of the shell's bottom navigation, not under it.
  const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
  const expectAbove = async () => {
    const barBox = await bar.boundingBox();
    const navBox = await nav.boundingBox();
    return barBox && navBox ? Math.round(barBox.y + barBox.height) <= Math.round(navBox.y) : false;
  };
  await expect.poll(expectAbove).toBe(true);

  // Back up to the buttons: the bar goes away again.
  await main.getByRole('textbox', { name: 'Quantity' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('the product page is one column on a phone, with the gallery first', async ({ page }) => {
  await page.goto(`/product/${LEGION_SLUG}`);
  const main = page.getByRole('main');
  const gallery = main.getByRole('region', { name: 'Product images' });
  const title = main.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const [g, t] = [await gallery.boundingBox(), await title.boundingBox()];
  expect(g && t && t.y > g.y + g.height - 1).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  expect(g && g.width <= width).toBe(true);
});
