/**
 * `/functions/v1/<name>` for the local stack: runs the same runtime-neutral handler the Deno
 * entry serves (`<functionsDir>/<name>/handler.ts`, export `handler`), in this Node process.
 * Like Supabase's edge runtime it verifies the caller's JWT unless config.toml says
 * `[functions.<name>] verify_jwt = false`, and hands the function a request whose path starts at
 * `/<name>` (what `new URL(req.url).pathname` shows on the hosted platform).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parse } from 'smol-toml';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './keys';
import { consoleLogger, type Logger } from './log';
import { createTokenVerifier } from './rest/jwt';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUPABASE_DIR = path.resolve(here, '../..');

export type FunctionHandler = (req: Request) => Promise<Response>;

export interface FunctionsDeps {
  config: {
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    dbUrl?: string;
    /** The local mail outbox: send-emails posts to its API (MAIL_API_URL). */
    mailUrl?: string;
    /** The store's address, for links in e-mails (SITE_URL). */
    siteUrl?: string;
    /** The local Razorpay test gateway (RAZORPAY_API_URL). */
    razorpayUrl?: string;
  };
  log?: Logger;
}

export interface FunctionsOptions {
  /** Default: supabase/functions. */
  functionsDir?: string;
  /** Where `[functions.<name>] verify_jwt` is read; default supabase/config.toml. */
  configToml?: string;
  /** Largest request body passed to a function. */
  maxBodyBytes?: number;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Where functions/_shared/env.ts looks for the stack's values before process.env. */
export const FUNCTION_ENV = Symbol.for('supabase.functions.env');

/** Function names whose `verify_jwt` is false in config.toml. */
export function readJwtOptOuts(file: string): Set<string> {
  const out = new Set<string>();
  let doc: Record<string, unknown>;
  try {
    doc = parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return out;
  }
  const functions = doc.functions;
  if (!functions || typeof functions !== 'object') return out;
  for (const [name, settings] of Object.entries(functions as Record<string, unknown>)) {
    if ((settings as { verify_jwt?: unknown } | null)?.verify_jwt === false) out.add(name);
  }
  return out;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFunctionsRouter(deps: FunctionsDeps, options: FunctionsOptions = {}): Hono {
  const log = deps.log ?? consoleLogger;
  const functionsDir = path.resolve(options.functionsDir ?? path.join(SUPABASE_DIR, 'functions'));
  const optOuts = readJwtOptOuts(options.configToml ?? path.join(SUPABASE_DIR, 'config.toml'));
  const verifyToken = createTokenVerifier(deps.config.jwtSecret);
  const loaded = new Map<string, Promise<FunctionHandler>>();

  // Handlers read these through functions/_shared/env.ts, as they read Deno.env when deployed.
  // Not via process.env: child processes (e.g. test workers forked by a runner hosting this
  // stack) would inherit them and mistake the local stack for a configured remote target.
  const env: Record<string, string> = {
    SUPABASE_URL: deps.config.apiUrl,
    SUPABASE_ANON_KEY: deps.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: deps.config.serviceRoleKey,
  };
  if (deps.config.dbUrl) env.SUPABASE_DB_URL = deps.config.dbUrl;
  if (deps.config.mailUrl) env.MAIL_API_URL = `${deps.config.mailUrl}/api/messages`;
  if (deps.config.siteUrl) env.SITE_URL = deps.config.siteUrl;
  // Razorpay: the local test gateway and its keys, unless the developer's environment names
  // others (e.g. Razorpay's own test mode: set all four).
  const razorpay: Record<string, string | undefined> = {
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_URL: deps.config.razorpayUrl,
  };
  for (const [name, local] of Object.entries(razorpay)) {
    const value = process.env[name] || local;
    if (value) env[name] = value;
  }
  (globalThis as Record<symbol, unknown>)[FUNCTION_ENV] = env;

  function load(name: string): Promise<FunctionHandler> | null {
    const file = path.join(functionsDir, name, 'handler.ts');
    if (!NAME.test(name) || !fs.existsSync(file)) return null;
    let handler = loaded.get(name);
    if (!handler) {
      handler = import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${file} does not export a handler function`);
        return mod.handler as FunctionHandler;
      });
      // A failed import is retried on the next request (the developer may be fixing it).
      handler.catch(() => loaded.delete(name));
      loaded.set(name, handler);
    }
    return handler;
  }

  /** The edge runtime's JWT check; null when the request may pass. */
  async function rejectJwt(req: Request): Promise<Response | null> {
    const header = req.headers.get('authorization');
    if (!header) return json(401, { msg: 'Error: Missing authorization header' });
    const match = /^Bearer (\S+)$/.exec(header);
    if (!match?.[1]) return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
    try {
      await verifyToken(match[1]);
      return null;
    } catch {
      return json(401, { msg: 'Invalid JWT' });
    }
  }

  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 10 * 1024 * 1024,
      // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
      onError: () =>
        new Response(JSON.stringify({ msg: 'Request body too large' }), {
          status: 413,
          headers: { 'content-type': 'application/json', connection: 'close' },
        }),
    }),
  );

  const serve = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const handler = load(name);
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const req = c.req.raw;
    if (req.method !== 'OPTIONS' && !optOuts.has(name)) {
      const rejected = await rejectJwt(req);
      if (rejected) return rejected;
    }
    // Keep the raw (still percent-encoded) path from the function name on.
    const nameIndex = c.req.routePath.split('/').indexOf(':name');
    const functionPath = `/${c.req.path.split('/').slice(nameIndex).join('/')}`;
    const url = new URL(req.url);
    const forwarded = new Request(new URL(functionPath + url.search, url.origin), req);
    try {
      const response = await (await handler)(forwarded);
      if (!(response instanceof Response)) throw new Error(`function ${name} did not return a Response`);
      return response;
    } catch (error) {
      log.error(`functions: ${name}: ${(error as Error).stack ?? String(error)}`);
      return json(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  };
  app.all('/:name', serve);
  app.all('/:name/:rest{.+}', serve);
  return app;
}
