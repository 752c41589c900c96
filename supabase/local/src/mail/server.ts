/**
 * The outbox over HTTP on 127.0.0.1:54324 (Supabase's local mail port): an HTML viewer at `/`
 * and a JSON API the tests and the e2e suite read links from.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Logger } from '../log';
import { type Mailer, type MailMessage, Outbox, type OutboxOptions } from './outbox';
import { renderInbox } from './viewer';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The http(s) addresses of a plain-text message, in order. */
export function textLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}

export function createMailApp(outbox: Outbox): Hono {
  const app = new Hono();
  // The e2e suite and local tools read the API from other origins.
  app.use('/api/*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'] }));
  app.get('/', (c) => {
    const to = c.req.query('to') || undefined;
    return c.html(renderInbox(outbox.list(to), to));
  });
  app.get('/api/messages', (c) => c.json(outbox.list(c.req.query('to') || undefined)));
  app.get('/api/messages/:id', (c) => {
    const message = outbox.get(c.req.param('id'));
    return message ? c.json(message) : c.json({ error: 'Message not found' }, 404);
  });
  // The stack's stand-in for a mail API (what send-emails posts to, as Resend's /emails takes it):
  // { to, subject, text, html? } and an optional Idempotency-Key header; a key already stored is
  // answered 200 without a second copy. Without html the text is shown as it is. The links are the
  // text part's (the e-mail's actionable links; the HTML's also include the footer's).
  app.post('/api/messages', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const { to, subject, text, html } = body ?? {};
    if (
      typeof to !== 'string' ||
      typeof subject !== 'string' ||
      typeof text !== 'string' ||
      !to.includes('@')
    )
      return c.json({ error: 'to, subject and text are required' }, 400);
    if (html !== undefined && html !== null && typeof html !== 'string')
      return c.json({ error: 'html must be a string' }, 400);
    const key = c.req.header('idempotency-key') || undefined;
    await outbox.send({
      to,
      subject,
      text,
      html: html || `<pre style="white-space: pre-wrap">${escapeHtml(text)}</pre>`,
      links: textLinks(text),
      ...(key ? { idempotencyKey: key } : {}),
    });
    return c.json({ ok: true }, 200);
  });
  app.delete('/api/messages', (c) => c.json({ deleted: outbox.clear(c.req.query('to') || undefined) }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}

export interface MailServerOptions extends OutboxOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  log?: Logger;
  outbox?: Outbox;
}

export interface RunningMailServer extends Mailer {
  url: string;
  port: number;
  outbox: Outbox;
  stop(): Promise<void>;
}

export function startMailServer(options: MailServerOptions = {}): Promise<RunningMailServer> {
  const host = options.host ?? '127.0.0.1';
  const outbox = options.outbox ?? new Outbox({ file: options.file, limit: options.limit });
  const app = createMailApp(outbox);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: host, port: options.port ?? 54324 },
      (info: AddressInfo) => {
        const url = `http://${host}:${info.port}`;
        options.log?.info(`mail: outbox on ${url}`);
        resolve({
          url,
          port: info.port,
          outbox,
          send: (message: MailMessage) => outbox.send(message),
          stop: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
