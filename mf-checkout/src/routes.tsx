import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { CartPage } from './pages/CartPage';
import { OrderConfirmationPage } from './pages/OrderConfirmationPage';
import { OrderHistoryPage } from './pages/OrderHistoryPage';
import { OrderSummaryPage } from './pages/OrderSummaryPage';

/** Pages of the checkout domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_checkout',
  {
    cart: CartPage,
    'order-summary': OrderSummaryPage,
    'order-history': OrderHistoryPage,
    'order-confirmation': OrderConfirmationPage,
  },
  { useState, useQueryClient },
);
