import type { RemoteRoutesModule } from 'shared';
import { WishlistPage } from './pages/WishlistPage';
import { ProfilePage } from './pages/ProfilePage';
import { ReviewOrderPage } from './pages/ReviewOrderPage';

/** Pages of the account domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = {
  wishlist: WishlistPage,
  profile: ProfilePage,
  'review-order': ReviewOrderPage,
};
