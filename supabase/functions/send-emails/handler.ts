/**
 * send-emails (ADR 0015): the outbox sender. POST with the service role key (nobody else) claims
 * the due e-mails of `private.email_outbox` (`claim_email_outbox`: skip locked, leased), sends each
 * through the configured mail API with the row's idempotency key, and reports it
 * (`finish_email_outbox`): sent, or failed (retried later with a backoff, given up after 8 tries).
 * Runs after the change committed, so a slow or failing mail provider never blocks an order or a
 * status change. Two senders never send one row twice: a row is claimed by one of them, and the
 * provider deduplicates the idempotency key should a sender die between sending and reporting.
 *
 * Each e-mail is rendered from the row's payload by the shop's React Email templates
 * (`_shared/email`, docs/adr/0023-html-emails.md) to HTML and a text part; a row written before
 * payloads existed is sent from its stored text body in the same frame.
 *
 * Environment: MAIL_API_URL (where to POST `{ from, to, subject, html, text }` as JSON, with
 * `Authorization: Bearer MAIL_API_KEY` when set and `Idempotency-Key`; Resend's /emails speaks
 * this), MAIL_FROM (sender address), SITE_URL (the store's address, for the details link);
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY as every function. The local stack sets MAIL_API_URL
 * to its mail outbox and SITE_URL to the shell, and calls this function whenever a row is enqueued.
 *
 * Up to five sends at once, each time-boxed to 10 s (a hung mail API fails that send, retried later).
 * Answers 200 `{ claimed, sent, failed }`; 401 without the service role key; 405 not POST.
 */
import {
  itemEmail,
  legacyEmail,
  parseItemEmailPayload,
  type RenderedEmail,
  renderEmail,
} from '../_shared/email/index.ts';
import { getEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json, withHttpErrors } from '../_shared/http.ts';
import { createServiceClient } from '../_shared/supabase.ts';

export interface OutboxEmail {
  id: number;
  claim_token: string;
  idempotency_key: string;
  to_email: string;
  subject: string;
  /** The plain-text fallback (rows without a payload are sent from it). */
  body: string;
  link_path: string;
  attempts: number;
  /** What the e-mail says, as data (null on rows older than ADR 0023). */
  payload?: unknown;
}

/** The details link on the store's address. */
export function detailsLink(linkPath: string, siteUrl: string): string {
  return new URL(linkPath, siteUrl).toString();
}

/** The HTML and text sent for an outbox row: its payload through the templates, else its body. */
export async function emailContent(
  email: Pick<OutboxEmail, 'body' | 'link_path' | 'payload'>,
  siteUrl: string,
): Promise<RenderedEmail> {
  const link = detailsLink(email.link_path, siteUrl);
  const payload = parseItemEmailPayload(email.payload);
  return renderEmail(payload ? itemEmail(payload, link) : legacyEmail(email.body, link));
}

/** Each send is time-boxed: a hung mail API fails that send (retried later), not the batch. */
const SEND_TIMEOUT_MS = 10_000;
/** Sends in flight at once: one slow send never holds the others back. */
const SEND_CONCURRENCY = 5;

async function deliver(email: OutboxEmail): Promise<void> {
  const apiKey = getEnv('MAIL_API_KEY');
  const content = await emailContent(email, requireEnv('SITE_URL'));
  const response = await fetch(requireEnv('MAIL_API_URL'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': email.idempotency_key,
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({
      from: getEnv('MAIL_FROM') ?? 'GameGear <no-reply@gamegear.in>',
      to: email.to_email,
      subject: email.subject,
      html: content.html,
      text: content.text,
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The body is read so the connection can be reused; its content is the provider's.
  const detail = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`mail API answered ${response.status} ${detail.slice(0, 200)}`);
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
  const serviceKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (token !== serviceKey) throw new HttpError(401, 'Only the service role may send the outbox.');

  const db = createServiceClient();
  const claimed = await db.rpc('claim_email_outbox', { p_limit: 20, p_lease_seconds: 120 });
  if (claimed.error) {
    console.error(`send-emails: claim failed: ${claimed.error.message}`);
    throw new HttpError(502, 'The outbox is unavailable.');
  }
  const emails = (claimed.data ?? []) as OutboxEmail[];
  let sent = 0;
  let failed = 0;
  const sendOne = async (email: OutboxEmail) => {
    let error: string | null = null;
    try {
      await deliver(email);
    } catch (e) {
      error = (e as Error).message || 'send failed';
    }
    const finished = await db.rpc('finish_email_outbox', {
      p_id: email.id,
      p_claim_token: email.claim_token,
      p_error: error,
    });
    if (finished.error) console.error(`send-emails: report of ${email.id} failed: ${finished.error.message}`);
    if (error) {
      failed += 1;
      console.error(`send-emails: ${email.id} not sent (attempt ${email.attempts}): ${error}`);
    } else sent += 1;
  };
  // A few workers take the claimed e-mails in order.
  let next = 0;
  const worker = async () => {
    while (next < emails.length) await sendOne(emails[next++] as OutboxEmail);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, emails.length) }, worker));
  return json(200, { claimed: emails.length, sent, failed });
});
