/** The brand mark: a gamepad on a blue-to-violet tile. Also served as /favicon.svg. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="gg-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f8cff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#gg-logo-bg)" />
      <path
        d="M21 20h22c6 0 10 4.2 10.7 10.3l1.2 10.4c.6 5.2-3 8.3-6.4 8.3-2.3 0-3.8-1.2-5.2-2.9l-2.5-3c-.9-1.1-2.2-1.6-3.6-1.6h-9.4c-1.4 0-2.7.5-3.6 1.6l-2.5 3c-1.4 1.7-2.9 2.9-5.2 2.9-3.4 0-7-3.1-6.4-8.3l1.2-10.4C11 24.2 15 20 21 20z"
        fill="#0b0d12"
      />
      <path d="M20 28v8M16 32h8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="40" cy="30" r="2.6" fill="#ff9f1c" />
      <circle cx="46" cy="35" r="2.6" fill="#fff" />
    </svg>
  );
}
