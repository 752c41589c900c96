import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'shared';
import { formatRupees, type StaffProductRow } from 'shared/contracts';
import { Badge, ProductThumb } from 'shared/kit';
import styled from 'styled-components';
import { NumCell, NumHead, TableScroll, tableStyles } from '../../../components/list-styles/table';
import { CONDITION_LABELS, productEditPath, stockLevel } from '../lib/product-query';

/** A product's stock: the units, and a badge when none or few are left. */
export function StockCell({ row }: { row: Pick<StaffProductRow, 'stock_units' | 'low_stock_threshold'> }) {
  const level = stockLevel(row);
  return (
    <StockWrap>
      <span>{row.stock_units}</span>
      {level === 'out' && <Badge tone="danger">Out of stock</Badge>}
      {level === 'low' && <Badge tone="warning">Low stock</Badge>}
    </StockWrap>
  );
}

/**
 * A page of products as a table; below 768 px each row is a card with its cells labelled.
 */
export function ProductTable({ rows, caption }: { rows: readonly StaffProductRow[]; caption: string }) {
  return (
    <Scroll>
      <Table>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Image</VisuallyHidden>
            </th>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col">Condition</th>
            <NumHead scope="col">MRP</NumHead>
            <NumHead scope="col">Selling price</NumHead>
            <th scope="col">Stock</th>
            <th scope="col">State</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.product_id} data-product={row.product_id}>
              <ThumbCell>
                <ProductThumb src={row.primary_image} size={48} />
              </ThumbCell>
              <NameCell scope="row">
                <span>{row.name}</span>
                <Muted>
                  {row.brand ? `${row.brand} · ` : ''}
                  {row.slug}
                </Muted>
              </NameCell>
              <td data-label="Category">
                {row.category} › {row.subcategory}
                {row.label && <Muted>{row.label}</Muted>}
              </td>
              <td data-label="Condition">{CONDITION_LABELS[row.condition]}</td>
              <NumCell data-label="MRP">{formatRupees(row.price)}</NumCell>
              <NumCell data-label="Selling price">{formatRupees(row.discount_price)}</NumCell>
              <td data-label="Stock">
                <StockCell row={row} />
              </td>
              <td data-label="State">
                {row.is_active ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="neutral">Inactive</Badge>
                )}
              </td>
              <ActionCell>
                <EditLink to={productEditPath(row.product_id)} aria-label={`Edit ${row.name}`}>
                  Edit
                </EditLink>
              </ActionCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled(TableScroll)`
  ${(p) => p.theme.media.mobile} {
    overflow: visible;
    border: 0;
  }
`;

/** Below 768 px each row is a card: the image on the left, the cells as lines beside it. */
const Table = styled.table`
  ${tableStyles({ linesOnMobile: true })}
  ${(p) => p.theme.media.mobile} {
    tbody {
      display: grid;
      gap: 8px;
    }
    tr {
      display: grid;
      grid-template-columns: 48px minmax(0, 1fr);
      gap: 4px 12px;
      padding: 12px;
      background: ${(p) => p.theme.colors.surface};
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: ${(p) => p.theme.radii.md};
    }
    th,
    td {
      grid-column: 2;
      text-align: left;
    }
  }
`;

const ThumbCell = styled.td`
  width: 48px;
  ${(p) => p.theme.media.mobile} {
    && {
      grid-column: 1;
      grid-row: 1 / span 3;
    }
  }
`;

const NameCell = styled.th`
  display: grid;
  gap: 2px;
  font-weight: 600;
  min-width: 180px;
  ${(p) => p.theme.media.mobile} {
    && {
      display: grid;
      min-width: 0;
    }
  }
`;

const Muted = styled.span`
  display: block;
  font-size: 13px;
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StockWrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const ActionCell = styled.td`
  && {
    text-align: right;
  }
  ${(p) => p.theme.media.mobile} {
    && {
      margin-top: 8px;
    }
  }
`;

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 14px;
  font-weight: 600;
  text-decoration: none;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
