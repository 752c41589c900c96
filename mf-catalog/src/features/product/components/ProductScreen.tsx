import { answerAsOf, PricesAsOf } from '../../product-card';
import { productByIdCall } from '../api/get-product-by-id';
import { productBySlugCall } from '../api/get-product-by-slug';
import { useLoggedInToast } from '../hooks/use-logged-in-toast';
import { useProductRoute } from '../hooks/use-product-route';
import { isProductId } from '../lib/product-ref';
import { ProductSkeleton } from './ProductSkeleton';
import { ProductLoadError, ProductNotFound } from './ProductStatusViews';
import { ProductView } from './ProductView';

/** The product page for a route parameter that is a product id or a slug. */
export function ProductScreen({ idOrSlug }: { idOrSlug: string }) {
  useLoggedInToast();
  const query = useProductRoute(idOrSlug);
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError)
    return <ProductLoadError message={query.error.message} onRetry={() => query.refetch()} />;
  if (!query.data) return <ProductNotFound />;
  const call = isProductId(idOrSlug) ? productByIdCall(idOrSlug) : productBySlugCall(idOrSlug);
  return (
    <PricesAsOf time={answerAsOf(query.dataUpdatedAt, [call])}>
      <ProductView product={query.data} />
    </PricesAsOf>
  );
}
