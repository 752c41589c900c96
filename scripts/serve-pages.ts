import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { SHELL } from '../build/apps';
import { liveMapFile } from '../build/cdn';
import { CspReportLog } from '../shell/server/http/csp-reports';
import { appServer, untilReady } from '../shell/server/http/web-server';

/**
 * `pnpm serve:pages`: the store's page server in production (ADR 0017), one process per
 * container. It serves the shell's pages (the server-written head, the server-rendered first
 * screen, robots.txt, sitemaps, /config.json and /remotes.json) and the shell's files; the
 * remotes are served by the CDN. It keeps no state between requests: run as many copies as the
 * traffic needs behind a load balancer (docs/deploy.md, "The page server").
 *
 * Settings (environment):
 *   HOST, PORT                     where to listen (127.0.0.1:3000; 0.0.0.0 in a container)
 *   SUPABASE_URL, SUPABASE_ANON_KEY the hosted project's API and public key (required)
 *   STORE_CDN_DIR                  a CDN origin folder: the live shell version and remote map
 *                                  are read from it on every page (a deploy flip needs no restart)
 *   REMOTES_JSON                   the live remote map file (default: STORE_CDN_DIR's)
 *   SHELL_DIR                      the shell build when no shell version is live (shell/dist)
 *   SITE_URL                       the shop's public origin (required): canonical and Open Graph
 *                                  URLs, robots.txt and sitemaps never come from a Host header
 *   STORE_TLS, SSR_DEADLINE_MS, SUPPORT_CHAT_NUMBER: see docs.
 */
const missing = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'].filter((name) => !process.env[name]);
if (missing.length) {
  console.error(`serve:pages needs ${missing.join(' and ')} (the hosted project's API URL and anon key).`);
  process.exit(2);
}
if (!/^https?:\/\/[^/]+\/?$/.test(process.env.SITE_URL ?? '')) {
  console.error(
    'serve:pages needs SITE_URL, the public origin of the shop (e.g. https://gamegear.in): absolute URLs in ' +
      "cacheable pages never come from the request's Host header.",
  );
  process.exit(2);
}
const cdnDir = process.env.STORE_CDN_DIR ? path.resolve(process.env.STORE_CDN_DIR) : undefined;
if (!process.env.REMOTES_JSON && cdnDir) process.env.REMOTES_JSON = liveMapFile(cdnDir);
if (!process.env.REMOTES_JSON) {
  console.error('serve:pages needs STORE_CDN_DIR or REMOTES_JSON (the live remote map).');
  process.exit(2);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? SHELL.port);
const shellDir = path.resolve(
  process.env.SHELL_DIR ?? path.join(import.meta.dirname, '..', SHELL.dir, 'dist'),
);

const app = appServer(true, new CspReportLog({ listing: false }), shellDir, { cdnDir });
const server = await new Promise<Server>((resolve) => {
  const started = serve({ fetch: app.fetch, port, hostname: host }, () =>
    resolve(started as Server),
  ) as Server;
});
console.info(
  `Page server on http://${host}:${port} (shell ${cdnDir ? `from ${cdnDir}, else ` : ''}${shellDir}); /healthz answers, /readyz when ready`,
);
// A container is stopped with SIGTERM: finish the requests in flight, then exit (also while it
// still waits to be ready).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

// Ready once the remotes' server builds are loaded and the catalogue answers (/readyz).
const readiness = await untilReady(async () => app.fetch(new Request(`http://${host}:${port}/readyz`)));
if (readiness === 200) console.info('Page server ready');
else console.error(`Page server not ready after 60 s (/readyz ${readiness}); it keeps trying on every probe`);
