import {
  ALL_EXPORTS,
  SHARED_EXPORTS_FILE,
  SHARED_EXPORTS_NEEDED_KEY,
  type SharedExportsNeeded,
  type SharedExportsProvided,
  TREE_SHAKEN_SHARES,
} from '../shared/src/contracts/shared-exports';

/**
 * Build-time records of the deploy contract for tree-shaken shared packages (ADR 5,
 * `shared/src/contracts/shared-exports.ts`), taken from the bundler's own data through the
 * federation plugin's `manifest.additionalData` hook:
 * - the shell: for each tree-shaken shared package, the exports its build keeps (the plugin's
 *   `treeShaking.usedExports` it was built with, limited to what Rspack says the package
 *   provides), written to `dist/shared-exports.json`;
 * - a remote: the exports its own modules import from each of those packages (Rspack's module
 *   graph: every import edge into the consume-shared module, from the modules the container's
 *   exposes reach), written into its `mf-manifest.json` metaData, where the shell reads it.
 */

/** The slices of Rspack's compilation API used here (typed structurally: the plugin's own types are webpack's). */
interface Dependency {
  readonly type: string;
  readonly ids?: string[];
}
interface Connection {
  readonly dependency: Dependency | null;
  readonly module: Module | null;
  readonly originModule: Module | null;
}
interface Module {
  identifier(): string;
  readonly type: string;
}
interface ModuleGraph {
  getIncomingConnections(module: Module): Connection[];
  getOutgoingConnections(module: Module): Connection[];
  getProvidedExports(module: Module): true | string[] | null;
}
export interface CompilationLike {
  readonly modules: Iterable<Module>;
  readonly moduleGraph: ModuleGraph;
  emitAsset(name: string, source: unknown): void;
}
interface StatsShared {
  name: string;
  version: string;
}
export interface StatsLike {
  name: string;
  metaData: Record<string, unknown>;
  shared: StatsShared[];
}
interface AdditionalData {
  stats: StatsLike;
  compilation: CompilationLike;
  compiler: { webpack: { sources: { RawSource: new (source: string) => unknown } } };
}

const TREE_SHAKEN = new Set<string>(TREE_SHAKEN_SHARES);

/** 'consume shared module (default) @tanstack/react-query@^5.0.0 (strict) (fallback: …)' -> package. */
export function consumedPackage(identifier: string): string | null {
  const match = /^consume shared module \([^)]*\) ((?:@[^/@\s]+\/)?[^@\s]+)@/.exec(identifier);
  return match ? (match[1] as string) : null;
}

/** 'provide shared module (default) shared@0.1.0 = /path' -> package. */
export function providedPackage(identifier: string): string | null {
  const match = /^provide shared module \([^)]*\) ((?:@[^/@\s]+\/)?[^@\s]+)@/.exec(identifier);
  return match ? (match[1] as string) : null;
}

/**
 * The export one import edge needs: the first imported name of an ESM import or re-export
 * specifier; '*' for a namespace use (no name), a CommonJS require or an unknown kind of edge;
 * null for the import or re-export statement itself (its names come as specifier edges).
 */
export function neededName(dependency: Dependency): string | null {
  switch (dependency.type) {
    case 'esm import specifier':
    case 'esm export import specifier': {
      const first = dependency.ids?.[0];
      return first ?? ALL_EXPORTS;
    }
    case 'esm import':
    case 'esm export import':
    case 'esm import side effect':
      return null;
    default:
      // `export * from`, `require()`, dynamic `import()`: any export may be read.
      return ALL_EXPORTS;
  }
}

/**
 * Modules a container's exposes reach: a walk of the module graph from the container entry
 * (its expose blocks included), stopping at shared modules. The standalone entry's own modules
 * are left out: they never run inside the shell.
 */
