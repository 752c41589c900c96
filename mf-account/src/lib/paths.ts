/** Routes the account pages link to (the route table in shared/contracts/remotes.ts owns them). */
export const ORDER_HISTORY_PATH = '/order-history';

export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;
