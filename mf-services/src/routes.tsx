import type { RemoteRoutesModule } from 'shared';
import { SupportPage } from './pages/SupportPage';
import { RepairHomePage } from './pages/RepairHomePage';
import { RepairNewPage } from './pages/RepairNewPage';
import { RepairHistoryPage } from './pages/RepairHistoryPage';
import { GameLoadHomePage } from './pages/GameLoadHomePage';
import { GameLoadNewPage } from './pages/GameLoadNewPage';
import { GameLoadHistoryPage } from './pages/GameLoadHistoryPage';
import { DiscountRequestHomePage } from './pages/DiscountRequestHomePage';
import { DiscountRequestNewPage } from './pages/DiscountRequestNewPage';
import { DiscountRequestHistoryPage } from './pages/DiscountRequestHistoryPage';

/** Pages of the services domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = {
  support: SupportPage,
  'repair-home': RepairHomePage,
  'repair-new': RepairNewPage,
  'repair-history': RepairHistoryPage,
  'game-load-home': GameLoadHomePage,
  'game-load-new': GameLoadNewPage,
  'game-load-history': GameLoadHistoryPage,
  'discount-request-home': DiscountRequestHomePage,
  'discount-request-new': DiscountRequestNewPage,
  'discount-request-history': DiscountRequestHistoryPage,
};
