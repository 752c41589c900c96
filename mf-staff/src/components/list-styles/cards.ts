import styled from 'styled-components';

/* The staff console's lists as cards below 768 px (payments, GST, discount codes). */

/** The rows as a list of cards (phones). */
export const CardList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
    min-width: 0;
    padding: 12px 14px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
  }
`;

/** A card's first line: what the row is on the left, its amount or state on the right. */
export const CardTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
`;

/** A card's amount, in digits of one width. */
export const CardAmount = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A card's smaller, muted line (time, method, place). */
export const CardMeta = styled.span`
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;
