import type { PostgrestError } from '@supabase/supabase-js';
import { hasArrivedRpc, takeArrivedRpc, takePreloadedRpc } from '../preload/preloaded-rpc';
import { getSupabase } from './client';

export interface RpcResult {
  data: unknown;
  error: PostgrestError | null;
}

/**
 * `supabase.rpc(fn, args)`, answered from the first-screen preload when it holds this very call
 * (shared/preload): the page's first data then needs neither a round trip nor supabase-js.
 */
export async function callRpc(fn: string, args?: Record<string, unknown>): Promise<RpcResult> {
  const preloaded = takePreloadedRpc(args === undefined ? { fn } : { fn, args });
  if (preloaded) {
    const data = await preloaded;
    if (data !== undefined) return { data, error: null };
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(fn, args);
  return { data, error };
}

/** Whether the first-screen preload's answer to this call has arrived (for answers built of several calls). */
export function rpcHasArrived(fn: string, args?: Record<string, unknown>): boolean {
  return hasArrivedRpc(args === undefined ? { fn } : { fn, args });
}

/**
 * The first-screen preload's answer to this call when it has already arrived, parsed; for a
 * query's `initialData`, so the page's first render shows the data. Undefined otherwise (or if
 * the answer does not parse): the query then fetches through `callRpc`.
 */
export function arrivedRpcData<T>(
  fn: string,
  args: Record<string, unknown> | undefined,
  parse: (data: unknown) => T,
): T | undefined {
  const arrived = takeArrivedRpc(args === undefined ? { fn } : { fn, args });
  if (!arrived) return undefined;
  try {
    return parse(arrived.data);
  } catch {
    return undefined;
  }
}
