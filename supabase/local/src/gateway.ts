/**
 * The single HTTP entry point on 127.0.0.1:54321, laid out like Supabase's API gateway:
 * /rest/v1 (PostgREST subset), /auth/v1 (GoTrue subset), /functions/v1 (edge functions) and
 * /storage/v1 (storage-api subset).
 * The auth and functions routers belong to the auth half; they are mounted when present so the
 * REST half runs on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { StackDeps } from './deps';
import { createRestRouter } from './rest/router';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Headers the apps read from answers: supabase-js's (counts, API version) and the file name of the
 * `invoice` function's PDF. Hosted Supabase leaves a function's CORS headers to the function (which
 * sends the same); this gateway sets them for every route, so it must name them all.
 */
const EXPOSE_HEADERS = [
  'Content-Disposition',
  'Content-Range',
  'Content-Location',
  'Location',
  'Preference-Applied',
  'x-supabase-api-version',
];

type RouterFactory = (deps: StackDeps) => Hono | Promise<Hono>;

async function optionalRouter(file: string, exportName: string, deps: StackDeps): Promise<Hono | null> {
  const full = path.join(here, file);
  if (!fs.existsSync(full)) return null;
  const mod = (await import(full)) as Record<string, unknown>;
  const factory = mod[exportName] as RouterFactory | undefined;
  if (typeof factory !== 'function') throw new Error(`${file} does not export ${exportName}`);
  return await factory(deps);
}

export interface Gateway {
  app: Hono;
  mounted: { rest: boolean; auth: boolean; functions: boolean; storage: boolean };
}

export async function createGateway(deps: StackDeps): Promise<Gateway> {
  const app = new Hono({ strict: false });
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Empty: echo Access-Control-Request-Headers, as Supabase's gateway does. supabase-js sends
      // authorization, apikey, x-client-info, content-type, prefer, range, accept-profile,
      // content-profile, x-supabase-api-version, x-region and, when postgrest-js retries,
      // x-retry-count: a fixed list would break the browser on the next header a client adds.
      allowHeaders: [],
      exposeHeaders: EXPOSE_HEADERS,
      maxAge: 3600,
    }),
  );

  // Hosted Supabase answers behind a CDN that compresses JSON for clients that accept it; a
  // catalogue answer is 3-6 times smaller gzipped, which a phone on a slow link feels
  // (docs/adr/0005). Answers under 1 KiB go as they are.
  app.use('/rest/v1/*', compress());
  app.route('/rest/v1', createRestRouter(deps));
  const auth = await optionalRouter('auth/index.ts', 'createAuthRouter', deps);
  if (auth) app.route('/auth/v1', auth);
  const functions = await optionalRouter('functions.ts', 'createFunctionsRouter', deps);
  if (functions) app.route('/functions/v1', functions);
  const storage = await optionalRouter('storage/index.ts', 'createStorageRouter', deps);
  if (storage) app.route('/storage/v1', storage);

  app.get('/', (c) =>
    c.json({ name: 'store local supabase', rest: '/rest/v1', auth: '/auth/v1', storage: '/storage/v1' }),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    deps.log.error(`gateway: ${error.stack ?? error.message}`);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return {
    app,
    mounted: { rest: true, auth: auth !== null, functions: functions !== null, storage: storage !== null },
  };
}
