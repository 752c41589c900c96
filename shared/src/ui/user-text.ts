import { css } from 'styled-components';

/**
 * Text a shopper or staff member typed (a name, an address line, a title, a URL): an unbroken
 * string, up to the field's limit, wraps anywhere instead of widening its box, and the box (a
 * flex or grid item) may shrink below that string's width. On a phone a 50-character name once
 * widened a page to ~2500 px and Chrome zoomed it out to a quarter. Its direction is isolated:
 * a right-to-left override typed into a long text cannot reverse the text around it.
 */
export const userText = css`
  min-width: 0;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;
