import { useId } from 'react';
import type { SimilarProduct } from 'shared/contracts';
import { ProductCard, ProductGrid, ProductGridItem } from '../../product-card';
import { SectionHeading } from './SpecificationTable';

/** 'You May Also Like': product cards linking to /product/{slug}, up to 5 per row. */
export function SimilarProducts({ products }: { products: readonly SimilarProduct[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>You May Also Like</SectionHeading>
      <ProductGrid>
        {products.map((product) => (
          <ProductGridItem key={product.slug}>
            <ProductCard product={product} />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </section>
  );
}
