import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import { COMPARE_STORAGE_KEY } from 'shared/contracts';
import { renderApp } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../product/test-fixtures';
import { compareItems, resetCompareStoreForTests, setCompareItems } from '../lib/compare-store';
import ComparePage from './ComparePage';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const legion = productFixture({ o_slug: 'legion-5i', o_product_name: 'Lenovo Legion 5i' });
const katana = productFixture({
  o_product_id: '57d5d061-3ec9-541a-bc1e-9778abb7a7fa',
  o_slug: 'msi-katana-15',
  o_product_name: 'MSI Katana 15',
  o_discount_price: 89990,
  o_specifications: [
    { key: 'brand', displayName: 'Brand', group: 'General', unit: null, value: 'MSI' },
    { key: 'ram_gb', displayName: 'RAM', group: 'Memory', unit: 'GB', value: 16 },
  ],
});
const ps5 = productFixture({
  o_slug: 'ps5-slim',
  o_product_name: 'PS5 Slim',
  o_subcategory_name: 'PlayStation',
});
const catalogue = new Map([legion, katana, ps5].map((p) => [p.o_slug, p]));

const rpc = vi.fn();
beforeEach(() => {
  localStorage.clear();
  resetCompareStoreForTests();
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  rpc.mockImplementation(async (_name: string, args: { p_target_slug: string }) => {
    const found = catalogue.get(args.p_target_slug);
    return { data: found ? [found] : [], error: null };
  });
});
afterEach(() => vi.clearAllMocks());

const table = () => screen.findByRole('table');
const search = () => screen.getByTestId('location').getAttribute('data-search');

describe('ComparePage', () => {
  it('shows the products of the link side by side: a real table, aligned rows, differences marked', async () => {
    renderApp(<ComparePage />, { route: '/compare?ids=legion-5i,msi-katana-15' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare products' })).toBeTruthy();
    expect(screen.getByText('Loading products…')).toBeTruthy();
    const grid = await table();
    expect(document.title).toMatch(/^Compare products \| /);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

    // A column per product, headed by its name (a link to its page) and Remove.
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns).toHaveLength(3);
    expect(
      within(columns[1] as HTMLElement)
        .getByRole('link', { name: 'Lenovo Legion 5i' })
        .getAttribute('href'),
    ).toBe('/product/legion-5i');
    expect(
      within(columns[2] as HTMLElement).getByRole('button', { name: 'Remove MSI Katana 15 from compare' }),
    ).toBeTruthy();

    // Rows headed by the spec's label; values aligned, '—' where a product states none.
    const row = (name: RegExp) => within(grid).getByRole('row', { name });
    const brand = row(/^Brand/);
    expect(within(brand).getByRole('rowheader').textContent).toBe('Brand, differs');
    expect(
      within(brand)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Lenovo', 'MSI']);
    expect(brand.getAttribute('data-differs')).toBe('true');
    const ram = row(/^RAM/);
    expect(
      within(ram)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['16 GB', '16 GB']);
    expect(ram.getAttribute('data-differs')).toBeNull();
    const processor = row(/^Processor/);
    expect(
      within(processor)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Intel Core i7-14650HX', '—Not stated']);
    // Price with MRP, as on the cards; group headers span the row.
    expect(within(row(/^Price/)).getByText('Price ₹89,990.00, MRP ₹1,49,990.00, 40% off')).toBeTruthy();
    expect(within(grid).getByRole('rowheader', { name: 'Memory' }).getAttribute('scope')).toBe('rowgroup');

    // Show only differences hides the rows that agree (and the groups left empty).
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(within(grid).queryByRole('row', { name: /^RAM/ })).toBeNull();
    expect(within(grid).queryByRole('rowheader', { name: 'Memory' })).toBeNull();
    expect(within(grid).getByRole('row', { name: /^Brand/ })).toBeTruthy();

    // A shared link opened in a browser with no list becomes its list.
    expect(compareItems().map((i) => i.slug)).toEqual(['legion-5i', 'msi-katana-15']);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('Remove takes the column out of the table, the address and the list', async () => {
    setCompareItems([
      { slug: 'legion-5i', name: 'Lenovo Legion 5i', subcategory: 'Laptops' },
      { slug: 'msi-katana-15', name: 'MSI Katana 15', subcategory: 'Laptops' },
    ]);
    renderApp(<ComparePage />, { route: '/compare?ids=legion-5i,msi-katana-15' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lenovo Legion 5i from compare' }));
    await waitFor(() => expect(search()).toBe('?ids=msi-katana-15'));
    expect(compareItems().map((i) => i.slug)).toEqual(['msi-katana-15']);
    expect(
      await screen.findByText('Add another product of the same kind to see the differences.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('leaves out unknown slugs and products of another kind, with a note', async () => {
    renderApp(<ComparePage />, { route: '/compare?ids=legion-5i,gone-product,ps5-slim,msi-katana-15' });
    await table();
    const note = screen.getByText(
      '1 product in this link could not be found or is no longer sold, so it was left out.',
    );
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText(/^1 product of another kind was left out/)).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('says what to do when there is nothing to compare', () => {
    renderApp(<ComparePage />, { route: '/compare' });
    expect(screen.getByText('No products to compare')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('opened bare, shows the list this browser keeps and puts it in the address', async () => {
    setCompareItems([{ slug: 'legion-5i', name: 'Lenovo Legion 5i', subcategory: 'Laptops' }]);
    renderApp(<ComparePage />, { route: '/compare' });
    await table();
    expect(search()).toBe('?ids=legion-5i');
  });

  it('a failed lookup shows an error with Retry', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: '500', message: 'Server exploded' } });
    renderApp(<ComparePage />, { route: '/compare?ids=legion-5i' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded for comparison.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
  });
});
