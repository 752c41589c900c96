import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type AppInfo, HOST, REMOTES, SHELL } from './apps';
import { injectRuntimeConfig, runtimeConfigJson } from './runtime-config';
import { PRODUCT_IMAGES_PATH, serveBuild } from './static-files';

const rootDir = path.resolve(import.meta.dirname, '..');

function appServer(app: AppInfo, isShell: boolean): Hono {
  const distDir = path.join(rootDir, app.dir, 'dist');
  const web = new Hono();
  if (!isShell) web.use(cors({ origin: '*' }));
  if (isShell) {
    web.get('/config.json', (c) => c.body(runtimeConfigJson('config'), 200, jsonHeaders));
    web.get('/remotes.json', (c) => c.body(runtimeConfigJson('remotes'), 200, jsonHeaders));
    web.use(
      `${PRODUCT_IMAGES_PATH}*`,
      serveBuild(path.join(rootDir, 'supabase/seed/images'), { stripPrefix: PRODUCT_IMAGES_PATH }),
    );
  }
  web.use('/*', serveBuild(distDir));
  // Client-side routes: every other GET answers the shell's page with the config inlined.
  web.get('*', async (c) => {
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
    c.header('cache-control', 'no-cache');
    return c.html(isShell ? injectRuntimeConfig(html) : html);
  });
  return web;
}

const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export interface WebServers {
  shellUrl: string;
  close(): Promise<void>;
}

/** Serves the built shell and remotes, each on its own origin as they would be deployed. */
export async function startWebServers(host = HOST): Promise<WebServers> {
  const servers = await Promise.all(
    [SHELL, ...REMOTES].map(
      (app) =>
        new Promise<Server>((resolve) => {
          const server = serve(
            { fetch: appServer(app, app === SHELL).fetch, port: app.port, hostname: host },
            () => resolve(server as Server),
          ) as Server;
        }),
    ),
  );
  return {
    shellUrl: `http://${host}:${SHELL.port}`,
    close: () =>
      Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined),
  };
}
