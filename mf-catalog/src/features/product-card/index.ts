export { MrpPrice, type MrpPriceProps } from './MrpPrice';
export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { ProductGrid, ProductGridItem } from './ProductGrid';
export {
  conditionLabel,
  fallBackToPlaceholder,
  PLACEHOLDER_IMAGE,
  PRODUCT_IMAGE_SIZE,
  productImageSrc,
} from './product-image';
