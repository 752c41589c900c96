/**
 * RPC answers fetched by the shell's entry for the first screen, before React, the remote and
 * supabase-js have loaded (docs/adr/0005, "First-screen data"). The page's own fetcher takes the
 * answer for the same function and arguments once (`takePreloadedRpc`); any other call, or a
 * failed preload, goes through supabase-js as usual, so a preload can only save time.
 *
 * Kept free of dependencies: this runs in the shell's entry chunk.
 */

export interface RpcCall {
  fn: string;
  args?: Record<string, unknown>;
}

/** What the entry needs of the runtime config (window.__STORE_CONFIG__). */
export interface PreloadConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

type Registry = Map<string, Promise<unknown>>;

declare global {
  interface Window {
    /** Shared through the window: the shell's entry and a remote may hold separate module copies. */
    __STORE_PRELOADED_RPC__?: Registry;
  }
}

function registry(): Registry | undefined {
  if (typeof window === 'undefined') return undefined;
  window.__STORE_PRELOADED_RPC__ ??= new Map();
  return window.__STORE_PRELOADED_RPC__;
}

/** JSON with sorted keys, so argument order never matters. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function rpcKey(call: RpcCall): string {
  return `${call.fn} ${stableJson(call.args ?? {})}`;
}

/**
 * POSTs the call as supabase-js would (anon key; the catalogue's RPCs answer every caller the
 * same) and keeps the answer's promise: the parsed body, or undefined on any failure.
 */
export function preloadRpc(call: RpcCall, config: PreloadConfig): Promise<unknown> {
  const store = registry();
  const key = rpcKey(call);
  const known = store?.get(key);
  if (known) return known;
  const answer = fetch(`${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${call.fn}`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${config.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(call.args ?? {}),
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  store?.set(key, answer);
  return answer;
}

/** The preloaded answer of exactly this call, once; undefined when there is none. */
export function takePreloadedRpc(call: RpcCall): Promise<unknown> | undefined {
  const store = registry();
  if (!store || store.size === 0) return undefined;
  const key = rpcKey(call);
  const answer = store.get(key);
  if (answer) store.delete(key);
  return answer;
}

/** Starts an image's download at high priority (the page's LCP candidate). */
export function preloadImage(url: string): void {
  if (typeof document === 'undefined' || !url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
