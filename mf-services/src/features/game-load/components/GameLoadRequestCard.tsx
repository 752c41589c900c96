import { formatINR } from 'shared';
import type { GameLoadRequest } from 'shared/contracts';
import { RequestCard } from '../../service-requests';

/** A game load request in the history: console, number of games, total. */
export function GameLoadRequestCard({
  request,
  onOpen,
}: {
  request: GameLoadRequest;
  onOpen: (request: GameLoadRequest) => void;
}) {
  const games = request.games_list.length;
  return (
    <RequestCard kind="game_load" request={request} remark={request.remark} onOpen={() => onOpen(request)}>
      <span>
        {request.console_type} · {games} game{games === 1 ? '' : 's'}
      </span>
      <span>{formatINR(request.price_details.total)}</span>
    </RequestCard>
  );
}
