/**
 * Database access for the gateway. `withRequestTx` reproduces PostgREST's per-request transaction:
 * the JWT's role becomes the current role and the claims are visible to `auth.uid()`/`auth.jwt()`,
 * all scoped to the transaction (`set_config(..., true)`), so nothing leaks to the next request.
 */
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TxSql = postgres.TransactionSql;

/** The roles a token may carry; anything else is refused before reaching Postgres. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  [claim: string]: unknown;
}

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** PostgREST runs GET and HEAD in read-only transactions. */
  readOnly?: boolean;
  /** The role's own settings (pg_roles.rolconfig), e.g. its statement_timeout. */
  roleSettings?: Record<string, string>;
}

/**
 * postgres.js serializes a parameter by the type Postgres infers for it: a string bound to a
 * json/jsonb slot would be JSON-encoded again, one bound to a boolean would become 'f', and a date
 * string would go through `new Date()` (throwing on bad input). Strings are sent verbatim here,
 * so Postgres parses them exactly like PostgREST's literals; other values keep the defaults.
 */
function verbatimStrings<T>(serialize: (x: T) => string): (x: unknown) => string {
  return (x) => (typeof x === 'string' ? x : serialize(x as T));
}

const TYPES = {
  json: {
    to: 114,
    from: [114, 3802],
    serialize: verbatimStrings((x: unknown) => JSON.stringify(x)),
    parse: (x: string) => JSON.parse(x) as unknown,
  },
  boolean: {
    to: 16,
    from: [16],
    serialize: verbatimStrings((x: unknown) => (x === true ? 't' : 'f')),
    parse: (x: string) => x === 't',
  },
  date: {
    to: 1184,
    from: [1082, 1114, 1184],
    serialize: verbatimStrings((x: Date | number) => (x instanceof Date ? x : new Date(x)).toISOString()),
    parse: (x: string) => new Date(x),
  },
};

export function createSql(url: string, options: { max?: number; applicationName?: string } = {}): Sql {
  return postgres(url, {
    types: TYPES,
    max: options.max ?? 20,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? 'store-local' },
  });
}

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * The statement PostgREST runs first in each request's transaction: the role, the role's own
 * settings, the claims and the request details become transaction-local settings
 * (`set_config(..., true)`). `set role` alone would not apply the role's settings (its
 * statement_timeout): Postgres reads those only at login.
 */
export function requestSettings(
  claims: JwtClaims,
  request: RequestInfo = {},
): { text: string; params: string[] } {
  if (!isApiRole(claims.role)) throw new Error(`role ${String(claims.role)} is not an API role`);
  return {
    // The role's settings go first, while still the pool's role: it may set any of them.
    text: `select
      set_config('search_path', 'public, extensions', true),
      (select count(set_config(s.key, s.value, true)) from json_each_text($6::json) as s),
      set_config('role', $1, true),
      set_config('request.jwt.claims', $2, true),
      set_config('request.method', $3, true),
      set_config('request.path', $4, true),
      set_config('request.headers', $5, true)`,
    params: [
      claims.role,
      JSON.stringify(claims),
      request.method ?? '',
      request.path ?? '',
      JSON.stringify(request.headers ?? {}),
      JSON.stringify(request.roleSettings ?? {}),
    ],
  };
}

/** Runs `fn` in one transaction as the request's role with its claims, like PostgREST does. */
export async function withRequestTx<T>(
  sql: Sql,
  claims: JwtClaims,
  fn: (tx: TxSql) => Promise<T>,
  request: RequestInfo = {},
): Promise<T> {
  const settings = requestSettings(claims, request);
  const mode = request.readOnly ? 'read only' : 'read write';
  const result = await sql.begin(mode, async (tx) => {
    await tx.unsafe(settings.text, settings.params);
    return await fn(tx);
  });
  return result as T;
}
