/** Routes checkout links to (the route table in shared/contracts/remotes.ts owns the patterns). */
export const CART_PATH = '/checkout/cart-details';
export const ORDER_SUMMARY_PATH = '/checkout/order-summary';
export const ORDER_HISTORY_PATH = '/order-history';
export const ORDER_CONFIRMATION_PATH = '/order-confirmation';
export const PROFILE_PATH = '/profile';

export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;
export const reviewOrderPath = (orderId: string): string => `/review/order/${encodeURIComponent(orderId)}`;
/** The returns and refunds policy (a shell page), linked before Place Order. */
export const RETURNS_PAGE_PATH = '/returns-and-refunds';
