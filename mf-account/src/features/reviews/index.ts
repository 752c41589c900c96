export { reviewKeys } from './api/review-keys';
export { ProductReviewsSection } from './components/ProductReviewsSection';
