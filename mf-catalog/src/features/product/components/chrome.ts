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
