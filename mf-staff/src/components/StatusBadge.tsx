import { Badge, type BadgeTone } from 'shared/kit';
import { statusLabel } from '../lib/kinds';

const FINAL_GOOD = ['delivered', 'completed', 'approved', 'ordered'];
const FINAL_BAD = ['cancelled', 'failed', 'rejected'];

function toneOf(status: string): BadgeTone {
  if (FINAL_GOOD.includes(status)) return 'success';
  if (FINAL_BAD.includes(status)) return 'danger';
  if (status === 'pending') return 'warning';
  return 'primary';
}

/** A status as a labelled badge ('Out For Delivery'), coloured by how final it is. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={toneOf(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
