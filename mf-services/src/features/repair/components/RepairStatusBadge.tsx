import { repairStatusLabel } from 'shared/contracts';
import styled from 'styled-components';
import { repairStatusColor } from '../lib/display';

/** The repair status in its colour (grey for values the spec does not know). */
export function RepairStatusBadge({ status }: { status: string }) {
  return (
    <Pill $status={status} data-testid="repair-status" data-status={status}>
      {repairStatusLabel(status)}
    </Pill>
  );
}

const Pill = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => repairStatusColor(p.theme, p.$status)};
  color: ${(p) => repairStatusColor(p.theme, p.$status)};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;
