import { describe, expect, it } from 'vitest';
import { matchRemoteRoute, SHELL_PAGES } from './remotes';

const matched = (pathname: string) => {
  const match = matchRemoteRoute(pathname);
  return match && { id: match.route.id, params: match.params };
};

describe('matchRemoteRoute', () => {
  it.each([
    // Static segments beat parameters.
    ['/search', 'search', {}],
    ['/wishlist', 'wishlist', {}],
    ['/compare', 'compare', {}],
    ['/checkout/cart-details', 'cart', {}],
    ['/product/details/ps5', 'product-details', { idOrSlug: 'ps5' }],
    ['/product/sony-playstation-5', 'product', { idOrSlug: 'sony-playstation-5' }],
    ['/game-load-service/new', 'game-load-new', {}],
    ['/product-discount-request/history', 'discount-request-history', {}],
    // Parameters, decoded.
    ['/Consoles', 'category', { category: 'Consoles' }],
    ['/Gaming%20PCs', 'category', { category: 'Gaming PCs' }],
    ['/Computers/Laptops', 'subcategory', { category: 'Computers', subcategory: 'Laptops' }],
    ['/checkout/other', 'subcategory', { category: 'checkout', subcategory: 'other' }],
    ['/review/order/o-1', 'review-order', { orderId: 'o-1' }],
    // Rest routes take any tail, or none, undecoded.
    ['/repair-home', 'repair-home', {}],
    ['/repair-home/anything/below', 'repair-home', {}],
    ['/repair-home/%E0', 'repair-home', {}],
    ['/staff', 'staff', {}],
    ['/staff/order/00000000-0000-4000-8000-000000000001', 'staff', {}],
    // Trailing and doubled slashes do not count.
    ['/Consoles/', 'category', { category: 'Consoles' }],
    ['/search/', 'search', {}],
    ['/compare/', 'compare', {}],
    ['//product//ps5/', 'product', { idOrSlug: 'ps5' }],
  ])('%s opens %s', (pathname, id, params) => {
    expect(matched(pathname)).toEqual({ id, params });
  });

  it('tells which remote owns the route and whether it is staff-only', () => {
    expect(matchRemoteRoute('/profile')?.route).toMatchObject({ remote: 'mf_account', requiresLogin: true });
    expect(matchRemoteRoute('/staff/products')?.route).toMatchObject({ remote: 'mf_staff', staffOnly: true });
    // Compare is public (a shared link opens for anyone) and served by the catalogue.
    const compare = matchRemoteRoute('/compare')?.route;
    expect(compare).toMatchObject({ remote: 'mf_catalog' });
    expect(compare && 'requiresLogin' in compare).toBe(false);
  });

  it.each([...SHELL_PAGES, '/login/', '/reset-password/', '/', '', '/a/b/c/d', '/product/details/ps5/extra'])(
    '%s is no remote route',
    (pathname) => {
      expect(matchRemoteRoute(pathname)).toBeNull();
    },
  );

  it.each(['/%E0', '/product/%E0%A4', '/Computers/%', '/%ZZ/Laptops', '/review/order/%E0'])(
    '%s names nothing: a parameter that does not decode matches no route',
    (pathname) => {
      expect(matchRemoteRoute(pathname)).toBeNull();
    },
  );
});
