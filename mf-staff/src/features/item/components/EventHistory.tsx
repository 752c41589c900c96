import { ErrorBox, Skeleton, userText } from 'shared';
import type { ItemEvent, ItemKind } from 'shared/contracts';
import styled from 'styled-components';
import { formatDateTime, statusLabel } from '../../../lib/kinds';
import { useItemEvents } from '../api/item-events';

/** Who made a change: staff by name ('Priya Nair (staff)'; 'Staff' without one), else 'Shopper' or 'System'. */
export function actorText(event: Pick<ItemEvent, 'actor_role' | 'actor_name'>): string {
  if (event.actor_role === 'staff') return event.actor_name ? `${event.actor_name} (staff)` : 'Staff';
  return event.actor_role === 'shopper' ? 'Shopper' : 'System';
}

/** The item's full history (`get_item_events`), oldest first; remarks and names shown as text. */
export function EventHistory({ kind, id }: { kind: ItemKind; id: string }) {
  const { data, isPending, isError, error, refetch } = useItemEvents(kind, id);
  return (
    <section aria-labelledby={`history-${id}`}>
      <Title id={`history-${id}`}>History</Title>
      {isPending ? (
        <Skeleton height={48} />
      ) : isError ? (
        <ErrorBox
          title="Could not load the history"
          message={error instanceof Error ? error.message : String(error)}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <Muted>No events yet.</Muted>
      ) : (
        <List>
          {data.map((event) => (
            <li key={event.id}>
              <strong>
                {event.from_status
                  ? `${statusLabel(event.from_status)} → ${statusLabel(event.to_status)}`
                  : `Created as ${statusLabel(event.to_status)}`}
              </strong>
              <Muted>
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> ·{' '}
                {actorText(event)}
              </Muted>
              {event.remark && <Remark>{event.remark}</Remark>}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const Title = styled.h3`
  margin: 0 0 8px;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const List = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0 0 0 16px;
  border-left: 2px solid ${(p) => p.theme.colors.border};
  list-style: none;
  li {
    display: grid;
    gap: 2px;
  }
`;

const Muted = styled.span`
  /* Names a staff member typed in their profile. */
  ${userText}
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Remark = styled.p`
  margin: 0;
  white-space: pre-wrap;
  ${userText}
`;
