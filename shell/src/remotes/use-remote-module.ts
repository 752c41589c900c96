import { startTransition, useCallback, useContext, useEffect, useState } from 'react';
import type { RemoteName } from 'shared';
import { loadRemoteModule, onRemoteRecovered } from './load-remote';
import { moduleKey, ServerModulesContext, usableDuringHydration } from './server-modules';

type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'error'; error: Error };

const loaded = new Map<string, unknown>();

/**
 * Loads a module before the first render, waiting at most `maxWaitMs`: once it is loaded, a
 * page using it renders in the shell's first commit instead of a spinner first. Never rejects:
 * after a failure or a timeout the page loads (and retries) the module itself.
 */
export function loadRemoteModuleAhead(remote: RemoteName, module: string, maxWaitMs: number): Promise<void> {
  const load = loadAndKeep(remote, module).then(
    () => {},
    () => {},
  );
  return Promise.race([load, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** Whether a module has loaded (and stays loaded for every later render). */
export function isModuleLoaded(remote: RemoteName, module: string): boolean {
  return loaded.has(moduleKey(remote, module));
}

/** Loads a module and keeps it for every later render that needs it. */
async function loadAndKeep<T>(remote: RemoteName, module: string): Promise<T> {
  const mod = await loadRemoteModule<T>(remote, module);
  loaded.set(`${remote}/${module}`, mod);
  return mod;
}

/**
 * Loads a federated module with explicit state instead of React.lazy: lazy caches a rejected
 * import forever, and a remote that was down must be retryable without a page reload. A module
 * that failed loads again by itself when its remote recovers elsewhere on the page (a Retry of
 * the remote's page brings back its header widget too).
 */
export function useRemoteModule<T>(remote: RemoteName, module: string) {
  const key = moduleKey(remote, module);
  const server = useContext(ServerModulesContext);
  const known = server
    ? server.get(remote, module)
    : usableDuringHydration(key)
      ? loaded.get(key)
      : undefined;
  const [state, setState] = useState<RemoteState<T>>(
    known ? { status: 'ready', module: known as T } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(key) && attempt === 0) {
      // Usually already ready (the first render had it): keeping the same state object spares a
      // re-render of the whole slot, e.g. a page right after it hydrated.
      const mod = loaded.get(key) as T;
      setState((s) => (s.status === 'ready' && s.module === mod ? s : { status: 'ready', module: mod }));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadAndKeep<T>(remote, module).then(
      (mod) => {
        // A transition: a slot filling in (a page, a row of cards' widgets) renders in slices
        // between frames, not as one long task.
        if (live) startTransition(() => setState({ status: 'ready', module: mod }));
      },
      (error: unknown) => {
        if (live)
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = state.status === 'error';
  useEffect(() => (failed ? onRemoteRecovered(remote, retry) : undefined), [failed, remote, retry]);
  return { state, retry };
}
