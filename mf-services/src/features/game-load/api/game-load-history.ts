import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, useSession } from 'shared';
import {
  GAME_LOAD_PAGE_SIZE,
  type GameLoadRequest,
  gameLoadFetchFailedMessage,
  gameLoadRequestSchema,
} from 'shared/contracts';
import { HistoryFetchError, type HistoryPage, readHistoryAnswer } from '../../service-requests';

export const gameLoadHistoryKeys = {
  all: ['game-load-history'] as const,
  page: (userId: string, page: number) => ['game-load-history', userId, page] as const,
};

/** `get_user_game_load_requests`: one page (5) of the caller's requests, newest first. */
export async function getGameLoadHistory(page: number): Promise<HistoryPage<GameLoadRequest>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_user_game_load_requests', {
    p_page_number: page,
    p_page_size: GAME_LOAD_PAGE_SIZE,
  });
  if (error) throw new HistoryFetchError(gameLoadFetchFailedMessage(error.message), error.message);
  const answer = readHistoryAnswer(data, gameLoadRequestSchema);
  if (answer.error) throw new HistoryFetchError(gameLoadFetchFailedMessage(answer.error), answer.error);
  return { requests: answer.requests, totalCount: answer.totalCount };
}

export const gameLoadHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: gameLoadHistoryKeys.page(userId, page),
    queryFn: () => getGameLoadHistory(page),
    staleTime: CACHE.gameLoadHistory.staleTime,
  });

/** Fetches only for a signed-in user; the previous page stays while the next one loads. */
export function useGameLoadHistory(page: number) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...gameLoadHistoryQueryOptions(userId ?? 'anonymous', page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
