import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { DiscountRequestHistoryPage } from './pages/DiscountRequestHistoryPage';
import { DiscountRequestHomePage } from './pages/DiscountRequestHomePage';
import { DiscountRequestNewPage } from './pages/DiscountRequestNewPage';
import { GameLoadHistoryPage } from './pages/GameLoadHistoryPage';
import { GameLoadHomePage } from './pages/GameLoadHomePage';
import { GameLoadNewPage } from './pages/GameLoadNewPage';
import { RepairHistoryPage } from './pages/RepairHistoryPage';
import { RepairHomePage } from './pages/RepairHomePage';
import { RepairNewPage } from './pages/RepairNewPage';
import { SupportPage } from './pages/SupportPage';

/** Pages of the services domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_services',
  {
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
  },
  { useState, useQueryClient },
);
