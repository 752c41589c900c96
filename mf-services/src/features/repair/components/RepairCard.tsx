import { userText } from 'shared';
import { formatIndiaDate, itemNumber, type RepairRequest, repairDeviceLabel } from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';

/** One request in the history: its display number, status, date, device and the problem. */
export function RepairCard({
  request,
  onOpen,
}: {
  request: RepairRequest;
  onOpen: (r: RepairRequest) => void;
}) {
  return (
    <li>
      <CardButton
        type="button"
        onClick={() => onOpen(request)}
        aria-haspopup="dialog"
        data-testid="repair-card"
      >
        <Top>
          <strong>Repair #{itemNumber(request)}</strong>
          <StatusBadge kind="repair" status={request.status} data-testid="repair-status" />
        </Top>
        <Meta>
          <span>{repairDeviceLabel(request.product_type)}</span>
          <span>
            {formatIndiaDate(request.creation_date) && `Created on ${formatIndiaDate(request.creation_date)}`}
          </span>
        </Meta>
        <Description>{request.product_description}</Description>
      </CardButton>
    </li>
  );
}

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  padding: 16px;
  text-align: left;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  ${userText}
`;
