import { type FormEvent, useId } from 'react';
import { ErrorBox, Skeleton, TextField, userText, VisuallyHidden } from 'shared';
import {
  formatIndiaDateTime,
  STOCK_MESSAGES,
  type StaffProductRow,
  type StockAdjustment,
} from 'shared/contracts';
import styled from 'styled-components';
import { FormActions, RefusalAlert } from '../../../components/form-kit';
import { NumCell, NumHead, TableScroll, tableStyles } from '../../../components/list-styles/table';
import { useStockAdjustments } from '../api/products';
import { type StockField, useStockForm } from '../hooks/use-stock-form';
import { StockCell } from './ProductTable';
import { Muted, Panel, PanelTitle } from './styles';

/** '+5', '−2' (a real minus sign). */
const signed = (n: number): string => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/**
 * A product's stock: the units now, the 'Adjust stock' form (units to add or take away and why,
 * `staff_adjust_stock`) and every change staff made, newest first.
 */
export function StockPanel({ product }: { product: StaffProductRow }) {
  const titleId = useId();
  const baseId = useId();
  const fieldId = (field: StockField) => `${baseId}-${field}`;
  const errorId = useId();
  const form = useStockForm(product.product_id, (field) => document.getElementById(fieldId(field))?.focus());
  const history = useStockAdjustments(product.product_id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Stock</PanelTitle>
      <Current>
        In stock now: <StockCell row={product} />
        <Muted> (low at {product.low_stock_threshold} or fewer)</Muted>
      </Current>

      <AdjustForm
        aria-label="Adjust stock"
        aria-describedby={form.serverError ? errorId : undefined}
        onSubmit={onSubmit}
        noValidate
      >
        <Fieldset>
          <legend>Adjust stock</legend>
          <Fields>
            <TextField
              id={fieldId('delta')}
              name="delta"
              label="Units to add or remove"
              value={form.delta}
              onChange={(value) => form.edit('delta', value)}
              error={form.errors.delta}
              hint="A positive number adds units (a delivery), a negative one removes them (damaged, lost): 10 or -2."
              inputMode="text"
              maxLength={7}
              required
              readOnly={form.busy}
              autoComplete="off"
            />
            <TextField
              id={fieldId('reason')}
              name="reason"
              label="Reason"
              value={form.reason}
              onChange={(value) => form.edit('reason', value)}
              error={form.errors.reason}
              hint="Kept in the history: 3 to 200 characters."
              maxLength={200}
              required
              readOnly={form.busy}
              autoComplete="off"
            />
          </Fields>
        </Fieldset>
        <RefusalAlert id={errorId} lead="The stock was not changed:" message={form.serverError} />
        <FormActions
          busy={form.busy}
          label="Adjust stock"
          busyLabel="Updating…"
          status={
            form.result && (
              <>
                {STOCK_MESSAGES.adjusted} {form.result.from_units} → {form.result.to_units} units.
              </>
            )
          }
        />
      </AdjustForm>

      <HistoryTitle>Stock history</HistoryTitle>
      {history.isPending ? (
        <Skeleton height={96} />
      ) : history.isError ? (
        <ErrorBox
          title="Could not load the stock history"
          message={history.error instanceof Error ? history.error.message : String(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <Muted as="p" role="status">
          No stock changes yet.
        </Muted>
      ) : (
        <HistoryTable rows={history.data} name={product.name} />
      )}
    </Panel>
  );
}

function HistoryTable({ rows, name }: { rows: StockAdjustment[]; name: string }) {
  return (
    <TableScroll>
      <Table>
        <VisuallyHidden as="caption">Stock changes of {name}, newest first (India time)</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <NumHead scope="col">Change</NumHead>
            <th scope="col">From → to</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="When">
                <time dateTime={row.created_at}>{formatIndiaDateTime(row.created_at)}</time>
              </td>
              <td data-label="Who">{row.actor_name ?? 'Unknown'}</td>
              <NumCell data-label="Change">{signed(row.delta)}</NumCell>
              <td data-label="From → to">
                {row.from_units} → {row.to_units}
              </td>
              <ReasonCell data-label="Reason">{row.reason}</ReasonCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const HistoryTitle = styled.h4`
  margin: 8px 0 0;
`;

const Current = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
`;

const AdjustForm = styled.form`
  display: grid;
  gap: 12px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: 12px 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Below 768 px each change is a block of labelled lines, one under the other. */
const Table = styled.table`
  ${tableStyles({ linesOnMobile: true })}
  ${(p) => p.theme.media.mobile} {
    tr {
      display: grid;
      gap: 2px;
      padding: 10px 12px;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
  }
`;

const ReasonCell = styled.td`
  ${userText}
`;
