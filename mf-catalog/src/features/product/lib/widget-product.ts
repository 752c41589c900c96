import type { ProductDetails, WidgetProduct } from 'shared/contracts';

/** The product as the AddToCart and WishlistToggle widgets take it (a cart / wishlist item). */
export function toWidgetProduct(product: ProductDetails): WidgetProduct {
  return {
    id: product.o_product_id,
    slug: product.o_slug,
    title: product.o_product_name,
    price: product.o_price,
    discount_price: product.o_discount_price,
    image: product.o_images[0]?.url ?? null,
    stockUnits: product.o_stock_units,
  };
}
