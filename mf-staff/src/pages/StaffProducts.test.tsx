import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { formatRupees } from 'shared/contracts';
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

const listCalls = () => fake.state.calls.filter((c) => c.name === 'staff_list_products');
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location');

describe('staff products list', () => {
  it('lists products with image, category, prices, stock badges and state, each with Edit', async () => {
    fake.state.products = [
      fakeProduct(1),
      fakeProduct(2, {
        name: 'Xbox Series X',
        stock_units: 0,
        category_id: 1,
        subcategory_id: 12,
        label_id: null,
      }),
      fakeProduct(3, { name: 'RTX 4070', stock_units: 2, condition: 'refurbished', is_active: false }),
    ];
    renderApp(<StaffPage />, { route: '/staff/products' });
    await screen.findByText('PlayStation 5 #1');

    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Products · 3' })).toBeTruthy();
    expect(table().querySelector('caption')?.textContent).toBe('Products, page 1 of 1, 3 in all');
    const [first, second, third] = bodyRows();
    expect(first?.querySelector('img')?.getAttribute('src')).toContain('ps5-1.webp');
    expect(first?.textContent).toContain('Consoles › PlayStation');
    expect(first?.textContent).toContain('New');
    expect(first?.textContent).toContain(formatRupees(54990));
    expect(first?.textContent).toContain(formatRupees(49990));
    expect(first?.textContent).toContain('Active');
    expect(first?.textContent).not.toContain('stock');
    expect(second?.textContent).toContain('Consoles › Xbox');
    expect(within(second as HTMLElement).getByText('Out of stock')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Low stock')).toBeTruthy();
    expect(third?.textContent).toContain('Refurbished');
    expect(third?.textContent).toContain('Inactive');
    expect(screen.getByRole('link', { name: 'Edit PlayStation 5 #1' }).getAttribute('href')).toBe(
      `/staff/products/${productUuid(1)}`,
    );
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/staff/products/new',
    );
    expect(listCalls()[0]?.args).toEqual({
      p_query: null,
      p_category_id: null,
      p_subcategory_id: null,
      p_label_id: null,
      p_condition: null,
      p_stock: null,
      p_active: null,
      p_page: 1,
    });
  });

  it('reads the filters from the address and sends them to the database', async () => {
    fake.state.products = [
      fakeProduct(1, { condition: 'refurbished', stock_units: 1, is_active: false }),
      fakeProduct(2),
    ];
    renderApp(<StaffPage />, {
      route:
        '/staff/products?q=Sony&category=1&subcategory=11&condition=refurbished&stock=low&active=inactive',
    });
    await screen.findByText('PlayStation 5 #1');
    expect(bodyRows()).toHaveLength(1);
    expect(listCalls().at(-1)?.args).toEqual({
      p_query: 'Sony',
      p_category_id: 1,
      p_subcategory_id: 11,
      p_label_id: null,
      p_condition: 'refurbished',
      p_stock: 'low',
      p_active: false,
      p_page: 1,
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Sony');
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('1'));
    expect((screen.getByLabelText('Subcategory') as HTMLSelectElement).value).toBe('11');
    expect((screen.getByLabelText('Condition') as HTMLSelectElement).value).toBe('refurbished');
    expect((screen.getByLabelText('Stock') as HTMLSelectElement).value).toBe('low');
    expect((screen.getByLabelText('Shown in the store') as HTMLSelectElement).value).toBe('inactive');
  });

  it('keeps chosen filters in the address; subcategories follow the category', async () => {
    fake.state.products = [
      fakeProduct(1),
      fakeProduct(2, { category_id: 2, subcategory_id: 21, label_id: null, stock_units: 0 }),
    ];
    renderApp(<StaffPage />, { route: '/staff/products' });
    await screen.findByText('PlayStation 5 #1');
    const subcategory = screen.getByLabelText('Subcategory') as HTMLSelectElement;
    expect(subcategory.disabled).toBe(true);

    await waitFor(() => expect(screen.getByRole('option', { name: 'PC Parts' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'PC Parts');
    await waitFor(() => expect(location().getAttribute('data-search')).toBe('?category=2'));
    expect(subcategory.disabled).toBe(false);
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All subcategories', 'Graphics cards']);
    await userEvent.selectOptions(subcategory, 'Graphics cards');
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await waitFor(() =>
      expect(location().getAttribute('data-search')).toBe('?category=2&subcategory=21&stock=out'),
    );
    await waitFor(() =>
      expect(listCalls().at(-1)?.args).toMatchObject({
        p_category_id: 2,
        p_subcategory_id: 21,
        p_stock: 'out',
      }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('PC Parts › Graphics cards');

    // Another category drops the subcategory.
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Consoles');
    await waitFor(() => expect(location().getAttribute('data-search')).toBe('?category=1&stock=out'));

    await userEvent.type(screen.getByLabelText('Search'), 'xbox');
    await waitFor(() => expect(location().getAttribute('data-search')).toBe('?category=1&stock=out&q=xbox'));
    await waitFor(() => expect(listCalls().at(-1)?.args).toMatchObject({ p_query: 'xbox' }));
  });

  it('pages through 20 a page', async () => {
    fake.state.products = Array.from({ length: 23 }, (_, i) => fakeProduct(i + 1));
    renderApp(<StaffPage />, { route: '/staff/products' });
    await screen.findByText('PlayStation 5 #1');
    expect(bodyRows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('PlayStation 5 #21');
    expect(bodyRows()).toHaveLength(3);
    expect(location().getAttribute('data-search')).toBe('?page=2');
    expect(listCalls().at(-1)?.args).toMatchObject({ p_page: 2 });
  });

  it('says when nothing matches the filters, or the catalogue is empty', async () => {
    renderApp(<StaffPage />, { route: '/staff/products?stock=out' });
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'All');
    expect(await screen.findByText('The catalogue has no products yet.')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    fake.state.products = [fakeProduct(1)];
    fake.state.failList = 'Only staff can change the catalogue.';
    renderApp(<StaffPage />, { route: '/staff/products' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the products');
    expect(alert.textContent).toContain('Only staff can change the catalogue.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PlayStation 5 #1')).toBeTruthy();
  });
});
