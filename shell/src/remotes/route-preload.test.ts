import { describe, expect, it } from 'vitest';
import { firstScreenData, firstScreenModule } from './route-preload';

describe('firstScreenModule', () => {
  it.each([
    ['/', 'mf_services', './HomePromos'],
    ['/search', 'mf_catalog', './routes'],
    ['/Consoles', 'mf_catalog', './routes'],
    ['/Computers/Laptops', 'mf_catalog', './routes'],
    ['/product/sony-playstation-5', 'mf_catalog', './routes'],
    ['/checkout/cart-details', 'mf_checkout', './routes'],
    ['/order-history', 'mf_checkout', './routes'],
    ['/profile', 'mf_account', './routes'],
    ['/support', 'mf_services', './routes'],
    ['/repair-home/anything/below', 'mf_services', './routes'],
  ])('%s needs %s %s', (path, remote, expose) => {
    expect(firstScreenModule(path)).toEqual({ remote, expose });
  });

  it('needs no remote for shell pages or unknown deep paths', () => {
    expect(firstScreenModule('/login')).toBeNull();
    expect(firstScreenModule('/reset-password')).toBeNull();
    expect(firstScreenModule('/a/b/c/d')).toBeNull();
  });

  it('preloads nothing for a path whose parameter does not decode (it names no page to prepare)', () => {
    expect(firstScreenModule('/product/%E0')).toBeNull();
    expect(firstScreenModule('/%E0')).toBeNull();
    expect(firstScreenData('/%E0')).toBeNull();
    expect(firstScreenData('/product/%E0%A4')).toBeNull();
  });

  it('never preloads the staff console: it loads only after the staff gate lets the user in', () => {
    expect(firstScreenModule('/staff')).toBeNull();
    expect(firstScreenModule('/staff/order/00000000-0000-4000-8000-000000000001')).toBeNull();
    expect(firstScreenData('/staff')).toBeNull();
  });
});

describe('firstScreenData', () => {
  it('names the data of a category page, a product page and a plain search', () => {
    expect(firstScreenData('/Consoles')).toEqual({ id: 'category', category: 'Consoles' });
    expect(firstScreenData('/Gaming%20PCs')).toEqual({ id: 'category', category: 'Gaming PCs' });
    expect(firstScreenData('/product/sony-playstation-5')).toEqual({
      id: 'product',
      idOrSlug: 'sony-playstation-5',
    });
    expect(firstScreenData('/search', '?q=gaming%20laptop')).toEqual({
      id: 'search',
      query: 'gaming laptop',
    });
  });

  it('leaves every other first screen to the page', () => {
    // A filter, a sort or another page changes the search page's parameters.
    expect(firstScreenData('/search', '?q=ps5&page=2')).toBeNull();
    expect(firstScreenData('/search', '?category=Consoles')).toBeNull();
    expect(firstScreenData('/search')).toBeNull();
    expect(firstScreenData('/Computers/Laptops')).toBeNull();
    expect(firstScreenData('/')).toBeNull();
    expect(firstScreenData('/login')).toBeNull();
    expect(firstScreenData('/checkout/cart-details')).toBeNull();
  });
});
