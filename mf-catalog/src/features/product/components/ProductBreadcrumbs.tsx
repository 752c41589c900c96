import { TEXT_LIMITS } from 'shared';
import type { ProductDetails } from 'shared/contracts';
import { Breadcrumbs } from 'shared/kit';
import styled from 'styled-components';
import { productBreadcrumbs } from '../lib/breadcrumbs';

type Props = {
  product: Pick<ProductDetails, 'o_category_name' | 'o_subcategory_name' | 'o_label' | 'o_product_name'>;
};

/**
 * Labels cut at 20 characters, the product name at 30 (full text in the tooltip;
 * docs/product.md#catalogue-and-search).
 */
export function ProductBreadcrumbs({ product }: Props) {
  return (
    <Trail
      items={productBreadcrumbs(product)}
      maxLabel={TEXT_LIMITS.breadcrumbLabel}
      maxLastLabel={TEXT_LIMITS.productNameBreadcrumb}
    />
  );
}

/** One line tall whatever the labels, so the skeleton can reserve exactly this height. */
export const BREADCRUMB_HEIGHT = 22;

const Trail = styled(Breadcrumbs)`
  min-height: ${BREADCRUMB_HEIGHT}px;
`;
