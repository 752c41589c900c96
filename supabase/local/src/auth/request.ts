/**
 * Reading requests the way GoTrue does, but hardened: a body that is not a JSON object, has a
 * field of the wrong type, contains NUL characters (Postgres text cannot hold them) or nests
 * absurdly deep is a 400 before anything touches the database.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { AuthError, badRequest } from './errors';

const MAX_DEPTH = 32;

/** Walks a parsed JSON value iteratively (no recursion to overflow) looking for NULs and depth. */
export function checkJsonValue(value: unknown): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { v, depth } = item;
    if (depth > MAX_DEPTH) return `Request body is nested more than ${MAX_DEPTH} levels deep`;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'Request body must not contain NUL characters';
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push({ v: x, depth: depth + 1 });
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return 'Request body must not contain NUL characters';
        stack.push({ v: x, depth: depth + 1 });
      }
    }
  }
  return null;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || 'body';
  if (issue.code === 'invalid_type')
    return `${field} must be ${issue.expected === 'record' ? 'an object' : `a ${issue.expected}`}`;
  return `${field}: ${issue.message}`;
}

/** Parses the body as a JSON object matching `schema`; GoTrue answers such failures with `bad_json`. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('bad_json', 'Could not read the request body');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'the body is empty' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected a JSON object');
  }
  const problem = checkJsonValue(parsed);
  if (problem) throw badRequest('validation_failed', problem);
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const first = result.error.issues[0];
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${first ? describeIssue(first) : 'invalid'}`,
    );
  }
  return result.data;
}

/** Query parameters must not carry NULs either (they end up in SQL parameters and redirects). */
export function query(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value?.includes('\u0000'))
    throw badRequest('validation_failed', `Query parameter ${name} must not contain NUL characters`);
  return value;
}

/** Optional string fields as GoTrue decodes them: null or absent both mean "not given". */
export const optionalString = z.string().nullish();
export const metadata = z.record(z.string(), z.unknown()).nullish();

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client address for per-IP limits: the socket peer, or with a trusted proxy in front
 * (`rateLimitHeader` configured) that header's first value. Without one, the header is ignored:
 * a client must not pick its own bucket. 'unknown' only when the router runs without a socket
 * (in-process `app.request`).
 */
export function clientIp(c: Context, header: string | null): string {
  if (header) {
    const first = c.req.header(header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  const env = c.env as NodeBindings | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; one client, one key.
  return peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer;
}

/** `Authorization: Bearer <token>` (case-insensitive scheme, as GoTrue's bearerRegexp). */
export function bearerToken(c: Context): string {
  const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1])
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

// checkmail.ValidateFormat's pattern, which GoTrue uses.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, well-formed; returned lower-cased. */
export function normalizeEmail(email: string | null | undefined): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** Fields auth-js adds in its PKCE flow (flowType: 'pkce'). */
export const pkceFields = { code_challenge: optionalString, code_challenge_method: optionalString };

/**
 * The local stack implements the implicit flow only (what the store's client uses). A PKCE
 * client would otherwise get links that redirect with a fragment it refuses: fail loudly instead.
 */
export function rejectPkce(body: { code_challenge?: string | null }): void {
  if (body.code_challenge) {
    throw badRequest(
      'validation_failed',
      'PKCE flow (code_challenge) is not supported by the local stack; use the implicit flow',
    );
  }
}
