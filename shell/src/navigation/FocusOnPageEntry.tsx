import { useEffect, useRef } from 'react';
import { focusHeadingWhenShown } from './focus-heading-when-shown';
import { useOnPageEntry } from './page-entry';

/** Moves the focus to the main heading of each page the user enters (not on the first load). */
export function FocusOnPageEntry() {
  const stopWaiting = useRef<(() => void) | null>(null);
  useOnPageEntry((first) => {
    stopWaiting.current?.();
    stopWaiting.current = first ? null : focusHeadingWhenShown();
  });
  useEffect(() => () => stopWaiting.current?.(), []);
  return null;
}
