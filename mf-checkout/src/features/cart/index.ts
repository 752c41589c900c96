/** What the cart feature offers other features (placing an order empties the cart). */
export { cartKeys } from './api/get-cart';
