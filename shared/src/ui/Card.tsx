import styled from 'styled-components';

/** Raised surface for grouped content (product cards, form sections, history entries). */
export const Card = styled.div<{ $padding?: number; $interactive?: boolean }>`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(p.$padding ?? 4)};
  ${(p) =>
    p.$interactive
      ? `transition: border-color ${p.theme.motion.fast}; &:hover { border-color: ${p.theme.colors.borderStrong}; }`
      : ''}
`;
