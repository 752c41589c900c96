import { useState } from 'react';
import { useLinkedItem, usePageMeta } from 'shared';
import {
  GAME_LOAD_PAGE_SIZE,
  type GameLoadRequest,
  LINKED_REQUEST_NOT_FOUND,
  GAME_LOAD_MESSAGES as M,
} from 'shared/contracts';
import { gameLoadHistoryKeys, useGameLoadHistory } from '../features/game-load/api/game-load-history';
import { useGameLoadRequest } from '../features/game-load/api/get-game-load-request';
import { GameLoadDetailsSheet } from '../features/game-load/components/GameLoadDetailsSheet';
import { GAME_LOAD_NEW_PATH } from '../features/game-load/components/GameLoadForm';
import { GameLoadRequestCard } from '../features/game-load/components/GameLoadRequestCard';
import { PageHeading, PageIntro, PageWrap } from '../features/service-requests/components/form-layout';
import {
  ServiceHistory,
  type ServiceHistoryMessages,
} from '../features/service-requests/components/ServiceHistory';
import { useHistoryPage } from '../features/service-requests/hooks/use-history-page';

const MESSAGES: ServiceHistoryMessages = {
  emptyTitle: M.historyEmptyTitle,
  empty: M.historyEmpty,
  couldNotFetch: M.historyCouldNotFetch,
  loadFailedTitle: M.historyLoadFailedTitle,
  newRequestLabel: 'Create New Request',
  newRequestPath: GAME_LOAD_NEW_PATH,
  pagesLabel: 'Game load request pages',
};

/** /game-load/history: the customer's game load requests, 5 per page, details in a sheet. */
export function GameLoadHistoryPage() {
  usePageMeta({ title: 'Game Load History', description: 'Your game load requests.', noindex: true });
  const { signedOut, page, setPage } = useHistoryPage(gameLoadHistoryKeys.all);
  const query = useGameLoadHistory(page);
  const [selected, setSelected] = useState<GameLoadRequest | null>(null);
  const { linked, clearLinked } = useLinkedItem(useGameLoadRequest, setSelected, LINKED_REQUEST_NOT_FOUND);
  return (
    <PageWrap>
      <PageHeading>Game Load History</PageHeading>
      <PageIntro>Your game load requests, newest first. Open one for its details.</PageIntro>
      <ServiceHistory
        query={query}
        signedOut={signedOut}
        page={page}
        pageSize={GAME_LOAD_PAGE_SIZE}
        onPageChange={setPage}
        messages={MESSAGES}
        renderItem={(r) => <GameLoadRequestCard key={r.id} request={r} onOpen={setSelected} />}
      />
      <GameLoadDetailsSheet
        request={selected}
        onClose={() => {
          setSelected(null);
          if (linked) clearLinked();
        }}
      />
    </PageWrap>
  );
}
