import { useOnPageEntry } from './page-entry';

/**
 * Every page scrolls to the top on entry (docs/product.md#common-rules); edits of the page's own
 * query keep the position.
 */
export function ScrollToTop() {
  useOnPageEntry(() => window.scrollTo(0, 0));
  return null;
}
