import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * What the server put in a page it rendered (ADR 0017; shell/server/render): the data its render
 * used, the remote modules it rendered and its viewport guess. The browser hydrates with exactly
 * these, so its first render matches the HTML without fetching anything again.
 */
export interface ServerRenderState {
  queries: DehydratedState;
  modules: string[];
  /** Whether the server had every answer the page asked for (the rest loads in the browser). */
  complete: boolean;
  mobile: boolean;
}

declare global {
  interface Window {
    __STORE_SSR__?: ServerRenderState;
  }
}

/** The server's state when this page was rendered on the server, else null. */
export function serverRenderState(): ServerRenderState | null {
  return typeof window !== 'undefined' && window.__STORE_SSR__ ? window.__STORE_SSR__ : null;
}

/** Puts the server's data in place for hydration. */
export function adoptServerState(state: ServerRenderState, client: QueryClient): void {
  hydrate(client, state.queries);
}

/** 'mf_catalog/./routes' -> ['mf_catalog', './routes']. */
export function splitModuleKey(key: string): [string, string] {
  const at = key.indexOf('/');
  return [key.slice(0, at), key.slice(at + 1)];
}
