/** supabase-js clients as the apps create them: anon, service role, or acting as a given user. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createSql } from '../../local/src/db';
import { requireDbUrl, type StackTarget, target } from './target';

/** supabase-js builds its realtime client eagerly and Node 20 has no WebSocket; REST tests never use it. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}

const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as never },
};

export function anonClient(t: StackTarget = target()): SupabaseClient {
  return createClient(t.apiUrl, t.anonKey, noSession);
}

export function serviceClient(t: StackTarget = target()): SupabaseClient {
  return createClient(t.apiUrl, t.serviceRoleKey, noSession);
}

/** A client sending `accessToken` as the user's bearer token, like a signed-in app. */
export function userClient(accessToken: string, t: StackTarget = target()): SupabaseClient {
  return createClient(t.apiUrl, t.anonKey, {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** Direct superuser connection for fixtures; callers `end()` it. */
export function directSql(t: StackTarget = target()) {
  return createSql(requireDbUrl(t), { max: 2, applicationName: 'store-tests' });
}

/** Raw REST call, for what supabase-js cannot send (malformed JSON, forged tokens...). */
export async function rawRest(
  path: string,
  init: {
    method?: string;
    body?: BodyInit;
    token?: string;
    apikey?: string;
    headers?: Record<string, string>;
  } = {},
  t: StackTarget = target(),
): Promise<{ status: number; headers: Headers; json: unknown; text: string }> {
  const response = await fetch(`${t.apiUrl}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: {
      apikey: init.apikey ?? t.anonKey,
      authorization: `Bearer ${init.token ?? init.apikey ?? t.anonKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}
