/**
 * `/rest/v1`: the PostgREST subset supabase-js uses. Each request: profile and token checks,
 * parse, compile against the schema cache, then ONE transaction as the token's role with its
 * claims (withRequestTx); any error rolls back and maps to PostgREST's status and JSON body.
 */
import { Hono } from 'hono';
import type { ApiRole, JwtClaims } from '../db';
import type { StackDeps } from '../deps';
import { type JsonBody, readJsonBody } from './body';
import { type Catalog, SchemaCache } from './catalog';
import { UnknownName } from './compile';
import { errorResponse, RestError, toRestError } from './errors';
import { runStatement, type StatementRow } from './execute';
import { parsePrefer } from './grammar';
import { createAuthenticator } from './jwt';
import { checkProfile, negotiate } from './negotiate';
import type { Outcome, Prepared, RequestOptions } from './plan';
import { hasNul, parseQuery } from './request';
import { prepareRpc } from './rpc';
import { prepareDelete, prepareInsert, prepareRead, prepareUpdate } from './tables';

/** Postgres errors that may mean the cache is stale (DDL since the last load): retried once. */
const STALE_CACHE_CODES = new Set(['42P01', '42703', '42883']);

/** `Prefer: tx=rollback`: the answer is computed, then the transaction is rolled back. */
class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export interface RestRouterOptions {
  /** Exposed for tests: the schema cache (e.g. to force a reload). */
  cache?: SchemaCache;
}

export function createRestRouter(deps: StackDeps, options: RestRouterOptions = {}): Hono {
  const app = new Hono({ strict: false });
  const cache = options.cache ?? new SchemaCache(deps.sql);
  const authenticate = createAuthenticator(deps.config.jwtSecret);

  function prepare(
    catalog: Catalog,
    target: Target,
    req: Request,
    body: JsonBody | null,
    opts: RequestOptions,
  ) {
    const params = new URL(req.url).searchParams;
    if (target.kind === 'rpc') return prepareRpc(catalog, target.name, params, body, opts);
    const query = parseQuery(params);
    switch (opts.method) {
      case 'GET':
      case 'HEAD':
        return prepareRead(catalog, target.name, query, opts);
      case 'POST':
        return prepareInsert(catalog, target.name, query, body, opts);
      case 'PATCH':
        return prepareUpdate(catalog, target.name, query, body, opts);
      case 'DELETE':
        return prepareDelete(catalog, target.name, query, opts);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${opts.method}`);
    }
  }

  async function run(
    claims: JwtClaims,
    req: Request,
    catalog: Catalog,
    prepared: Prepared,
    opts: RequestOptions,
  ): Promise<Outcome> {
    const toOutcome = (row: StatementRow | undefined): Outcome => ({
      total: row?.total == null ? null : Number(row.total),
      pageTotal: Number(row?.page_total ?? 0),
      body: row?.body ?? null,
    });
    const rollback = opts.prefer.get('tx') === 'rollback';
    const { check } = prepared;
    let outcome: Outcome | null = null;
    try {
      const row = await runStatement(
        deps.sql,
        claims,
        {
          method: opts.method,
          path: new URL(req.url).pathname,
          headers: Object.fromEntries(
            [...req.headers].filter(([k]) => k !== 'authorization' && k !== 'apikey'),
          ),
          readOnly: prepared.readOnly,
          roleSettings: catalog.roleSettings.get(claims.role),
        },
        { text: prepared.sql, params: prepared.params },
        check || rollback
          ? (row) => {
              outcome = toOutcome(row);
              check?.(outcome);
              if (rollback) throw new Rollback(outcome);
            }
          : null,
        req.signal,
      );
      outcome ??= toOutcome(row);
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
    if (!outcome) throw new Error('statement returned no outcome');
    return outcome;
  }

  async function handle(req: Request, target: Target): Promise<Response> {
    const arrival = performance.now();
    let role: ApiRole = 'anon';
    const method = req.method.toUpperCase();
    try {
      checkProfile(method, req.headers);
      const url = new URL(req.url);
      const claims = await authenticate(req.headers, url.searchParams);
      role = claims.role;
      if (hasNul(url.searchParams) || target.name.includes('\0')) {
        throw new RestError(400, '22P05', 'unsupported Unicode escape sequence', {
          details: '\\u0000 cannot be converted to text.',
        });
      }
      const opts: RequestOptions = {
        media: negotiate(req.headers.get('accept')),
        prefer: parsePrefer(req.headers),
        headers: req.headers,
        method,
      };
      const body = method === 'POST' || method === 'PATCH' ? await readJsonBody(req) : null;

      let catalog = await cache.get();
      let prepared: Prepared;
      try {
        prepared = prepare(catalog, target, req, body, opts);
      } catch (error) {
        if (!(error instanceof UnknownName)) throw error;
        catalog = await cache.refresh(arrival);
        prepared = prepare(catalog, target, req, body, opts);
      }

      let outcome: Outcome;
      try {
        outcome = await run(claims, req, catalog, prepared, opts);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!(code && STALE_CACHE_CODES.has(code))) throw error;
        // Nothing was written (the transaction rolled back): recompile against a fresh cache.
        catalog = await cache.refresh(arrival);
        prepared = prepare(catalog, target, req, body, opts);
        outcome = await run(claims, req, catalog, prepared, opts);
      }
      const response = prepared.respond(outcome);
      if (method === 'HEAD')
        return new Response(null, { status: response.status, headers: response.headers });
      return response;
    } catch (error) {
      const restError = toRestError(error, role);
      // A client that left cancelled its own statement: nothing went wrong here. A statement cut
      // by its role's timeout is the request's doing too: one line, no stack.
      if (restError.status >= 500 && !req.signal.aborted) {
        if (restError.body.code === '57014') {
          deps.log.info(`rest: ${method} ${req.url}: ${restError.body.message} (role ${role})`);
        } else deps.log.error(`rest: ${method} ${req.url}: ${(error as Error).stack ?? error}`);
      }
      return errorResponse(restError);
    }
  }

  // The root answers like PostgREST's OpenAPI root: enough for a health check.
  app.get('/', async (c) => {
    const catalog = await cache.get();
    return c.json({
      swagger: '2.0',
      info: { title: 'store local PostgREST subset', version: '12' },
      paths: Object.fromEntries([...catalog.tables.keys()].map((t) => [`/${t}`, {}])),
    });
  });
  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) =>
    handle(c.req.raw, { kind: 'rpc', name: c.req.param('fn') }),
  );
  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'], '/:table', (c) =>
    handle(c.req.raw, { kind: 'table', name: c.req.param('table') }),
  );
  return app;
}
