import type { ReactNode } from 'react';
import { EAGER_CATALOG_GROUPS } from 'shared/contracts';
import { EmptyState } from 'shared/kit';
import styled from 'styled-components';
import { CATALOG_MESSAGES, type ProductFilters, useCountProducts } from '../../catalog';
import type { BrowseGroup } from '../lib/groups';
import { ProductGroup } from './ProductGroup';

export interface GroupedProductsProps {
  groups: readonly BrowseGroup[];
  /** The whole page's scope: when it has no products the page says 'No products found'. */
  scope: ProductFilters;
  /**
   * The filters selecting exactly the products the groups can show (a subcategory's labels), and
   * what shows instead when none of the page's products is in a group (products without a label
   * would otherwise leave the page blank).
   */
  grouped?: { filters: ProductFilters; otherwise: ReactNode };
}

/** A category or subcategory page without filters: its groups, one row each. */
export function GroupedProducts({ groups, scope, grouped }: GroupedProductsProps) {
  const total = useCountProducts(scope, { enabled: groups.length > 0 });
  const inGroups = useCountProducts(grouped?.filters ?? scope, {
    enabled: groups.length > 0 && grouped !== undefined,
  });
  if (groups.length === 0 || (total.isSuccess && total.data === 0)) {
    return <EmptyState title={CATALOG_MESSAGES.noProducts} />;
  }
  if (grouped && inGroups.isSuccess && inGroups.data === 0) return grouped.otherwise;
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
