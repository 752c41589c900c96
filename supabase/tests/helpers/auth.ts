/**
 * Helpers for the auth conformance suite: a supabase-js client as the apps build it, unique
 * addresses, the mail outbox's JSON API (SUPABASE_MAIL_URL for a hosted target with a catch-all
 * inbox speaking the same API), following e-mail links, and raw calls for malformed requests.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { type StackTarget, target } from './target';

/** supabase-js builds a realtime client eagerly and Node 20 has no WebSocket; these tests never use it. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}

export function authClient(t: StackTarget = target()): SupabaseClient {
  return createClient(t.apiUrl, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@example.test`;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

function mailUrl(t: StackTarget): string {
  if (!t.mailUrl) throw new Error('these checks read the outbox: set SUPABASE_MAIL_URL');
  return t.mailUrl;
}

export async function mailsTo(email: string, t: StackTarget = target()): Promise<Mail[]> {
  const response = await fetch(`${mailUrl(t)}/api/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`mail API answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits until `count` messages reached `email` (newest first), polling the outbox. */
export async function waitForMails(email: string, count = 1, t: StackTarget = target()): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(email, t);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mail(s) to ${email}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function verifyLinkOf(mail: Mail | undefined): string {
  const link = mail?.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verification link in ${JSON.stringify(mail)}`);
  return link;
}

export interface Followed {
  status: number;
  location: string;
  /** The redirect's fragment, parsed as auth-js does. */
  fragment: URLSearchParams;
}

/** Opens an e-mail link like a browser would, without following the redirect to the app. */
export async function followLink(link: string): Promise<Followed> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const hash = location.includes('#') ? location.slice(location.indexOf('#') + 1) : '';
  return { status: response.status, location, fragment: new URLSearchParams(hash) };
}

export const PASSWORD = 'correct-horse-9';

/** Signs up, confirms through the e-mailed link and signs in: a ready user with a session. */
export async function confirmedUser(
  label = 'user',
  data: Record<string, unknown> = {},
  t: StackTarget = target(),
): Promise<{ email: string; client: SupabaseClient; session: Session }> {
  const client = authClient(t);
  const email = uniqueEmail(label);
  const signUp = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (signUp.error) throw signUp.error;
  const [mail] = await waitForMails(email, 1, t);
  const followed = await followLink(verifyLinkOf(mail));
  if (!followed.fragment.get('access_token')) throw new Error(`confirmation failed: ${followed.location}`);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
  return { email, client, session: signIn.data.session };
}

export interface RawResponse {
  status: number;
  headers: Headers;
  json: unknown;
  text: string;
}

/** A raw call to /auth/v1 with the anon apikey, for requests supabase-js cannot send. */
export async function rawAuth(
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  t: StackTarget = target(),
): Promise<RawResponse> {
  const response = await fetch(`${t.apiUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    redirect: 'manual',
    headers: { apikey: t.anonKey, 'content-type': 'application/json', ...init.headers },
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

/** The header auth-js sends, which selects GoTrue's `{ code, message }` error body. */
export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
