import type { SVGProps } from 'react';

function Chevron({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export function ChevronLeft(props: SVGProps<SVGSVGElement>) {
  return <Chevron d="M15 18l-6-6 6-6" {...props} />;
}

export function ChevronRight(props: SVGProps<SVGSVGElement>) {
  return <Chevron d="M9 18l6-6-6-6" {...props} />;
}
