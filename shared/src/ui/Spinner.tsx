import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => (p.$size < 20 ? 2 : 3)}px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

export interface SpinnerProps {
  size?: number;
  label?: string;
  /** Inside a control that already says it is busy (aria-busy): hide it from assistive tech. */
  decorative?: boolean;
}

export function Spinner({ size = 28, label = 'Loading', decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label} />;
}
