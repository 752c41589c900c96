import {
  loadShare,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
} from '@module-federation/enhanced/runtime';
import {
  ALL_EXPORTS,
  describeMissing,
  type MissingSharedExports,
  missingSharedExports,
  neededExportsOf,
  type SharedExportsNeeded,
} from 'shared/contracts';

/**
 * A remote needs an export of a tree-shaken shared package that this shell's copy lacks: it was
 * built from a newer tree than the shell (ADR 5's deploy rule, `pnpm check:deploy`). Running it
 * would fail later with "x is not a function"; it is refused before any of its code runs.
 */
export class SharedExportsMissingError extends Error {
  override name = 'SharedExportsMissingError';
  constructor(
    readonly remote: string,
    readonly missing: MissingSharedExports,
  ) {
    super(
      `Remote ${remote} needs shared exports this shell does not provide (${describeMissing(missing)}); ` +
        'deploy a shell built with them first.',
    );
  }
}

/** The shell's copy of a shared package, as every remote receives it (singletons). */
export type SharedModuleReader = (pkg: string) => Promise<object | undefined>;

const readLoadedShare: SharedModuleReader = async (pkg) => {
  const factory = await loadShare<object>(pkg);
  return factory ? (factory() ?? undefined) : undefined;
};

/**
 * The guard as a federation runtime plugin. Each remote's build records, in its
 * mf-manifest.json, the exports it imports from tree-shaken shared packages; the shell fetches
 * that manifest anyway. When the manifest arrives the needs are kept; before the runtime gets
 * an exposed module (its container is initialised, none of its modules has run) each need is
 * looked up on the module the remote would receive, and a missing one rejects the load with
 * SharedExportsMissingError, which the page or widget shows in its error box. A remote built
 * before the record existed has no needs and loads as before.
 */
export function sharedExportsGuard(
  read: SharedModuleReader = readLoadedShare,
): ModuleFederationRuntimePlugin {
  const needsByRemote = new Map<string, SharedExportsNeeded>();
  return {
    name: 'store-shared-exports-guard',
    async afterLoadManifest({ moduleInfo, manifestJson }) {
      const needed = manifestJson ? neededExportsOf(manifestJson) : null;
      if (needed) needsByRemote.set(moduleInfo.name, needed);
      else needsByRemote.delete(moduleInfo.name);
    },
    async beforeGetExpose({ moduleInfo }) {
      const needed = needsByRemote.get(moduleInfo.name);
      if (!needed) return;
      const modules = new Map<string, object | undefined>();
      for (const pkg of Object.keys(needed)) modules.set(pkg, await read(pkg).catch(() => undefined));
      const missing = missingSharedExports(needed, (pkg, name) => {
        const module = modules.get(pkg);
        // Unreadable, or a namespace use (a copy's completeness cannot be seen): not refused
        // here; `pnpm check:deploy` judges those from the shell's record.
        return !module || name === ALL_EXPORTS || name in module;
      });
      if (Object.keys(missing).length) {
        const error = new SharedExportsMissingError(moduleInfo.name, missing);
        console.error(error.message);
        throw error;
      }
    },
  };
}

let installed = false;

/** Registers the guard once, before the first manifest is fetched (the entry's preload). */
export function installSharedExportsGuard(): void {
  if (installed) return;
  installed = true;
  registerPlugins([sharedExportsGuard()]);
}

/** The refused remote's error, when a load failed because of it. */
export function sharedExportsMissing(error: unknown): SharedExportsMissingError | null {
  return error instanceof Error && error.name === 'SharedExportsMissingError'
    ? (error as SharedExportsMissingError)
    : null;
}
