import { useParams } from 'react-router-dom';
import { ProductScreen } from '../features/product';

/** /product/:idOrSlug (spec §2): by slug, or by id and then redirected to the slug address. */
export function ProductPage() {
  const { idOrSlug = '' } = useParams();
  return <ProductScreen idOrSlug={idOrSlug} />;
}
