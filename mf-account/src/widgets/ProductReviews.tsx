import type { ProductReviewsProps } from 'shared/contracts';
import { ProductReviewsSection } from '../features/reviews';

/** mf_account `./ProductReviews`: the reviews section of a product page (rendered by mf_catalog). */
export default function ProductReviews({ productId, productSlug }: ProductReviewsProps) {
  // A new product starts again at page 1.
  return <ProductReviewsSection key={productId} productId={productId} productSlug={productSlug} />;
}
