/**
 * Text typed into a server-rendered field before the app started. React hydrates a field without
 * resetting what is in it, but reports no change for it, so the page's state still holds the
 * server's value: a quantity of 1 while the field shows 3, a search box that never searches. Once
 * hydrated, each text field whose text differs from the one React rendered (its `defaultValue`:
 * React keeps a controlled field's value attribute in step with its value) is handed to React as
 * a fresh input event, as if it had just been typed.
 */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="url"], textarea';

export function replayEarlyTyping(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue || field.disabled) continue;
    // React sees a change when the text differs from the last value set through the field's own
    // setter, which it watches: set the rendered value that way, put the typed text back through
    // the prototype's setter underneath it, then send the event.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
