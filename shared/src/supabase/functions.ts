import { DISCOUNT_MESSAGES } from '../contracts/discount-messages';
import { getSupabase } from './client';

export type FunctionFailureKind = 'http' | 'network' | 'relay' | 'unknown';

/** A failed edge-function call: what went wrong, the HTTP status and the parsed error body. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly kind: FunctionFailureKind,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

export interface InvokeOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  /** Query parameters (the `cart` DELETE calls take theirs in the URL). */
  query?: Record<string, string>;
}

/** `{ error }` or `{ message }` of an error body, when it is a non-empty string. */
export function errorBodyMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls an edge function as the signed-in user and returns its JSON answer. Every failure is a
 * FunctionCallError carrying the server's message when it sent one. supabase-js's error classes
 * are told apart by name: importing them would pull supabase-js into this chunk.
 */
export async function invokeFunction(name: string, { method = 'POST', body, query }: InvokeOptions = {}) {
  const supabase = await getSupabase();
  const path = query ? `${name}?${new URLSearchParams(query).toString()}` : name;
  const { data, error } = await supabase.functions.invoke(path, { method, body });
  if (!error) return data as unknown;
  const context = (error as { context?: unknown }).context;
  if (error.name === 'FunctionsFetchError') {
    throw new FunctionCallError(error.message, 'network', null, null);
  }
  if (context instanceof Response) {
    const parsed = await readBody(context);
    const kind = error.name === 'FunctionsRelayError' ? 'relay' : 'http';
    throw new FunctionCallError(
      errorBodyMessage(parsed) ?? `Request failed with status ${context.status}`,
      kind,
      context.status,
      parsed,
    );
  }
  throw new FunctionCallError(error.message || 'Request failed', 'unknown', null, null);
}

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof FunctionCallError && error.status === 401;

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
