/**
 * For the gateway's tests: a webhook receiver on a free port that keeps every request's raw body
 * and answers the statuses it is told to, and a way to wait for a state without timing it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: string;
  eventId: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Statuses to answer next, in order (0: never answer); 200 once they run out. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let event = '';
      try {
        event = String((JSON.parse(rawBody) as { event?: unknown }).event ?? '');
      } catch {
        // Kept as received; the test reads rawBody.
      }
      received.push({
        headers: req.headers,
        rawBody,
        event,
        eventId: String(req.headers['x-razorpay-event-id']),
      });
      const status = statuses.shift() ?? 200;
      if (status === 0) return;
      res.statusCode = status;
      res.end('{}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/functions/v1/razorpay-webhook`,
        received,
        answer: (...next) => statuses.push(...next),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Polls until `check` returns a value (not undefined/false); the limit is a hang guard, not a timing. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
