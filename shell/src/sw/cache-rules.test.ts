// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cataloguePostKey, isCatalogueRead, isHashedAsset, isRemoteManifest } from './cache-rules';

const url = (href: string) => new URL(href);

describe('what the service worker keeps', () => {
  it('keeps content-hashed files of the shell and the remotes, nothing else by name', () => {
    for (const href of [
      'http://127.0.0.1:3000/static/js/index.65591e91d8.js',
      'http://127.0.0.1:3001/static/js/async/4r.c61416ef0e.js',
      'https://cdn.example.in/mf_catalog/0123456789abcdef/static/css/index.1a2b3c4d.css',
    ])
      expect(isHashedAsset(url(href)), href).toBe(true);
    for (const href of [
      'http://127.0.0.1:3000/sw.js',
      'http://127.0.0.1:3000/remotes.json',
      'http://127.0.0.1:3001/mf-manifest.json',
      'http://127.0.0.1:3000/static/js/index.js',
      'http://127.0.0.1:3000/product/ps5',
    ])
      expect(isHashedAsset(url(href)), href).toBe(false);
  });

  it('knows remote manifests', () => {
    expect(isRemoteManifest(url('https://cdn.example.in/mf_catalog/0123456789abcdef/mf-manifest.json'))).toBe(
      true,
    );
    expect(isRemoteManifest(url('http://127.0.0.1:3000/manifest.webmanifest'))).toBe(false);
  });

  it('keeps the public catalogue’s reads only: never a cart, order, account, payment or staff call', () => {
    for (const fn of ['get_products_list', 'get_product_details_by_slug', 'unified_product_search'])
      expect(isCatalogueRead(url(`http://127.0.0.1:54321/rest/v1/rpc/${fn}`)), fn).toBe(true);
    for (const fn of [
      'add_to_cart',
      'get_cart_items',
      'place_order',
      'get_my_orders',
      'staff_list_items',
      'get_my_profile',
      'request_return',
    ])
      expect(isCatalogueRead(url(`http://127.0.0.1:54321/rest/v1/rpc/${fn}`)), fn).toBe(false);
    expect(isCatalogueRead(url('http://127.0.0.1:54321/rest/v1/cart_items?select=*'))).toBe(false);
    expect(isCatalogueRead(url('http://127.0.0.1:54321/auth/v1/token'))).toBe(false);
  });

  it('keys a catalogue call by its URL and the hash of its arguments, as a GET', async () => {
    const endpoint = 'http://127.0.0.1:54321/rest/v1/rpc/get_products_list';
    const a = await cataloguePostKey(endpoint, '{"page_number":1}');
    const b = await cataloguePostKey(endpoint, '{"page_number":2}');
    expect(a.method).toBe('GET');
    expect(a.url).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/rest\/v1\/rpc\/get_products_list\?store-body=[0-9a-f]{64}$/,
    );
    expect(b.url).not.toBe(a.url);
    expect((await cataloguePostKey(endpoint, '{"page_number":1}')).url).toBe(a.url);
    expect(a.url).not.toContain('page_number');
  });
});
