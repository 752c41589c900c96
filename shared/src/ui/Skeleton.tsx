import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $w: string; $h: string; $radius: string }>`
  display: block;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h};
  border-radius: ${(p) => p.$radius};
  background: linear-gradient(
    90deg,
    ${(p) => p.theme.colors.skeleton} 25%,
    ${(p) => p.theme.colors.skeletonShine} 37%,
    ${(p) => p.theme.colors.skeleton} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

export interface SkeletonProps {
  /** CSS length or px number. Reserve the final size so content arriving causes no layout shift. */
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
}

const len = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

/** Placeholder shimmer for a loading slot; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = 16, radius = '6px', className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $w={len(width)} $h={len(height)} $radius={radius} />;
}
