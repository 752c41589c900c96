/**
 * supabase-js clients for edge functions. The user client acts as the caller (their JWT from the
 * Authorization header), so RLS and `auth.uid()` apply exactly as in the apps.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';
import { HttpError } from './http.ts';

/**
 * Functions never subscribe to realtime, but supabase-js builds its realtime client eagerly and
 * Node 20 (the local stack) has no global WebSocket: give it a transport that refuses to connect.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not available inside edge functions');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};

/** A client that calls the API as the user who called the function (anon when no user token). */
export function createUserClient(req: Request): SupabaseClient {
  const anonKey = requireEnv('SUPABASE_ANON_KEY');
  const authorization = req.headers.get('Authorization') ?? `Bearer ${anonKey}`;
  return createClient(requireEnv('SUPABASE_URL'), anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: authorization } },
  });
}

/** The signed-in caller with their client; a 401 HttpError when the request carries no valid user. */
export async function requireUser(req: Request): Promise<{ client: SupabaseClient; user: User }> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token || token === requireEnv('SUPABASE_ANON_KEY')) throw new HttpError(401, 'Login required.');
  const client = createUserClient(req);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Login required.');
  return { client, user: data.user };
}

let apiClient: { key: string; client: SupabaseClient } | null = null;

/**
 * One anon-key client per process (per API address), for calls that carry the caller's token on
 * each request (`.setHeader('Authorization', ...)`, see rpc.ts): building a client per request
 * costs more than the call itself on a busy function.
 */
export function sharedApiClient(): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  const anonKey = requireEnv('SUPABASE_ANON_KEY');
  const key = `${url} ${anonKey}`;
  if (apiClient?.key !== key) apiClient = { key, client: createClient(url, anonKey, clientOptions) };
  return apiClient.client;
}

/** A client with the service role key (bypasses RLS): only for the shop's own jobs (send-emails). */
export function createServiceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), clientOptions);
}
