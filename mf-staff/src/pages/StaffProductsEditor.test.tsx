import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { PRODUCT_ADMIN_MESSAGES, STOCK_MESSAGES } from 'shared/contracts';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeProductsBackend,
  type FakeProductsBackend,
  fakeProduct,
  productUuid,
} from '../features/products/test-products';
import { StaffPage } from './StaffPage';

let fake: FakeProductsBackend;

beforeEach(() => {
  fake = createFakeProductsBackend();
  setSupabaseForTests(fake.client);
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => resetSupabaseForTests());

/** A field by its label (a required field's label ends with a hidden '*'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()₹]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const upserts = () => fake.state.calls.filter((c) => c.name === 'staff_upsert_product');
const adjusts = () => fake.state.calls.filter((c) => c.name === 'staff_adjust_stock');

async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

async function openProduct(n: number) {
  renderApp(<StaffPage />, { route: `/staff/products/${productUuid(n)}` });
  return screen.findByRole('form', { name: 'Product details' });
}

describe('new product', () => {
  it('shows each invalid field’s message, focuses the first and sends nothing', async () => {
    renderApp(<StaffPage />, { route: '/staff/products/new' });
    await screen.findByRole('form', { name: 'New product' });
    expect(screen.getByRole('heading', { name: 'New product' })).toBeTruthy();
    await retype('HSN code (optional)', '123');
    await retype('Warranty (months)', '200');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText(PRODUCT_ADMIN_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.slug)).toBeTruthy();
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.price)).toBeTruthy();
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.discountPrice)).toBeTruthy();
    expect(screen.getAllByText(PRODUCT_ADMIN_MESSAGES.category)).toHaveLength(2);
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.hsn)).toBeTruthy();
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.warranty)).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(upserts()).toEqual([]);
  });

  it('refuses a selling price above the MRP and a specification row without a name', async () => {
    renderApp(<StaffPage />, { route: '/staff/products/new' });
    await screen.findByRole('form', { name: 'New product' });
    await userEvent.type(field('Name'), 'DualSense Edge');
    await userEvent.type(field('MRP (₹)'), '18990');
    await userEvent.type(field('Selling price (₹)'), '19990');
    await userEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    await userEvent.type(screen.getByLabelText('Value 1'), 'Black');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(PRODUCT_ADMIN_MESSAGES.discountPrice)).toBeTruthy();
    expect(screen.getByText('Give every specification row a name.')).toBeTruthy();
    expect(upserts()).toEqual([]);
  });

  it('creates the product with what was typed and opens its page, saying so', async () => {
    renderApp(<StaffPage />, { route: '/staff/products/new' });
    await screen.findByRole('form', { name: 'New product' });
    await userEvent.type(field('Name'), 'PlayStation 5 Slim (1 TB)');
    expect(field('Slug').value).toBe('playstation-5-slim-1-tb');
    await userEvent.type(field('Brand (optional)'), 'Sony');
    await userEvent.selectOptions(field('Condition'), 'Refurbished');
    await userEvent.type(field('Description'), 'A slimmer PS5.');
    await userEvent.selectOptions(field('Category'), 'Consoles');
    await userEvent.selectOptions(field('Subcategory'), 'PlayStation');
    await userEvent.selectOptions(field('Label (optional)'), 'PS5');
    await userEvent.type(field('MRP (₹)'), '54990');
    await userEvent.type(field('Selling price (₹)'), '49990.50');
    await retype('Opening stock', '8');
    await retype('Low-stock level', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    await userEvent.type(screen.getByLabelText('Name 1'), 'storage_gb');
    await userEvent.selectOptions(screen.getByLabelText('Kind 1'), 'Number');
    await userEvent.type(screen.getByLabelText('Value 1'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    await userEvent.type(screen.getByLabelText('Name 2'), 'ports');
    await userEvent.selectOptions(screen.getByLabelText('Kind 2'), 'List');
    await userEvent.type(screen.getByLabelText('Value 2'), 'HDMI, USB-C');
    await userEvent.type(field('Search keywords (optional)'), 'ps5, , slim ');
    await userEvent.type(field('HSN code (optional)'), '95045000');
    await userEvent.selectOptions(field('GST rate'), '18 %');
    await userEvent.clear(field('Replacement window (days)'));
    await userEvent.type(field('Replacement window (days)'), '10');
    await userEvent.click(screen.getByLabelText('Bestseller'));
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(upserts()).toHaveLength(1));
    expect(upserts()[0]?.args).toEqual({
      p_product: {
        name: 'PlayStation 5 Slim (1 TB)',
        slug: 'playstation-5-slim-1-tb',
        description: 'A slimmer PS5.',
        brand: 'Sony',
        condition: 'refurbished',
        price: 54990,
        discount_price: 49990.5,
        category_id: 1,
        subcategory_id: 11,
        label_id: 101,
        technical_specification: { storage_gb: 1000, ports: ['HDMI', 'USB-C'] },
        search_keywords: ['ps5', 'slim'],
        is_bestseller: true,
        is_active: true,
        country_of_origin: 'India',
        warranty_months: 12,
        return_window_days: 7,
        replacement_window_days: 10,
        hsn_code: '95045000',
        gst_rate: 18,
        low_stock_threshold: 2,
        stock_units: 8,
      },
    });
    const id = productUuid(901);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/staff/products/${id}`));
    await screen.findByRole('form', { name: 'Product details' });
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    expect(field('Slug').readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'View in store' }).getAttribute('href')).toBe(
      '/product/playstation-5-slim-1-tb',
    );
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    fake.state.products = [fakeProduct(1, { slug: 'dualsense' })];
    renderApp(<StaffPage />, { route: '/staff/products/new' });
    const form = await screen.findByRole('form', { name: 'New product' });
    await userEvent.type(field('Name'), 'DualSense');
    await userEvent.selectOptions(field('Category'), 'Consoles');
    await userEvent.selectOptions(field('Subcategory'), 'PlayStation');
    await userEvent.type(field('MRP (₹)'), '5990');
    await userEvent.type(field('Selling price (₹)'), '5490');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(`The product was not saved: ${PRODUCT_ADMIN_MESSAGES.slugTaken}`);
    // Also under the slug.
    expect(field('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe('DualSense');
    expect(field('MRP (₹)').value).toBe('5990');
    expect(screen.queryByText('Product saved.')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/staff/products/new');
  });
});

describe('editing a product', () => {
  it('loads every field; the slug is kept and the stock is left to the stock panel', async () => {
    fake.state.products = [fakeProduct(1, { hsn_code: '8471', gst_rate: 18 })];
    await openProduct(1);
    expect(screen.getByRole('heading', { name: 'PlayStation 5 #1' })).toBeTruthy();
    expect(field('Name').value).toBe('PlayStation 5 #1');
    expect(field('Slug').value).toBe('playstation-5-1');
    expect(field('Slug').readOnly).toBe(true);
    expect(screen.getByText(PRODUCT_ADMIN_MESSAGES.slugFixed)).toBeTruthy();
    expect(field('MRP (₹)').value).toBe('54990');
    expect(field('Selling price (₹)').value).toBe('49990');
    expect((field('Category') as unknown as HTMLSelectElement).value).toBe('1');
    expect((field('Subcategory') as unknown as HTMLSelectElement).value).toBe('11');
    expect((field('Label (optional)') as unknown as HTMLSelectElement).value).toBe('101');
    expect(field('Search keywords (optional)').value).toBe('ps5, playstation');
    expect(field('HSN code (optional)').value).toBe('8471');
    expect((field('GST rate') as unknown as HTMLSelectElement).value).toBe('18');
    expect((screen.getByLabelText('Name 2') as HTMLInputElement).value).toBe('colour');
    expect((screen.getByLabelText('Kind 3') as HTMLSelectElement).value).toBe('boolean');
    expect((screen.getByLabelText('Value 3') as HTMLInputElement).value).toBe('yes');
    expect((screen.getByLabelText('Value 4') as HTMLInputElement).value).toBe('HDMI, USB-C');
    expect(screen.queryByLabelText(/^Opening stock/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View in store' }).getAttribute('href')).toBe(
      '/product/playstation-5-1',
    );
    expect(fake.state.calls.find((c) => c.name === 'staff_get_product')?.args).toEqual({
      p_product_id: productUuid(1),
    });
  });

  it('saves the edit with a busy state and says so', async () => {
    fake.state.products = [fakeProduct(1)];
    let release = () => {};
    fake.state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await openProduct(1);
    await retype('Name', 'PlayStation 5 Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Remove specification 2 (colour)' }));
    await retype('Search keywords (optional)', 'ps5 pro');
    await userEvent.selectOptions(field('GST rate'), 'The category’s');
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    expect(upserts()).toHaveLength(1);
    const sent = upserts()[0]?.args.p_product as Record<string, unknown>;
    expect(sent).toMatchObject({
      product_id: productUuid(1),
      slug: 'playstation-5-1',
      name: 'PlayStation 5 Pro',
      technical_specification: { storage_gb: 1000, wifi: true, ports: ['HDMI', 'USB-C'] },
      search_keywords: ['ps5 pro'],
      gst_rate: null,
      is_active: false,
    });
    expect(Object.keys(sent)).not.toContain('stock_units');
    // The form stays as saved although the (now inactive) product is no longer readable.
    expect(field('Name').value).toBe('PlayStation 5 Pro');
    await userEvent.type(field('Name'), '!');
    await waitFor(() => expect(screen.queryByText('Product saved.')).toBeNull());
  });

  it('says when the product does not exist', async () => {
    renderApp(<StaffPage />, { route: `/staff/products/${productUuid(7)}` });
    expect(await screen.findByText('Product not found.')).toBeTruthy();
  });

  it('edits an inactive product like any other (staff_get_product reads it), with its stock panel', async () => {
    fake.state.products = [fakeProduct(1, { is_active: false })];
    renderApp(<StaffPage />, { route: `/staff/products/${productUuid(1)}` });
    expect(await screen.findByRole('form', { name: 'Product details' })).toBeTruthy();
    expect(screen.getByText(/hidden from shoppers while inactive/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Adjust stock' })).toBeTruthy();
    expect(
      fake.state.calls.some((c) => c.name === 'staff_get_product' && c.args.p_product_id === productUuid(1)),
    ).toBe(true);
  });
});

describe('stock', () => {
  it('checks the adjustment, sends it and shows the result and the history', async () => {
    fake.state.products = [fakeProduct(1, { stock_units: 2 })];
    fake.state.adjustments[productUuid(1)] = [
      {
        id: 1,
        delta: 2,
        from_units: 0,
        to_units: 2,
        reason: 'Initial stock',
        actor_name: 'Asha Rao',
        created_at: '2026-11-27T10:15:00Z',
      },
    ];
    await openProduct(1);
    const panel = screen.getByRole('region', { name: 'Stock' });
    expect(within(panel).getByText('Low stock')).toBeTruthy();
    const history = await within(panel).findByRole('table');
    expect(history.querySelector('caption')?.textContent).toContain('Stock changes of PlayStation 5 #1');
    expect(within(history).getAllByRole('row')[1]?.textContent).toBe(
      '27 Nov 2026, 3:45 pmAsha Rao+20 → 2Initial stock',
    );

    await userEvent.type(field('Units to add or remove'), '0');
    await userEvent.type(field('Reason'), 'ok');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(panel).findByText(STOCK_MESSAGES.delta)).toBeTruthy();
    expect(within(panel).getByText(STOCK_MESSAGES.reason)).toBeTruthy();
    expect(document.activeElement).toBe(field('Units to add or remove'));
    expect(adjusts()).toEqual([]);

    await retype('Units to add or remove', '-5');
    await retype('Reason', 'Damaged in transit');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    const refusal = await within(panel).findByRole('alert');
    expect(refusal.textContent).toBe(`The stock was not changed: ${STOCK_MESSAGES.belowZero}`);
    expect(field('Units to add or remove').value).toBe('-5');

    await retype('Units to add or remove', '+10');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(panel).findByText('Stock updated. 2 → 12 units.')).toBeTruthy();
    expect(adjusts().at(-1)?.args).toEqual({
      p_product_id: productUuid(1),
      p_delta: 10,
      p_reason: 'Damaged in transit',
    });
    expect(field('Units to add or remove').value).toBe('');
    await waitFor(() => expect(within(panel).queryByText('Low stock')).toBeNull());
    await waitFor(() =>
      expect(within(history.isConnected ? history : panel).getAllByRole('row')).toHaveLength(3),
    );
    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Staff One+102 → 12Damaged in transit');
  });
});
