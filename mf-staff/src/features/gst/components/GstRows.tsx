import { VisuallyHidden } from 'shared';
import { formatRupees, type GstSummaryRow } from 'shared/contracts';
import styled from 'styled-components';
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
    <Scroll>
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
              <Num>{rateLabel(row.gst_rate)}</Num>
              <Num>{row.documents}</Num>
              {MONEY.map(([key]) => (
                <Num key={key}>{rupees(row[key])}</Num>
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
              <Num>{total.documents}</Num>
              {MONEY.map(([key]) => (
                <Num key={key}>{rupees(total[key])}</Num>
              ))}
            </tr>
          ))}
        </tfoot>
      </Table>
    </Scroll>
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
    <Cards aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={rowKey(row)} data-kind={row.document_kind}>
          <CardTop>
            <strong>
              {kindTitle(row.document_kind)} · {rateLabel(row.gst_rate)}
            </strong>
            <Amount>{rupees(row.total)}</Amount>
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
    </Cards>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  thead th {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.surface};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    background: ${(p) => p.theme.colors.surface};
  }
  tfoot tr:last-child th,
  tfoot tr:last-child td {
    border-bottom: 0;
  }
  ${(p) => p.theme.media.tablet} {
    th,
    td {
      padding: 8px 10px;
    }
  }
`;

const NumHead = styled.th`
  && {
    text-align: right;
  }
`;

const Num = styled.td`
  && {
    text-align: right;
  }
  white-space: nowrap;
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

const Cards = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
    min-width: 0;
    padding: 12px 14px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
  }
`;

const CardTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
`;

const Amount = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Meta = styled.span`
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
