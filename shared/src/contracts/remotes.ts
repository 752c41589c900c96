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
 * Every route of docs/product.md and the remote that owns it. The shell builds its router from
 * this table; the contract test checks each remote's `./routes` provides these ids.
 */
export const remoteRoutes = [
  { id: 'search', path: '/search', remote: 'mf_catalog' },
  { id: 'product', path: '/product/:idOrSlug', remote: 'mf_catalog' },
  { id: 'product-details', path: '/product/details/:idOrSlug', remote: 'mf_catalog' },
  // Up to 4 products of one subcategory side by side, by slug: /compare?ids=slug-a,slug-b (compare.ts).
  { id: 'compare', path: '/compare', remote: 'mf_catalog' },
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
  // The staff console (docs/product.md#staff-console): mounted for staff accounts only; anyone else
  // gets the 404 view and never downloads the remote (the shell's staff gate and first-screen
  // preload skip it).
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
  mf_checkout: ['./routes', './AddToCart', './CartBadge', './DeliveryEstimate'],
  mf_account: ['./routes', './ProfileDialog', './WishlistToggle', './WishlistBadge', './ProductReviews'],
  mf_services: ['./routes', './ServiceAreaDialog', './HomePromos'],
  mf_staff: ['./routes'],
} as const satisfies Record<RemoteName, readonly string[]>;

export function routeIdsOf(remote: RemoteName): string[] {
  return remoteRoutes.filter((r) => r.remote === remote).map((r) => r.id);
}

export type RemoteRoute = (typeof remoteRoutes)[number];

/**
 * The shell's policy pages (docs/product.md#seller-and-policies; shell/src/features/policies),
 * public and rendered on the server. Their titles and descriptions are `POLICY_PAGES` of
 * shared/src/contracts/seller.ts (a test keeps the two lists equal).
 */
export const SHELL_POLICY_PAGES = [
  '/about-seller',
  '/grievance-officer',
  '/returns-and-refunds',
  '/shipping',
  '/warranty',
  '/terms',
  '/privacy',
] as const;

/**
 * The shell's own pages besides home (shell/src/app/router.tsx). They are static paths of the
 * shell's router, so '/:category' must not claim them.
 */
export const SHELL_PAGES: readonly string[] = ['/login', '/reset-password', ...SHELL_POLICY_PAGES];

export interface RemoteRouteMatch {
  route: RemoteRoute;
  /** The route's `:name` parameters, percent-decoded. */
  params: Record<string, string>;
}

/**
 * The remote route `pathname` opens, as the shell's router picks it, or null (home, a shell page,
 * no route). Rules (one matcher for the shell's first-screen preload and the server's head):
 * - Segments are compared between slashes; empty ones are ignored, so '/Consoles/' is '/Consoles'.
 * - A pattern ending in '/*' matches its fixed part and any (or no) tail, left undecoded.
 * - The route with the most static segments wins ('/search' is the search page, not the category
 *   'search'); between equals, the first in `remoteRoutes`.
 * - A parameter segment that does not decode (a malformed percent escape such as '%E0') names no
 *   product, category or order, so that route does not match; since no other route could take
 *   that segment as static text, the path then matches nothing (or only a '/*' route covering it).
 * Free of imports: the shell's entry chunk carries it.
 */
export function matchRemoteRoute(pathname: string): RemoteRouteMatch | null {
  if (SHELL_PAGES.includes(pathname.replace(/\/+$/, ''))) return null;
  const segments = pathname.split('/').filter(Boolean);
  let best: (RemoteRouteMatch & { score: number }) | null = null;
  for (const route of remoteRoutes) {
    const pattern = route.path.split('/').filter(Boolean);
    const rest = pattern.at(-1) === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const score = fixed.filter((part) => !part.startsWith(':')).length;
    if (best && score <= best.score) continue;
    const params = decodeParams(fixed, segments);
    if (params) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

function decodeParams(fixed: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of fixed.entries()) {
    if (!part.startsWith(':')) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}
