import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { type AppInfo, HOST, REMOTES, SHELL } from '../../../build/apps';
import { CDN_PORT, cdnApp, liveShellDir, shellVersionDirs } from '../../../build/cdn';
import { CspReportLog } from './csp-reports';
import { pwaRoutes } from './pwa-routes';
import {
  checkoutOrigins,
  injectRuntimeConfig,
  readRuntimeConfig,
  runtimeConfigJson,
  type StoreRuntimeConfig,
} from './runtime-config';
import { CSP_REPORT_PATH, resourceSecurityHeaders, securePage } from './security-headers';
import { cachingHeaders, type SeoOptions, seoServer } from './seo-routes';
import { serverRenderer } from './server-render';
import { unknownHostResponse } from './site-origin';
import { PRODUCT_IMAGES_PATH, serveBuild } from './static-files';

const rootDir = path.resolve(import.meta.dirname, '../../..');

/** `STORE_TLS=1`: the servers sit behind TLS, so responses carry HSTS (never on plain HTTP). */
const tlsApplies = (): boolean => process.env.STORE_TLS === '1';

/**
 * A page with its security headers: the Content-Security-Policy comes from the same runtime
 * config the shell inlines (remote origins, API origin) and from the page's final text (hashes
 * of its inline scripts and styles, a fresh style nonce).
 */
function pageResponse(
  html: string,
  {
    status = 200,
    cacheControl = 'no-cache',
    vary,
    config = readRuntimeConfig(),
  }: { status?: number; cacheControl?: string; vary?: string; config?: StoreRuntimeConfig } = {},
): Response {
  const { remotes, supabaseUrl, razorpayCheckoutUrl } = config;
  const page = securePage(html, {
    remotes,
    supabaseUrl,
    checkout: checkoutOrigins(razorpayCheckoutUrl),
    reportUri: CSP_REPORT_PATH,
    tls: tlsApplies(),
  });
  return new Response(page.html, {
    status,
    headers: {
      ...page.headers,
      'content-type': 'text/html; charset=UTF-8',
      ...cachingHeaders(cacheControl),
      ...(vary ? { vary } : {}),
    },
  });
}

export interface AppServerOptions {
  cdnDir?: string;
  /** The shell's robots.txt, sitemaps and server-written head (shell/server/http/seo-routes.ts). */
  seo?: SeoOptions;
  /** The shell's server rendering (shell/server/http/server-render.ts): the time it may spend on remotes and data. */
  renderDeadlineMs?: number;
}

/** `SSR_DEADLINE_MS`: the server render's deadline (shell/server/http/server-render.ts). */
function renderDeadlineFromEnv(): number | undefined {
  const value = Number(process.env.SSR_DEADLINE_MS);
  return value > 0 ? value : undefined;
}

