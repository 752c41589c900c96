import { useId } from 'react';
import styled from 'styled-components';
import { formatIndiaDateTime } from '../../contracts/india-time';
import { MARKDOWN_REMARK_KINDS, newestFirst, timelineEntryText } from '../../contracts/lifecycle';
import { ErrorBox } from '../ErrorBox';
import type { ItemTimelineProps } from '../ItemTimeline';
import { LazyMarkdownRemark } from '../LazyMarkdownRemark';
import { userText } from '../user-text';
import { VisuallyHidden } from '../VisuallyHidden';
import { TimelineSkeleton } from './TimelineSkeleton';

export const TIMELINE_TEXT = {
  title: 'Timeline',
  empty: 'No updates yet.',
  errorTitle: 'Could not load the updates',
} as const;

/** The timeline itself (loaded lazily by `ItemTimeline`). Remarks typed by staff are safe markdown (raw HTML stays text). */
export default function ItemTimelineView({ kind, query }: ItemTimelineProps) {
  const headingId = useId();
  const events = query.data;
  let body: React.ReactNode;
  if (events === undefined && query.isPending) body = <TimelineSkeleton />;
  else if (events === undefined)
    body = (
      <ErrorBox
        title={TIMELINE_TEXT.errorTitle}
        message={query.error?.message || 'Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  else if (events.length === 0) body = <Muted>{TIMELINE_TEXT.empty}</Muted>;
  else {
    const markdown = MARKDOWN_REMARK_KINDS.includes(kind);
    body = (
      <List reversed data-testid="item-timeline">
        {newestFirst(events).map((event, index) => {
          const text = timelineEntryText(kind, event);
          const remark = event.remark?.trim() ? event.remark : null;
          // An event that keeps the status (a payment received, a refund: the system's words) is
          // told by its remark ('Payment received: ₹…'), not as 'X → X'.
          const note = !('created' in text) && event.from_status === event.to_status;
          const remarkAsTitle = note && remark !== null;
          return (
            <Entry key={event.id} $latest={index === 0}>
              <What>
                {'created' in text ? (
                  text.created
                ) : note ? (
                  remarkAsTitle ? (
                    remark
                  ) : (
                    text.to
                  )
                ) : (
                  <>
                    {text.from}
                    <span aria-hidden="true"> → </span>
                    <VisuallyHidden>to </VisuallyHidden>
                    {text.to}
                  </>
                )}
              </What>
              <When dateTime={event.created_at}>{formatIndiaDateTime(event.created_at)}</When>
              {remark !== null && !remarkAsTitle ? (
                markdown ? (
                  <LazyMarkdownRemark text={remark} />
                ) : (
                  <Remark>{remark}</Remark>
                )
              ) : null}
            </Entry>
          );
        })}
      </List>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{TIMELINE_TEXT.title}</Heading>
      {body}
    </section>
  );
}

const Heading = styled.h3`
  margin: 0 0 10px;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A dot on a line down the left edge; the latest change's dot is filled. */
const Entry = styled.li<{ $latest: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding-left: 24px;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 4px;
    width: 12px;
    height: 12px;
    box-sizing: border-box;
    border-radius: 50%;
    border: 2px solid ${(p) => (p.$latest ? p.theme.colors.primary : p.theme.colors.borderStrong)};
    background: ${(p) => (p.$latest ? p.theme.colors.primary : p.theme.colors.surface)};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 5px;
    top: 20px;
    bottom: -12px;
    width: 2px;
    background: ${(p) => p.theme.colors.border};
  }
`;

const What = styled.strong`
  ${userText}
`;

const When = styled.time`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Remark = styled.p`
  margin: 2px 0 0;
  white-space: pre-wrap;
  ${userText}
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;
