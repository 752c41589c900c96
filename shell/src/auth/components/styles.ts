import styled from 'styled-components';

/** Layout bits shared by the auth views (lazy chunk only). */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** A button that reads as a link (Forgot password?, Resend verification email). */
export const LinkButton = styled.button`
  padding: 4px 0;
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  background: none;
  border: 0;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${(p) => p.theme.colors.border}; }
`;
