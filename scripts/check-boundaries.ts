import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkImport, importSpecifiers, statefulKitImports, type Violation } from './lib/import-boundaries';

const rootDir = path.resolve(import.meta.dirname, '..');
const apps = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-services', 'mf-staff'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const violations: Violation[] = apps.flatMap((app) =>
  sourceFiles(path.join(rootDir, app, 'src')).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).flatMap((spec) => checkImport(rootDir, file, spec) ?? []),
  ),
);

const kitProblems = statefulKitImports(path.join(rootDir, 'shared/src'));

if (violations.length > 0 || kitProblems.length > 0) {
  for (const v of violations) console.error(`${v.file}: '${v.specifier}' ${v.reason}`);
  for (const module of kitProblems) {
    console.error(`shared/kit reaches shared/src/${module}, which holds state: import it from 'shared'`);
  }
  process.exit(1);
}
console.info(`import boundaries: ${apps.length} apps clean`);
