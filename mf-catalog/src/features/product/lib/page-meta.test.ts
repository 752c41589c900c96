import { buildPageMeta, SEO } from 'shared';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../test-fixtures';
import { productPageMeta } from './page-meta';

const ORIGIN = 'https://shop.example.in';
const NOW = new Date('2026-11-22T10:00:00Z');

function tag(result: ReturnType<typeof buildPageMeta>, key: string): string | undefined {
  for (const t of result.tags) {
    if (t.kind === 'meta' && t.key === key) return t.content;
    if (t.kind === 'link' && key === 'canonical') return t.href;
    if (t.kind === 'jsonld' && key === 'jsonld') return t.json;
  }
  return undefined;
}

describe('productPageMeta', () => {
  it('gives the name, a description cut at 160, the slug canonical, the first image and JSON-LD', () => {
    const product = productFixture();
    // Opened by id: the canonical is still the slug address.
    const result = buildPageMeta(
      productPageMeta(product, ORIGIN, NOW),
      ORIGIN,
      `/product/${product.o_product_id}`,
    );
    expect(result.title).toContain(product.o_product_name);
    const description = tag(result, 'description') ?? '';
    expect(product.o_product_description?.length).toBeGreaterThan(SEO.descriptionMax);
    expect(Array.from(description)).toHaveLength(SEO.descriptionMax);
    expect(description.endsWith('…')).toBe(true);
    expect(tag(result, 'canonical')).toBe(`${ORIGIN}/product/lenovo-legion-5i-gen-9-gaming-laptop`);
    expect(tag(result, 'og:image')).toBe(`${ORIGIN}/img/products/legion-1.svg`);
    expect(tag(result, 'og:type')).toBe('product');
    expect(JSON.parse(tag(result, 'jsonld') ?? '{}').offers.priceCurrency).toBe('INR');
  });

  it('falls back to the name when there is no description', () => {
    const meta = productPageMeta(productFixture({ o_product_description: null }), ORIGIN, NOW);
    expect(meta.description).toBe(productFixture().o_product_name);
  });
});
