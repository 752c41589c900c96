import { type ReactNode, useId, useRef } from 'react';
import { LazyMarkdownRemark, Sheet, supportChatUrl, userText, VisuallyHidden } from 'shared';
import { formatIndiaDate, itemNumber } from 'shared/contracts';
import { ChatIcon, StatusBadge, SupportChatLink } from 'shared/kit';
import styled from 'styled-components';
import { hasRemark } from '../lib/remark';
import { RequestTimeline } from './RequestTimeline';

export interface RequestDetailsSheetProps<
  T extends { id: string; display_number?: string | null; status: string; created_at: string },
> {
  kind: 'game_load' | 'discount_request';
  /** The sheet's title, which names its dialog. */
  title: string;
  request: T | null;
  onClose: () => void;
  /** More rows of the first list, after Status and Requested on: `<dt>`/`<dd>` pairs. */
  facts: (request: T) => ReactNode;
  /** The kind's own sections (games, prices), before the staff's remark. */
  sections: (request: T) => ReactNode;
  /** The staff's remark (markdown) and its heading; no section without one. */
  remark: (request: T) => string | null;
  remarkHeading: string;
  /** The prefilled chat message of Get Help, given the request's display number. */
  helpMessage: (number: string) => string;
}

/**
 * Every field of a game load or discount request, its remark, timeline and Get Help;
 * a bottom drawer on phones, a dialog above. Focus starts at the request's number.
 */
export function RequestDetailsSheet<
  T extends { id: string; display_number?: string | null; status: string; created_at: string },
>({
  kind,
  title,
  request,
  onClose,
  facts,
  sections,
  remark,
  remarkHeading,
  helpMessage,
}: RequestDetailsSheetProps<T>) {
  const startRef = useRef<HTMLParagraphElement>(null);
  const remarkHeadingId = useId();
  const remarkText = request && remark(request);
  return (
    <Sheet open={request !== null} onClose={onClose} title={title} size="md" initialFocusRef={startRef}>
      {request && (
        <DetailsBody data-testid="request-details">
          <DetailsSection>
            <p ref={startRef} tabIndex={-1}>
              Request number: <code data-testid="request-number">{itemNumber(request)}</code>
            </p>
            <DetailsList>
              <dt>Status</dt>
              <dd>
                <StatusBadge kind={kind} status={request.status} data-testid="request-status" />
              </dd>
              <dt>Requested on</dt>
              <dd>{formatIndiaDate(request.created_at)}</dd>
              {facts(request)}
            </DetailsList>
          </DetailsSection>
          {sections(request)}
          {hasRemark(remarkText) && (
            <DetailsSection aria-labelledby={remarkHeadingId}>
              <h3 id={remarkHeadingId}>{remarkHeading}</h3>
              <LazyMarkdownRemark text={remarkText ?? ''} />
            </DetailsSection>
          )}
          <RequestTimeline kind={kind} id={request.id} />
          <SupportChatLink
            href={supportChatUrl(helpMessage(itemNumber(request)))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon size={18} />
            Get Help
            <VisuallyHidden> with this request (opens the chat app)</VisuallyHidden>
          </SupportChatLink>
        </DetailsBody>
      )}
    </Sheet>
  );
}

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
const DetailsBody = styled.div`
  ${userText}
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
