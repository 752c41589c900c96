import { afterEach, describe, expect, it } from 'vitest';
import { categoryPageMeta, searchPageMeta, subcategoryPageMeta } from './catalog-meta';
import {
  applyPageMeta,
  buildPageMeta,
  PAGE_META_ATTR,
  renderPageMetaHtml,
  SERVER_PAGE_META,
} from './page-meta';

const ORIGIN = 'https://shop.example.in';

const laptops = {
  name: 'Laptops',
  slug: 'laptops',
  display_url: null,
  data: {
    labels: [
      { name: 'Gaming Laptop', slug: 'gaming-laptop', display_url: null },
      { name: 'Office Laptop', slug: 'office-laptop', display_url: null },
    ],
  },
};
const computers = {
  name: 'Computers',
  slug: 'computers',
  description: null,
  display_url: null,
  subcategories: [laptops],
};

/** The server's head as the browser parses it, in a fresh document. */
function serverDocument(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('renderPageMetaHtml (the head the web server writes)', () => {
  it('escapes typed text in the title, attributes and JSON-LD, and marks every tag as the server’s', () => {
    const evil = `Pad "x" <b>&</b> 'y' </script><script>alert(1)</script>`;
    const html = renderPageMetaHtml(
      buildPageMeta({ title: evil, description: evil, jsonLd: { name: evil } }, ORIGIN, '/product/pad'),
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const doc = serverDocument(html);
    expect(doc.querySelector('title')?.textContent).toBe(`${evil} | GameGear India`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(evil);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `${evil} | GameGear India`,
    );
    const jsonLd = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(jsonLd)).toEqual({ name: evil });
    const tagged = doc.querySelectorAll(`[${PAGE_META_ATTR}="${SERVER_PAGE_META}"]`);
    expect(tagged.length).toBe(doc.head.children.length - 1);
  });

  it('writes the product price for link previews (Open Graph product:price, Twitter label)', () => {
    const { tags } = buildPageMeta(
      { title: 'PS5', type: 'product', price: { amount: '44990.00', currency: 'INR' } },
      ORIGIN,
    );
    const meta = (key: string) => tags.find((t) => t.kind === 'meta' && t.key === key);
    expect(meta('product:price:amount')).toMatchObject({ content: '44990.00' });
    expect(meta('product:price:currency')).toMatchObject({ content: 'INR' });
    expect(meta('twitter:data1')).toMatchObject({ content: '₹44,990.00' });
  });
});

describe('applyPageMeta over a server-written head', () => {
  it('takes the server’s tags over: one title, description, og:title and JSON-LD, none of the old page', () => {
    document.head.innerHTML = `${renderPageMetaHtml(
      buildPageMeta({ title: 'PS5', jsonLd: { name: 'PS5' } }, ORIGIN, '/product/ps5'),
    )}`;
    const undo = applyPageMeta(buildPageMeta({ title: 'Consoles' }, ORIGIN, '/Consoles'));
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    expect(count('title')).toBe(1);
    expect(document.title).toBe('Consoles | GameGear India');
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Consoles | GameGear India',
    );
    // The product's JSON-LD does not outlive its page.
    expect(count('script[type="application/ld+json"]')).toBe(0);
    expect(count(`[${PAGE_META_ATTR}="${SERVER_PAGE_META}"]`)).toBe(0);
    undo();
    expect(count('meta[property="og:title"]')).toBe(0);
  });
});

describe('catalogue page builders', () => {
  it('category: its name, a description from its subcategories, its canonical', () => {
    const meta = buildPageMeta(categoryPageMeta(computers), ORIGIN);
    expect(meta.title).toBe('Computers | GameGear India');
    expect(meta.tags).toContainEqual({ kind: 'link', rel: 'canonical', href: `${ORIGIN}/Computers` });
    expect(meta.tags).toContainEqual({
      kind: 'meta',
      attr: 'name',
      key: 'description',
      content: 'Shop Computers in India: Laptops.',
    });
  });

  it('subcategory: its labels in the description; one known label is a page of its own', () => {
    expect(subcategoryPageMeta(computers, laptops)).toMatchObject({
      title: 'Laptops - Computers',
      description: 'Shop Laptops in India: Gaming Laptop, Office Laptop.',
      canonicalPath: '/Computers/Laptops',
    });
    expect(
      subcategoryPageMeta(computers, laptops, ['gaming-laptop'], [laptops.data.labels[0] ?? null]),
    ).toMatchObject({
      title: 'Gaming Laptop - Laptops',
      canonicalPath: '/Computers/Laptops?label=Gaming%20Laptop',
    });
  });

  it('search: never indexed, one canonical', () => {
    expect(searchPageMeta(' ps5 ')).toMatchObject({
      title: 'Search results for “ps5”',
      noindex: true,
      canonicalPath: '/search',
    });
    expect(searchPageMeta('p').title).toBe('Search results');
  });
});
