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

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/** The wishlist's heart (header, product pages and cards, the wishlist page). */
export const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const CopyIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
);
