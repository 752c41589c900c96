import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProductById } from '../api/get-product-by-id';
import { productBySlugQueryOptions, useProductBySlug } from '../api/get-product-by-slug';
import { isProductId, productPath } from '../lib/product-ref';

/**
 * The product of /product/:idOrSlug and /product/details/:idOrSlug
 * (docs/product.md#catalogue-and-search). A uuid is looked up by id and, when the product has a
 * slug, the address is replaced by /product/{slug} (history replace, so Back skips the id address);
 * anything else is a slug. The product found by id is put under its slug key first, so the page
 * does not load it twice.
 */
export function useProductRoute(idOrSlug: string) {
  const byId = isProductId(idOrSlug);
  const idQuery = useProductById(idOrSlug, { enabled: byId });
  const slugQuery = useProductBySlug(idOrSlug, { enabled: !byId });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  const found = byId ? idQuery.data : undefined;
  useEffect(() => {
    if (!found?.o_slug) return;
    queryClient.setQueryData(productBySlugQueryOptions(found.o_slug).queryKey, found);
    navigate({ pathname: productPath(found.o_slug), search, hash }, { replace: true });
  }, [found, queryClient, navigate, search, hash]);

  return byId ? idQuery : slugQuery;
}
