import styled from 'styled-components';
import { NumCell, NumHead, TableScroll, tableStyles } from '../../../components/list-styles/table';
import { formatRupees } from '../../../lib/kinds';
import type { OrderLine } from '../lib/item-facts';

/**
 * An order's lines as sold: quantity × unit price (the MRP struck through when it was higher) and
 * the line's subtotal. Below 768 px each cell is a labelled line.
 */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  if (lines.length === 0) return null;
  return (
    <TableScroll>
      <Table>
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <NumHead scope="col">Quantity × unit price</NumHead>
            <NumHead scope="col">Subtotal</NumHead>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <NameCell data-label="Product">{line.name}</NameCell>
              <NumCell data-label="Quantity × unit price">
                {line.quantity} × {formatRupees(line.unitPrice)}
                {line.listPrice !== null && (
                  <>
                    {' '}
                    <Mrp>
                      MRP <s>{formatRupees(line.listPrice)}</s>
                    </Mrp>
                  </>
                )}
              </NumCell>
              <NumCell data-label="Subtotal">{formatRupees(line.subtotal)}</NumCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Table = styled.table`
  ${tableStyles({ linesOnMobile: true, align: 'top' })}
  caption {
    padding: 8px 14px 0;
    text-align: left;
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const NameCell = styled.td`
  overflow-wrap: anywhere;
`;

const Mrp = styled.span`
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;
