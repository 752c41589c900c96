import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Test-only variants of a build for the deploy journeys: a copy with `edit` applied, so its
 * content (hence its version) differs. The caller removes the folder.
 */
export function variant(
  buildDir: string,
  edit: (dir: string) => void,
  prefix = 'store-deploy-variant-',
): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(buildDir, dir, { recursive: true });
  edit(dir);
  return dir;
}

/**
 * Replaces the repair landing's heading text in mf-services' built page chunks: the browser
 * build's and the server build's (ADR 0017: the server renders the page, the browser hydrates
 * it, so both must say the same). Returns how many files of each build changed.
 */
export function retitle(title: string) {
  return (dir: string): { browser: number; server: number } => {
    const count = (jsDir: string) => {
      let replaced = 0;
      for (const file of readdirSync(jsDir).filter((name) => name.endsWith('.js'))) {
        const text = readFileSync(path.join(jsDir, file), 'utf8');
        if (!text.includes('Repair Services')) continue;
        writeFileSync(path.join(jsDir, file), text.replaceAll('Repair Services', title));
        replaced++;
      }
      return replaced;
    };
    const changed = {
      browser: count(path.join(dir, 'static/js/async')),
      server: count(path.join(dir, 'server')),
    };
    if (!changed.browser || !changed.server) throw new Error(`no landing chunk to retitle in ${dir}`);
    return changed;
  };
}

/** Marks a shell build's page with `<meta name="store-shell-variant">`, so a journey sees which shell it runs. */
export const SHELL_VARIANT_META = 'meta[name="store-shell-variant"]';
export function markShell(dir: string): void {
  const file = path.join(dir, 'index.html');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('<head>', '<head><meta name="store-shell-variant" content="next">'),
  );
}
