/** What the payment feature offers other features (order details, placement): docs/product.md#payments. */
export { CancelOrderDialog } from './components/CancelOrderDialog';
export { PaymentFacts } from './components/PaymentFacts';
export { PaymentMethodPicker } from './components/PaymentMethodPicker';
export { PaymentProgress } from './components/PaymentProgress';
export { type PayInput, type PayPhase, type PayResult, usePayOrder } from './hooks/use-pay-order';
export { useRetryablePayment } from './hooks/use-retryable-payment';
export {
  CANCELLABLE_ORDER_STATUSES,
  canCancelOrder,
  canRetryPayment,
  codAllowedFor,
  paymentSummaryText,
} from './lib/order-payment';
