import { focusHeading, mainHeading, modalIsOpen } from 'shared';

/** How long a page may take to show its heading (a remote's code and data on a slow phone). */
const WAIT_MS = 10_000;

/**
 * After a route change, focus goes to the new page's main heading, so a screen reader announces
 * the page and the next Tab starts from its top (instead of <body>, or a header link far away).
 * Remote pages render their heading after their code and data arrive, so this waits for it.
 * It gives up, leaving the focus alone, when the user has moved the focus or acted meanwhile, or
 * a dialog holds it (the login dialog of a gated route). Returns a function that stops the wait.
 */
export function focusHeadingWhenShown(doc: Document = document): () => void {
  const focusedAtEntry = doc.activeElement;
  const untouched = () => {
    const now = doc.activeElement;
    return now === null || now === doc.body || now === focusedAtEntry || !now.isConnected;
  };
  /** True when done: focused, or no longer wanted. */
  const attempt = () => {
    if (!untouched() || modalIsOpen(null, doc)) return true;
    const heading = mainHeading(doc);
    if (!heading) return false;
    focusHeading(heading);
    return true;
  };
  if (attempt()) return () => {};

  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  // A user who acts before the heading shows (types on in the search box they pressed Enter in,
  // clicks, presses a key) keeps the focus where they are acting.
  const userActs = ['keydown', 'pointerdown', 'input'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userActs) doc.removeEventListener(type, stop, true);
  }
  for (const type of userActs) doc.addEventListener(type, stop, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
