import { createContext } from 'react';
import type { RemoteName } from 'shared';
import { holdArrivedAnswers } from 'shared/preload';

/**
 * Remote modules during server rendering (ADR 0017): the server hands its render the modules it
 * has already loaded; a module it lacks is noted and rendered as loading (the server loads it and
 * renders again, or leaves that slot to the browser). Null in the browser.
 */
export interface ServerModules {
  get(remote: RemoteName, module: string): unknown;
}

export const ServerModulesContext = createContext<ServerModules | null>(null);

export { moduleKey } from './module-key';

let hydrating: ReadonlySet<string> | null = null;

/**
 * While the browser hydrates server HTML, a module counts as loaded only when the server rendered
 * it too: a widget the server left loading must start loading in the browser as well, or the
 * first render would not match the HTML.
 */
export function beginHydration(keys: readonly string[]): void {
  hydrating = new Set(keys);
  // Likewise data the entry preloaded for a page the server's deadline cut short.
  holdArrivedAnswers(true);
}

export function endHydration(): void {
  hydrating = null;
  holdArrivedAnswers(false);
}

export function usableDuringHydration(key: string): boolean {
  return hydrating === null || hydrating.has(key);
}
