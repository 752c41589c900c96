import { bus, type EventInput } from '../events/bus';

export type ToastInput = EventInput<'toast'>;
export type ToastStatus = NonNullable<ToastInput['status']>;
export interface ToastOptions {
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
  /** Milliseconds; null keeps it until closed. Default 4 s. */
  duration?: number | null;
}

let counter = 0;
const newId = () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;

function show(input: ToastInput): string {
  const id = input.id ?? newId();
  bus.emit('toast', { ...input, id });
  return id;
}

const withStatus =
  (status: ToastStatus) =>
  (title: string, description?: string, opts: ToastOptions = {}): string =>
    show({ title, description, status, ...opts });

type Raise = (title: string, description?: string, opts?: Omit<ToastOptions, 'id'>) => string;

/** The toasts of one repeatable action (apply a code, add to cart...): they share one slot. */
export interface ActionToasts {
  /** The slot's toast id. */
  readonly id: string;
  success: Raise;
  error: Raise;
  info: Raise;
  warning: Raise;
  /** Removes the action's current toast, if any. */
  dismiss(): void;
}

/** The toast id of an action's slot (`toast.action(key).id`). */
export const actionToastId = (action: string): string => `action:${action}`;

function dismiss(id: string): void {
  bus.emit('toast:dismiss', { id });
}

/**
 * One slot per repeatable action: each new result of `action` replaces the previous one instead
 * of stacking beside it, so contradictory results ('Could Not Apply Discount' then 'Discount code
 * applied.') never show together. Key the action as narrowly as its results can contradict each
 * other: 'discount', 'cart-add', `cart-qty:${productId}`.
 */
function action(key: string): ActionToasts {
  const id = actionToastId(key);
  const raise =
    (status: ToastStatus): Raise =>
    (title, description, opts = {}) =>
      show({ title, description, status, ...opts, id });
  return {
    id,
    success: raise('success'),
    error: raise('error'),
    info: raise('info'),
    warning: raise('warning'),
    dismiss: () => dismiss(id),
  };
}

/**
 * Site-wide toasts through the bus, so any remote can raise one and the shell's <Toaster />
 * shows it. Returns the toast's id (for `toast.dismiss`). `toast.action(key)` gives a repeatable
 * action's toasts, which replace each other.
 */
export const toast = Object.assign(show, {
  success: withStatus('success'),
  error: withStatus('error'),
  info: withStatus('info'),
  warning: withStatus('warning'),
  dismiss,
  action,
});
