import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { focusMainHeading } from 'shared';

/**
 * When a cart line the user removed leaves the list, the focus (on its Remove button, now gone)
 * moves to the line that took its place: the next one, else the new last one, else the page's
 * heading when the cart is empty. Without this it falls to <body> and a keyboard or screen-reader
 * user starts again from the top of the page.
 * `ids`: the lines shown, in order; rows are the list's `<li>`s, focused at their first link.
 */
export function useFocusAfterRemoval(listRef: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const pending = useRef<{ id: string; index: number } | null>(null);

  const willRemove = useCallback(
    ({ id }: { id: string }) => {
      const index = ids.indexOf(id);
      pending.current = index === -1 ? null : { id, index };
    },
    [ids],
  );

  useEffect(() => {
    const removal = pending.current;
    if (!removal || ids.includes(removal.id)) return;
    pending.current = null;
    const rows = listRef.current ? Array.from(listRef.current.children) : [];
    const row = rows[Math.min(removal.index, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button');
    if (target) target.focus();
    else focusMainHeading();
  }, [ids, listRef]);

  return willRemove;
}
