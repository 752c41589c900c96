/** What the orders feature offers other features (a placed order refreshes the history; payments patch an order). */
export { type OrderRow, ordersKeys } from './api/get-user-orders';
