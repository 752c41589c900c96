/**
 * PostgREST's error contract: JSON `{ code, message, details, hint }` and a status derived from
 * the SQLSTATE (mirrors PostgREST's `pgErrorStatus`), so supabase-js surfaces the same errors
 * locally as on a hosted project.
 */
import type { ApiRole } from '../db';

export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: string | null; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details: extra.details ?? null, hint: extra.hint ?? null };
    this.headers = extra.headers ?? {};
  }
}

/** A request PostgREST could not parse (query string, select, filters...). */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, { details });
}

interface PostgresLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: string }).name === 'PostgresError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

export function statusForSqlState(code: string, role: ApiRole, message: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  // Raised by a function as `raise sqlstate 'PT4xx'`: PostgREST answers that HTTP status.
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  // A program limit (e.g. an index row too large) is caused by the input: a client error here,
  // where PostgREST would say 500 (this stand-in must never 5xx on bad input).
  if (code.startsWith('54')) return 400;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500;
  return 400;
}

/** Turns anything thrown while serving a request into PostgREST's answer. */
export function toRestError(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (isPostgresError(error)) {
    const status = statusForSqlState(error.code, role, error.message);
    return new RestError(status, error.code, error.message, {
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ECONNREFUSED' || code === 'CONNECTION_CLOSED' || code === 'CONNECT_TIMEOUT') {
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', {
      details: (error as Error).message,
    });
  }
  return new RestError(500, 'PGRST000', 'An unexpected error occurred', {
    details: error instanceof Error ? error.message : String(error),
  });
}

export function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}
