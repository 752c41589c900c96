import { describe, expect, it } from 'vitest';
import { injectRender, looksMobile, rendersOnServer, scriptJson } from './server-render';

describe('which pages the server renders', () => {
  it('renders the public pages', () => {
    for (const path of [
      '/',
      '/Consoles',
      '/Consoles/PlayStation',
      '/search',
      '/product/some-slug',
      '/product/details/some-slug',
      '/support',
      '/repair-home',
      '/game-load-service',
      '/product-discount-request',
    ]) {
      expect(rendersOnServer(path), path).toBe(true);
    }
  });

  it('leaves personal, staff and sign-in pages to the browser', () => {
    for (const path of [
      '/login',
      '/reset-password',
      '/wishlist',
      '/profile',
      '/order-history',
      '/checkout/cart-details',
      '/repair/history',
      '/game-load-service/new',
      '/staff/queue',
      '/a/b/c',
    ]) {
      expect(rendersOnServer(path), path).toBe(false);
    }
  });
});

describe('the device guess', () => {
  it('trusts the client hint, then the user agent', () => {
    expect(looksMobile(new Headers({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(looksMobile(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe(
      false,
    );
    expect(looksMobile(new Headers({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' }))).toBe(true);
    expect(looksMobile(new Headers({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(false);
    expect(looksMobile(new Headers())).toBe(false);
  });
});

describe('the page with the render in it', () => {
  it('keeps text of the catalogue from closing the state script', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
  });

  it('puts styles in the head, markup in #root and the state before </body>', () => {
    const page =
      '<html><head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
    const html = injectRender(
      page,
      {
        html: '<main>Hi</main>',
        styles: '<style data-styled="true">a{}</style>',
        state: { queries: {}, modules: ['m/./x'], complete: true },
      },
      true,
    );
    expect(html).toBe(
      '<html><head><title>x</title><style data-styled="true">a{}</style></head><body><div id="root"><main>Hi</main></div>' +
        '<script src="/a.js"></script><script>window.__STORE_SSR__={"queries":{},"modules":["m/./x"],"complete":true,"mobile":true}</script></body></html>',
    );
  });

  it('copies text a visitor typed as it is: $ patterns never expand into copies of the page', () => {
    const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    const typed = "zz$`zz$'zz$&zz$$zz$1";
    const html = injectRender(
      page,
      {
        html: `<main><h1>Results for ${typed}</h1></main>`,
        styles: `<style>/* ${typed} */</style>`,
        state: { queries: { q: typed }, modules: [], complete: true },
      },
      false,
    );
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html).toContain(`<h1>Results for ${typed}</h1>`);
    expect(html).toContain(`<style>/* ${typed} */</style>`);
    const state = /window\.__STORE_SSR__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state).queries.q).toBe(typed);
    expect(html.length).toBeLessThan(page.length + 4 * typed.length + 200);
  });
});
