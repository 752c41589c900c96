/** Marks the toast region so modals leave it interactive and announced. */
export const KEEP_INTERACTIVE_ATTR = 'data-modal-keep';

/**
 * Makes every other child of <body> inert while a modal is open: keyboard focus, clicks and the
 * accessibility tree stay inside it. The toast region is kept live on purpose (a persistent
 * support toast accompanies the order-confirmation modal). Returns the undo; undos must run in
 * reverse order of opening, which nested modals do.
 */
export function inertOthers(keep: Element): () => void {
  const changed: Element[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === keep || el.hasAttribute('inert') || el.hasAttribute(KEEP_INTERACTIVE_ATTR)) continue;
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
    el.setAttribute('inert', '');
    changed.push(el);
  }
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}
