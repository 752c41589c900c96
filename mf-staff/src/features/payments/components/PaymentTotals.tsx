import { formatRupees } from 'shared/contracts';
import styled from 'styled-components';
import type { DayPayments } from '../api/day-payments';

/** The day's totals as the database adds them: online, cash on delivery, refunds and net. */
export function PaymentTotals({ totals }: { totals: DayPayments['totals'] }) {
  const items: [string, string, number][] = [
    ['online', 'Online', totals.online],
    ['cod', 'Cash on delivery', totals.cod],
    ['refunds', 'Refunds', totals.refunds],
    ['net', 'Net', totals.net],
  ];
  return (
    <Grid>
      {items.map(([key, term, amount]) => (
        <Total key={key} data-total={key} $net={key === 'net'}>
          <dt>{term}</dt>
          <dd>{formatRupees(amount)}</dd>
        </Total>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Total = styled.div<{ $net: boolean }>`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding: 12px 14px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => (p.$net ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
