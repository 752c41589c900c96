import { errorBodyMessage, FunctionCallError } from 'shared';

/** A payment call that did not succeed; `message` is the text to show. */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * The server's own reason for refusing a call (a 4xx with `{ success: false, message }` or
 * `{ error }`), else null: the network failed or the server crashed, which says nothing useful.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof FunctionCallError) || error.kind === 'network' || error.kind === 'relay')
    return null;
  if (error.status === null || error.status >= 500) return null;
  return errorBodyMessage(error.body);
}
