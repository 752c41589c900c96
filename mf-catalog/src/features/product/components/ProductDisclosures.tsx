import { Link } from 'react-router-dom';
import type { ProductDetails } from 'shared/contracts';
import styled from 'styled-components';
import { productDisclosures, RETURNS_PAGE_PATH, SELLER_PAGE_PATH } from '../lib/disclosures';

/**
 * Country of origin, warranty, return window and seller (docs/product.md#catalogue-and-search,
 * "Disclosures"). Server-rendered with the page: plain text and two links.
 */
export function ProductDisclosures({ product }: { product: ProductDetails }) {
  const d = productDisclosures(product);
  return (
    <List aria-label="Product information" data-testid="product-disclosures">
      <Row>
        <dt>Country of origin</dt>
        <dd>{d.countryOfOrigin}</dd>
      </Row>
      <Row>
        <dt>Warranty</dt>
        <dd>{d.warranty}</dd>
      </Row>
      <Row>
        <dt>Returns</dt>
        <dd>
          <Link to={RETURNS_PAGE_PATH}>{d.returns}</Link>
        </dd>
      </Row>
      <Row>
        <dt>Replacement</dt>
        <dd>{d.replacement}</dd>
      </Row>
      {d.seller && (
        <Row>
          <dt>Sold by</dt>
          <dd>
            <Link to={SELLER_PAGE_PATH}>{d.seller}</Link>
          </dd>
        </Row>
      )}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Row = styled.div`
  display: contents;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
