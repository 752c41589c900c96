import type { RemoteRoutesModule } from 'shared';
import { CartPage } from './pages/CartPage';
import { OrderSummaryPage } from './pages/OrderSummaryPage';
import { OrderHistoryPage } from './pages/OrderHistoryPage';
import { OrderConfirmationPage } from './pages/OrderConfirmationPage';

/** Pages of the checkout domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = {
  cart: CartPage,
  'order-summary': OrderSummaryPage,
  'order-history': OrderHistoryPage,
  'order-confirmation': OrderConfirmationPage,
};
