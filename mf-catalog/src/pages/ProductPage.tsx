import { useParams } from 'react-router-dom';
import { ProductScreen } from '../features/product';

/**
 * /product/:idOrSlug (docs/product.md#catalogue-and-search): by slug, or by id and then redirected
 * to the slug address.
 */
export function ProductPage() {
  const { idOrSlug = '' } = useParams();
  return <ProductScreen idOrSlug={idOrSlug} />;
}
