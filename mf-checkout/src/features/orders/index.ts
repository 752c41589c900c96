/** What the orders feature offers other features (a placed order refreshes the history). */
export { ordersKeys } from './api/get-user-orders';
