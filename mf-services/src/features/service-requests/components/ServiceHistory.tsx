import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button, ButtonLink, bus, ErrorBox, Skeleton, toast, userText, VisuallyHidden } from 'shared';
import { EmptyState, Pagination } from 'shared/kit';
import styled from 'styled-components';
import { HistoryFetchError, type HistoryPage } from '../lib/history-answer';

export interface ServiceHistoryMessages {
  emptyTitle: string;
  empty: string;
  couldNotFetch: string;
  loadFailedTitle: string;
  newRequestLabel: string;
  newRequestPath: string;
  /** 'Game load request pages' */
  pagesLabel: string;
}

export interface ServiceHistoryProps<T> {
  query: UseQueryResult<HistoryPage<T>, Error>;
  signedOut: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  messages: ServiceHistoryMessages;
  renderItem: (item: T) => ReactNode;
}

/**
 * A service history's states (spec §8): signed out (login asked for), loading, the error panel
 * with Try Again (and the 'Failed to load history' toast), 'No History Found', or the cards 5 per
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
}: ServiceHistoryProps<T>) {
  const error = query.error;
  useEffect(() => {
    if (!error) return;
    const text = error instanceof HistoryFetchError ? error.message : error.message || messages.couldNotFetch;
    toast.error(messages.loadFailedTitle, text, { id: 'service-history-load' });
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
        <VisuallyHidden role="status">Loading your requests...</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={92} radius="10px" />
          </li>
        ))}
      </List>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorBox
        title={messages.loadFailedTitle}
        message={messages.couldNotFetch}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
      />
    );
  }
  if (query.data.requests.length === 0 && page === 1) {
    return (
      <EmptyState
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

/** A request card: the whole card is one button opening the details. */
export const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const CardTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  strong {
    font-family: ${(p) => p.theme.font.mono};
  }
`;

export const CardBadges = styled.span`
  display: inline-flex;
  gap: 6px;
  align-items: center;
`;

export const CardMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

export const DetailsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.md};
  }
`;

/** A request's details: every text in them (game titles, URLs, remarks) is what someone typed. */
export const DetailsBody = styled.div`
  ${userText}
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const HelpLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
