import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ItemEvent, ItemKind } from '../contracts/lifecycle';
import { TimelineSkeleton } from './timeline/TimelineSkeleton';

const TimelineView = lazy(() => import('./timeline/ItemTimelineView'));

export interface ItemTimelineProps {
  kind: ItemKind;
  /** The app's query of `get_item_events(kind, id)` (oldest first). */
  query: Pick<UseQueryResult<readonly ItemEvent[]>, 'data' | 'isPending' | 'error' | 'refetch'>;
}

/**
 * The shopper's timeline of an order or request (ADR 0015): every change with its date and
 * remark, the latest first, as an ordered list; loading, empty and error states. The view is
 * fetched with the details that show it, so `shared`'s first-load chunk carries only this.
 */
export function ItemTimeline(props: ItemTimelineProps) {
  return (
    <Suspense fallback={<TimelineSkeleton />}>
      <TimelineView {...props} />
    </Suspense>
  );
}
