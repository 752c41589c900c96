/** Dark theme tokens. Components read them through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    bg: '#0b0d12',
    surface: '#141821',
    surfaceRaised: '#1c2130',
    border: '#2a3142',
    text: '#e8eaf0',
    textMuted: '#9aa3b5',
    primary: '#4f8cff',
    primaryText: '#ffffff',
    accent: '#ff9f1c',
    success: '#2ecc71',
    danger: '#ff5d5d',
    warning: '#ffb020',
    info: '#4f8cff',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  breakpoints: { mobileMax: 767 },
  /** Media query for the spec's mobile layout: below 768 px. */
  media: { mobile: '@media (max-width: 767px)', desktop: '@media (min-width: 768px)' },
  zIndex: { header: 100, drawer: 900, overlay: 1000, toast: 1100 },
} as const;

export type Theme = typeof theme;
