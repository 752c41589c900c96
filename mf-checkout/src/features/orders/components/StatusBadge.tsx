import { Badge } from 'shared/kit';
import { statusLabel, statusTone } from '../lib/order-display';

/** The order status in its colour (grey for values the spec does not know). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} data-testid="order-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
