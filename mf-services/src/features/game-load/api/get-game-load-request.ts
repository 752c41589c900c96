import { useQuery } from '@tanstack/react-query';
import { getSupabase, useSession } from 'shared';
import { type GameLoadRequest, gameLoadRequestSchema, isItemId, readDisplayNumber } from 'shared/contracts';
import { gameLoadHistoryKeys } from './game-load-history';

/** The columns `get_user_game_load_requests` lists. */
const COLUMNS =
  'id, display_number, console_type, available_storage, storage_unit, games_list, storage_addon_added, remark, status, created_at, price_details';

/**
 * One of the caller's game load requests by id or display number as typed ('gl-26-7k3m9q',
 * '#GL-26-7K3M9Q') (RLS: own rows only); null when none.
 */
export async function getGameLoadRequest(id: string): Promise<GameLoadRequest | null> {
  const number = readDisplayNumber(id);
  if (number === null && !isItemId(id)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('game_load_requests')
    .select(COLUMNS)
    .eq(number === null ? 'id' : 'display_number', number ?? id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const parsed = gameLoadRequestSchema.safeParse(data);
  return data && parsed.success ? parsed.data : null;
}

/** The request an e-mail links to; idle without an id or a session. */
export function useGameLoadRequest(id: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...gameLoadHistoryKeys.all, userId ?? 'anonymous', 'one', id ?? ''],
    queryFn: () => getGameLoadRequest(id ?? ''),
    enabled: userId !== null && id !== null,
    retry: false,
  });
}
