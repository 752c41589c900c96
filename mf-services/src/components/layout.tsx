import styled from 'styled-components';

/** The services pages' column: readable width, mobile padding, room above the bottom bar. */
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

export const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 20px;

  ${(p) => p.theme.media.mobile} {
    padding: 16px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSize.lg};
`;
