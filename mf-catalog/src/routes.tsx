import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { CompareArea } from './features/compare';
import { BUY_BAR_HEIGHT } from './features/product/components/chrome';
import { CategoryPage } from './pages/CategoryPage';
import { ProductDetailsPage } from './pages/ProductDetailsPage';
import { ProductPage } from './pages/ProductPage';
import { SearchPage } from './pages/SearchPage';
import { SubcategoryPage } from './pages/SubcategoryPage';

// Rarely a first page, never rendered on the server: its code loads when it is opened.
const LazyComparePage = lazy(() => import('./features/compare/components/ComparePage'));

function ComparePage() {
  return (
    <Suspense fallback={null}>
      <LazyComparePage />
    </Suspense>
  );
}

/**
 * A catalogue page whose cards offer Compare, with the compare tray at the foot of the screen
 * (after the page has loaded; on a phone's product page above its buy bar).
 */
function withCompareTray(Page: ComponentType, mobileBarHeight = 0): ComponentType {
  const WithTray = () => (
    <CompareArea mobileBarHeight={mobileBarHeight}>
      <Page />
    </CompareArea>
  );
  WithTray.displayName = `WithCompareTray(${Page.displayName ?? Page.name})`;
  return WithTray;
}

/** Pages of the catalogue domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_catalog',
  {
    search: withCompareTray(SearchPage),
    product: withCompareTray(ProductPage, BUY_BAR_HEIGHT),
    'product-details': withCompareTray(ProductDetailsPage, BUY_BAR_HEIGHT),
    category: withCompareTray(CategoryPage),
    subcategory: withCompareTray(SubcategoryPage),
    compare: ComparePage,
  },
  { useState, useQueryClient },
);
