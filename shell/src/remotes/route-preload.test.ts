import { describe, expect, it } from 'vitest';
import { firstScreenModule } from './route-preload';

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
});
