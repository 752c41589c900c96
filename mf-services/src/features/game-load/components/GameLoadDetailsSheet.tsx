import { formatINR, gameLoadHelpMessage } from 'shared';
import type { GameLoadRequest } from 'shared/contracts';
import { DetailsList, DetailsSection, RequestDetailsSheet } from '../../service-requests';

/** Every field of a game load request: console, storage, games and prices. */
export function GameLoadDetailsSheet({
  request,
  onClose,
}: {
  request: GameLoadRequest | null;
  onClose: () => void;
}) {
  return (
    <RequestDetailsSheet
      kind="game_load"
      title="Game Load Request Details"
      request={request}
      onClose={onClose}
      remark={(r) => r.remark}
      remarkHeading="Updates & Remarks"
      helpMessage={gameLoadHelpMessage}
      facts={(r) => (
        <>
          <dt>Console</dt>
          <dd>{r.console_type}</dd>
          <dt>Available storage</dt>
          <dd>
            {r.available_storage} {r.storage_unit}
          </dd>
          <dt>Storage add-on</dt>
          <dd>{r.storage_addon_added ? 'Yes' : 'No'}</dd>
        </>
      )}
      sections={(r) => (
        <>
          <DetailsSection aria-labelledby="gl-games-heading">
            <h3 id="gl-games-heading">Games ({r.games_list.length})</h3>
            <ol data-testid="games-list">
              {r.games_list.map((title, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
                <li key={i}>{title}</li>
              ))}
            </ol>
          </DetailsSection>
          <DetailsSection aria-labelledby="gl-price-heading">
            <h3 id="gl-price-heading">Price Details</h3>
            <DetailsList data-testid="price-details">
              <dt>Base price</dt>
              <dd>{formatINR(r.price_details.base)}</dd>
              <dt>Storage add-on</dt>
              <dd>{formatINR(r.price_details.addon)}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatINR(r.price_details.total)}</strong>
              </dd>
            </DetailsList>
          </DetailsSection>
        </>
      )}
    />
  );
}
