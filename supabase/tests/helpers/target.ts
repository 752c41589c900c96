/**
 * Where the suite points: SUPABASE_URL / SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY (plus
 * SUPABASE_DB_URL and SUPABASE_JWT_SECRET for direct-SQL fixtures) when set, else the local stack
 * started by the global setup.
 */
import { inject } from 'vitest';

export interface StackTarget {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailUrl: string | null;
  /** The local Razorpay test gateway (its /_test hooks); null against a hosted project. */
  razorpayUrl: string | null;
  /** Direct database access (fixtures, db tests); null when the target does not offer it. */
  dbUrl: string | null;
  /** HS256 secret to mint user tokens; null when unknown (users then sign in through Auth). */
  jwtSecret: string | null;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set when SUPABASE_URL is`);
  return value;
}

export function target(): StackTarget {
  if (process.env.SUPABASE_URL) {
    return {
      apiUrl: process.env.SUPABASE_URL,
      anonKey: required('SUPABASE_ANON_KEY'),
      serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
      mailUrl: process.env.SUPABASE_MAIL_URL ?? null,
      razorpayUrl: process.env.RAZORPAY_TEST_GATEWAY_URL ?? null,
      dbUrl: process.env.SUPABASE_DB_URL ?? null,
      jwtSecret: process.env.SUPABASE_JWT_SECRET ?? null,
    };
  }
  const local = inject('stack');
  if (!local) throw new Error('no target: set SUPABASE_URL or run through vitest.config.ts (global setup)');
  return local;
}

export function requireDbUrl(t: StackTarget = target()): string {
  if (!t.dbUrl) throw new Error('these checks need direct database access: set SUPABASE_DB_URL');
  return t.dbUrl;
}
