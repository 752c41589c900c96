import { useRef } from 'react';
import {
  formatINR,
  gameLoadHelpMessage,
  LazyMarkdownRemark,
  Sheet,
  supportChatUrl,
  VisuallyHidden,
} from 'shared';
import type { GameLoadRequest } from 'shared/contracts';
import { ChatIcon } from '../../../components/icons';
import { RequestTimeline } from '../../service-requests/components/RequestTimeline';
import {
  DetailsBody,
  DetailsList,
  DetailsSection,
  HelpLink,
} from '../../service-requests/components/ServiceHistory';
import { formatRequestDate, hasRemark } from '../../service-requests/lib/format';
import { GameLoadStatus } from './GameLoadRequestCard';

/** Every field of a game load request (spec §2); a bottom drawer on phones, a dialog above. */
export function GameLoadDetailsSheet({
  request,
  onClose,
}: {
  request: GameLoadRequest | null;
  onClose: () => void;
}) {
  const startRef = useRef<HTMLParagraphElement>(null);
  return (
    <Sheet
      open={request !== null}
      onClose={onClose}
      title="Game Load Request Details"
      size="md"
      initialFocusRef={startRef}
    >
      {request && (
        <DetailsBody data-testid="request-details">
          <DetailsSection>
            <p ref={startRef} tabIndex={-1}>
              Request ID: <code data-testid="request-full-id">{request.id}</code>
            </p>
            <DetailsList>
              <dt>Status</dt>
              <dd>
                <GameLoadStatus status={request.status} />
              </dd>
              <dt>Requested on</dt>
              <dd>{formatRequestDate(request.created_at)}</dd>
              <dt>Console</dt>
              <dd>{request.console_type}</dd>
              <dt>Available storage</dt>
              <dd>
                {request.available_storage} {request.storage_unit}
              </dd>
              <dt>Storage add-on</dt>
              <dd>{request.storage_addon_added ? 'Yes' : 'No'}</dd>
            </DetailsList>
          </DetailsSection>
          <DetailsSection aria-labelledby="gl-games-heading">
            <h3 id="gl-games-heading">Games ({request.games_list.length})</h3>
            <ol data-testid="games-list">
              {request.games_list.map((title, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
                <li key={i}>{title}</li>
              ))}
            </ol>
          </DetailsSection>
          <DetailsSection aria-labelledby="gl-price-heading">
            <h3 id="gl-price-heading">Price Details</h3>
            <DetailsList data-testid="price-details">
              <dt>Base price</dt>
              <dd>{formatINR(request.price_details.base)}</dd>
              <dt>Storage add-on</dt>
              <dd>{formatINR(request.price_details.addon)}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatINR(request.price_details.total)}</strong>
              </dd>
            </DetailsList>
          </DetailsSection>
          {hasRemark(request.remark) && (
            <DetailsSection aria-labelledby="gl-remark-heading">
              <h3 id="gl-remark-heading">Updates &amp; Remarks</h3>
              <LazyMarkdownRemark text={request.remark ?? ''} />
            </DetailsSection>
          )}
          <RequestTimeline kind="game_load" id={request.id} />
          <HelpLink
            href={supportChatUrl(gameLoadHelpMessage(request.id))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon />
            Get Help
            <VisuallyHidden> with this request (opens the chat app)</VisuallyHidden>
          </HelpLink>
        </DetailsBody>
      )}
    </Sheet>
  );
}
