/**
 * What the shopper typed, ticked or picked in the server's HTML before the app started. React
 * hydrates a field without resetting it, but reports no change for it, so the page's state still
 * holds what the server rendered: a quantity of 1 while the field shows 3, a search box that never
 * searches, a ticked filter that filters nothing. Once hydrated, each field that differs from what
 * React rendered (its `defaultValue`, `defaultChecked` or `defaultSelected`: React keeps them in
 * step with a controlled field) is handed to React again, as if the shopper had just done it.
 */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="url"], textarea';
const TOGGLES = 'input[type="checkbox"], input[type="radio"]';

export async function replayEarlyInput(
  root: HTMLElement | null = document.getElementById('root'),
): Promise<void> {
  if (!root) return;
  const replays: [Element, () => void][] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (!field.disabled && typed !== field.defaultValue)
      replays.push([field, () => replayTyping(field, typed)]);
  }
  for (const toggle of root.querySelectorAll<HTMLInputElement>(TOGGLES)) {
    if (changedToggle(toggle)) replays.push([toggle, () => replayToggle(toggle)]);
  }
  for (const select of root.querySelectorAll('select')) {
    const picked = select.selectedIndex;
    if (changedPick(select)) replays.push([select, () => replayPick(select, picked)]);
  }
  for (const [index, [field, replay]] of replays.entries()) {
    // One field a task: React renders what the last one set off before the next handler runs,
    // so handlers that build on the rendered state (the search's filters and sort) add up. That
    // render puts controlled fields back as rendered, hence the values noted beforehand.
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (field.isConnected) replay();
  }
}

function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  // React sees a change when the text differs from the last value set through the field's own
  // setter, which it watches: set the rendered value that way, put the typed text back through
  // the prototype's setter underneath it, then send the event.
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A checkbox ticked or cleared, or the radio picked (not the one it left), before the start. */
function changedToggle(toggle: HTMLInputElement): boolean {
  if (toggle.disabled || toggle.checked === toggle.defaultChecked) return false;
  return toggle.type !== 'radio' || toggle.checked;
}

/**
 * React hears a box through its click: the rendered state is put back (through the setter React
 * watches) and the box clicked again, which gives the state the shopper left.
 */
function replayToggle(toggle: HTMLInputElement): void {
  toggle.checked = toggle.defaultChecked;
  toggle.click();
}

/** A single select showing another option than the one rendered. */
function changedPick(select: HTMLSelectElement): boolean {
  if (select.disabled || select.multiple || select.selectedIndex < 0) return false;
  const rendered = Math.max(
    [...select.options].findIndex((option) => option.defaultSelected),
    0,
  );
  return select.selectedIndex !== rendered;
}

/** React reads a select's change event as it is: the option picked is shown, then announced. */
function replayPick(select: HTMLSelectElement, picked: number): void {
  select.selectedIndex = picked;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
