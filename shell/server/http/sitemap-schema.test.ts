// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITEMAP_NS, sitemapIndexXml, urlsetXml, w3cDate } from './sitemap';
import { SITEMAP_SCHEMA_FILES, validateSitemap } from './sitemap-schema';

const SITE = 'https://shop.example.in';
const page = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">${body}</urlset>`;
const index = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">${body}</sitemapindex>`;

describe('the sitemap schemas', () => {
  it('are the protocol 0.9 schemas of a urlset and a sitemap index', () => {
    const urlset = readFileSync(SITEMAP_SCHEMA_FILES.urlset, 'utf8');
    const siteindex = readFileSync(SITEMAP_SCHEMA_FILES.index, 'utf8');
    for (const xsd of [urlset, siteindex]) expect(xsd).toContain(`targetNamespace="${SITEMAP_NS}"`);
    expect(urlset).toContain('<xsd:element name="urlset">');
    expect(siteindex).toContain('<xsd:element name="sitemapindex">');
  });
});

describe('what the writer (shell/server/http/sitemap.ts) writes is valid', () => {
  it('a page with escaped specials, a date, a date-time and no lastmod', async () => {
    const xml = urlsetXml([
      { loc: `${SITE}/Computers/Laptops?label=Gaming%20Laptop&x=<1>&q="it's"`, lastmod: w3cDate(new Date()) },
      { loc: `${SITE}/product/ps5-slim`, lastmod: w3cDate('2026-11-26 15:30:00.123456+05:30') },
      { loc: `${SITE}/support`, lastmod: '2026-11-26' },
      { loc: `${SITE}/` },
    ]);
    expect(await validateSitemap(xml, 'urlset')).toEqual([]);
  });

  it('the index, with and without lastmod', async () => {
    const xml = sitemapIndexXml([
      { loc: `${SITE}/sitemap-pages.xml` },
      { loc: `${SITE}/sitemap-products-1.xml`, lastmod: '2026-11-26T10:00:00Z' },
      { loc: `${SITE}/sitemap-products-2.xml`, lastmod: '2026-11-26T15:30:00+05:30' },
    ]);
    expect(await validateSitemap(xml, 'index')).toEqual([]);
  });

  it('a full page of 50,000 URLs and an index of 50,000 pages', async () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({
      loc: `${SITE}/product/product-${i}`,
      lastmod: '2026-11-26T10:00:00Z',
    }));
    expect(await validateSitemap(urlsetXml(urls), 'urlset')).toEqual([]);
    const pages = urls.map((_, i) => ({ loc: `${SITE}/sitemap-products-${i + 1}.xml` }));
    expect(await validateSitemap(sitemapIndexXml(pages), 'index')).toEqual([]);
  });
});

describe('a broken sitemap is rejected with the reason', () => {
  const url = `<url><loc>${SITE}/product/ps5-slim</loc></url>`;

  it.each([
    [
      'the wrong namespace',
      `<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">${url}</urlset>`,
      /No matching global declaration available for the validation root/,
    ],
    ['no namespace', `<urlset>${url}</urlset>`, /No matching global declaration/],
    [
      'a url without loc',
      page('<url><lastmod>2026-11-26</lastmod></url>'),
      /\}lastmod': This element is not expected\. Expected is \( \{[^}]+\}loc \)/,
    ],
    ['no url at all', page(''), /Missing child element\(s\)\. Expected is .*url/],
    [
      'a Postgres timestamp as lastmod',
      page(`<url><loc>${SITE}/a-product</loc><lastmod>2026-11-26 10:00:00+00</lastmod></url>`),
      /'2026-11-26 10:00:00\+00' is not a valid value of the union type/,
    ],
    [
      'a month 13',
      page(`<url><loc>${SITE}/a-product</loc><lastmod>2026-13-01</lastmod></url>`),
      /'2026-13-01' is not a valid value/,
    ],
    [
      'a relative URL of under 12 characters',
      page('<url><loc>/product/a</loc></url>'),
      /\[facet 'minLength'\] The value has a length of '10'; this underruns the allowed minimum length of '12'/,
    ],
    [
      'a URL over 2,048 characters',
      page(`<url><loc>${SITE}/${'a'.repeat(2048)}</loc></url>`),
      /\[facet 'maxLength'\]/,
    ],
    ['an unescaped ampersand', page(`<url><loc>${SITE}/a?x=1&y=2</loc></url>`), /parser error/],
    [
      'an element the protocol does not have',
      page(`<url><loc>${SITE}/a-product</loc><price>10</price></url>`),
      /'\{[^}]+\}price': This element is not expected/,
    ],
    [
      'a priority over 1.0',
      page(`<url><loc>${SITE}/a-product</loc><priority>1.5</priority></url>`),
      /\[facet 'maxInclusive'\]/,
    ],
  ])('a page: %s', async (_what, xml, reason) => {
    const errors = await validateSitemap(xml, 'urlset');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(reason);
    expect(errors[0]).toMatch(/^sitemap-page\.xml:\d+: /);
  });

  it.each([
    [
      'a page served as the index',
      urlsetXml([{ loc: `${SITE}/product/ps5-slim` }]),
      /'\{[^}]+\}urlset': No matching global declaration/,
    ],
    ['an index without sitemaps', index(''), /Missing child element\(s\)\. Expected is .*sitemap/],
    [
      'a sitemap without loc',
      index('<sitemap><lastmod>2026-11-26</lastmod></sitemap>'),
      /Expected is \( \{[^}]+\}loc \)/,
    ],
    [
      'a bad lastmod',
      index(`<sitemap><loc>${SITE}/sitemap-1.xml</loc><lastmod>26/11/2026</lastmod></sitemap>`),
      /'26\/11\/2026' is not a valid value/,
    ],
    ['a relative loc', index('<sitemap><loc>/s-1.xml</loc></sitemap>'), /\[facet 'minLength'\]/],
    ['urls inside the index', index(url), /'\{[^}]+\}url': This element is not expected/],
  ])('the index: %s', async (_what, xml, reason) => {
    const errors = await validateSitemap(xml, 'index');
    expect(errors.join('\n')).toMatch(reason);
    expect(errors[0]).toMatch(/^sitemap\.xml:\d+: /);
  });

  it('an index of more than 50,000 sitemaps', async () => {
    const pages = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({
      loc: `${SITE}/sitemap-products-${i + 1}.xml`,
    }));
    const over = sitemapIndexXml(pages).replace(
      '</sitemapindex>',
      `<sitemap><loc>${SITE}/sitemap-products-50001.xml</loc></sitemap></sitemapindex>`,
    );
    const errors = await validateSitemap(over, 'index');
    expect(errors).toEqual([
      expect.stringMatching(/^sitemap\.xml:50003: .*'\{[^}]+\}sitemap': This element is not expected/),
    ]);
  });

  it('names the file it was given', async () => {
    const errors = await validateSitemap(page(''), 'urlset', 'sitemap-products-7.xml');
    expect(errors[0]).toMatch(/^sitemap-products-7\.xml:2: /);
  });
});
