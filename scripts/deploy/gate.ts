import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL } from '../../build/apps';
import { liveShellDir, manifestUrl } from '../../build/cdn';
import {
  deployVerdict,
  remoteManifestLocation,
  shellRecordLocation,
  verdictReport,
} from '../lib/deploy-check';
import type { FederationManifest } from '../lib/manifest-contract';
import { CONTRACT_FILE, compatibilityProblems, type StoreContract, treeContract } from './contract';
import type { Staged } from './publish';
import { smokePath, smokeTest } from './smoke';

/**
 * The deploy gate: every check a new build must pass before its pointer flips. Each step returns
 * the reasons it refuses (empty = passed); the first failing step stops the deploy and the live
 * pointers stay as they are.
 */

const rootDir = path.resolve(import.meta.dirname, '../..');

export interface GateStep {
  name: string;
  problems: string[];
  note?: string;
}

/** The live shell's folder: the deployed version, else the local build `pnpm start` serves. */
export function liveShellFolder(origin: string): string {
  return liveShellDir(origin) ?? path.join(rootDir, SHELL.dir, 'dist');
}

/** A build folder's contract record (a build from before the record existed: this tree's). */
export function contractOf(folder: string): StoreContract {
  const file = path.join(folder, CONTRACT_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoreContract) : treeContract();
}

/** Step 1 of a remote deploy: exposes, routes, singletons and events against the live shell. */
export function remoteContractStep(origin: string, staged: Staged): GateStep {
  const manifestFile = path.join(staged.folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { name: 'contract', problems: ['the build has no mf-manifest.json'] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
  return {
    name: 'contract',
    problems: compatibilityProblems({
      federationName: staged.app,
      manifest,
      remote: staged.contract,
      shell: contractOf(liveShellFolder(origin)),
    }),
  };
}

/** A live remote's manifest and contract record: from the origin folder, else its local build. */
function liveRemoteBuild(origin: string, base: string, name: string, url: string): string {
  if (url.startsWith(`${base}/`))
    return path.join(origin, url.slice(base.length + 1, -'/mf-manifest.json'.length));
  const app = REMOTES.find((r) => r.federationName === name);
  return path.join(rootDir, app?.dir ?? name, 'dist');
}

/** Step 1 of a shell deploy: every live remote must satisfy the new shell's contract. */
export function shellContractStep(
  origin: string,
  base: string,
  staged: Staged,
  map: Record<string, string>,
): GateStep {
  const problems: string[] = [];
  for (const [name, url] of Object.entries(map)) {
    const folder = liveRemoteBuild(origin, base, name, url);
    const manifestFile = path.join(folder, 'mf-manifest.json');
    if (!existsSync(manifestFile)) {
      problems.push(`${name}: its live build (${url}) cannot be read from ${folder}`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
    for (const p of compatibilityProblems({
      federationName: name,
      manifest,
      remote: contractOf(folder),
      shell: staged.contract,
    })) {
      problems.push(`live ${name}: ${p}`);
    }
  }
  return { name: 'contract', problems };
}

/**
 * Step 2: the shared-exports check (ADR 0005; `pnpm check:deploy <remote>`: every export of a
 * tree-shaken shared package the remote's build needs is provided by the live shell).
 */
export function sharedExportsStep(appDir: string, buildFolder: string, origin: string): GateStep {
  const shell = liveShellFolder(origin);
  const result = spawnSync(
    'pnpm',
    ['run', '--silent', 'check:deploy', appDir, '--shell', shell, '--manifest', buildFolder],
    { cwd: rootDir, encoding: 'utf8' },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return {
    name: 'shared exports',
    problems:
      result.status === 0 ? [] : [output || `pnpm check:deploy ${appDir} exited with ${result.status}`],
  };
}

/**
 * Step 2 of a shell deploy, the same rule seen from the other side: every live remote's build
 * (its versioned folder on the origin, or the local build the map points at) finds the exports
 * it needs in the new shell.
 */
export function shellSharedExportsStep(
  shellFolder: string,
  origin: string,
  base: string,
  liveMap: Record<string, string>,
): GateStep {
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  const shellFile = shellRecordLocation(shellFolder);
  if (!existsSync(shellFile)) {
    return { name: 'shared exports', problems: ['the new shell has no shared-exports.json (ADR 5)'] };
  }
  const shellRecord = read(shellFile);
  const problems: string[] = [];
  for (const remote of REMOTES) {
    const url = liveMap[remote.federationName];
    const folder = url?.startsWith(`${base}/`)
      ? path.join(origin, path.dirname(url.slice(base.length + 1)))
      : path.join(rootDir, remote.dir, 'dist');
    const verdict = deployVerdict(read(remoteManifestLocation(folder)), shellRecord);
    if (!verdict.ok) problems.push(...verdictReport(remote.dir, 'the new shell', verdict));
  }
  return { name: 'shared exports', problems };
}

/** Step 3 of a remote deploy: the live shell with only this remote swapped, in Chromium. */
export async function remoteSmokeStep(input: {
  origin: string;
  base: string;
  app: string;
  version: string;
  liveMap: Record<string, string>;
  shellUrl: string;
}): Promise<GateStep> {
  const url = manifestUrl(input.base, input.app, input.version);
  const pathname = smokePath(input.app);
  const problems = await smokeTest({
    shellDir: liveShellFolder(input.origin),
    map: { ...input.liveMap, [input.app]: url },
    shellUrl: input.shellUrl,
    // A remote with no guest page (the staff console): the home page must still work and the
    // new version's manifest must be served from the origin.
    paths: pathname ? [pathname] : ['/'],
    mustLoad: pathname ? [url] : [],
  });
  if (!pathname) {
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) problems.push(`${url} is not served (${res ? res.status : 'unreachable'})`);
  }
  return { name: 'smoke (Chromium, preview map)', problems };
}

/** Step 3 of a shell deploy: the new shell with the live map, home and one page per remote. */
export async function shellSmokeStep(input: {
  folder: string;
  liveMap: Record<string, string>;
  shellUrl: string;
}): Promise<GateStep> {
  const paths = ['/', ...Object.keys(input.liveMap).flatMap((name) => smokePath(name) ?? [])];
  const problems = await smokeTest({
    shellDir: input.folder,
    map: input.liveMap,
    shellUrl: input.shellUrl,
    paths,
    mustLoad: [],
  });
  return { name: 'smoke (Chromium, new shell with the live map)', problems };
}
