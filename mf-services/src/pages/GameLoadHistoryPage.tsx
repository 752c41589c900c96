import { GAME_LOAD_PAGE_SIZE, GAME_LOAD_MESSAGES as M } from 'shared/contracts';
import { gameLoadHistoryKeys, useGameLoadHistory } from '../features/game-load/api/game-load-history';
import { useGameLoadRequest } from '../features/game-load/api/get-game-load-request';
import { GameLoadDetailsSheet } from '../features/game-load/components/GameLoadDetailsSheet';
import { GAME_LOAD_NEW_PATH } from '../features/game-load/components/GameLoadForm';
import { GameLoadRequestCard } from '../features/game-load/components/GameLoadRequestCard';
import {
  RequestHistoryPage,
  type RequestHistoryTexts,
} from '../features/service-requests/components/RequestHistoryPage';

const TEXTS: RequestHistoryTexts = {
  title: 'Game Load History',
  description: 'Your game load requests.',
  intro: 'Your game load requests, newest first. Open one for its details.',
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
  return (
    <RequestHistoryPage
      texts={TEXTS}
      historyKey={gameLoadHistoryKeys.all}
      useHistory={useGameLoadHistory}
      useOne={useGameLoadRequest}
      pageSize={GAME_LOAD_PAGE_SIZE}
      Card={GameLoadRequestCard}
      Details={GameLoadDetailsSheet}
    />
  );
}
