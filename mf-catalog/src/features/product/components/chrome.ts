/**
 * Heights of the shell's fixed chrome on phones (shell/src/layout: Header HEADER_HEIGHT.mobile,
 * MobileBottomBar BOTTOM_BAR_HEIGHT). A remote cannot import the shell, so they are repeated
 * here; the product page's buy bar sits on top of the bottom bar and counts the sticky header
 * as covering the viewport's top.
 */
export const SHELL_MOBILE_HEADER_HEIGHT = 60;
/** The bottom bar's 60 px row plus its 1 px top border. */
export const SHELL_MOBILE_BOTTOM_BAR_HEIGHT = 61;

/** Height of the product page's own fixed buy bar on phones. */
export const BUY_BAR_HEIGHT = 64;
