/**
 * Link tables of the chrome (docs/product.md#layout-and-home-page). One place, so the header,
 * the mobile drawers and the footer cannot drift apart.
 */
export interface NavItem {
  label: string;
  to: string;
}

/** Services menu (header) and services drawer (mobile bar), in the order of docs/product.md. */
export const SERVICE_LINKS: readonly NavItem[] = [
  { label: 'Repair Services', to: '/repair-home' },
  { label: 'Game Load Service', to: '/game-load-service' },
  { label: 'Product Discount Request', to: '/product-discount-request' },
];

/** Account panel: 'Order & Service History' group. */
export const HISTORY_LINKS: readonly NavItem[] = [
  { label: 'Product Orders', to: '/order-history' },
  { label: 'Repair History', to: '/repair/history' },
  { label: 'Game(s) Load History', to: '/game-load/history' },
  { label: 'Product Discount History', to: '/product-discount-request/history' },
];

/** Footer quick links. */
export const QUICK_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Support', to: '/support' },
  ...SERVICE_LINKS,
  { label: 'Order History', to: '/order-history' },
  { label: 'Wishlist', to: '/wishlist' },
];

export const CART_PATH = '/checkout/cart-details';
export const WISHLIST_PATH = '/wishlist';
export const SUPPORT_PATH = '/support';
export const LOGIN_PATH = '/login';
/** The staff console (mf-staff), offered to staff accounts only. */
export const STAFF_PATH = '/staff';
/**
 * The promo popover's banner link (/Computers/Laptops?label=Gaming Laptop,
 * docs/product.md#layout-and-home-page).
 */
export const GAMING_LAPTOPS_PATH = `/Computers/Laptops?label=${encodeURIComponent('Gaming Laptop')}`;
