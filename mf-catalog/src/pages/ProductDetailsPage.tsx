import { useParams } from 'react-router-dom';
import { ProductScreen } from '../features/product';

/** /product/details/:idOrSlug, the older address (docs/product.md#catalogue-and-search): the same page. */
export function ProductDetailsPage() {
  const { idOrSlug = '' } = useParams();
  return <ProductScreen idOrSlug={idOrSlug} />;
}
