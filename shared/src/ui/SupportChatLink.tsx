import styled from 'styled-components';

/**
 * Get Help in an order's or request's details: a link to the support chat that looks like a
 * secondary button (`as="button"` where the message cannot be built).
 */
export const SupportChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
