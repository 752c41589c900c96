import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = [
  'shell/src',
  'mf-catalog/src',
  'mf-checkout/src',
  'mf-account/src',
  'mf-services/src',
  'mf-staff/src',
  'shared/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // Tests and test helpers run in Vitest, outside federation.
    return /\.(ts|tsx)$/.test(name) && !/(\.test\.tsx?|test-utils\.tsx?)$/.test(name) ? [full] : [];
  });
}

/**
 * Value (non-type) names taken from `pkg` in one source text: imports (a default import is
 * 'default') and re-exports (`export { a, b } from 'pkg'`), which need the export as much.
 */
export function namedValueImports(source: string, pkg: string): string[] {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?:import|export)\\s+(type\\s+)?(\\w+\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s+from\\s+['"]${escaped}['"]`,
    'g',
  );
  const names: string[] = [];
  for (const [, typeOnly, defaultName, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    if (defaultName) names.push('default');
    if (!list) continue;
    for (const raw of list.split(',')) {
      const item = raw.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

/**
 * The union of exports every app (and `shared`) imports from a shared package. A tree-shaken
 * shared module keeps only these, so the list must cover ALL consumers or another remote
 * crashes at runtime ("useParams is not a function"); generating it from the sources at build
 * time keeps it complete. Namespace or dynamic imports make tree shaking unsafe: null.
 */
export function usedExports(pkg: string): string[] | null {
  const names = new Set<string>();
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const unsafe = new RegExp(
    `import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${escaped}['"]|import\\(\\s*['"]${escaped}['"]`,
  );
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(rootDir, dir))) {
      const source = readFileSync(file, 'utf8');
      if (unsafe.test(source)) return null;
      for (const name of namedValueImports(source, pkg)) names.add(name);
    }
  }
  return [...names].sort();
}
