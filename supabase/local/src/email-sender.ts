/**
 * The local stack's e-mail sender loop (ADR 0015): calls the send-emails edge function, as the
 * hosted project's scheduler would, whenever the database announces a new outbox row
 * (`pg_notify('email_outbox')`) and every few seconds for retries that came due (notify-loop.ts).
 */
import type { Sql } from './db';
import type { Logger } from './log';
import { type RunningNotifyLoop, startNotifyLoop } from './notify-loop';

export interface EmailSenderOptions {
  sql: Sql;
  log: Logger;
  /** Calls send-emails once; answers how many e-mails it claimed. */
  send: () => Promise<number>;
  /** Poll for retries that came due; default 5 s. */
  intervalMs?: number;
  /** The longest one call of send-emails may hold the loop; default 30 s (a send's own limit is 10 s). */
  timeoutMs?: number;
}

export type RunningEmailSender = RunningNotifyLoop;

export function startEmailSender(options: EmailSenderOptions): Promise<RunningEmailSender> {
  return startNotifyLoop({
    sql: options.sql,
    log: options.log,
    channel: 'email_outbox',
    label: 'mail: send-emails',
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs ?? 30_000,
    // A full batch may leave more behind: keep calling until a call claims less than a batch.
    run: async (stopped) => {
      for (let i = 0; i < 50 && !stopped(); i += 1) if ((await options.send()) < 20) break;
    },
  });
}
