import { useId, useState } from 'react';
import { Button, ErrorBox, Sheet, Skeleton, useIsMobile } from 'shared';
import type { StaffDiscountCodeRow } from 'shared/contracts';
import { EmptyState, PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useDiscountCodes, useSaveDiscountCode } from '../api/discount-codes';
import { toggledDiscountInput } from '../lib/discount-form';
import { DiscountCodeForm } from './DiscountCodeForm';
import { DiscountCodeList, DiscountCodeTable, type RowActions } from './DiscountCodeRows';

type Editing = { row: StaffDiscountCodeRow | null; key: number } | null;

/**
 * `/staff/discount-codes`: every discount code (`staff_list_discount_codes()`) with its value,
 * minimum order, window, uses and state; a new code or an edit in a sheet, and Pause / Resume in
 * place (`staff_upsert_discount_code` with the row's values, switched off or on).
 */
export function DiscountCodesView() {
  const { data, isPending, isError, error, refetch, isFetching } = useDiscountCodes();
  const isMobile = useIsMobile();
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [toggleError, setToggleError] = useState<string | null>(null);
  const toggle = useSaveDiscountCode();
  const rows = data ?? [];

  const open = (row: StaffDiscountCodeRow | null) => {
    setStatus('');
    setEditing((current) => ({ row, key: (current?.key ?? 0) + 1 }));
  };

  const actions: RowActions = {
    onEdit: (row) => open(row),
    onToggle: (row) => {
      if (toggle.isPending) return;
      const resume = !row.is_active;
      setStatus('');
      setToggleError(null);
      toggle.mutate(toggledDiscountInput(row, resume), {
        onSuccess: () => setStatus(`${row.code} ${resume ? 'resumed' : 'paused'}.`),
        onError: (e) =>
          setToggleError(
            `${row.code} was not ${resume ? 'resumed' : 'paused'}: ${e instanceof Error ? e.message : String(e)}`,
          ),
      });
    },
    pendingCode: toggle.isPending ? (toggle.variables?.code ?? null) : null,
  };

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="discount-codes" />
      <section aria-labelledby={titleId} aria-busy={isFetching}>
        <Header>
          <div>
            <Title id={titleId}>Discount codes</Title>
            <Intro>
              Codes shoppers type at checkout. A paused code is refused until it is resumed; codes shown to
              shoppers are listed under ‘Available offers’ while they can be used.
            </Intro>
          </div>
          <Button onClick={() => open(null)}>New code</Button>
        </Header>
        <Status role="status">{status}</Status>
        {toggleError && <Alert role="alert">{toggleError}</Alert>}
        {isPending ? (
          <Stack>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={52} />
            ))}
          </Stack>
        ) : isError ? (
          <ErrorBox
            title="Could not load the discount codes"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState title="No discount codes yet" message="Create one with ‘New code’." />
        ) : isMobile ? (
          <DiscountCodeList rows={rows} labelledBy={titleId} actions={actions} />
        ) : (
          <DiscountCodeTable rows={rows} caption="Discount codes" actions={actions} />
        )}
      </section>

      <Sheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? `Edit ${editing.row.code}` : 'New discount code'}
        size="lg"
        closeLabel="Close the form"
      >
        {editing && (
          <DiscountCodeForm
            key={editing.key}
            row={editing.row}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setStatus('Discount code saved.');
            }}
          />
        )}
      </Sheet>
    </PageWrap>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  ${(p) => p.theme.media.mobile} {
    display: grid;
    > button {
      width: 100%;
    }
  }
`;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Intro = styled.p`
  margin: 0;
  max-width: 72ch;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.success};
  &:empty {
    margin: 0;
  }
`;

const Alert = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Stack = styled.div`
  display: grid;
  gap: 8px;
`;
