import { Link } from 'react-router-dom';
import { formatRupees } from 'shared/contracts';
import { Badge } from 'shared/kit';
import styled from 'styled-components';
import { itemPath } from '../../../components/ConsoleTabs';
import { CardAmount, CardList, CardMeta, CardTop } from '../../../components/list-styles/cards';
import { NumCell, NumHead, TableScroll, tableStyles } from '../../../components/list-styles/table';
import { orderRef } from '../../../lib/kinds';
import { instrumentLabel, paymentMethodLabel } from '../../../lib/payments';
import type { DayPaymentRow } from '../api/day-payments';
import { formatIndiaTime } from '../lib/india-day';

/** 'Pay online · UPI', 'Cash on delivery' (its instrument is always cash). */
function methodText(row: DayPaymentRow): string {
  const instrument = row.payment_method === 'cod' ? '' : instrumentLabel(row.method);
  return [paymentMethodLabel(row.payment_method), instrument].filter(Boolean).join(' · ');
}

const rowKey = (row: DayPaymentRow, index: number) => `${row.kind}:${row.reference ?? row.order_id}:${index}`;

function OrderLink({ id, number }: { id: string; number?: string | null }) {
  return (
    <OrderAnchor to={itemPath('order', id)} aria-label={`Order ${orderRef(id, number)}`}>
      {orderRef(id, number)}
    </OrderAnchor>
  );
}

/** A refund's row says so beside its method (its amount is negative too). */
function RefundBadge({ row }: { row: DayPaymentRow }) {
  return row.kind === 'refund' ? (
    <>
      {' '}
      <Badge tone="purple">Refund</Badge>
    </>
  ) : null;
}

/** The day's rows as a table (tablets and wider): time, order, method, reference, amount. */
export function PaymentTable({ rows, labelledBy }: { rows: readonly DayPaymentRow[]; labelledBy: string }) {
  return (
    <TableScroll>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Order</th>
            <th scope="col">Method</th>
            <th scope="col">Reference</th>
            <NumHead scope="col">Amount</NumHead>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-kind={row.kind}>
              <td>
                <time dateTime={row.at}>{formatIndiaTime(row.at)}</time>
              </td>
              <td>
                <OrderLink id={row.order_id} number={row.order_display_number} />
              </td>
              <td>
                {methodText(row)}
                <RefundBadge row={row} />
              </td>
              <td>{row.reference ? <Mono>{row.reference}</Mono> : '—'}</td>
              <Num $negative={row.amount < 0}>{formatRupees(row.amount)}</Num>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The day's rows as a list (phones): order and amount first, then time, method and reference. */
export function PaymentList({ rows, labelledBy }: { rows: readonly DayPaymentRow[]; labelledBy: string }) {
  return (
    <CardList aria-labelledby={labelledBy}>
      {rows.map((row, index) => (
        <li key={rowKey(row, index)} data-kind={row.kind}>
          <CardTop>
            <OrderLink id={row.order_id} number={row.order_display_number} />
            <Amount $negative={row.amount < 0}>{formatRupees(row.amount)}</Amount>
          </CardTop>
          <CardMeta>
            <time dateTime={row.at}>{formatIndiaTime(row.at)}</time> · {methodText(row)}
            <RefundBadge row={row} />
          </CardMeta>
          {row.reference && <Mono>{row.reference}</Mono>}
        </li>
      ))}
    </CardList>
  );
}

const Table = styled.table`
  ${tableStyles({ align: 'top', hover: true })}
`;

/** A refund's amount is negative, in red. */
const Num = styled(NumCell)<{ $negative: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$negative ? p.theme.colors.danger : p.theme.colors.text)};
`;

const Amount = styled(CardAmount)<{ $negative: boolean }>`
  color: ${(p) => (p.$negative ? p.theme.colors.danger : p.theme.colors.text)};
`;

const Mono = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const OrderAnchor = styled(Link)`
  font-family: ${(p) => p.theme.font.mono};
  color: ${(p) => p.theme.colors.primary};
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
