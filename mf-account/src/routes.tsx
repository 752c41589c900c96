import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { ProfilePage } from './pages/ProfilePage';
import { ReviewOrderPage } from './pages/ReviewOrderPage';
import { WishlistPage } from './pages/WishlistPage';

/** Pages of the account domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_account',
  {
    wishlist: WishlistPage,
    profile: ProfilePage,
    'review-order': ReviewOrderPage,
  },
  { useState, useQueryClient },
);
