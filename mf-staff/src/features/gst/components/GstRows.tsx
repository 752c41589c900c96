import { VisuallyHidden } from 'shared';
import { formatRupees, type GstSummaryRow } from 'shared/contracts';
import styled from 'styled-components';
import { CardAmount, CardList, CardMeta, CardTop } from '../../../components/list-styles/cards';
import { NumCell, NumHead, TableScroll, tableStyles } from '../../../components/list-styles/table';
import {
  type GstKindTotal,
  type GstMoneyColumn,
  KIND_PLURALS,
  kindTitle,
  placeLabel,
  rateLabel,
  SUPPLY_LABELS,
} from '../lib/gst-summary';

/** The money columns in the order shown. */
const MONEY: [GstMoneyColumn, string][] = [
  ['taxable_value', 'Taxable value'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['igst', 'IGST'],
  ['total', 'Total'],
];

/** Money text as rupees: '140980.50' -> '₹1,40,980.50' (display only; the CSV keeps the text). */
const rupees = (money: string): string => formatRupees(Number(money));

const rowKey = (row: GstSummaryRow) =>
  `${row.document_kind}:${row.place_of_supply_code}:${row.supply}:${row.gst_rate}`;

/** The month's rows as a table (tablets and wider), with each kind's totals at its foot. */
export function GstTable({
  rows,
  totals,
  caption,
}: {
  rows: readonly GstSummaryRow[];
  totals: readonly GstKindTotal[];
  caption: string;
}) {
  return (
    <TableScroll>
      <Table>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Place of supply</th>
            <th scope="col">Supply</th>
            <NumHead scope="col">Rate</NumHead>
            <NumHead scope="col">Documents</NumHead>
            {MONEY.map(([key, label]) => (
              <NumHead key={key} scope="col">
                {label}
              </NumHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-kind={row.document_kind}>
              <td>{kindTitle(row.document_kind)}</td>
              <td>{placeLabel(row)}</td>
              <td>{SUPPLY_LABELS[row.supply]}</td>
              <NumCell>{rateLabel(row.gst_rate)}</NumCell>
              <NumCell>{row.documents}</NumCell>
              {MONEY.map(([key]) => (
                <NumCell key={key}>{rupees(row[key])}</NumCell>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((total) => (
            <tr key={total.kind} data-total={total.kind}>
              <th scope="row" colSpan={4}>
                Total · {KIND_PLURALS[total.kind]}
              </th>
              <NumCell>{total.documents}</NumCell>
              {MONEY.map(([key]) => (
                <NumCell key={key}>{rupees(total[key])}</NumCell>
              ))}
            </tr>
          ))}
        </tfoot>
      </Table>
    </TableScroll>
  );
}

/** Each kind's totals as cards (phones, above the list). */
export function GstTotals({ totals }: { totals: readonly GstKindTotal[] }) {
  return (
    <Totals>
      {totals.map((total) => (
        <TotalCard key={total.kind} data-total={total.kind}>
          <h3>Total · {KIND_PLURALS[total.kind]}</h3>
          <dl>
            <div>
              <dt>Documents</dt>
              <dd>{total.documents}</dd>
            </div>
            {MONEY.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{rupees(total[key])}</dd>
              </div>
            ))}
          </dl>
        </TotalCard>
      ))}
    </Totals>
  );
}

/** The month's rows as a list (phones): kind and total first, then place, supply, rate and taxes. */
export function GstList({ rows, labelledBy }: { rows: readonly GstSummaryRow[]; labelledBy: string }) {
  return (
    <CardList aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={rowKey(row)} data-kind={row.document_kind}>
          <CardTop>
            <strong>
              {kindTitle(row.document_kind)} · {rateLabel(row.gst_rate)}
            </strong>
            <CardAmount>{rupees(row.total)}</CardAmount>
          </CardTop>
          <Meta>
            {placeLabel(row)} · {SUPPLY_LABELS[row.supply]} · {row.documents}{' '}
            {row.documents === 1 ? 'document' : 'documents'}
          </Meta>
          <Meta>
            Taxable {rupees(row.taxable_value)} · CGST {rupees(row.cgst)} · SGST {rupees(row.sgst)} · IGST{' '}
            {rupees(row.igst)}
          </Meta>
        </li>
      ))}
    </CardList>
  );
}

/** Each kind's totals in bold at the table's foot. */
const Table = styled.table`
  ${tableStyles({ align: 'top', hover: true })}
  tfoot th,
  tfoot td {
    font-weight: 700;
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Totals = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
`;

const TotalCard = styled.section`
  padding: 12px 14px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  h3 {
    margin: 0 0 8px;
    font-size: ${(p) => p.theme.fontSize.md};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 6px 12px;
    margin: 0;
  }
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled(CardMeta)`
  font-variant-numeric: tabular-nums;
`;