function modulesReachedByExposes(compilation: CompilationLike): Set<Module> | null {
  const graph = compilation.moduleGraph;
  const start = [...compilation.modules].filter((m) => m.identifier().startsWith('container entry'));
  if (!start.length) return null;
  const seen = new Set<Module>(start);
  const queue = [...start];
  while (queue.length) {
    const module = queue.pop() as Module;
    for (const connection of graph.getOutgoingConnections(module)) {
      const next = connection.module;
      if (!next || seen.has(next) || consumedPackage(next.identifier())) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** The exports of each tree-shaken shared package a remote's exposed code imports. */
export function neededSharedExports(compilation: CompilationLike): SharedExportsNeeded {
  const graph = compilation.moduleGraph;
  const reached = modulesReachedByExposes(compilation);
  const needed: Record<string, Set<string>> = {};
  for (const module of compilation.modules) {
    const pkg = consumedPackage(module.identifier());
    if (!pkg || !TREE_SHAKEN.has(pkg)) continue;
    const names = needed[pkg] ?? new Set<string>();
    needed[pkg] = names;
    for (const connection of graph.getIncomingConnections(module)) {
      if (
        !connection.dependency ||
        (reached && connection.originModule && !reached.has(connection.originModule))
      )
        continue;
      const name = neededName(connection.dependency);
      if (name) names.add(name);
    }
  }
  return Object.fromEntries(
    Object.entries(needed)
      .filter(([, names]) => names.size)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pkg, names]) => [pkg, [...names].sort()]),
  );
}

/** Exports Rspack found in each shared package's own module (null where it cannot tell, e.g. CommonJS). */
function packageExports(compilation: CompilationLike): Map<string, string[] | null> {
  const graph = compilation.moduleGraph;
  const result = new Map<string, string[] | null>();
  for (const module of compilation.modules) {
    const pkg = providedPackage(module.identifier());
    if (!pkg) continue;
    const target = graph.getOutgoingConnections(module).find((c) => c.module)?.module;
    const exports = target ? graph.getProvidedExports(target) : null;
    result.set(pkg, Array.isArray(exports) ? exports : null);
  }
  return result;
}

/** The tree-shaking part of one entry of the federation plugin's `shared` option. */
export type ShareTreeShaking = Record<string, { treeShaking?: { usedExports?: string[] } } | undefined>;

/**
 * What a shell's build provides: each tree-shaken shared package with the exports its build
 * keeps (the `treeShaking.usedExports` it was built with, limited to the exports Rspack found in
 * the package); a package shared whole (no tree shaking configured) provides every export.
 */
export function providedSharedExports(
  stats: StatsLike,
  compilation: CompilationLike,
  shared: ShareTreeShaking,
): SharedExportsProvided {
  const inPackage = packageExports(compilation);
  const packages: SharedExportsProvided['packages'] = {};
  for (const entry of [...stats.shared].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!TREE_SHAKEN.has(entry.name)) continue;
    const kept = shared[entry.name]?.treeShaking?.usedExports;
    const all = inPackage.get(entry.name);
    packages[entry.name] = {
      version: entry.version,
      exports: kept ? [...new Set(kept)].filter((name) => !all || all.includes(name)).sort() : ALL_EXPORTS,
    };
  }
  return { app: stats.name, packages };
}

/** `manifest.additionalData` of the shell: writes dist/shared-exports.json. */
export function recordProvidedExports(shared: ShareTreeShaking) {
  return ({ stats, compilation, compiler }: AdditionalData): void => {
    const provided = providedSharedExports(stats, compilation, shared);
    compilation.emitAsset(
      SHARED_EXPORTS_FILE,
      new compiler.webpack.sources.RawSource(`${JSON.stringify(provided, null, 2)}\n`),
    );
  };
}

/** `manifest.additionalData` of a remote: its needs go into mf-manifest.json's metaData. */
export function recordNeededExports({ stats, compilation }: AdditionalData): StatsLike {
  stats.metaData[SHARED_EXPORTS_NEEDED_KEY] = neededSharedExports(compilation);
  return stats;
}
