import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type MissingSharedExports,
  missingSharedExports,
  neededExportsOf,
  providedBy,
  SHARED_EXPORTS_FILE,
  type SharedExportsProvided,
} from '../../shared/src/contracts/shared-exports';

/** A JSON document from a file path or an http(s) URL. */
export async function readJson(location: string): Promise<unknown> {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(location, 'utf8'));
}

/**
 * Where the shell's provided-exports record is: a URL or path to the file itself, a shell's
 * origin or dist folder (the file is looked up inside it).
 */
export function shellRecordLocation(location: string): string {
  if (location.endsWith('.json')) return location;
  if (/^https?:\/\//.test(location))
    return new URL(SHARED_EXPORTS_FILE, `${location.replace(/\/+$/, '')}/`).href;
  return path.join(location, SHARED_EXPORTS_FILE);
}

/** Where a remote's manifest is: a URL or path to mf-manifest.json, or a remote's origin or dist folder. */
export function remoteManifestLocation(location: string): string {
  if (location.endsWith('.json')) return location;
  if (/^https?:\/\//.test(location))
    return new URL('mf-manifest.json', `${location.replace(/\/+$/, '')}/`).href;
  return path.join(location, 'mf-manifest.json');
}

export function isProvidedRecord(value: unknown): value is SharedExportsProvided {
  if (typeof value !== 'object' || value === null) return false;
  const packages = (value as { packages?: unknown }).packages;
  if (typeof packages !== 'object' || packages === null) return false;
  return Object.values(packages).every(
    (p) =>
      typeof p === 'object' &&
      p !== null &&
      ((p as { exports?: unknown }).exports === '*' || Array.isArray((p as { exports?: unknown }).exports)),
  );
}

export type DeployVerdict =
  | { ok: true; needed: number; packages: number }
  | { ok: false; reason: 'missing'; missing: MissingSharedExports }
  | { ok: false; reason: 'unrecorded' | 'invalid-shell'; detail: string };

/** Compares a remote's manifest with a shell's provided-exports record. */
export function deployVerdict(manifest: unknown, shellRecord: unknown): DeployVerdict {
  if (!isProvidedRecord(shellRecord)) {
    return {
      ok: false,
      reason: 'invalid-shell',
      detail: 'not a shared-exports record (packages -> exports)',
    };
  }
  const needed = neededExportsOf(manifest);
  if (!needed) {
    return {
      ok: false,
      reason: 'unrecorded',
      detail: 'its mf-manifest.json records no needed shared exports (built before the record existed?)',
    };
  }
  const missing = missingSharedExports(needed, providedBy(shellRecord));
  if (Object.keys(missing).length) return { ok: false, reason: 'missing', missing };
  return {
    ok: true,
    needed: Object.values(needed).reduce((n, names) => n + names.length, 0),
    packages: Object.keys(needed).length,
  };
}

/** The lines `pnpm check:deploy` prints for one remote. */
export function verdictReport(remote: string, shellAt: string, verdict: DeployVerdict): string[] {
  if (verdict.ok) {
    return [
      `✓ ${remote} can be deployed against the shell at ${shellAt}: all ${verdict.needed} exports it needs from ${verdict.packages} tree-shaken shared packages are provided.`,
    ];
  }
  if (verdict.reason !== 'missing')
    return [`✗ ${remote}: cannot check against ${shellAt}: ${verdict.detail}`];
  const lines = [`✗ ${remote} must not be deployed against the shell at ${shellAt}; that shell lacks:`];
  for (const [pkg, names] of Object.entries(verdict.missing)) lines.push(`    ${pkg}: ${names.join(', ')}`);
  lines.push('  Deploy a shell built from a tree that uses these exports first (ADR 5), then this remote.');
  return lines;
}
