/**
 * Navigation state marking an edit of the current page's query (a filter ticked, a sort chosen):
 * the page stays where the shopper is. Any other navigation that changes the path or pushes a new
 * query (a 'Show All' label link, a new search term, 'Did you mean') enters a new page, which the
 * shell scrolls to the top (every page scrolls to the top on entry: docs/product.md#common-rules).
 */
export const IN_PAGE_NAVIGATION_STATE = { inPageEdit: true } as const;

/** Whether a location's state marks it as an in-page edit. */
export function isInPageEdit(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { inPageEdit?: unknown }).inPageEdit === true
  );
}
