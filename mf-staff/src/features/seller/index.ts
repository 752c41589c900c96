/** The seller's details of the console (`/staff/seller`). */
export { SellerView } from './components/SellerView';
