import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared';
import { moduleKey } from '../../src/remotes/server-modules';

/**
 * The remotes' server builds, loaded through Module Federation's node runtime from the same
 * runtime remote map as the browser's (ADR 0017): each remote's `mf-manifest.json` has its
 * server container beside it, `server/<name>.js`. A remote redeployed alone (a new manifest URL)
 * is registered afresh, so the next page renders its new version without a shell rebuild.
 */

/**
 * How long a remote whose server build failed to load is left alone before another attempt:
 * 10 s, doubling with each failure up to 10 minutes (a remote without a server build, such as
 * mf-checkout, fails every time; a new version replaces its map entry and starts afresh).
 */
const RETRY_AFTER_MS = 10_000;
const RETRY_AFTER_MAX_MS = 10 * 60_000;

let entries = new Map<string, string>();
const modules = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();
const failures = new Map<string, { at: number; count: number }>();
/** Remote versions (server entries) whose origin has no server build for them. */
const withoutServerBuild = new Set<string>();

export function serverEntry(name: string, manifestUrl: string): string {
  return new URL(`server/${name}.js`, manifestUrl).href;
}

/** Registers the remote map; remotes whose URL changed are registered again (a deploy flip). */
export function applyRemoteMap(map: Record<string, string>): Promise<void> {
  const next = new Map(Object.entries(map).map(([name, url]) => [name, serverEntry(name, url)]));
  const changed = [...next].filter(([name, entry]) => entries.get(name) !== entry);
  if (changed.length === 0 && next.size === entries.size) return Promise.resolve();
  entries = next;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return Promise.all(changed.map(([name, entry]) => warmRemote(name as RemoteName, entry))).then(() => {});
}

/**
 * Loads every module a remote's server build exposes (its server manifest lists them), in the
 * background, once per version: otherwise the first pages after a start or a deploy would wait
 * for the remote's code past their deadline and go out with its slots empty. A version whose
 * origin answers without a server manifest (404, or a page instead of JSON) has no server build:
 * it is noted, said once, and never asked for a module (no failed loads, no retries).
 */
function warmRemote(remote: RemoteName, entry: string): Promise<void> {
  return (
    fetch(new URL('mf-manifest.json', entry))
      .then(async (res) => {
        const manifest = res.ok
          ? ((await res.json().catch(() => null)) as { exposes?: { path?: unknown }[] } | null)
          : null;
        if (entries.get(remote) !== entry) return; // Replaced meanwhile.
        if (!Array.isArray(manifest?.exposes)) {
          withoutServerBuild.add(entry);
          console.info(`Server rendering: ${remote} has no server build; the browser renders its parts`);
          return;
        }
        const paths = manifest.exposes.flatMap(({ path }) => (typeof path === 'string' ? [path] : []));
        await Promise.all(paths.map((path) => loadServerModule(remote, path)));
        const ready = paths.filter((path) => loadedModule(remote, path)).length;
        if (ready > 0)
          console.info(`Server rendering: ${remote} ready (${ready} of ${paths.length} modules)`);
      })
      // The origin did not answer: the renders try the remote's modules themselves (and report).
      .catch(() => {})
  );
}

const cacheKey = (remote: string, module: string) =>
  `${entries.get(remote) ?? ''}#${moduleKey(remote, module)}`;

/** The module when it is loaded (from the remote's current entry), else undefined. */
export function loadedModule(remote: RemoteName, module: string): unknown {
  return modules.get(cacheKey(remote, module));
}

/**
 * Whether the remote has no server build or its server build failed lately: its modules are left
 * to the browser (for now).
 */
export function serverRemoteFailing(remote: RemoteName): boolean {
  const entry = entries.get(remote);
  if (entry && withoutServerBuild.has(entry)) return true;
  const failed = entry ? failures.get(entry) : undefined;
  if (!failed) return false;
  return Date.now() - failed.at < Math.min(RETRY_AFTER_MS * 2 ** (failed.count - 1), RETRY_AFTER_MAX_MS);
}

/**
 * Loads a module of a remote's server build. Never rejects: a remote without a server build, or
 * broken, is left to the browser (and tried again later, see RETRY_AFTER_MS).
 */
export function loadServerModule(remote: RemoteName, module: string): Promise<void> {
  const key = cacheKey(remote, module);
  if (modules.has(key)) return Promise.resolve();
  const known = loading.get(key);
  if (known) return known;
  const entry = entries.get(remote);
  if (!entry) return Promise.resolve();
  if (serverRemoteFailing(remote)) return Promise.resolve();
  const failed = failures.get(entry);
  // The runtime keeps a failed container: only a fresh registration tries the entry again.
  if (failed) registerRemotes([{ name: remote, entry }], { force: true });
  const attempt = loadRemote(`${remote}/${module.replace(/^\.\//, '')}`)
    .then((loaded) => {
      if (!loaded) throw new Error(`${remote} has no ${module}`);
      modules.set(key, loaded);
      failures.delete(entry);
    })
    .catch((error: unknown) => {
      const count = (failures.get(entry)?.count ?? 0) + 1;
      // Said once per version: meanwhile the browser renders that remote's parts.
      if (count === 1) console.warn(`Server rendering without ${remote}: ${String(error).split('\n')[0]}`);
      failures.set(entry, { at: Date.now(), count });
    })
    .finally(() => loading.delete(key));
  loading.set(key, attempt);
  return attempt;
}
