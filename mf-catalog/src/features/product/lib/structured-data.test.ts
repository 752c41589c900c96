import { describe, expect, it } from 'vitest';
import { productFixture } from '../test-fixtures';
import { buildProductJsonLd, itemCondition, priceValidUntil } from './structured-data';

const ORIGIN = 'https://shop.example.in';
const NOW = new Date('2026-11-22T10:00:00Z');

describe('buildProductJsonLd', () => {
  it('describes the product with an INR offer at the discount price', () => {
    const ld = buildProductJsonLd(productFixture(), ORIGIN, NOW);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: productFixture().o_product_name,
      sku: productFixture().o_product_id,
      productID: productFixture().o_product_id,
      url: 'https://shop.example.in/product/lenovo-legion-5i-gen-9-gaming-laptop',
      brand: { '@type': 'Brand', name: 'Lenovo' },
      offers: {
        '@type': 'Offer',
        price: '119990.00',
        priceCurrency: 'INR',
        priceValidUntil: '2027-11-22',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.38, reviewCount: 8 },
    });
    expect(ld.image).toEqual([1, 2, 3, 4, 5].map((n) => `${ORIGIN}/img/products/legion-${n}.svg`));
    expect(ld.description).toBe(productFixture().o_product_description?.trim());
  });

  it('maps pre-owned to used and refurbished to refurbished', () => {
    const offer = (condition: string | null) =>
      buildProductJsonLd(productFixture({ o_condition: condition }), ORIGIN, NOW).offers as Record<
        string,
        string
      >;
    expect(offer('pre-owned').itemCondition).toBe('https://schema.org/UsedCondition');
    expect(offer('refurbished').itemCondition).toBe('https://schema.org/RefurbishedCondition');
    expect(offer(null).itemCondition).toBe('https://schema.org/NewCondition');
  });

  it('is out of stock at zero units', () => {
    const ld = buildProductJsonLd(productFixture({ o_stock_units: 0 }), ORIGIN, NOW);
    expect((ld.offers as Record<string, string>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('leaves out the rating without reviews, and the brand and images when missing', () => {
    const ld = buildProductJsonLd(
      productFixture({ o_review_count: 0, o_average_rating: 0, o_brand: null, o_images: [] }),
      ORIGIN,
      NOW,
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('image');
  });
});

describe('priceValidUntil', () => {
  it('is one year after today as an ISO date', () => {
    expect(priceValidUntil(NOW)).toBe('2027-11-22');
    expect(priceValidUntil(new Date('2026-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});

describe('itemCondition', () => {
  it('ignores case and spaces and treats unknown values as new', () => {
    expect(itemCondition(' Pre-Owned ')).toBe('https://schema.org/UsedCondition');
    expect(itemCondition('mint')).toBe('https://schema.org/NewCondition');
  });
});
