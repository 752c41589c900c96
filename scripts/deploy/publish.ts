import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentVersion } from '../../build/cdn';
import { CONTRACT_FILE, type StoreContract, treeContract } from './contract';

/**
 * A build staged for publishing: a private copy of the build folder with the contract record the
 * gate reads, and its content version. Nothing is visible on the origin until `publishStaged`.
 */
export interface Staged {
  app: string;
  folder: string;
  version: string;
  contract: StoreContract;
}

/**
 * Copies a build into `<origin>/.staging/`, adds `store-contract.json` (the working tree's,
 * unless the build carries one) and computes the content version of the result.
 */
export function stage(origin: string, app: string, buildDir: string): Staged {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} holds no build (index.html is missing)`);
  }
  const folder = path.join(origin, '.staging', `${app}-${process.pid}-${Date.now()}`);
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(buildDir, folder, { recursive: true });
  const contractFile = path.join(folder, CONTRACT_FILE);
  if (!existsSync(contractFile)) writeFileSync(contractFile, `${JSON.stringify(treeContract(), null, 2)}\n`);
  const contract = JSON.parse(readFileSync(contractFile, 'utf8')) as StoreContract;
  return { app, folder, version: contentVersion(folder), contract };
}

/**
 * Moves a staged build to its immutable folder `<origin>/<app>/<version>/` (one rename: the folder
 * appears complete or not at all). The same content published again is the same version: the
 * existing folder is kept and the copy dropped. Returns the folder.
 */
export function publishStaged(origin: string, staged: Staged): string {
  const target = path.join(origin, staged.app, staged.version);
  if (existsSync(target)) {
    discard(staged);
    return target;
  }
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(staged.folder, target);
  return target;
}

export function discard(staged: Staged): void {
  rmSync(staged.folder, { recursive: true, force: true });
}
