/**
 * Signed-in browser sessions without the login UI: a confirmed user made through the auth admin
 * API, signed in with supabase-js in Node, its session written where the app's supabase-js reads
 * it. Keeps the profile journeys independent of the sign-in screens.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/src/keys';
import { apiUrl, mailUrl } from './stack';

/** supabase-js 2.x: `sb-${new URL(url).hostname.split('.')[0]}-auth-token`, i.e. 'sb-127-auth-token'. */
export const AUTH_STORAGE_KEY = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** A unique address per call, so journeys never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates a confirmed user with the service key (POST /auth/v1/admin/users). */
export async function createConfirmedUser(tag: string, name = 'Asha Rao'): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const password = `Pw-${randomUUID()}`;
  const res = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { name } }),
  });
  if (!res.ok) throw new Error(`admin create user: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  return { id: user.id, email, password, name };
}

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the e2e helpers');
  }
}

async function signInSession(user: TestUser): Promise<Session> {
  const supabase = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket and realtime-js refuses to construct without one; realtime
    // is never used here, so any constructor will do (it is only called on subscribe).
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
  const { data, error } = await supabase.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session) throw new Error(`sign in ${user.email}: ${error?.message ?? 'no session'}`);
  return data.session;
}

/**
 * Signs the page in as `user` and opens `path`. The session is written once (not by an init
 * script), so later reloads keep whatever the app has since stored (refreshed tokens).
 */
export async function signInBrowser(page: Page, user: TestUser, path = '/'): Promise<void> {
  const session = await signInSession(user);
  await page.goto('/remotes.json');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(path);
}

/** The actionable links of the mails sent to `address` (local outbox JSON API). */
export async function mailLinks(address: string): Promise<string[][]> {
  const res = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`outbox: ${res.status}`);
  const messages = (await res.json()) as { links: string[] }[];
  return messages.map((m) => m.links);
}

/** Follows a confirmation link as a mail client would (no browser session involved). */
export async function openMailLink(link: string): Promise<string> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`mail link ${link}: ${res.status}`);
  return res.headers.get('location') ?? '';
}
