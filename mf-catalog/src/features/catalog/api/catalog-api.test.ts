import { CACHE, getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRUCTURE } from '../test/structure-fixture';
import { countProducts, countProductsQueryOptions } from './count-products';
import { categoryStructureQueryOptions, getCategoryStructure } from './get-category-structure';
import { getProductsList, productsListQueryOptions } from './get-products-list';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const rpc = vi.fn();

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
});
afterEach(() => {
  vi.clearAllMocks();
});

const item = {
  product_id: '6f1c1f5e-3f77-4a3e-9c55-9f0d0f6f0a01',
  slug: 'asus-rog-strix-g16',
  product_name: 'ASUS ROG Strix G16',
  primary_image: '/img/products/rog.svg',
  price: 159990,
  discount_price: 139990,
  is_bestseller: true,
  category: 'Computers',
  subcategory: 'Laptops',
  label: 'Gaming Laptop',
  condition: 'new',
  average_rating: 4.4,
  review_count: 18,
  stock_units: 7,
  category_slug: 'computers',
  subcategory_slug: 'laptops',
};

describe('getCategoryStructure', () => {
  it('calls get_product_categories_structure and parses the answer', async () => {
    rpc.mockResolvedValue({ data: STRUCTURE, error: null });
    await expect(getCategoryStructure()).resolves.toEqual(STRUCTURE);
    expect(rpc).toHaveBeenCalledWith('get_product_categories_structure');
  });

  it('fails with the message of docs/product.md on an error or a malformed answer', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' } });
    await expect(getCategoryStructure()).rejects.toThrow(
      'Failed to load shop categories. Please try again later.',
    );
    rpc.mockResolvedValueOnce({ data: { categories: [{ name: 'x' }] }, error: null });
    await expect(getCategoryStructure()).rejects.toThrow(
      'Failed to load shop categories. Please try again later.',
    );
  });

  it('is cached as docs/product.md says: fresh 1 h, kept 2 h, no refetch on focus', () => {
    const options = categoryStructureQueryOptions();
    expect(options.staleTime).toBe(60 * 60 * 1000);
    expect(options.gcTime).toBe(2 * 60 * 60 * 1000);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});

describe('getProductsList', () => {
  it('sends the page, size and filters; empty filters become null', async () => {
    rpc.mockResolvedValue({ data: [item], error: null });
    await expect(
      getProductsList({ page: 2, pageSize: 20, category: 'Computers', subcategory: ' Laptops ', label: '' }),
    ).resolves.toEqual([item]);
    expect(rpc).toHaveBeenCalledWith('get_products_list', {
      page_number: 2,
      page_size: 20,
      category_filter: 'Computers',
      subcategory_filter: 'Laptops',
      label_filter: null,
      condition_filter: null,
    });
  });

  it('defaults to page 1 of 12 (the documented default) and sends conditions as a list', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    await getProductsList({ category: 'Consoles', condition: ['pre-owned', 'new'] });
    expect(rpc).toHaveBeenCalledWith('get_products_list', {
      page_number: 1,
      page_size: 12,
      category_filter: 'Consoles',
      subcategory_filter: null,
      label_filter: null,
      condition_filter: ['new', 'pre-owned'],
    });
  });

  it("fails with 'Failed to load products list.'", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'page_size must be 1-100' } });
    await expect(getProductsList({ pageSize: 1000 })).rejects.toThrow('Failed to load products list.');
    rpc.mockResolvedValueOnce({ data: [{ ...item, price: 'free' }], error: null });
    await expect(getProductsList({})).rejects.toThrow('Failed to load products list.');
  });

  it('keys each page and filter set apart, fresh 5 min', () => {
    const a = productsListQueryOptions({ category: 'Computers', page: 1, pageSize: 10 });
    const b = productsListQueryOptions({ category: 'Computers', page: 2, pageSize: 10 });
    const c = productsListQueryOptions({ category: 'Computers', subcategory: '', page: 1, pageSize: 10 });
    expect(a.queryKey).not.toEqual(b.queryKey);
    expect(a.queryKey).toEqual(c.queryKey);
    expect(a.staleTime).toBe(CACHE.productList.staleTime);
    expect(a.staleTime).toBe(5 * 60 * 1000);
  });
});

describe('countProducts', () => {
  it('calls count_products with the filters and answers the number', async () => {
    rpc.mockResolvedValue({ data: 42, error: null });
    await expect(
      countProducts({ category: 'Computers', subcategory: 'Laptops', label: 'Gaming Laptop' }),
    ).resolves.toBe(42);
    expect(rpc).toHaveBeenCalledWith('count_products', {
      category_filter: 'Computers',
      subcategory_filter: 'Laptops',
      label_filter: 'Gaming Laptop',
      condition_filter: null,
    });
  });

  it("fails with 'Failed to load product count.' and is fresh 15 min", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'x' } });
    await expect(countProducts({})).rejects.toThrow('Failed to load product count.');
    rpc.mockResolvedValueOnce({ data: 'many', error: null });
    await expect(countProducts({})).rejects.toThrow('Failed to load product count.');
    expect(countProductsQueryOptions({}).staleTime).toBe(15 * 60 * 1000);
  });
});
