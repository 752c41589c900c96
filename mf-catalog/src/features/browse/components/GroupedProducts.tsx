import { EmptyState } from 'shared';
import { EAGER_CATALOG_GROUPS } from 'shared/contracts';
import styled from 'styled-components';
import { CATALOG_MESSAGES, type ProductFilters, useCountProducts } from '../../catalog';
import type { BrowseGroup } from '../lib/groups';
import { ProductGroup } from './ProductGroup';

export interface GroupedProductsProps {
  groups: readonly BrowseGroup[];
  /** The whole page's scope: when it has no products the page says 'No products found'. */
  scope: ProductFilters;
}

/** A category or subcategory page without filters: its groups, one row each. */
export function GroupedProducts({ groups, scope }: GroupedProductsProps) {
  const total = useCountProducts(scope, { enabled: groups.length > 0 });
  if (groups.length === 0 || (total.isSuccess && total.data === 0)) {
    return <EmptyState title={CATALOG_MESSAGES.noProducts} />;
  }
  return (
    <Groups>
      {groups.map((group, i) => (
        <ProductGroup key={group.key} group={group} eager={i < EAGER_CATALOG_GROUPS} priority={i === 0} />
      ))}
    </Groups>
  );
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: 36px;

  ${(p) => p.theme.media.mobile} {
    gap: 28px;
  }
`;
