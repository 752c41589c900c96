/**
 * Database RPCs called as the function's caller, with their refusals turned into HTTP answers:
 * a 4xx from PostgREST (the RPCs raise 22023/P0001 -> 400, PT404 -> 404, PT409 -> 409) becomes
 * the same status with the database's message (docs/product.md's texts live in the RPCs); 401/403
 * (no or a rejected token) the caller's login message; anything else is logged and answered 502
 * with a generic message, never with database details.
 */
import type { Caller } from './caller.ts';
import { HttpError } from './http.ts';
import { sharedApiClient } from './supabase.ts';

export interface RpcMessages {
  /** For 401/403. */
  unauthorized: string;
  /** For a failure that is not the caller's (5xx, network). */
  unavailable: string;
  /** Added to every error body (e.g. `{ success: false }` plus the message under another key). */
  extra?: (message: string) => Record<string, unknown>;
}

export async function callRpc<T>(
  caller: Caller,
  fn: string,
  args: Record<string, unknown>,
  messages: RpcMessages,
): Promise<T> {
  const fail = (status: number, message: string) =>
    new HttpError(status, message, messages.extra?.(message) ?? {});
  let result: { data: unknown; error: { message: string; code?: string } | null; status: number };
  try {
    result = await sharedApiClient().rpc(fn, args).setHeader('Authorization', `Bearer ${caller.token}`);
  } catch (error) {
    console.error(`${fn}: ${(error as Error).message}`);
    throw fail(502, messages.unavailable);
  }
  const { data, error, status } = result;
  if (!error) return data as T;
  if (status === 401 || status === 403) throw fail(401, messages.unauthorized);
  if (status >= 400 && status < 500) throw fail(status, error.message);
  console.error(`${fn}: ${status} ${error.code ?? ''} ${error.message}`);
  throw fail(502, messages.unavailable);
}
