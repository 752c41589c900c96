import type { ReactNode } from 'react';
import { formatIndiaDate, itemNumber } from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { hasRemark } from '../lib/remark';

export interface RequestCardProps {
  kind: 'game_load' | 'discount_request';
  request: { id: string; display_number?: string | null; status: string; created_at: string };
  /** The staff's remark: its presence shows the Update badge. */
  remark: string | null;
  onOpen: () => void;
  /** The kind's own lines (what was asked for, the prices), before the date. */
  children: ReactNode;
  /** What the shopper can do from the list (a price-match offer's 'Buy at ₹X'), under the card's button. */
  action?: ReactNode;
}

/** A request in its history: the whole card is one button opening the details. */
export function RequestCard({ kind, request, remark, onOpen, children, action }: RequestCardProps) {
  return (
    <Item>
      <CardButton type="button" onClick={onOpen} data-testid="request-card">
        <CardTop>
          <strong>Request #{itemNumber(request)}</strong>
          <CardBadges>
            {hasRemark(remark) && <UpdateBadge />}
            <StatusBadge kind={kind} status={request.status} data-testid="request-status" />
          </CardBadges>
        </CardTop>
        <CardMeta>
          {children}
          <span>{formatIndiaDate(request.created_at)}</span>
        </CardMeta>
      </CardButton>
      {action}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: 8px;
`;

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const CardTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  strong {
    font-family: ${(p) => p.theme.font.mono};
  }
`;

const CardBadges = styled.span`
  display: inline-flex;
  gap: 6px;
  align-items: center;
`;

const CardMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const UpdateBadge = styled.span.attrs({ children: 'Update' })`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
`;
