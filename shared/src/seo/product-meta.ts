import { SEO } from '../constants/spec';
import type { ProductDetails } from '../contracts/catalog';
import { productPath } from './catalog-paths';
import type { PageMeta } from './page-meta';

/*
 * The product page's head: pure builders used by the catalogue remote in the browser and by the
 * web server for the HTML it sends (link-preview crawlers run no JavaScript), one source of truth.
 */

const SCHEMA = 'https://schema.org';
const DAY_MS = 24 * 60 * 60 * 1000;

const NEW_CONDITION = `${SCHEMA}/NewCondition`;

/**
 * schema.org item conditions; the shop's 'pre-owned' is schema.org's used
 * (docs/product.md#seo-and-server-rendering).
 */
const CONDITIONS: Record<string, string> = {
  new: NEW_CONDITION,
  refurbished: `${SCHEMA}/RefurbishedCondition`,
  'pre-owned': `${SCHEMA}/UsedCondition`,
  used: `${SCHEMA}/UsedCondition`,
};

/** A missing or unknown condition means new (the product card's default). */
export function itemCondition(condition: string | null | undefined): string {
  const key = condition?.trim().toLowerCase() || 'new';
  return CONDITIONS[key] ?? NEW_CONDITION;
}

/**
 * The structured-data price is valid for one year (docs/product.md#seo-and-server-rendering); an
 * ISO date (YYYY-MM-DD, UTC).
 */
export function priceValidUntil(now: Date): string {
  return new Date(now.getTime() + SEO.priceValidDays * DAY_MS).toISOString().slice(0, 10);
}

/** Two decimals as a string, as schema.org recommends for prices (no currency symbol). */
function price(amount: number): string {
  return amount.toFixed(2);
}

/**
 * Product structured data (schema.org/Product) for search engines: name, images, description,
 * sku and product id, brand, one offer in INR at the selling (discount) price with its
 * availability and condition, and the rating when the product has reviews.
 */
export function buildProductJsonLd(
  product: ProductDetails,
  origin: string,
  now: Date,
): Record<string, unknown> {
  const url = new URL(productPath(product.o_slug), origin).href;
  const reviewCount = product.o_review_count ?? 0;
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.o_product_name,
    url,
    sku: product.o_product_id,
    productID: product.o_product_id,
  };
  const images = product.o_images.map((image) => new URL(image.url, origin).href);
  if (images.length > 0) data.image = images;
  const description = product.o_product_description?.trim();
  if (description) data.description = description;
  const brand = product.o_brand?.trim();
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  data.offers = {
    '@type': 'Offer',
    url,
    price: price(product.o_discount_price),
    priceCurrency: 'INR',
    priceValidUntil: priceValidUntil(now),
    availability: product.o_stock_units > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: itemCondition(product.o_condition),
  };
  if (reviewCount > 0 && product.o_average_rating != null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.o_average_rating,
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * The product page's metadata: its name as the title, the description (cut at 160 characters),
 * the canonical /product/{slug} whichever address it was opened by, the first image for sharing,
 * the selling price (product:price tags) and the Product JSON-LD.
 */
export function productPageMeta(product: ProductDetails, origin: string, now: Date): PageMeta {
  const image = product.o_images[0]?.url;
  return {
    title: product.o_product_name,
    description: product.o_product_description?.trim() || product.o_product_name,
    canonicalPath: productPath(product.o_slug),
    type: 'product',
    ...(image ? { image } : {}),
    price: { amount: price(product.o_discount_price), currency: 'INR' },
    jsonLd: buildProductJsonLd(product, origin, now),
  };
}
