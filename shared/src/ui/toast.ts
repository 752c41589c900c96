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

/**
 * Site-wide toasts through the bus, so any remote can raise one and the shell's <Toaster />
 * shows it. Returns the toast's id (for `toast.dismiss`).
 */
export const toast = Object.assign(show, {
  success: withStatus('success'),
  error: withStatus('error'),
  info: withStatus('info'),
  warning: withStatus('warning'),
  dismiss(id: string): void {
    bus.emit('toast:dismiss', { id });
  },
});
