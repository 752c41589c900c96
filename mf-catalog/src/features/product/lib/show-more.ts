import { truncate } from 'shared';

export interface ShowMoreState {
  /** The text to display. */
  shown: string;
  /** Whether the text is longer than the limit, i.e. a Show More / Show Less toggle is offered. */
  toggles: boolean;
}

/**
 * The title offers 'Show More' beyond 50 characters (docs/product.md#catalogue-and-search), the
 * description beyond 200. Collapsed text is cut to the limit with the ellipsis counted inside it;
 * text at the limit shows whole.
 */
export function showMore(text: string, limit: number, expanded: boolean): ShowMoreState {
  const toggles = Array.from(text).length > limit;
  return { shown: toggles && !expanded ? truncate(text, limit) : text, toggles };
}
