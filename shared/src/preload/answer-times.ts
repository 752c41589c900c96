/**
 * When each catalogue answer the page holds was produced (docs/adr/0025, "as of"). The service
 * worker answers a read from what it kept when the network is down or slow, and marks that answer
 * with the time it was kept (`KEPT_AT_HEADER`); an answer from the network is as of now. A price
 * shown offline, or from an answer kept longer than a minute, says "as of <time>".
 *
 * Kept on the window and free of dependencies: the shell and a remote may hold separate copies
 * of this module. Only the Supabase client's answers are timed, not the entry's preload: a
 * preload serves a page the server's deadline cut short, which the worker never keeps.
 */
import { type RpcCall, rpcKey } from './rpc-key';

/** Set by the service worker on an answer it kept (ms since the epoch); exposed to the page. */
export const KEPT_AT_HEADER = 'x-store-kept-at';

export interface AnswerTime {
  /** When the server produced the answer (ms since the epoch). */
  at: number;
  /** Whether the service worker answered from what it had kept. */
  kept: boolean;
}

declare global {
  interface Window {
    __STORE_ANSWER_TIMES__?: Map<string, AnswerTime>;
  }
}

function times(): Map<string, AnswerTime> | undefined {
  if (typeof window === 'undefined') return undefined;
  window.__STORE_ANSWER_TIMES__ ??= new Map();
  return window.__STORE_ANSWER_TIMES__;
}

/** Notes when the answer to `call` was produced, from its response's headers. */
export function noteRpcAnswer(call: RpcCall, headers: Headers, now = Date.now()): void {
  const kept = Number(headers.get(KEPT_AT_HEADER));
  times()?.set(rpcKey(call), kept > 0 ? { at: kept, kept: true } : { at: now, kept: false });
}

/** The RPC a PostgREST request calls (`/rest/v1/rpc/<fn>` with a JSON body), or null. */
export function rpcCallOf(url: string, body: unknown): RpcCall | null {
  const fn = /\/rest\/v1\/rpc\/([A-Za-z0-9_]+)(?:\?|$)/.exec(url)?.[1];
  if (!fn) return null;
  try {
    const args = typeof body === 'string' && body ? JSON.parse(body) : {};
    return args && typeof args === 'object' && !Array.isArray(args) ? { fn, args } : null;
  } catch {
    return null;
  }
}

/**
 * When the page's last answer to `call` was produced; undefined when this page never fetched it
 * (the data then came with the server's HTML, whose time the query itself holds).
 */
export function rpcAnswerTime(call: RpcCall): AnswerTime | undefined {
  return times()?.get(rpcKey(call));
}

/**
 * `fetch` that notes the time of every RPC answer (the Supabase client's `global.fetch` in the
 * browser). The answer itself is untouched.
 */
export async function fetchNotingAnswerTimes(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const call =
    response.ok && (init?.method ?? 'GET').toUpperCase() === 'POST' ? rpcCallOf(url, init?.body) : null;
  if (call) noteRpcAnswer(call, response.headers);
  return response;
}
