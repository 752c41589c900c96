import { type FormEvent, useState } from 'react';

/** What a form's reader gives: the checked values, or the message of each field. */
export type Checked<T, E> = ({ ok: true } & T) | { ok: false; errors: E };

/**
 * The checking and confirming of a staff form sent on its own (a refund, an order's tracking):
 * the fields' messages (`check`), then the checked values held while staff are asked (`confirming`)
 * until they cancel or confirm (`take` hands them over to send); a refusal (`refused`) keeps the
 * server's message beside the form, and editing a field (`edit`) clears it.
 */
export function useCheckedConfirmation<T, E>(noErrors: E) {
  const [errors, setErrors] = useState<E>(noErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<({ ok: true } & T) | null>(null);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setServerError(null);
  };

  /** Shows why the values cannot be sent, or asks for confirmation of the checked ones. */
  const check = (read: Checked<T, E>) => {
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors(noErrors);
    setServerError(null);
    setConfirming(read);
  };

  /** The confirmed values (the question goes), or null when none is asked. */
  const take = () => {
    const chosen = confirming;
    setConfirming(null);
    return chosen;
  };

  /**
   * What the form's component reads: the messages, the question's values, Cancel, whether it is
   * being sent (`busy`) or can take no edit (`locked`), and its submit (`read` checks what was typed).
   */
  const controls = (busy: boolean, read: () => Checked<T, E>) => {
    const locked = confirming !== null || busy;
    return {
      errors,
      serverError,
      confirming,
      cancel: () => setConfirming(null),
      busy,
      locked,
      onSubmit: submitUnless(locked, () => check(read())),
    };
  };

  return {
    edit,
    take,
    refused: (error: unknown) => setServerError(error instanceof Error ? error.message : String(error)),
    controls,
  };
}

/** A form's submit: checks and asks (`submit`), unless a question is open or it is being sent. */
const submitUnless =
  (locked: boolean, submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    if (!locked) submit();
  };
