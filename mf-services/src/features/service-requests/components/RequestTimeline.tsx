import { ItemTimeline } from 'shared';
import { type RequestKind, useRequestEvents } from '../api/get-request-events';

/** The request's timeline in its details (ADR 0015): every change with its date and remark. */
export function RequestTimeline({ kind, id }: { kind: RequestKind; id: string }) {
  return <ItemTimeline kind={kind} query={useRequestEvents(kind, id)} />;
}
