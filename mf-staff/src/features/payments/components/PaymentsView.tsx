import { useEffect, useId, useState } from 'react';
import { Button, ErrorBox, Skeleton, TextField, useIsMobile } from 'shared';
import { ChevronLeftIcon, ChevronRightIcon, EmptyState, PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useDayPayments } from '../api/day-payments';
import { usePaymentsDay } from '../hooks/use-payments-day';
import { downloadText } from '../lib/download';
import { formatDay, isDay, shiftDay } from '../lib/india-day';
import { paymentsCsv, paymentsCsvName } from '../lib/payments-csv';
import { PaymentList, PaymentTable } from './PaymentRows';
import { PaymentTotals } from './PaymentTotals';

/**
 * `/staff/payments`: one India day's payments (`staff_list_payments`): online captures, cash
 * collected on delivery and refunds, each linking to its order, the totals by method, and the
 * day as CSV. Today by default; the day is kept in the address (`?day=YYYY-MM-DD`).
 */
export function PaymentsView() {
  const { day, today, setDay } = usePaymentsDay();
  const { data, isPending, isError, error, refetch, isFetching } = useDayPayments(day);
  const isMobile = useIsMobile();
  const titleId = useId();
  const rows = data?.rows ?? [];

  const exportCsv = () => {
    if (data) downloadText(paymentsCsvName(data.day), paymentsCsv(data.rows));
  };

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="payments" />

      <Toolbar>
        <Previous variant="secondary" onClick={() => setDay(shiftDay(day, -1))}>
          <ChevronLeftIcon size={18} />
          Previous day
        </Previous>
        <DayField>
          <DayInput day={day} onDay={setDay} />
        </DayField>
        <Next variant="secondary" onClick={() => setDay(shiftDay(day, 1))} disabled={day >= today}>
          Next day
          <ChevronRightIcon size={18} />
        </Next>
        <Export onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </Export>
      </Toolbar>

      <section aria-labelledby={titleId} aria-busy={isFetching}>
        <Title id={titleId}>
          Payments on {formatDay(day)}
          {day === today && <Muted> · today</Muted>}
        </Title>
        {isPending ? (
          <Stack>
            <Skeleton height={72} />
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        ) : isError ? (
          <ErrorBox
            title="Could not load the payments"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState title="No payments on this day" />
        ) : (
          <>
            <PaymentTotals totals={data.totals} />
            {isMobile ? (
              <PaymentList rows={rows} labelledBy={titleId} />
            ) : (
              <PaymentTable rows={rows} labelledBy={titleId} />
            )}
          </>
        )}
      </section>
    </PageWrap>
  );
}

/**
 * The date picker: what is typed stays while it is not yet a whole day (a browser may report ''
 * meanwhile); each whole day typed or picked is shown.
 */
function DayInput({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const [draft, setDraft] = useState(day);
  useEffect(() => setDraft(day), [day]);
  return (
    <TextField
      label="Day"
      type="date"
      value={draft}
      onChange={(value) => {
        setDraft(value);
        if (isDay(value)) onDay(value);
      }}
    />
  );
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: auto minmax(160px, 220px) auto 1fr auto;
  grid-template-areas: 'previous day next . export';
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    grid-template-areas:
      'day day'
      'previous next'
      'export export';
  }
`;

const Previous = styled(Button)`
  grid-area: previous;
`;

const Next = styled(Button)`
  grid-area: next;
`;

const DayField = styled.div`
  grid-area: day;
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
