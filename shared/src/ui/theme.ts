/** Dark theme tokens. Components read them through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    bg: '#0b0d12',
    surface: '#141821',
    surfaceRaised: '#1c2130',
    surfaceHover: '#242a3b',
    border: '#2a3142',
    borderStrong: '#3a4358',
    text: '#e8eaf0',
    textMuted: '#9aa3b5',
    /** Links, focus rings, accents on the dark surfaces (6.0:1 on bg). */
    primary: '#4f8cff',
    primaryHover: '#6a9eff',
    /** Backgrounds under primaryText (buttons, current page): white on it is 4.7:1 (WCAG AA). */
    primaryFill: '#306fe3',
    primaryFillHover: '#2b6cd9',
    primaryText: '#ffffff',
    accent: '#ff9f1c',
    success: '#2ecc71',
    danger: '#ff5d5d',
    dangerHover: '#ff7676',
    warning: '#ffb020',
    info: '#4f8cff',
    star: '#ffc83d',
    /** Page dimming behind dialogs and drawers. */
    backdrop: 'rgba(3, 5, 10, 0.72)',
    skeleton: '#1f2433',
    skeletonShine: '#2a3042',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px' },
  shadows: {
    raised: '0 4px 16px rgba(0, 0, 0, 0.35)',
    overlay: '0 12px 40px rgba(0, 0, 0, 0.55)',
  },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  breakpoints: { mobileMax: 767 },
  /**
   * Media queries. `mobile` is the phone layout below 768 px (fractional widths included);
   * `tablet` is the narrow end of the desktop layout (a portrait tablet, up to 1023 px), where
   * the header's row is too short for every label.
   */
  media: {
    mobile: '@media (max-width: 767.98px)',
    desktop: '@media (min-width: 768px)',
    tablet: '@media (min-width: 768px) and (max-width: 1023.98px)',
  },
  /**
   * The shell's fixed chrome, which remotes lay out around (the product page's buy bar sits on
   * the mobile bottom bar): header heights and the bottom bar's row (plus a 1 px top border).
   */
  chrome: { headerHeight: { desktop: 112, mobile: 60 }, bottomBarHeight: 60 },
  /**
   * The one stacking scale, lowest first: the sticky header and bottom bar; popovers and menus
   * opened from the header (the 'Special Offer!' promo); dialogs and drawers; the full-screen
   * loading and processing overlays; toasts (and the skip link). Popovers sit under every dialog
   * and overlay: a promo that opens by itself must never cover them.
   */
  zIndex: { header: 100, popover: 800, drawer: 900, overlay: 1000, toast: 1100 },
} as const;

export type Theme = typeof theme;

// Declared here rather than only in a .d.ts: apps type-check `shared` through its imports, and a
// .d.ts file nobody imports is not part of their program.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
