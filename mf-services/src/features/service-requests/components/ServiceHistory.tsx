import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button, ButtonLink, bus, ErrorBox, Skeleton, toast, VisuallyHidden } from 'shared';
import { EmptyState, Pagination } from 'shared/kit';
import styled from 'styled-components';
import type { HistoryPage } from '../lib/history-answer';

/** What a failed load says: the toast (once per failure) and the panel in the list's place. */
export interface HistoryFailure {
  toast: string;
  toastText?: string;
  title: string;
  message: string;
}

export interface ServiceHistoryMessages {
  emptyTitle: string;
  empty: string;
  /** Shown above the empty state's title. */
  emptyIcon?: ReactNode;
  newRequestLabel: string;
  newRequestPath: string;
  /** 'Game load request pages' */
  pagesLabel: string;
  /** Read to screen readers while the first page loads. */
  loading: string;
  failure: (error: Error) => HistoryFailure;
}

export interface ServiceHistoryProps<T> {
  query: UseQueryResult<HistoryPage<T>, Error>;
  signedOut: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  messages: ServiceHistoryMessages;
  renderItem: (item: T) => ReactNode;
  /** While a search is on: what an empty answer says instead of the empty state. */
  noMatch?: { title: string; text: string } | null;
  /** A loading card's height, the cards' usual one. */
  skeletonHeight?: number;
}

/**
 * A service history's states: signed out (login asked for), loading, the error panel
 * with Try Again (and its toast), the empty state (or no match for a search), or the cards 5 per
 * page with up to 5 page links.
 */
export function ServiceHistory<T>({
  query,
  signedOut,
  page,
  pageSize,
  onPageChange,
  messages,
  renderItem,
  noMatch,
  skeletonHeight = 92,
}: ServiceHistoryProps<T>) {
  const error = query.error;
  useEffect(() => {
    if (!error) return;
    const failure = messages.failure(error);
    toast.error(failure.toast, failure.toastText, { id: 'service-history-load' });
  }, [error, messages]);

  const totalPages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / pageSize));
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > totalPages) onPageChange(1);
  }, [query.data, query.isPlaceholderData, page, totalPages, onPageChange]);

  if (signedOut) {
    return (
      <EmptyState
        title="Please log in"
        message="Log in to see your request history."
        action={<Button onClick={() => bus.emit('auth:login-required', {})}>Log in</Button>}
      />
    );
  }
  if (query.isPending) {
    return (
      <List aria-busy="true">
        <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={skeletonHeight} radius="10px" />
          </li>
        ))}
      </List>
    );
  }
  if (query.isError && !query.data) {
    const failure = messages.failure(query.error);
    return (
      <ErrorBox
        title={failure.title}
        message={failure.message}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
      />
    );
  }
  if (query.data.requests.length === 0 && page === 1) {
    if (noMatch) return <EmptyState title={noMatch.title} message={noMatch.text} />;
    return (
      <EmptyState
        icon={messages.emptyIcon}
        title={messages.emptyTitle}
        message={messages.empty}
        action={<ButtonLink to={messages.newRequestPath}>{messages.newRequestLabel}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <List aria-busy={query.isFetching || undefined} data-testid="request-list">
        {query.data.requests.map((item) => renderItem(item))}
      </List>
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        label={messages.pagesLabel}
      />
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;
