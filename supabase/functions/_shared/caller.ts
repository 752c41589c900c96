/**
 * The signed-in caller of a function, read from the bearer token without a round trip to Auth.
 *
 * The token's signature is not checked here: the platform checks it before the function runs
 * (`verify_jwt`, on by default), and PostgREST checks it again on every database call, where the
 * user's rights apply (RLS, `auth.uid()` in the RPCs). This only tells a guest (no token, the
 * anon key, a token without a user) from a signed-in user early, to answer 401 with the login
 * message before any database work.
 */
import { requireEnv } from './env.ts';
import { HttpError } from './http.ts';

export interface Caller {
  userId: string;
  /** The raw bearer token, forwarded to the database calls. */
  token: string;
}

function payloadOf(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The caller, or null for a guest. */
export function callerOf(req: Request): Caller | null {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token || token === requireEnv('SUPABASE_ANON_KEY')) return null;
  const payload = payloadOf(token);
  const sub = payload?.sub;
  if (payload?.role !== 'authenticated' || typeof sub !== 'string' || sub === '') return null;
  return { userId: sub, token };
}

/** The caller, or a 401 HttpError with `message` (and `extra` in the body) for a guest. */
export function requireCaller(req: Request, message: string, extra: Record<string, unknown> = {}): Caller {
  const caller = callerOf(req);
  if (!caller) throw new HttpError(401, message, extra);
  return caller;
}
