import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Items on the left, the summary panel on the right; stacked below 900 px. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 24px;
  align-items: start;

  @media (max-width: 899.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 12px 0 4px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
