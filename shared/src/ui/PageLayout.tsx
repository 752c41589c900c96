import styled from 'styled-components';

/**
 * A page's column: readable width (1180 px, the shop's; `$maxWidth` narrows it), mobile padding,
 * room above the bottom bar.
 */
export const PageWrap = styled.div<{ $maxWidth?: number }>`
  max-width: ${(p) => p.$maxWidth ?? 1180}px;
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

/** A bordered card section of a page. */
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
