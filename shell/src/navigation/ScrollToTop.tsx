import { useOnPageEntry } from './page-entry';

/**
 * Every page scrolls to the top on entry (docs/product.md#common-rules); edits of the page's own
 * query keep the position. Not on the first load: the browser owns that position (the top, or
 * where a reload left it), and a shopper may have scrolled the server-rendered page before the
 * app started, which a jump back to the top would undo.
 */
export function ScrollToTop() {
  useOnPageEntry((first) => {
    if (!first) window.scrollTo(0, 0);
  });
  return null;
}
