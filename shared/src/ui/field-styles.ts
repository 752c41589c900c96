import styled, { css } from 'styled-components';

/** Layout and input look shared by TextField, Select and the like. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${(p) => p.theme.colors.danger};
  margin-left: 2px;
`;

export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 42px;
  padding: 9px 12px;
  font: inherit;
  /* 16 px stops iOS Safari from zooming into the field on focus. */
  font-size: 16px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.sm};
  &::placeholder { color: ${(p) => p.theme.colors.textMuted}; opacity: 0.8; }
  &:hover:not(:disabled):not([readonly]) { border-color: ${(p) => p.theme.colors.borderStrong}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 1px; }
  &[readonly] { background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.textMuted}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const FieldFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.colors.textMuted};
  &:empty { display: none; }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.danger};
  &:empty { display: none; }
`;

export const FieldHint = styled.span``;

export const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$over ? p.theme.colors.danger : 'inherit')};
`;

/** Joins the ids that describe a control, skipping absent parts. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
