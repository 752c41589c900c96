import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StaffQueueKind } from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { itemPath } from '../../../components/ConsoleTabs';
import { orderRef, statusLabel } from '../../../lib/kinds';
import { type FactValue, itemFacts } from '../lib/item-facts';
import type { StaffItem } from '../lib/staff-item';

/** A fact as shown: text, or a link opening an order's detail ('Order #GG-26-7K3M9Q'). */
function factNode(term: string, value: FactValue): ReactNode {
  if (typeof value === 'string') return value;
  return (
    <Link to={itemPath('order', value.order)} aria-label={`${term} ${orderRef(value.order, value.number)}`}>
      {orderRef(value.order, value.number)}
    </Link>
  );
}

/** The item's status badge and facts, as a description list. */
export function Facts({ kind, item, status }: { kind: StaffQueueKind; item: StaffItem; status: string }) {
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="s" kind={kind} status={status} label={statusLabel(status)} />],
    ...itemFacts(kind, item).map(([term, value]): [string, ReactNode] => [term, factNode(term, value)]),
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
