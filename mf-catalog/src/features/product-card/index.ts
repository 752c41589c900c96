export { MrpPrice, type MrpPriceProps } from './MrpPrice';
export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { ProductGrid, ProductGridItem } from './ProductGrid';
export { answerAsOf, PricesAsOf } from './prices-as-of';
export {
  CARD_IMAGE_WIDTH,
  conditionLabel,
  fallBackToPlaceholder,
  GALLERY_IMAGE_WIDTH,
  GALLERY_THUMB_SIZE,
  PLACEHOLDER_IMAGE,
  PRODUCT_IMAGE_SIZE,
  productImageSrc,
} from './product-image';
