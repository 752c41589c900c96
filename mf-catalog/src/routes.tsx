import type { RemoteRoutesModule } from 'shared';
import { SearchPage } from './pages/SearchPage';
import { ProductPage } from './pages/ProductPage';
import { ProductDetailsPage } from './pages/ProductDetailsPage';
import { CategoryPage } from './pages/CategoryPage';
import { SubcategoryPage } from './pages/SubcategoryPage';

/** Pages of the catalogue domain by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = {
  search: SearchPage,
  product: ProductPage,
  'product-details': ProductDetailsPage,
  category: CategoryPage,
  subcategory: SubcategoryPage,
};
