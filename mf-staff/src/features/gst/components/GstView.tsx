import { useEffect, useId, useState } from 'react';
import { Button, ErrorBox, Skeleton, TextField, useIsMobile } from 'shared';
import { EmptyState, PageHeading, PageWrap, saveFile } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useGstSummary } from '../api/gst-summary';
import { useGstMonth } from '../hooks/use-gst-month';
import { gstCsvName, gstSummaryCsv } from '../lib/gst-csv';
import { gstTotals } from '../lib/gst-summary';
import { formatMonth, isMonth } from '../lib/india-month';
import { GstList, GstTable, GstTotals } from './GstRows';

/**
 * `/staff/gst`: one month's tax invoices and credit notes (`staff_gst_summary`) by kind, place of
 * supply and rate, with each kind's totals, and the month as CSV for the GST return. This month
 * in India by default; the month is kept in the address (`?month=YYYY-MM`).
 */
export function GstView() {
  const { month, current, setMonth } = useGstMonth();
  const { data, isPending, isError, error, refetch, isFetching } = useGstSummary(month);
  const isMobile = useIsMobile();
  const titleId = useId();
  const rows = data ?? [];
  const title = `GST summary for ${formatMonth(month)}`;

  const exportCsv = () => {
    if (!data) return;
    saveFile(new Blob([gstSummaryCsv(data)], { type: 'text/csv;charset=utf-8' }), gstCsvName(month));
  };

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="gst" />

      <Toolbar>
        <MonthField>
          <MonthInput month={month} onMonth={setMonth} />
        </MonthField>
        <Export onClick={exportCsv} disabled={rows.length === 0}>
          Download CSV
        </Export>
      </Toolbar>

      <section aria-labelledby={titleId} aria-busy={isFetching}>
        <Title id={titleId}>
          {title}
          {month === current && <Muted> · this month</Muted>}
        </Title>
        {isPending ? (
          <Stack>
            <Skeleton height={72} />
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        ) : isError ? (
          <ErrorBox
            title="Could not load the GST summary"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title="No tax invoices or credit notes in this month"
            message="Invoices are issued when orders ship; credit notes when a shipped order is cancelled or refunded."
          />
        ) : isMobile ? (
          <>
            <GstTotals totals={gstTotals(rows)} />
            <GstList rows={rows} labelledBy={titleId} />
          </>
        ) : (
          <GstTable rows={rows} totals={gstTotals(rows)} caption={title} />
        )}
      </section>
    </PageWrap>
  );
}

/** The month picker: what is typed stays while it is not yet a whole month. */
function MonthInput({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const [draft, setDraft] = useState(month);
  useEffect(() => setDraft(month), [month]);
  return (
    <TextField
      label="Month"
      type="month"
      value={draft}
      onChange={(value) => {
        setDraft(value);
        if (isMonth(value)) onMonth(value);
      }}
    />
  );
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) 1fr auto;
  grid-template-areas: 'month . export';
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr;
    grid-template-areas:
      'month'
      'export';
  }
`;

const MonthField = styled.div`
  grid-area: month;
  min-width: 0;
`;

const Export = styled(Button)`
  grid-area: export;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 400;
`;

const Stack = styled.div`
  display: grid;
  gap: 8px;
`;
