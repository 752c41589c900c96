/**
 * The deploy contract between the shell and a remote for tree-shaken shared packages (ADR 5).
 * A tree-shaken shared singleton carries only the exports its build was told to keep, and every
 * remote receives the SHELL's copy at runtime. So the shell's build records what it provides
 * (`shared-exports.json` in its dist), each remote's build records what it needs (in its
 * `mf-manifest.json`, `metaData[SHARED_EXPORTS_NEEDED_KEY]`), and a remote is refused, before
 * deploy (`pnpm check:deploy`) and at runtime (the shell's loader), when the shell lacks one.
 */

/** Packages shared as tree-shaken singletons (build/federation.ts keeps the same list). */
export const TREE_SHAKEN_SHARES = [
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'shared',
] as const;

/** Where a remote's build records its needs inside its mf-manifest.json `metaData`. */
export const SHARED_EXPORTS_NEEDED_KEY = 'sharedExportsNeeded';

/** The shell's provided-exports file, next to its index.html. */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/** 'Every export': a package that is not tree-shaken, or a namespace import that may use any. */
export const ALL_EXPORTS = '*';

/** Package -> export names a remote's code imports ('*' for a namespace or CommonJS use). */
export type SharedExportsNeeded = Record<string, string[]>;

/** What the shell's build provides: per package, its version and the exports it keeps. */
export interface SharedExportsProvided {
  app: string;
  packages: Record<string, { version: string; exports: string[] | typeof ALL_EXPORTS }>;
}

/** Package -> needed exports the provider lacks (only packages with something missing). */
export type MissingSharedExports = Record<string, string[]>;

/**
 * The needed exports `has` says are absent. `has(pkg, name)` answers for one export; a package
 * the provider knows nothing about is provided whole (it is not tree-shaken there).
 */
export function missingSharedExports(
  needed: SharedExportsNeeded,
  has: (pkg: string, name: string) => boolean,
): MissingSharedExports {
  const missing: MissingSharedExports = {};
  for (const [pkg, names] of Object.entries(needed)) {
    const absent = [...new Set(names)].filter((name) => !has(pkg, name)).sort();
    if (absent.length) missing[pkg] = absent;
  }
  return missing;
}

/** `has` for a provided-exports manifest (the build-time record of a shell). */
export function providedBy(provided: SharedExportsProvided): (pkg: string, name: string) => boolean {
  return (pkg, name) => {
    const entry = provided.packages[pkg];
    if (!entry || entry.exports === ALL_EXPORTS) return true;
    // A namespace use needs the whole package, which a tree-shaken copy never is.
    return name !== ALL_EXPORTS && entry.exports.includes(name);
  };
}

/** One line per package: "shared: newHelper, otherHelper". */
export function describeMissing(missing: MissingSharedExports): string {
  return Object.entries(missing)
    .map(([pkg, names]) => `${pkg}: ${names.join(', ')}`)
    .join('; ');
}

/** The needs a remote's manifest declares, or null when its build predates the record. */
export function neededExportsOf(manifest: unknown): SharedExportsNeeded | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const meta = (manifest as { metaData?: unknown }).metaData;
  if (typeof meta !== 'object' || meta === null) return null;
  const needed = (meta as Record<string, unknown>)[SHARED_EXPORTS_NEEDED_KEY];
  if (typeof needed !== 'object' || needed === null) return null;
  const result: SharedExportsNeeded = {};
  for (const [pkg, names] of Object.entries(needed)) {
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) return null;
    result[pkg] = names;
  }
  return result;
}
