import type { StaffQueueKind } from '../contracts/lifecycle';
import {
  type StatusColour,
  shopperStatusLabel,
  statusColour,
  statusLabel,
} from '../contracts/request-statuses';
import { Badge, type BadgeProps, type BadgeTone } from './Badge';

const TONE_OF_COLOUR: Record<StatusColour, BadgeTone> = {
  orange: 'accent',
  blue: 'blue',
  cyan: 'cyan',
  purple: 'purple',
  green: 'success',
  red: 'danger',
  grey: 'neutral',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'solid'> {
  /** Whose status it is: picks the shopper's label (the colour is the status's alone). */
  kind: StaffQueueKind;
  /** The stored value ('out for delivery', 'offer_sent'); an unknown one is grey. */
  status: string;
  /** The words shown; default: the shopper's label of the kind ('Offer Sent', 'In-progress'). */
  label?: string;
}

/**
 * A status in its colour (`statusColour` of the contracts), the same on the shopper's pages and
 * in the staff console. `data-status` and `data-colour` carry the value and the colour's name.
 */
export function StatusBadge({ kind, status, label, ...rest }: StatusBadgeProps) {
  const colour = statusColour(status);
  return (
    <Badge {...rest} tone={TONE_OF_COLOUR[colour]} data-status={status} data-colour={colour}>
      {label ?? (kind === 'review' ? statusLabel(status) : shopperStatusLabel(kind, status))}
    </Badge>
  );
}
