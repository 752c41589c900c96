import { useEffect, useState } from 'react';
import { ErrorBox, Skeleton, TextField, useDebouncedValue } from 'shared';
import { STAFF_PAGE_SIZE } from 'shared/contracts';
import { Badge, EmptyState, PageHeading, PageWrap, Pagination, Select, StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import {
  ALL_STATUSES,
  createdAt,
  defaultQueueStatus,
  formatDateTime,
  itemRef,
  QUEUES,
  queueStatuses,
  shortId,
  statusLabel,
  statusOf,
  summaryOf,
} from '../../../lib/kinds';
import { ItemDetail } from '../../item';
import { queueKeys, useQueue } from '../api/staff-list';
import { useQueueParams } from '../hooks/use-queue-params';
import { useReviewBulk } from '../hooks/use-review-bulk';
import { CheckLabel, ReviewBulkBar } from './ReviewBulkBar';

/**
 * The staff console: one queue per kind (orders, repairs, game loads, discount requests, returns,
 * reviews),
 * filtered by status, searched by id, e-mail or text, 20 per page, newest first; choosing an item
 * opens its detail. An order whose payment needs a person (`payment_flag`) says so in its row.
 * Reviews open on the pending ones, each with a checkbox for moderating several at once.
 */
export function QueueView() {
  const { query, openId, update } = useQueueParams();
  const [searchText, setSearchText] = useState(query.search);
  const debounced = useDebouncedValue(searchText.trim(), 350);
  useEffect(() => {
    if (debounced !== query.search) update({ q: debounced, page: 1, id: null });
  }, [debounced, query.search, update]);

  const { data, isPending, isError, error, refetch, isFetching } = useQueue(query);
  const totalPages = data ? Math.max(1, Math.ceil(data.totalCount / (data.pageSize || STAFF_PAGE_SIZE))) : 1;
  const queueLabel = QUEUES.find((q) => q.kind === query.kind)?.label ?? '';
  // A queue that opens on one status (reviews: pending) names 'all' in the address.
  const defaultStatus = defaultQueueStatus(query.kind);
  const allValue = defaultStatus ? ALL_STATUSES : '';
  const statusOptions = [
    { value: allValue, label: 'All statuses' },
    ...queueStatuses(query.kind).map((s) => ({ value: s, label: statusLabel(s) })),
  ];
  const reviews = query.kind === 'review';
  const pendingIds =
    reviews && data ? data.items.filter((i) => statusOf('review', i) === 'pending').map((i) => i.id) : [];
  const bulk = useReviewBulk(JSON.stringify(queueKeys.list(query)), pendingIds);
  const emptyMessage =
    query.search || query.status !== defaultStatus
      ? 'No item matches these filters.'
      : defaultStatus
        ? `No ${statusLabel(defaultStatus).toLowerCase()} ${queueLabel.toLowerCase()}.`
        : 'This queue is empty.';

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs
        current={query.kind}
        onQueue={(kind) => {
          setSearchText('');
          update({ kind, status: null, q: null, page: 1, id: null });
        }}
      />

      <Filters role="search" aria-label={`Search ${queueLabel.toLowerCase()}`}>
        <Select
          label="Status"
          value={query.status || allValue}
          options={statusOptions}
          onChange={(value) => update({ status: value === defaultStatus ? null : value, page: 1, id: null })}
        />
        <TextField
          label="Search"
          type="search"
          value={searchText}
          onChange={setSearchText}
          maxLength={200}
          placeholder="Number, id, e-mail or text"
        />
      </Filters>

      <section aria-labelledby="queue-title" aria-busy={isFetching}>
        <QueueTitle id="queue-title">
          {queueLabel}
          {data && <Count> · {data.totalCount}</Count>}
        </QueueTitle>
        {reviews && data && <ReviewBulkBar bulk={bulk} pendingCount={pendingIds.length} />}
        {isPending ? (
          <Rows>
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={64} />
            ))}
          </Rows>
        ) : isError ? (
          <ErrorBox
            title="Could not load the queue"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : data.items.length === 0 ? (
          <EmptyState title="Nothing here" message={emptyMessage} />
        ) : (
          <Rows aria-label={queueLabel}>
            {data.items.map((item) => {
              const status = statusOf(query.kind, item);
              return (
                <Item key={item.id} $selectable={reviews}>
                  {reviews && (
                    <RowCheck>
                      {status === 'pending' && (
                        <input
                          type="checkbox"
                          aria-label={`Select review ${shortId(item.id)}`}
                          aria-describedby={`summary-${item.id}`}
                          checked={bulk.isChosen(item.id)}
                          disabled={bulk.confirming !== null}
                          onChange={(e) => bulk.toggle(item.id, e.target.checked)}
                        />
                      )}
                    </RowCheck>
                  )}
                  <Row type="button" onClick={() => update({ id: item.id })} aria-haspopup="dialog">
                    <RowId>{itemRef(item)}</RowId>
                    <RowMain>
                      <RowSummary id={`summary-${item.id}`}>{summaryOf(query.kind, item)}</RowSummary>
                      <RowMeta>
                        {item.email ?? 'unknown shopper'} · {formatDateTime(createdAt(item))}
                      </RowMeta>
                    </RowMain>
                    <RowBadges>
                      <StatusBadge kind={query.kind} status={status} label={statusLabel(status)} />
                      {typeof item.payment_flag === 'string' && item.payment_flag && (
                        <Badge tone="warning">Payment needs attention</Badge>
                      )}
                    </RowBadges>
                  </Row>
                </Item>
              );
            })}
          </Rows>
        )}
        {data && (
          <Pagination
            label={`${queueLabel} pages`}
            page={query.page}
            totalPages={totalPages}
            onPageChange={(page) => update({ page, id: null })}
          />
        )}
      </section>

      {openId && (
        <ItemDetail
          kind={query.kind}
          id={openId}
          item={data?.items.find((i) => i.id === openId) ?? null}
          listKey={queueKeys.list(query)}
          onClose={() => update({ id: null })}
        />
      )}
    </PageWrap>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: 12px;
  margin-bottom: 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const QueueTitle = styled.h2`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Count = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 400;
`;

const Rows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row; in the review queue after its checkbox's column. */
const Item = styled.li<{ $selectable: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$selectable ? '44px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: center;
  gap: 4px;
`;

/** The checkbox of a pending review, a 44 px target beside its row. */
const RowCheck = styled(CheckLabel)`
  justify-content: center;
  min-width: 44px;
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 12px 16px;
  font: inherit;
  text-align: left;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const RowId = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  color: ${(p) => p.theme.colors.textMuted};
  ${(p) => p.theme.media.mobile} {
    display: none;
  }
`;

const RowMain = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const RowSummary = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
`;

const RowMeta = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const RowBadges = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;
