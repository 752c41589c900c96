/** The day's payments of the console (`/staff/payments`). */
export { PaymentsView } from './components/PaymentsView';
