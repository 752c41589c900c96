/**
 * HTTP helpers for edge functions, Web APIs only: JSON answers with CORS headers, the CORS
 * preflight, and `parseJson`, which turns a missing, oversized, malformed or invalid body into a
 * 4xx with a clear message before any business code runs.
 */
import type { z } from 'zod';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** The answer to a browser's CORS preflight, or null for any other request. */
export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}

/** A failure to report to the caller as `{ error, ...extra }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toResponse(): Response {
    return json(this.status, { error: this.message, ...this.extra });
  }
}

/**
 * Wraps a handler: preflight answered, HttpError rendered, anything else logged and answered with a
 * generic 500 (a bug of the function, whose details must not leak to the client).
 */
export function withHttpErrors(
  handler: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    try {
      return await handler(req);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      console.error(error);
      return json(500, { error: 'Internal error' });
    }
  };
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The request's body as UTF-8 text, at most `maxBytes` (413 above, 400 when not UTF-8). */
export async function readLimited(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new HttpError(413, `Request body too large (max ${maxBytes} bytes)`);
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, `Request body too large (max ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
}

/** A UTF-16 surrogate without its pair: JSON's `"\ud800"` escape parses to one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first string (value or key, at any depth) that Postgres text cannot hold, described. */
function unstorableText(value: unknown): string | null {
  const check = (text: string): string | null => {
    if (text.includes('\u0000')) return 'Request body must not contain NUL characters';
    // Valid JSON, but not Unicode text: Postgres refuses it with its own error (found by the fuzzing).
    if (LONE_SURROGATE.test(text)) return 'Request body must not contain unpaired Unicode surrogates';
    return null;
  };
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const problem = check(v);
      if (problem) return problem;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const problem = check(k);
        if (problem) return problem;
        stack.push(x);
      }
    }
  }
  return null;
}

/**
 * The request's JSON body validated by `schema`. Throws HttpError: 413 over `maxBytes`, 400 for
 * an empty or malformed body, NUL characters or unpaired surrogates (Postgres text cannot store
 * them) or a schema
 * mismatch (with each problem's path and message in `details`).
 */
export async function parseJson<T extends z.ZodType>(
  req: Request,
  schema: T,
  options: { maxBytes?: number } = {},
): Promise<z.output<T>> {
  const text = await readLimited(req, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
  if (text.trim() === '') throw new HttpError(400, 'Request body must be JSON; it is empty');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const unstorable = unstorableText(body);
  if (unstorable) throw new HttpError(400, unstorable);
  const result = schema.safeParse(body);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = details[0];
    const summary = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'invalid';
    throw new HttpError(400, `Invalid request body: ${summary}`, { details });
  }
  return result.data;
}
