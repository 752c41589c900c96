import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localRemoteMap } from '../../build/apps';
import { CDN_PORT, cdnDir } from '../../build/cdn';
import { writeAtomically } from '../../scripts/deploy/live';

/** The deploy commands against the e2e store's origin (`pnpm start --ephemeral`'s `.local` CDN). */
const ROOT = path.resolve(import.meta.dirname, '../..');
export const ORIGIN = cdnDir({ ephemeral: true });
// Another loopback address runs the deploy spec beside a store already on 127.0.0.1 (its ports are shared).
export const HOST = process.env.DEPLOY_E2E_HOST ?? '127.0.0.1';
export const SHELL = `http://${HOST}:3000`;
export const CDN = `http://${HOST}:${CDN_PORT}`;

export interface Run {
  code: number | null;
  out: string;
}

/** Runs one of the package's deploy scripts, exactly as a team would, against the e2e origin. */
export function pnpm(script: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['-s', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, STORE_CDN_DIR: ORIGIN, STORE_CDN_URL: CDN, STORE_SHELL_URL: SHELL },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The live remote map of the e2e origin. */
export const liveMap = () =>
  JSON.parse(readFileSync(path.join(ORIGIN, 'remotes.json'), 'utf8')) as Record<string, string>;

/** Whatever a deploy journey did, the specs after it get the store as it was: local builds live. */
export function restoreLocalBuilds(): void {
  writeAtomically(path.join(ORIGIN, 'remotes.json'), JSON.stringify(localRemoteMap(HOST)));
  writeAtomically(path.join(ORIGIN, 'shell.json'), JSON.stringify({ version: null }));
}

/** Path of an app's local build. */
export const distOf = (app: string) => path.join(ROOT, app, 'dist');
