/**
 * Running the shop from the console (docs/product.md#staff-console, "Running the shop"): staff
 * create a product that shoppers find in search and on its page, change its price and stock, make
 * a capped discount code a shopper's cart applies, and see an order on the dashboard.
 */
import { expect, type Page, test } from '@playwright/test';
import { placeOrder, STAFF } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { addToCartApi, clientAs, productsInStock, saveMumbaiProfile } from '../support/checkout';
import { solidPng } from '../support/png';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');
/** Letters only: search reads it as one word whatever the draw. */
const tag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test('staff create a product with two photos, shoppers find it; a new price and a stock change reach its page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = `zentrix${tag()}`;
  await signInBrowser(page, STAFF, '/staff/products/new');
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Zentrix ${word} Handheld Console`);
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Consoles' });
  await form
    .getByRole('combobox', { name: 'Subcategory', exact: true })
    .selectOption({ label: 'Handheld PCs' });
  await form.getByRole('textbox', { name: 'MRP (₹)', exact: true }).fill('49990');
  await form.getByRole('textbox', { name: 'Selling price (₹)', exact: true }).fill('44990');
  await form.getByRole('textbox', { name: 'Opening stock', exact: true }).fill('4');
  await form.getByRole('textbox', { name: 'Country of origin', exact: true }).fill('Japan');
  await expectNoAxeViolations(page, 'the new product form');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/products\/[0-9a-f-]{36}$/);
  const slug = await page.getByRole('link', { name: 'View in store' }).getAttribute('href');
  expect(slug).toMatch(new RegExp(`^/product/zentrix-${word}-handheld-console`));

  // Two photos, uploaded to Storage, the second made primary, each described.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: solidPng(640, 480, [30, 90, 200]) },
    { name: 'side.png', mimeType: 'image/png', buffer: solidPng(480, 480, [200, 60, 40]) },
  ]);
  await expect(photos.getByRole('textbox', { name: 'Alt text, photo 2' })).toBeVisible();
  await photos.getByRole('textbox', { name: 'Alt text, photo 1' }).fill(`Zentrix ${word} from the front`);
  await photos.getByRole('textbox', { name: 'Alt text, photo 2' }).fill(`Zentrix ${word} from the side`);
  await photos.getByRole('button', { name: 'Make primary' }).click();
  await expect(photos.getByRole('textbox', { name: 'Alt text, photo 1' })).toHaveValue(
    `Zentrix ${word} from the side`,
  );
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(photos.getByText('Photos saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'the product editor with two photos');

  // Shoppers find it at once, in search and on its page.
  const shopper = await page.context().browser()?.newPage();
  if (!shopper) throw new Error('no second page');
  await shopper.goto(`/search?q=${word}`);
  await expect(
    main(shopper)
      .getByRole('link', { name: new RegExp(`Zentrix ${word}`) })
      .first(),
  ).toBeVisible();
  await shopper.goto(slug ?? '/');
  await expect(
    main(shopper).getByRole('heading', { level: 1, name: new RegExp(`Zentrix ${word}`) }),
  ).toBeVisible();
  await expect(main(shopper).getByText('Price ₹44,990.00, MRP ₹49,990.00').first()).toBeAttached();
  // The primary photo, served resized from Storage.
  const photo = main(shopper)
    .getByRole('img', { name: `Zentrix ${word} from the side` })
    .first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('srcset')).toContain(
    '/storage/v1/render/image/public/product-photos/products/',
  );
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A new selling price, and three units sold at the counter.
  const details = page.getByRole('form', { name: 'Product details' });
  await details.getByRole('textbox', { name: 'Selling price (₹)', exact: true }).fill('39990');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  const stock = page.getByRole('form', { name: 'Adjust stock' });
  await stock.getByRole('textbox', { name: 'Units to add or remove', exact: true }).fill('-3');
  await stock.getByRole('textbox', { name: 'Reason', exact: true }).fill('Sold at the counter');
  await stock.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText(/Stock updated\./)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sold at the counter' })).toBeVisible();
  await expectNoAxeViolations(page, 'the product editor with its stock history');

  // The page server shares answers between renders, and drops them when staff change the
  // catalogue (get_catalogue_version, asked at most every second): the next pages have the new
  // price. The cart and the order price from the database at once.
  await expect
    .poll(
      async () => {
        await shopper.goto(slug ?? '/');
        return await main(shopper).getByText('Price ₹39,990.00, MRP ₹49,990.00').count();
      },
      { message: 'the new price on the product page', timeout: 15_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(
    main(shopper)
      .getByText(/Only 1 left/)
      .first(),
  ).toBeVisible();
  await shopper.close();
});

test('a capped code made by staff takes at most its cap off a shopper’s cart', async ({ page }) => {
  test.setTimeout(120_000);
  const code = `CAP${tag().toUpperCase()}`;
  await signInBrowser(page, STAFF, '/staff/discount-codes');
  await main(page).getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Value', exact: true }).fill('10');
  await form.getByRole('textbox', { name: 'Maximum discount (₹, optional)', exact: true }).fill('1000');
  await expectNoAxeViolations(page, 'the new discount code form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount code saved.')).toBeVisible();
  await expect(main(page).getByRole('rowheader', { name: code, exact: true })).toBeVisible();

  const shopper = await createConfirmedUser('capped-code');
  const api = await clientAs(shopper);
  await saveMumbaiProfile(api, shopper.id);
  // 10% of it is more than the ₹1,000 cap.
  const { data: expensive } = await api
    .from('products')
    .select('product_id, discount_price')
    .gte('stock_units', 10)
    .gte('discount_price', 20_000)
    .order('slug')
    .limit(1)
    .single();
  if (!expensive) throw new Error('no product of ₹20,000 or more in stock');
  await addToCartApi(api, expensive.product_id);
  const buyer = await page.context().browser()?.newPage();
  if (!buyer) throw new Error('no second page');
  await buyer.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  await signInBrowser(buyer, shopper, '/checkout/cart-details');
  await main(buyer).getByRole('button', { name: 'Have a discount code?' }).click();
  await main(buyer).getByRole('textbox', { name: 'Discount code' }).fill(code);
  await main(buyer).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(main(buyer).getByTestId('discount-applied')).toContainText(code);
  await expect(main(buyer).getByTestId('cart-totals')).toContainText('₹1,000.00');
  await buyer.close();
});

test('the dashboard counts an order placed meanwhile, and links to its queue', async ({ page }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, STAFF, '/staff/dashboard');
  const today = main(page).getByRole('region', { name: 'Today' });
  await expect(today).toBeVisible();
  const count = async () =>
    Number((await today.getByRole('link').first().textContent())?.replace(/\D/g, '') ?? '0');
  const before = await count();
  await expectNoAxeViolations(page, 'the dashboard');

  const shopper = await createConfirmedUser('dashboard-order');
  const [product] = await productsInStock(await clientAs(shopper), 1);
  if (!product) throw new Error('seed products missing');
  await placeOrder(shopper, product.product_id);
  await expect
    .poll(
      async () => {
        await main(page).getByRole('button', { name: 'Refresh' }).click();
        return await count();
      },
      { message: 'today’s orders after one more', timeout: 20_000 },
    )
    .toBeGreaterThan(before);
  await main(page)
    .getByRole('link', { name: /Pending/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\?kind=order&status=pending/);
});
