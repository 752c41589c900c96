import type { ComponentType } from 'react';

/** What every remote's `./routes` module exports: its pages by route id. */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
}

/** A widget module (`./SearchBox`, `./AddToCart`, ...): a default-exported component. */
export interface RemoteWidgetModule<P extends object = Record<string, never>> {
  default: ComponentType<P>;
}

export type RemoteName = 'mf_catalog' | 'mf_checkout' | 'mf_account' | 'mf_services' | 'mf_staff';

/**
 * Every route of both specs and the remote that owns it. The shell builds its router from
 * this table; the contract test checks each remote's `./routes` provides these ids.
 */
export const remoteRoutes = [
  { id: 'search', path: '/search', remote: 'mf_catalog' },
  { id: 'product', path: '/product/:idOrSlug', remote: 'mf_catalog' },
  { id: 'product-details', path: '/product/details/:idOrSlug', remote: 'mf_catalog' },
  { id: 'category', path: '/:category', remote: 'mf_catalog' },
  { id: 'subcategory', path: '/:category/:subcategory', remote: 'mf_catalog' },
  { id: 'cart', path: '/checkout/cart-details', remote: 'mf_checkout', requiresLogin: true },
  { id: 'order-summary', path: '/checkout/order-summary', remote: 'mf_checkout', requiresLogin: true },
  { id: 'order-history', path: '/order-history', remote: 'mf_checkout', requiresLogin: true },
  { id: 'order-confirmation', path: '/order-confirmation', remote: 'mf_checkout' },
  { id: 'wishlist', path: '/wishlist', remote: 'mf_account' },
  { id: 'profile', path: '/profile', remote: 'mf_account', requiresLogin: true },
  { id: 'review-order', path: '/review/order/:orderId', remote: 'mf_account' },
  { id: 'support', path: '/support', remote: 'mf_services' },
  { id: 'repair-home', path: '/repair-home/*', remote: 'mf_services' },
  { id: 'repair-new', path: '/repair/new-request', remote: 'mf_services', requiresLogin: true },
  { id: 'repair-history', path: '/repair/history', remote: 'mf_services' },
  { id: 'game-load-home', path: '/game-load-service', remote: 'mf_services' },
  { id: 'game-load-new', path: '/game-load-service/new', remote: 'mf_services' },
  { id: 'game-load-history', path: '/game-load/history', remote: 'mf_services' },
  { id: 'discount-request-home', path: '/product-discount-request', remote: 'mf_services' },
  { id: 'discount-request-new', path: '/product-discount-request/new', remote: 'mf_services' },
  { id: 'discount-request-history', path: '/product-discount-request/history', remote: 'mf_services' },
  // The staff console (issue 22): mounted for staff accounts only; anyone else gets the 404 view
  // and never downloads the remote (the shell's staff gate and first-screen preload skip it).
  { id: 'staff', path: '/staff/*', remote: 'mf_staff', staffOnly: true },
] as const satisfies readonly {
  id: string;
  path: string;
  remote: RemoteName;
  requiresLogin?: boolean;
  staffOnly?: boolean;
}[];

export type RemoteRouteId = (typeof remoteRoutes)[number]['id'];

/** Widgets the shell and other remotes render, by the module each remote exposes. */
export const remoteWidgets = {
  mf_catalog: [
    './routes',
    './SearchBox',
    './CatalogPanel',
    './FeaturedSections',
    './FeaturedCarousel',
    './ProductCard',
  ],
  mf_checkout: ['./routes', './AddToCart', './CartBadge'],
  mf_account: ['./routes', './ProfileDialog', './WishlistToggle', './WishlistBadge', './ProductReviews'],
  mf_services: ['./routes', './ServiceAreaDialog', './HomePromos'],
  mf_staff: ['./routes'],
} as const satisfies Record<RemoteName, readonly string[]>;

export function routeIdsOf(remote: RemoteName): string[] {
  return remoteRoutes.filter((r) => r.remote === remote).map((r) => r.id);
}
