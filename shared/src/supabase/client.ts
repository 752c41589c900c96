import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

let clientPromise: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the whole site. supabase-js is imported lazily: the first paint
 * of most pages needs none of it, and it is the largest shared dependency (~57 KiB gzip).
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
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
