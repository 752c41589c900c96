import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared';
import { installSharedExportsGuard } from './shared-exports-guard';

let remoteMap: Record<string, string> = {};

/** Registers remotes from the runtime map (federation name -> mf-manifest.json URL). */
export function registerRemoteMap(map: Record<string, string>): void {
  // A remote needing a shared export this shell lacks is refused before its code runs.
  installSharedExportsGuard();
  remoteMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads `remote/module`. After a failure the remote is registered again with `force`, so a
 * retry really refetches its manifest and entry instead of replaying the cached failure.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, retry = false): Promise<T> {
  const entry = remoteMap[remote];
  if (!entry) throw new Error(`Remote ${remote} is not configured`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`Remote ${remote} did not provide ${module}`);
  return loaded;
}
