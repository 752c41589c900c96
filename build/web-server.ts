import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type AppInfo, HOST, REMOTES, SHELL } from './apps';
import { CspReportLog } from './csp-reports';
import { injectRuntimeConfig, readRuntimeConfig, runtimeConfigJson } from './runtime-config';
import { CSP_REPORT_PATH, resourceSecurityHeaders, securePage } from './security-headers';
import { PRODUCT_IMAGES_PATH, serveBuild } from './static-files';

const rootDir = path.resolve(import.meta.dirname, '..');

/** `STORE_TLS=1`: the servers sit behind TLS, so responses carry HSTS (never on plain HTTP). */
const tlsApplies = (): boolean => process.env.STORE_TLS === '1';

/**
 * A page with its security headers: the Content-Security-Policy comes from the same runtime
 * config the shell inlines (remote origins, API origin) and from the page's final text (hashes
 * of its inline scripts and styles, a fresh style nonce).
 */
function pageResponse(html: string): Response {
  const { remotes, supabaseUrl } = readRuntimeConfig();
  const page = securePage(html, { remotes, supabaseUrl, reportUri: CSP_REPORT_PATH, tls: tlsApplies() });
  return new Response(page.html, {
    headers: { ...page.headers, 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache' },
  });
}

function appServer(isShell: boolean, reports: CspReportLog, distDir: string): Hono {
  const web = new Hono();
  // Every response: nosniff, referrer policy, framing refused, HSTS under TLS, and a policy that
  // runs nothing for anything that is not a page (pages set their own below).
  web.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(resourceSecurityHeaders({ tls: tlsApplies() }))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  if (!isShell) web.use(cors({ origin: '*' }));
  web.route('/', reports.routes());
  if (isShell) {
    web.get('/config.json', (c) => c.body(runtimeConfigJson('config'), 200, jsonHeaders));
    web.get('/remotes.json', (c) => c.body(runtimeConfigJson('remotes'), 200, jsonHeaders));
    web.use(
      `${PRODUCT_IMAGES_PATH}*`,
      serveBuild(path.join(rootDir, 'supabase/seed/images'), { stripPrefix: PRODUCT_IMAGES_PATH }),
    );
  }
  // Client-side routes (and the page itself): the shell's page with the config inlined.
  const page = async () => {
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
    return pageResponse(isShell ? injectRuntimeConfig(html) : html);
  };
  web.get('/index.html', page);
  web.use('/*', serveBuild(distDir));
  web.get('*', page);
  return web;
}

const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export interface WebServers {
  shellUrl: string;
  close(): Promise<void>;
}

/** Where an app's build is: its own dist by default; `pnpm check:skew` mixes two trees' builds. */
export type DistDirOf = (app: AppInfo) => string;
const ownDist: DistDirOf = (app) => path.join(rootDir, app.dir, 'dist');

/** Serves the built shell and remotes, each on its own origin as they would be deployed. */
export async function startWebServers(host = HOST, distDirOf: DistDirOf = ownDist): Promise<WebServers> {
  const reports = new CspReportLog();
  const servers = await Promise.all(
    [SHELL, ...REMOTES].map(
      (app) =>
        new Promise<Server>((resolve) => {
          const server = serve(
            {
              fetch: appServer(app === SHELL, reports, distDirOf(app)).fetch,
              port: app.port,
              hostname: host,
            },
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
