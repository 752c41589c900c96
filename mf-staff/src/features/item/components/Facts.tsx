import type { ReactNode } from 'react';
import type { StaffQueueKind } from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { statusLabel } from '../../../lib/kinds';
import { itemFacts } from '../lib/item-facts';
import type { StaffItem } from '../lib/staff-item';

/** The item's status badge and facts, as a description list. */
export function Facts({ kind, item, status }: { kind: StaffQueueKind; item: StaffItem; status: string }) {
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="s" kind={kind} status={status} label={statusLabel(status)} />],
    ...itemFacts(kind, item),
  ];
  return (
    <Dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Dl>
  );
}

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 10px 16px;
  margin: 0;
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
