import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { CategoryPage } from './pages/CategoryPage';
import { ProductDetailsPage } from './pages/ProductDetailsPage';
import { ProductPage } from './pages/ProductPage';
import { SearchPage } from './pages/SearchPage';
import { SubcategoryPage } from './pages/SubcategoryPage';

/** Pages of the catalogue domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_catalog',
  {
    search: SearchPage,
    product: ProductPage,
    'product-details': ProductDetailsPage,
    category: CategoryPage,
    subcategory: SubcategoryPage,
  },
  { useState, useQueryClient },
);
