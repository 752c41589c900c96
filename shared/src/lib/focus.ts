/**
 * Focus targets that are not controls: the page's main heading after a route change, or when
 * the control that had the focus is gone (a removed cart line, a closed dialog's opener).
 * A heading takes focus only programmatically (tabindex -1), so Tab order is unchanged.
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** The page's main heading: the first `h1` inside `<main>` (a remote served alone has no `<main>`). */
export function mainHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector('main');
  return (main ?? doc).querySelector<HTMLElement>('h1');
}

/** Focuses the page's main heading; false when the page has none (yet). */
export function focusMainHeading(doc: Document = document): boolean {
  const heading = mainHeading(doc);
  if (!heading) return false;
  focusHeading(heading);
  return true;
}

/**
 * True while a modal dialog is open: it owns the focus, and nothing else may take it.
 * `except`: a modal being closed, still in the document while its cleanup runs.
 */
export function modalIsOpen(except?: Element | null, doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll('[aria-modal="true"]')).some((m) => !except?.contains(m));
}
