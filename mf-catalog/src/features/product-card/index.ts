export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { ProductGrid, ProductGridItem } from './ProductGrid';
export { conditionLabel, PLACEHOLDER_IMAGE, productImageSrc } from './product-image';
