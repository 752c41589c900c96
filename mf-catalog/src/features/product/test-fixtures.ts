/** A product-details row as get_product_details answers it, for the product page's tests. */
import type { ProductDetails } from 'shared/contracts';

export const PRODUCT_ID = 'c54bd1fe-57e1-53cb-b06e-03cb27e83dc7';
export const PRODUCT_SLUG = 'lenovo-legion-5i-gen-9-gaming-laptop';

export function productFixture(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    o_product_id: PRODUCT_ID,
    o_product_name:
      'Lenovo Legion 5i Gen 9 Gaming Laptop (Core i7-14650HX, RTX 4060, 16GB, 1TB SSD, 16" 165Hz)',
    o_product_description: `The Lenovo Legion 5i Gen 9 is a laptop gamers across India rely on. ${'Fast and cool. '.repeat(20)}`,
    o_slug: PRODUCT_SLUG,
    o_price: 149990,
    o_discount_price: 119990,
    o_images: [1, 2, 3, 4, 5].map((n) => ({
      url: `/img/products/legion-${n}.svg`,
      width: 800,
      height: 800,
      alt: n === 1 ? 'Lenovo Legion 5i' : `Lenovo Legion 5i, view ${n}`,
    })),
    o_category_name: 'Computers',
    o_subcategory_name: 'Laptops',
    o_label: 'Gaming Laptop',
    o_condition: 'new',
    o_stock_units: 64,
    o_is_bestseller: true,
    o_average_rating: 4.38,
    o_review_count: 8,
    o_similar_products: [
      {
        product_id: '54693b05-4cd8-5fc2-90b6-d541f9f71806',
        slug: 'asus-rog-strix-g16',
        product_name: 'ASUS ROG Strix G16',
        primary_image: '/img/products/strix.svg',
        price: 159990,
        discount_price: 139990,
        condition: 'new',
        is_bestseller: false,
        average_rating: 4.1,
        review_count: 8,
      },
      {
        slug: 'acer-nitro-v-15',
        product_name: 'Acer Nitro V 15',
        primary_image: null,
        price: 79990,
        discount_price: 69990,
        condition: 'refurbished',
        is_bestseller: true,
        average_rating: null,
        review_count: null,
      },
    ],
    o_brand: 'Lenovo',
    o_category_slug: 'computers',
    o_subcategory_slug: 'laptops',
    o_label_display_url: null,
    o_technical_specification: { brand: 'Lenovo', ram_gb: 16 },
    o_specifications: [
      { key: 'brand', displayName: 'Brand', group: 'General', unit: null, value: 'Lenovo' },
      {
        key: 'processor',
        displayName: 'Processor',
        group: 'Performance',
        unit: null,
        value: 'Intel Core i7-14650HX',
      },
      { key: 'ram_gb', displayName: 'RAM', group: 'Memory', unit: 'GB', value: 16 },
      { key: 'os', displayName: 'Operating System', group: 'General', unit: null, value: 'Windows 11 Home' },
      { key: 'backlit', displayName: 'Backlit Keyboard', group: 'General', unit: null, value: true },
    ],
    o_country_of_origin: 'China',
    o_warranty_months: 12,
    o_return_window_days: 7,
    o_replacement_window_days: 7,
    o_seller_legal_name: 'GameGear Retail Private Limited',
    ...overrides,
  };
}
