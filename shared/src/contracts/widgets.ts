/**
 * Props of the widgets one remote renders inside another's page (docs/architecture.md: cross-domain
 * UI is an exposed widget). Both sides type against these, so a change breaks the build of both.
 */

/** The product as checkout and the wishlist store it (cart and wishlist item fields, docs/product.md). */
export interface WidgetProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount_price: number;
  image: string | null;
  /** Units in stock; 0 disables adding. */
  stockUnits: number;
}

/** mf_checkout `./AddToCart`: the product page's add-to-cart button (quantity from its picker). */
export interface AddToCartProps {
  product: WidgetProduct;
  /** From the product page's quantity picker, 1-99. */
  quantity: number;
  /** 'page' is the main button; 'bar' the compact one in the mobile fixed bottom bar. */
  variant?: 'page' | 'bar';
}

/** mf_checkout `./DeliveryEstimate`: 'Deliver to <PIN>' and the delivery date (after hydration). */
export interface DeliveryEstimateProps {
  /** 'page' on the product page (a bordered box); 'compact' in a summary. */
  variant?: 'page' | 'compact';
}

/** mf_account `./WishlistToggle`: heart button adding/removing the product. */
export interface WishlistToggleProps {
  product: WidgetProduct;
  /**
   * 'icon': the product page's 48 px heart beside Add to Cart; 'overlay': a round 36 px heart over
   * a product card's image; 'button': a text button.
   */
  variant?: 'icon' | 'overlay' | 'button';
}

/** mf_account `./ProductReviews`: the reviews section of a product page. */
export interface ProductReviewsProps {
  productId: string;
  productSlug: string;
}

/** mf_catalog `./SearchBox`: header box (dropdown) or the mobile search drawer (inline results). */
export interface SearchBoxProps {
  size?: 'x-small' | 'small' | 'medium' | 'large';
  /** 'dropdown' in the header; 'drawer' lists results inline (mobile search drawer). */
  variant?: 'dropdown' | 'drawer';
  autoFocus?: boolean;
  /** Called after the box navigates (the drawer closes itself). */
  onNavigate?: () => void;
}

/** mf_catalog `./CatalogPanel`: the shop catalogue side panel. */
export interface CatalogPanelProps {
  onNavigate?: () => void;
}

/** mf_catalog `./FeaturedCarousel`: the loading overlay's 'Featured Products' carousel. */
export interface FeaturedCarouselProps {
  /** Autoplay interval; 1 s on the loading overlay (docs/product.md#common-rules). */
  intervalMs?: number;
}

/** The blocks of mf_services `./HomePromos`, laid out by the shell's home page. */
export type HomePromoSection = 'banner' | 'testimonials' | 'repair';

/** mf_services `./HomePromos`: one block of the home page's promos. */
export interface HomePromosProps {
  /** 'banner': the rotating promo banners; 'testimonials': stats and testimonials; 'repair': the repair promo. */
  section: HomePromoSection;
}