export function appServer(
  isShell: boolean,
  reports: CspReportLog,
  buildDir: string,
  { cdnDir, seo: seoOptions, renderDeadlineMs = renderDeadlineFromEnv() }: AppServerOptions = {},
): Hono & { ready: Promise<void> } {
  // With a CDN origin, the shell's pages come from the live shell version (`pnpm deploy:shell`,
  // read per request: a flip is served on the next page load) and its files from that version,
  // then from the other published versions (a page loaded before a flip still finds its lazy
  // chunks; hashed names never collide), then from the local build.
  const liveDir = () => (isShell && cdnDir ? (liveShellDir(cdnDir) ?? buildDir) : buildDir);
  const servers = new Map<string, ReturnType<typeof serveBuild>>();
  const serveFrom = (dir: string) => {
    const known = servers.get(dir);
    if (known) return known;
    const server = serveBuild(dir);
    servers.set(dir, server);
    return server;
  };
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
  // A malformed setting (SUPPORT_CHAT_NUMBER, SUPABASE_URL, the remote map) stops the start here.
  if (isShell) readRuntimeConfig();
  const seo = isShell ? seoServer(seoOptions) : null;
  const renderFirstScreen = isShell ? serverRenderer({ deadlineMs: renderDeadlineMs }) : null;
  // Once the servers listen (the remotes' too, when started together): the remotes' server builds
  // load before the first page asks for them. `ready` says when they have.
  const ready = renderFirstScreen
    ? new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        renderFirstScreen.prepare(liveDir(), readRuntimeConfig),
      )
    : Promise.resolve();
  let loaded = false;
  void ready.then(() => {
    loaded = true;
  });
  // Alive: the process answers. Ready: the remotes' server builds are loaded and the catalogue
  // answers, so a page served now carries its full head and first screen. Load balancers send
  // traffic on /readyz only (docs/deploy.md). Before the host check: a probe uses the bare address.
  const probe = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  web.get('/healthz', (c) => c.body('{"status":"alive"}\n', 200, probe));
  web.get('/readyz', async (c) => {
    if (!loaded) return c.body('{"status":"starting","waiting":"remote server builds"}\n', 503, probe);
    if (seo && !(await seo.catalogueAnswers(READY_DB_DEADLINE_MS)))
      return c.body('{"status":"starting","waiting":"database"}\n', 503, probe);
    return c.body('{"status":"ready"}\n', 200, probe);
  });
  if (seo) {
    // Without SITE_URL, a host off the allow-list gets no page: its absolute URLs would be forged.
    web.use(async (c, next) => (seo.servesHost(c.req.url) ? next() : unknownHostResponse()));
    web.route('/', seo.routes);
  }
  if (isShell) {
    web.route('/', pwaRoutes(liveDir));
    web.get('/config.json', (c) => c.body(runtimeConfigJson('config'), 200, jsonHeaders));
    web.get('/remotes.json', (c) => c.body(runtimeConfigJson('remotes'), 200, jsonHeaders));
    web.use(
      `${PRODUCT_IMAGES_PATH}*`,
      serveBuild(path.join(rootDir, 'supabase/seed/images'), { stripPrefix: PRODUCT_IMAGES_PATH }),
    );
  }
  // Client-side routes (and the page itself): the shell's page with the config inlined.
  // On the shell, public pages get the server's head (title, description, canonical, Open Graph,
  // JSON-LD) and an unknown product or catalogue page answers 404 (ADR 0016).
  const page = async (c: Context) => {
    const html = await readFile(path.join(liveDir(), 'index.html'), 'utf8');
    if (!isShell) return pageResponse(html);
    // Read (and checked) once per page: a deploy's new map applies from the next one.
    const config = readRuntimeConfig();
    if (!seo || new URL(c.req.url).pathname === '/index.html')
      return pageResponse(injectRuntimeConfig(html, config), { config });
    // The head is written from the first screen's render: what its page noted (ADR 0016, 0017).
    const url = new URL(c.req.url);
    const body = (await renderFirstScreen?.(liveDir(), url, config, c.req.raw.headers)) ?? null;
    const rendered = seo.pageFor(injectRuntimeConfig(html, config), c.req.url, body?.head ?? null);
    if (!body)
      return pageResponse(rendered.html, {
        status: rendered.status,
        cacheControl: rendered.cacheControl,
        config,
      });
    // The HTML differs for phones (the layout the server guessed): caches keep both. A render the
    // deadline cut short is never kept by a shared cache: the next request renders it whole.
    return pageResponse(body.inject(rendered.html), {
      config,
      status: rendered.status,
      cacheControl: body.complete ? rendered.cacheControl : 'no-cache',
      vary: 'Sec-CH-UA-Mobile, User-Agent',
    });
  };
  web.get('/index.html', page);
  web.use('/*', async (c, next) => {
    const live = liveDir();
    // The other folders are listed only when the live one misses (an old page's lazy chunk).
    function* dirs() {
      yield live;
      if (isShell && cdnDir) yield* shellVersionDirs(cdnDir);
      yield buildDir;
    }
    const tried = new Set<string>();
    for (const dir of dirs()) {
      if (tried.has(dir)) continue;
      tried.add(dir);
      let found = true;
      const res = await serveFrom(dir)(c, async () => {
        found = false;
      });
      if (found && res) return res;
    }
    return next();
  });
  web.get('*', page);
  return Object.assign(web, { ready });
}

const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };
/** How long `/readyz` waits for the catalogue's answer. */
const READY_DB_DEADLINE_MS = 2_000;

/**
 * Waits until `/readyz` answers 200 (asked every 250 ms): what `pnpm start` and `pnpm serve:pages`
 * wait for before they say the store is ready. Answers the last status after `timeoutMs`.
 */
export async function untilReady(fetchReadyz: () => Promise<Response>, timeoutMs = 60_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < end) {
    status = await fetchReadyz().then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  return status;
}

export interface WebServers {
  shellUrl: string;
  /** Resolves once the page server has loaded the remotes' server builds (or failed to). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Where an app's build is: its own dist by default; `pnpm check:skew` mixes two trees' builds. */
export type DistDirOf = (app: AppInfo) => string;
const ownDist: DistDirOf = (app) => path.join(rootDir, app.dir, 'dist');

/**
 * Serves the built shell and remotes, each on its own origin as they would be deployed, and with
 * `cdnDir` the CDN origin of independent deploys on its own port (docs/deploy.md §2).
 */
export async function startWebServers(
  host = HOST,
  { cdnDir, distDirOf = ownDist }: { cdnDir?: string; distDirOf?: DistDirOf } = {},
): Promise<WebServers> {
  const reports = new CspReportLog();
  const listen = (fetch: Hono['fetch'], port: number) =>
    new Promise<Server>((resolve) => {
      const server = serve({ fetch, port, hostname: host }, () => resolve(server as Server)) as Server;
    });
  const served = [SHELL, ...REMOTES].map((info) => ({
    port: info.port,
    app: appServer(info === SHELL, reports, distDirOf(info), { cdnDir }),
  }));
  const servers = await Promise.all([
    ...served.map(({ app, port }) => listen(app.fetch, port)),
    ...(cdnDir ? [listen(cdnApp(cdnDir, { tls: tlsApplies() }).fetch, CDN_PORT)] : []),
  ]);
  return {
    shellUrl: `http://${host}:${SHELL.port}`,
    ready: served[0]?.app.ready ?? Promise.resolve(),
    close: () =>
      Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined),
  };
}
