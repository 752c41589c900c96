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
    return null;
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
