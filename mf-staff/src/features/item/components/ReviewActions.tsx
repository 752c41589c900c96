import { Button } from 'shared';
import { shortId, statusLabel } from '../../../lib/kinds';
import { moderateReview } from '../api/staff-actions';
import type { Ask } from '../hooks/use-confirmed-action';
import type { StaffItem } from '../lib/staff-item';
import { Buttons, Muted } from './detail-layout';

/** Approval or rejection of a pending review; a review already decided only says which. */
export function ReviewActions({
  item,
  status,
  busy,
  ask,
}: {
  item: StaffItem;
  status: string;
  busy: boolean;
  ask: Ask;
}) {
  if (status !== 'pending') return <Muted>This review is {statusLabel(status)}.</Muted>;
  const decide = (to: 'approved' | 'rejected', verb: string) =>
    ask(`${verb} review ${shortId(item.id)}?`, verb, {
      run: () => moderateReview(item.id, to),
      patch: { status: to, allowedNext: [] },
      success: `Review ${to}.`,
    });
  return (
    <Buttons>
      <Button disabled={busy} onClick={() => decide('approved', 'Approve')}>
        Approve
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => decide('rejected', 'Reject')}>
        Reject
      </Button>
    </Buttons>
  );
}
