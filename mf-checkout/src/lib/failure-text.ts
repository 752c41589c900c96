import { DISCOUNT_MESSAGES } from 'shared/contracts';
import { FunctionCallError } from './invoke-function';

/**
 * The text to show for a failed call: the server's own message for a refused request (4xx),
 * the network sentence when the request never arrived, else `fallback` (a 5xx says nothing
 * useful to a customer).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof FunctionCallError) {
    if (error.kind === 'network') return DISCOUNT_MESSAGES.networkError;
    if (error.status !== null && error.status < 500 && error.message) return error.message;
  }
  return fallback;
}
