import { formatINR, shortId } from 'shared';
import { type GameLoadRequest, gameLoadStatusLabel, isGameLoadStatus } from 'shared/contracts';
import {
  RequestStatusBadge,
  type StatusColour,
  UpdateBadge,
} from '../../service-requests/components/RequestStatusBadge';
import { CardBadges, CardButton, CardMeta, CardTop } from '../../service-requests/components/ServiceHistory';
import { formatRequestDate, hasRemark } from '../../service-requests/lib/format';

const COLOURS: Record<string, StatusColour> = {
  pending: 'orange',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'red',
};

export function GameLoadStatus({ status }: { status: string }) {
  return (
    <RequestStatusBadge
      status={status}
      label={gameLoadStatusLabel(status)}
      colour={isGameLoadStatus(status) ? (COLOURS[status] ?? 'grey') : 'grey'}
    />
  );
}

export function GameLoadRequestCard({
  request,
  onOpen,
}: {
  request: GameLoadRequest;
  onOpen: (request: GameLoadRequest) => void;
}) {
  const games = request.games_list.length;
  return (
    <li>
      <CardButton type="button" onClick={() => onOpen(request)} data-testid="request-card">
        <CardTop>
          <strong>Request #{shortId(request.id)}</strong>
          <CardBadges>
            {hasRemark(request.remark) && <UpdateBadge />}
            <GameLoadStatus status={request.status} />
          </CardBadges>
        </CardTop>
        <CardMeta>
          <span>
            {request.console_type} · {games} game{games === 1 ? '' : 's'}
          </span>
          <span>{formatINR(request.price_details.total)}</span>
          <span>{formatRequestDate(request.created_at)}</span>
        </CardMeta>
      </CardButton>
    </li>
  );
}
