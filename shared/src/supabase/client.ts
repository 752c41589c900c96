import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

let clientPromise: Promise<SupabaseClient> | undefined;

/**
 * The server renderer (ADR 0017) reads the public catalogue as a guest: no session to keep or
 * refresh, and no realtime (Node 20 has no WebSocket, and supabase-js wants one at creation).
 */
class NoRealtimeOnServer {
  constructor() {
    throw new Error('Realtime is not available while rendering on the server');
  }
}
const SERVER_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtimeOnServer as never },
};
const BROWSER_AUTH = { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true };

/**
 * The one Supabase client of the whole site. supabase-js is imported lazily: the first paint
 * of most pages needs none of it, and it is the largest shared dependency (~57 KiB gzip).
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), import('../preload/answer-times')]).then(
    ([{ createClient }, { fetchNotingAnswerTimes }]) => {
      const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
      return createClient(
        supabaseUrl,
        supabaseAnonKey,
        typeof window === 'undefined'
          ? SERVER_OPTIONS
          : // A price offline says when its answer was produced (docs/adr/0025).
            { auth: BROWSER_AUTH, global: { fetch: fetchNotingAnswerTimes } },
      );
    },
  );
  // A failed attempt (config not loaded yet, chunk load error) must not be cached forever.
  const attempt = clientPromise;
  attempt.catch(() => {
    if (clientPromise === attempt) clientPromise = undefined;
  });
  return attempt;
}

/** Whether anything has asked for the client yet (diagnostics must not be the first). */
export function supabaseClientCreated(): boolean {
  return clientPromise !== undefined;
}

/** For tests: forget the client so a new config takes effect. */
export function resetSupabaseForTests(): void {
  clientPromise = undefined;
}

/**
 * For component tests: every caller of getSupabase (fetchers in the apps and shared's own
 * helpers such as invokeFunction) gets this stand-in for a backend that cannot run in happy-dom.
 */
export function setSupabaseForTests(client: object): void {
  clientPromise = Promise.resolve(client as SupabaseClient);
}
