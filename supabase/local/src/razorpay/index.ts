/** The local Razorpay test gateway: REST subset, Checkout and its test sheet, signed webhooks, test hooks. */
export type {
  EventEntities,
  EventName,
  FailurePayload,
  HandlerPayload,
  Order,
  Payment,
  Refund,
} from './entities';
export { Ledger } from './ledger';
export {
  ACCOUNT_ID,
  checkoutAnswer,
  createRazorpayApp,
  type RazorpayGatewayOptions,
  type RunningRazorpayGateway,
  startRazorpayGateway,
} from './server';
export {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signatures';
export { DEFAULT_RETRY_DELAYS_MS, type DeliveryRecord, WebhookDispatcher } from './webhooks';
