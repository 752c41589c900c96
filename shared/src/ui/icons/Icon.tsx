import type { ReactNode, SVGProps } from 'react';

/** Props of a line icon: any SVG attribute plus its size in px. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The frame of every line icon in the apps (24 px grid, currentColor, 2 px round strokes; paths
 * after Lucide, ISC licence). Inline SVG: no icon font, no extra request, no layout shift.
 * Decorative: the label comes from the button or link around it.
 */
export function Icon({ children, size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
