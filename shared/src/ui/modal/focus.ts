const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.hidden && el.getAttribute('aria-hidden') !== 'true',
  );
}

const FIELD = 'input, select, textarea, [contenteditable="true"]';

/**
 * Where focus goes when a modal opens: an explicit target, else an element marked
 * `data-autofocus`, else the first field of the content (a form's first input, even after tabs
 * or links), else its first control, else the first control anywhere in the panel (the close
 * button), else the panel itself.
 */
export function focusInitial(
  container: HTMLElement,
  content: HTMLElement | null,
  explicit?: HTMLElement | null,
) {
  const target =
    explicit ??
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    (content ? focusableWithin(content).find((el) => el.matches(FIELD)) : undefined) ??
    (content ? focusableWithin(content)[0] : undefined) ??
    focusableWithin(container)[0] ??
    container;
  target.focus({ preventScroll: true });
}

/** Keeps Tab / Shift+Tab cycling inside `container`. Returns true when it moved focus. */
export function trapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
) {
  if (event.key !== 'Tab') return false;
  const items = focusableWithin(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
