import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { cdnDir, liveMapFile } from '../../build/cdn';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PageServerRun {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
}

/** `pnpm serve:pages` with exactly `env` (plus PATH and HOME), as one process. */
export function servePages(env: Record<string, string>): PageServerRun {
  let output = '';
  // What `pnpm serve:pages` and the image run, as one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-pages.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The page server on `port`, pointed at the running store's API and live map, plus `env`. */
export async function servePagesOfStore(
  request: APIRequestContext,
  port: number,
  env: Record<string, string>,
): Promise<PageServerRun> {
  const config = (await (await request.get('/config.json')).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  return servePages({
    HOST: '127.0.0.1',
    PORT: String(port),
    SUPABASE_URL: config.supabaseUrl,
    SUPABASE_ANON_KEY: config.supabaseAnonKey,
    REMOTES_JSON: liveMapFile(cdnDir({ ephemeral: true })),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
}
