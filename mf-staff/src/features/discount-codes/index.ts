/** The console's discount codes (`/staff/discount-codes`). */
export { DiscountCodesView } from './components/DiscountCodesView';
