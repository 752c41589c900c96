import type { PostgrestError } from '@supabase/supabase-js';
import { takePreloadedRpc } from '../preload/preloaded-rpc';
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
