/** What the discount feature offers other features (totals, order placement, order details). */
export { describeRate } from './lib';
export { useDiscount } from './store';
