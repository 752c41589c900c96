/**
 * RPC answers fetched by the shell's entry for the first screen, before React, the remote and
 * supabase-js have loaded (docs/adr/0005, "First-screen data"). The page's own fetcher takes the
 * answer for the same function and arguments once (`takePreloadedRpc`); any other call, or a
 * failed preload, goes through supabase-js as usual, so a preload can only save time.
 *
 * Kept free of dependencies: this runs in the shell's entry chunk.
 */

import { type RpcCall, rpcKey } from './rpc-key';

export type { RpcCall };
export { rpcKey };

/** What the entry needs of the runtime config (window.__STORE_CONFIG__). */
export interface PreloadConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** A preloaded call's answer: a promise, and its value once it has arrived. */
export interface PreloadedAnswer {
  answer: Promise<unknown>;
  settled?: { value: unknown };
}

type Registry = Map<string, PreloadedAnswer>;

declare global {
  interface Window {
    /** Shared through the window: the shell's entry and a remote may hold separate module copies. */
    __STORE_PRELOADED_RPC__?: Registry;
    /** Set while the browser hydrates server HTML (holdArrivedAnswers). */
    __STORE_ARRIVED_HELD__?: boolean;
  }
}

/**
 * While the browser hydrates server HTML, arrived answers are not handed to a first render
 * (`hasArrivedRpc`, `takeArrivedRpc`): the server rendered without them (its deadline cut the
 * render short), and a first render must match its HTML. The page's fetch right after still
 * takes them (`takePreloadedRpc`), so no request is repeated.
 */
export function holdArrivedAnswers(hold: boolean): void {
  if (typeof window !== 'undefined') window.__STORE_ARRIVED_HELD__ = hold;
}

const held = () => typeof window !== 'undefined' && window.__STORE_ARRIVED_HELD__ === true;

function registry(): Registry | undefined {
  if (typeof window === 'undefined') return undefined;
  window.__STORE_PRELOADED_RPC__ ??= new Map();
  return window.__STORE_PRELOADED_RPC__;
}

/**
 * POSTs the call as supabase-js would (anon key; the catalogue's RPCs answer every caller the
 * same) and keeps the answer's promise: the parsed body, or undefined on any failure.
 */
export function preloadRpc(call: RpcCall, config: PreloadConfig): Promise<unknown> {
  const store = registry();
  const key = rpcKey(call);
  const known = store?.get(key);
  if (known) return known.answer;
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
  const entry: PreloadedAnswer = { answer };
  answer.then((value) => {
    entry.settled = { value };
  });
  store?.set(key, entry);
  return answer;
}

/** The preloaded answer of exactly this call, once; undefined when there is none. */
export function takePreloadedRpc(call: RpcCall): Promise<unknown> | undefined {
  const store = registry();
  if (!store || store.size === 0) return undefined;
  const key = rpcKey(call);
  const entry = store.get(key);
  if (entry) store.delete(key);
  return entry?.answer;
}

/** Whether the preloaded answer of exactly this call has arrived (and succeeded); takes nothing. */
export function hasArrivedRpc(call: RpcCall): boolean {
  if (held()) return false;
  const settled = registry()?.get(rpcKey(call))?.settled;
  return settled !== undefined && settled.value !== undefined;
}

/**
 * The preloaded answer of exactly this call if it has already arrived (and succeeded), once:
 * lets a page render with its data in its very first render instead of a loading state.
 */
export function takeArrivedRpc(call: RpcCall): { data: unknown } | undefined {
  const store = registry();
  if (!store || store.size === 0 || held()) return undefined;
  const key = rpcKey(call);
  const settled = store.get(key)?.settled;
  if (!settled || settled.value === undefined) return undefined;
  store.delete(key);
  return { data: settled.value };
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
