import type { PageMeta } from 'shared';
import type { ProductDetails } from 'shared/contracts';
import { productPath } from './product-ref';
import { buildProductJsonLd } from './structured-data';

/**
 * The product page's metadata: its name as the title, the description (usePageMeta cuts it at
 * 160 characters), the canonical /product/{slug} whichever address it was opened by, the first
 * image for sharing, and the Product JSON-LD.
 */
export function productPageMeta(product: ProductDetails, origin: string, now: Date): PageMeta {
  const image = product.o_images[0]?.url;
  return {
    title: product.o_product_name,
    description: product.o_product_description?.trim() || product.o_product_name,
    canonicalPath: productPath(product.o_slug),
    type: 'product',
    ...(image ? { image } : {}),
    jsonLd: buildProductJsonLd(product, origin, now),
  };
}
