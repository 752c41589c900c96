import { theme } from 'shared';

/**
 * The shell's fixed chrome on phones (theme.chrome): the product page's buy bar sits on top of
 * the bottom bar and counts the sticky header as covering the viewport's top.
 */
export const SHELL_MOBILE_HEADER_HEIGHT = theme.chrome.headerHeight.mobile;
/** The bottom bar's row plus its 1 px top border. */
export const SHELL_MOBILE_BOTTOM_BAR_HEIGHT = theme.chrome.bottomBarHeight + 1;

/** Height of the product page's own fixed buy bar on phones. */
export const BUY_BAR_HEIGHT = 64;

/**
 * The viewport the page's own Add to Cart counts as in view in: below the sticky header, above
 * the buy bar's place on the bottom bar (the bar covers that strip whenever it shows).
 */
export const BUY_BAR_VIEWPORT_INSETS = {
  top: SHELL_MOBILE_HEADER_HEIGHT,
  bottom: SHELL_MOBILE_BOTTOM_BAR_HEIGHT + BUY_BAR_HEIGHT,
} as const;
