import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  productPageCount,
  robotsTxt,
  SITEMAP_MAX_URLS,
  SITEMAP_NS,
  sitemapIndexXml,
  urlsetXml,
  w3cDate,
} from './sitemap';

describe('sitemap XML', () => {
  it('writes a urlset in the protocol namespace with escaped absolute locations and W3C dates', () => {
    const xml = urlsetXml([
      {
        loc: 'https://shop.example.in/Computers/Laptops?label=Gaming%20Laptop&x=<1>',
        lastmod: '2026-11-26T10:00:00Z',
      },
      { loc: 'https://shop.example.in/' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NS}">`);
    expect(xml).toContain(
      '<url><loc>https://shop.example.in/Computers/Laptops?label=Gaming%20Laptop&amp;x=&lt;1&gt;</loc><lastmod>2026-11-26T10:00:00Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.example.in/</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([{ loc: 'https://shop.example.in/sitemap-products-1.xml' }]);
    expect(xml).toContain(`<sitemapindex xmlns="${SITEMAP_NS}">`);
    expect(xml).toContain('<sitemap><loc>https://shop.example.in/sitemap-products-1.xml</loc></sitemap>');
  });

  it('refuses a file of more than 50,000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://x.in/${i}` }));
    expect(() => urlsetXml(entries)).toThrow(/at most 50000/);
    expect(() => urlsetXml(entries.slice(1))).not.toThrow();
  });

  it('splits 100k products into 2 pages and 100,001 into 3', () => {
    expect(productPageCount(0)).toBe(0);
    expect(productPageCount(1)).toBe(1);
    expect(productPageCount(100_000)).toBe(2);
    expect(productPageCount(100_001)).toBe(3);
  });

  it('escapes the five XML specials and formats dates as UTC W3C datetimes', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
    expect(w3cDate('2026-11-26 15:30:00.123456+05:30')).toBe('2026-11-26T10:00:00Z');
    expect(() => w3cDate('not a date')).toThrow();
  });
});

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example.in');
  const disallowed = text
    .split('\n')
    .filter((l) => l.startsWith('Disallow: '))
    .map((l) => l.slice('Disallow: '.length));
  /** The longest matching rule decides, as crawlers apply robots.txt (Allow: / is the shortest). */
  const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));

  it('points to the sitemap by absolute URL', () => {
    expect(text).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(text).toContain('User-agent: *');
  });

  it.each([
    '/search?q=ps5',
    '/compare?ids=ps5-slim,ps5-pro',
    '/login',
    '/reset-password',
    '/profile',
    '/wishlist',
    '/checkout/cart-details',
    '/checkout/order-summary',
    '/order-history',
    '/order-confirmation',
    '/review/order/123',
    '/repair/new-request',
    '/repair/history',
    '/game-load-service/new',
    '/game-load/history',
    '/product-discount-request/new',
    '/product-discount-request/history',
    '/staff',
    '/staff/orders',
  ])('keeps %s out', (path) => {
    expect(blocked(path)).toBe(true);
  });

  it.each([
    '/',
    '/Computers',
    '/Computers/Laptops?label=Gaming%20Laptop',
    '/product/ps5-slim',
    '/support',
    '/repair-home',
    '/game-load-service',
    '/product-discount-request',
  ])('lets %s in', (path) => {
    expect(blocked(path)).toBe(false);
  });
});
