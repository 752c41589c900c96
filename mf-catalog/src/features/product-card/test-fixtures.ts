import type { ProductCardData } from './ProductCard';

/** A card's product for component tests: a list price above the selling price, rated. */
export const CARD_PRODUCT: ProductCardData = {
  slug: 'sony-playstation-5-slim',
  product_name: 'Sony PlayStation 5 Slim',
  primary_image: '/img/products/ps5.svg',
  price: 54990,
  discount_price: 49990,
  is_bestseller: false,
  condition: null,
  average_rating: 4.5,
  review_count: 12,
};
