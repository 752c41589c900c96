import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { useLinkedItem, usePageMeta } from 'shared';
import { LINKED_REQUEST_NOT_FOUND } from 'shared/contracts';
import { useHistoryPage } from '../hooks/use-history-page';
import type { HistoryPage } from '../lib/history-answer';
import { PageHeading, PageIntro, PageWrap } from './form-layout';
import { ServiceHistory, type ServiceHistoryMessages } from './ServiceHistory';

/** The texts of a request history that differ by kind. */
export interface RequestHistoryTexts {
  title: string;
  description: string;
  intro: string;
  emptyTitle: string;
  empty: string;
  /** The error panel's text. */
  couldNotFetch: string;
  /** The toast's and the error panel's title. */
  loadFailedTitle: string;
  newRequestLabel: string;
  newRequestPath: string;
  pagesLabel: string;
}

export interface RequestHistoryPageProps<T extends { id: string }> {
  texts: RequestHistoryTexts;
  /** The query key every page of this history starts with (refetched by `?refresh`). */
  historyKey: QueryKey;
  useHistory: (page: number) => UseQueryResult<HistoryPage<T>, Error>;
  /** The request an e-mail's `?id=` link names. */
  useOne: (id: string | null) => UseQueryResult<T | null>;
  pageSize: number;
  Card: ComponentType<{ request: T; onOpen: (request: T) => void }>;
  Details: ComponentType<{ request: T | null; onClose: () => void }>;
}

/**
 * A game load or discount request history page: the customer's requests, newest first, 5 per
 * page, the one an e-mail links to opened at once, details in a sheet.
 */
export function RequestHistoryPage<T extends { id: string }>({
  texts,
  historyKey,
  useHistory,
  useOne,
  pageSize,
  Card,
  Details,
}: RequestHistoryPageProps<T>) {
  usePageMeta({ title: texts.title, description: texts.description, noindex: true });
  const { signedOut, page, setPage } = useHistoryPage(historyKey);
  const query = useHistory(page);
  const [selected, setSelected] = useState<T | null>(null);
  const { linked, clearLinked } = useLinkedItem(useOne, setSelected, LINKED_REQUEST_NOT_FOUND);
  const messages = useMemo(() => historyMessages(texts), [texts]);
  return (
    <PageWrap>
      <PageHeading>{texts.title}</PageHeading>
      <PageIntro>{texts.intro}</PageIntro>
      <ServiceHistory
        query={query}
        signedOut={signedOut}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        messages={messages}
        renderItem={(request) => <Card key={request.id} request={request} onOpen={setSelected} />}
      />
      <Details
        request={selected}
        onClose={() => {
          setSelected(null);
          if (linked) clearLinked();
        }}
      />
    </PageWrap>
  );
}

function historyMessages(texts: RequestHistoryTexts): ServiceHistoryMessages {
  return {
    emptyTitle: texts.emptyTitle,
    empty: texts.empty,
    newRequestLabel: texts.newRequestLabel,
    newRequestPath: texts.newRequestPath,
    pagesLabel: texts.pagesLabel,
    loading: 'Loading your requests...',
    // The toast carries 'Failed to fetch … history: {detail}'; the panel stays general.
    failure: (error) => ({
      toast: texts.loadFailedTitle,
      toastText: error.message || texts.couldNotFetch,
      title: texts.loadFailedTitle,
      message: texts.couldNotFetch,
    }),
  };
}
