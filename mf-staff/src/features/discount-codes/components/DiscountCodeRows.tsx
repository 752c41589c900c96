import { Button, VisuallyHidden } from 'shared';
import type { StaffDiscountCodeRow } from 'shared/contracts';
import { Badge } from 'shared/kit';
import styled from 'styled-components';
import { CardList, CardTop as ListCardTop } from '../../../components/list-styles/cards';
import { TableScroll, tableStyles } from '../../../components/list-styles/table';
import {
  discountValueLabel,
  minimumOrderLabel,
  perShopperLabel,
  STATE_LABELS,
  STATE_TONES,
  usesLabel,
  windowLabel,
} from '../lib/discount-format';

export interface RowActions {
  onEdit: (row: StaffDiscountCodeRow) => void;
  onToggle: (row: StaffDiscountCodeRow) => void;
  /** The code whose Pause / Resume is being saved. */
  pendingCode: string | null;
}

function StateBadge({ row }: { row: StaffDiscountCodeRow }) {
  return <Badge tone={STATE_TONES[row.state]}>{STATE_LABELS[row.state]}</Badge>;
}

function Actions({ row, actions }: { row: StaffDiscountCodeRow; actions: RowActions }) {
  const pending = actions.pendingCode === row.code;
  const verb = row.is_active ? 'Pause' : 'Resume';
  return (
    <ActionRow>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.onEdit(row)}
        aria-label={`Edit ${row.code}`}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => actions.onToggle(row)}
        loading={pending}
        aria-label={`${verb} ${row.code}`}
      >
        {verb}
      </Button>
    </ActionRow>
  );
}

/** The codes as a table (tablets and wider). */
export function DiscountCodeTable({
  rows,
  caption,
  actions,
}: {
  rows: readonly StaffDiscountCodeRow[];
  caption: string;
  actions: RowActions;
}) {
  return (
    <TableScroll>
      <Table>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Description</th>
            <th scope="col">Value</th>
            <th scope="col">Minimum order</th>
            <th scope="col">Window (India time)</th>
            <th scope="col">Uses</th>
            <th scope="col">State</th>
            <th scope="col">Shown to shoppers</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-code={row.code}>
              <th scope="row">
                <Code>{row.code}</Code>
              </th>
              <DescriptionCell>{row.description || '—'}</DescriptionCell>
              <td>{discountValueLabel(row)}</td>
              <td>{minimumOrderLabel(row.min_subtotal)}</td>
              <td>{windowLabel(row)}</td>
              <td>
                {usesLabel(row)}
                <Description>{perShopperLabel(row.usage_limit_per_user)}</Description>
              </td>
              <td>
                <StateBadge row={row} />
              </td>
              <td>{row.is_public ? 'Yes' : 'No'}</td>
              <td>
                <Actions row={row} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The codes as cards (phones): code, state and value first, then the rest. */
export function DiscountCodeList({
  rows,
  labelledBy,
  actions,
}: {
  rows: readonly StaffDiscountCodeRow[];
  labelledBy: string;
  actions: RowActions;
}) {
  return (
    <Cards aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={row.code} data-code={row.code}>
          <CardTop>
            <Code>{row.code}</Code>
            <StateBadge row={row} />
          </CardTop>
          {row.description && <Description>{row.description}</Description>}
          <Details>
            <div>
              <dt>Value</dt>
              <dd>{discountValueLabel(row)}</dd>
            </div>
            <div>
              <dt>Minimum order</dt>
              <dd>{minimumOrderLabel(row.min_subtotal)}</dd>
            </div>
            <div>
              <dt>Window</dt>
              <dd>{windowLabel(row)}</dd>
            </div>
            <div>
              <dt>Uses</dt>
              <dd>
                {usesLabel(row)} · {perShopperLabel(row.usage_limit_per_user)}
              </dd>
            </div>
            <div>
              <dt>Shown to shoppers</dt>
              <dd>{row.is_public ? 'Yes' : 'No'}</dd>
            </div>
          </Details>
          <Actions row={row} actions={actions} />
        </li>
      ))}
    </Cards>
  );
}

const Table = styled.table`
  ${tableStyles({ align: 'top', compact: true })}
`;

const DescriptionCell = styled.td`
  min-width: 160px;
  max-width: 280px;
  overflow-wrap: anywhere;
`;

const Code = styled.strong`
  font-family: ${(p) => p.theme.font.mono};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
  overflow-wrap: anywhere;
`;

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Cards = styled(CardList)`
  li {
    gap: 8px;
    padding: 12px;
  }
`;

const CardTop = styled(ListCardTop)`
  align-items: center;
  gap: 8px;
`;

const Details = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;
