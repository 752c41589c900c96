import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared';
import { installSharedExportsGuard } from './shared-exports-guard';

let remoteMap: Record<string, string> = {};

/** Remotes whose last load failed: the next load registers them afresh (see loadRemoteModule). */
const stale = new Set<string>();
/** Remotes that failed and have not loaded since: their recovery is announced once. */
const down = new Set<string>();
const recoveryListeners = new Set<{ remote: string; listener: () => void }>();

/** Registers remotes from the runtime map (federation name -> mf-manifest.json URL). */
export function registerRemoteMap(map: Record<string, string>): void {
  // A remote needing a shared export this shell lacks is refused before its code runs.
  installSharedExportsGuard();
  remoteMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * Calls `listener` when `remote`, after a failed load, loads again: another part of the page that
 * failed on the same remote (a header widget without a Retry of its own) comes back with it.
 */
export function onRemoteRecovered(remote: RemoteName, listener: () => void): () => void {
  const entry = { remote, listener };
  recoveryListeners.add(entry);
  return () => {
    recoveryListeners.delete(entry);
  };
}

/**
 * Loads `remote/module`. The federation runtime keeps a failed manifest or entry: after a failure
 * the remote is registered again with `force` (once, by the first load after it), so a Retry
 * really refetches its manifest and entry instead of replaying the cached failure. Loads that
 * follow share that fresh registration: forcing again would drop a container that works.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const entry = remoteMap[remote];
  if (!entry) throw new Error(`Remote ${remote} is not configured`);
  if (stale.delete(remote)) registerRemotes([{ name: remote, entry }], { force: true });
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded) throw new Error(`Remote ${remote} did not provide ${module}`);
  } catch (error) {
    stale.add(remote);
    down.add(remote);
    throw error;
  }
  if (down.delete(remote)) {
    for (const { remote: name, listener } of [...recoveryListeners]) if (name === remote) listener();
  }
  return loaded;
}
