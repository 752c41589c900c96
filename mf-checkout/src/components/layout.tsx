import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The checkout pages' column: readable width, mobile padding, room above the bottom bar. */
export const PageWrap = styled.div`
  max-width: 1180px;
  margin: 0 auto;
  padding: 8px 24px 48px;

  ${(p) => p.theme.media.mobile} {
    padding: 4px 12px 32px;
  }
`;

export const PageHeading = styled.h1`
  margin: 8px 0 20px;
  font-size: clamp(22px, 3vw, 30px);
`;

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

export const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 20px;

  ${(p) => p.theme.media.mobile} {
    padding: 16px;
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSize.lg};
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
