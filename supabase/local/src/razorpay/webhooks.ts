/**
 * Webhook delivery as Razorpay does it: each event is POSTed as JSON signed with the webhook
 * secret (`X-Razorpay-Signature`, hex HMAC-SHA256 of the raw body) and carries one
 * `X-Razorpay-Event-Id` for all its attempts. A non-2xx answer, a network error or a timeout is
 * retried after growing delays, then given up and logged. Attempts go out one at a time in the
 * order events happened, so a test that pauses delivery gets them in a known order on resume.
 */
import type { Logger } from '../log';
import type { EventEntities, EventName } from './entities';
import { randomBase62 } from './ids';
import { webhookSignature } from './signatures';

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

export interface WebhookDispatcherOptions {
  /** Read at every attempt: the stack learns its API URL only after the gateway starts. No URL, no delivery. */
  url: () => string | undefined;
  secret: string;
  accountId: string;
  log?: Logger;
  /** Waits before the 2nd, 3rd ... attempt; after the last, the event is given up. */
  retryDelaysMs?: readonly number[];
  /** An attempt with no answer after this long counts as failed; default 5 s. */
  timeoutMs?: number;
}

export type DeliveryState =
  | 'queued'
  | 'sending'
  | 'retrying'
  | 'delivered'
  | 'given_up'
  | 'no_url'
  | 'cancelled';

/** One event's delivery, as `GET /_test/webhooks` shows it. */
export interface DeliveryRecord {
  id: string;
  event: EventName;
  state: DeliveryState;
  attempts: number;
  /** HTTP status of the last attempt; null before one, or when it got no answer (see last_error). */
  last_status: number | null;
  last_error: string | null;
  order_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  created_at: number;
}

interface Delivery {
  record: DeliveryRecord;
  body: string;
}

/** The body Razorpay posts: entities keyed by kind, each under `entity`. */
export function eventEnvelope(
  accountId: string,
  event: EventName,
  entities: EventEntities,
  createdAt: number,
) {
  const contains = (['payment', 'order', 'refund'] as const).filter((kind) => entities[kind]);
  // Razorpay lists the refund first in refund events.
  if (entities.refund) contains.sort((a, b) => (a === 'refund' ? -1 : b === 'refund' ? 1 : 0));
  const payload = Object.fromEntries(contains.map((kind) => [kind, { entity: entities[kind] }]));
  return { entity: 'event', account_id: accountId, event, contains, payload, created_at: createdAt };
}

export class WebhookDispatcher {
  private readonly records: DeliveryRecord[] = [];
  private readonly due: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retryDelays: readonly number[];
  private inFlight: AbortController | null = null;
  private sending = false;
  private holds = 0;
  private paused = false;
  private stopped = false;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  emit(event: EventName, entities: EventEntities): DeliveryRecord {
    const createdAt = Math.floor(Date.now() / 1000);
    const record: DeliveryRecord = {
      id: randomBase62(),
      event,
      state: 'queued',
      attempts: 0,
      last_status: null,
      last_error: null,
      order_id: entities.order?.id ?? entities.payment.order_id,
      payment_id: entities.payment.id,
      refund_id: entities.refund?.id ?? null,
      created_at: createdAt,
    };
    this.records.push(record);
    const body = JSON.stringify(eventEnvelope(this.options.accountId, event, entities, createdAt));
    this.due.push({ record, body });
    this.kick();
    return record;
  }

  /** Every delivery so far, oldest first. */
  list(): DeliveryRecord[] {
    return this.records.map((r) => ({ ...r }));
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Holds every attempt (retries coming due too) until `resume()`. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.kick();
  }

  /**
   * Defers sending until the returned release is called: the server holds while it answers a
   * request, so the webhooks a request caused go out after its answer, as Razorpay's do.
   */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.kick();
    };
  }

  /** Drops what is queued, cancels retries and aborts the attempt under way. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const { record } of this.due.splice(0)) record.state = 'cancelled';
    for (const record of this.records) if (record.state === 'retrying') record.state = 'cancelled';
    this.inFlight?.abort();
  }

  private kick(): void {
    if (this.sending || this.stopped || this.paused || this.holds > 0 || this.due.length === 0) return;
    this.sending = true;
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    while (!this.stopped && !this.paused && this.holds === 0) {
      const delivery = this.due.shift();
      if (!delivery) break;
      await this.attempt(delivery);
    }
    this.sending = false;
    this.kick();
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { record } = delivery;
    const url = this.options.url();
    if (!url) {
      record.state = 'no_url';
      return;
    }
    record.attempts += 1;
    record.state = 'sending';
    const abort = new AbortController();
    this.inFlight = abort;
    const timeoutMs = this.options.timeoutMs ?? 5000;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': webhookSignature(delivery.body, this.options.secret),
          'x-razorpay-event-id': record.id,
        },
        body: delivery.body,
        // A redirect is not a delivery: Razorpay wants a 2xx from the URL itself.
        redirect: 'manual',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.last_status = response.status;
      record.last_error = null;
      if (response.ok) {
        record.state = 'delivered';
        return;
      }
    } catch (error) {
      record.last_status = null;
      const name = (error as Error).name;
      record.last_error =
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    } finally {
      this.inFlight = null;
    }
    if (this.stopped) {
      record.state = 'cancelled';
      return;
    }
    const delay = this.retryDelays[record.attempts - 1];
    if (delay === undefined) {
      record.state = 'given_up';
      const last = record.last_status ?? record.last_error;
      this.options.log?.warn(
        `razorpay: gave up on webhook ${record.event} (${record.id}) to ${url} after ${record.attempts} attempt(s); last: ${last}`,
      );
      return;
    }
    record.state = 'retrying';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      record.state = 'queued';
      this.due.push(delivery);
      this.kick();
    }, delay);
    timer.unref?.();
    this.timers.add(timer);
  }
}
