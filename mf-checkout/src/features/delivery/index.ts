/** The delivery estimate before a purchase (the cart and checkout's ./DeliveryEstimate widget). */
export { DeliveryEstimate, type DeliveryEstimateProps } from './components/DeliveryEstimate';
