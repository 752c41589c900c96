import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Import specifiers in a TS/TSX source: static imports, re-exports and dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,]+?\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

const PUBLIC_SHARED_ENTRIES = [
  'shared/contracts',
  'shared/kit',
  'shared/preload',
  'shared/routes',
  'shared/seo',
  'shared/test-utils',
];

const APP_DIRS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-services', 'mf-staff'];

/**
 * The federation rule: an app imports only its own files and the `shared` package (by name,
 * never a deep path), so remotes stay independently deployable.
 */
export function checkImport(rootDir: string, file: string, specifier: string): Violation | null {
  const rel = path.relative(rootDir, file);
  const appDir = rel.split(path.sep)[0] ?? '';
  if (!APP_DIRS.includes(appDir)) return null;
  if (specifier.startsWith('.')) {
    const target = path.relative(rootDir, path.resolve(path.dirname(file), specifier));
    if (target.split(path.sep)[0] !== appDir) {
      return { file: rel, specifier, reason: `imports outside ${appDir}/ (use 'shared' or a remote widget)` };
    }
    return crossFeatureImport(rel, target, specifier);
  }
  // `shared/contracts` is a public entry: stateless schemas bundled into each consumer.
  // `shared/test-utils` (providers as the shell gives them) is for tests only, never bundled.
  const isTest = /(\.test|test-utils)\.tsx?$/.test(rel);
  if (specifier === 'shared/test-utils' && !isTest) {
    return { file: rel, specifier, reason: 'test helpers are for tests only' };
  }
  // `shared/routes`: the route table alone (no dependencies), for the shell entry's preload.
  // `shared/preload`: the entry's first-screen data requests (no dependencies; state on window).
  // `shared/seo`: the pure head builders of public pages, bundled into the page that uses them.
  // `shared/kit`: stateless presentational pieces, bundled into each remote that uses them.
  if (specifier.startsWith('shared/') && !PUBLIC_SHARED_ENTRIES.includes(specifier)) {
    return { file: rel, specifier, reason: "deep import into shared: import from 'shared'" };
  }
  const bare = specifier.split('/')[0] ?? '';
  if (APP_DIRS.includes(bare) || /^mf_/.test(bare)) {
    return {
      file: rel,
      specifier,
      reason: 'imports another app directly: render its exposed widget instead',
    };
  }
  return null;
}

/** `<app>/src/features/<name>/...` -> `<name>`, else null. */
function featureOf(relPath: string): string | null {
  const parts = relPath.split(path.sep);
  return parts[1] === 'src' && parts[2] === 'features' && parts[3] ? parts[3] : null;
}

/**
 * A feature is used by another feature through its `index.ts` only: what it exports there is its
 * public face, and the rest may change without touching its users. Tests and their helpers
 * (`test-*.ts`) may reach in.
 */
function crossFeatureImport(rel: string, target: string, specifier: string): Violation | null {
  const from = featureOf(rel);
  const to = featureOf(target);
  if (!from || !to || from === to || /(\.test|[\\/]test-[\w-]+)\.tsx?$/.test(rel)) return null;
  const inside = target.split(path.sep).slice(4);
  if (inside.length === 0 || (inside.length === 1 && inside[0] === 'index')) return null;
  return { file: rel, specifier, reason: `reaches into feature '${to}': import from its index.ts` };
}

/**
 * Folders of `shared/src` whose modules hold state (a store, a client, the bus, the config, the
 * head, the modal stack) or reach it. Each remote bundles its own copy of `shared/kit`, so a kit
 * module that reached one of these would give that remote a second instance of it.
 */
const STATEFUL_SHARED = [
  'app/',
  'auth/',
  'config/',
  'diagnostics/',
  'events/',
  'hooks/',
  'preload/',
  'seo/',
  'session/',
  'supabase/',
  'ui/modal/',
  'ui/toast.ts',
  'ui/Toaster.tsx',
];

/** Modules of `shared/src` that `shared/kit` reaches through relative imports and must not. */
export function statefulKitImports(sharedSrc: string, entry = 'ui/kit.ts'): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    if (STATEFUL_SHARED.some((prefix) => rel.startsWith(prefix))) {
      problems.push(rel);
      return;
    }
    const source = readFileSync(path.join(sharedSrc, rel), 'utf8');
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue;
      const base = path.relative(sharedSrc, path.resolve(path.dirname(path.join(sharedSrc, rel)), specifier));
      const file = ['', '.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((candidate) => existsSync(path.join(sharedSrc, candidate)) && /\.tsx?$/.test(candidate));
      if (file) visit(file);
    }
  };
  visit(entry);
  return problems;
}
