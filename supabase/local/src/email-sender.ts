/**
 * The local stack's e-mail sender loop (ADR 0015): calls the send-emails edge function, as the
 * hosted project's scheduler would, whenever the database announces a new outbox row
 * (`pg_notify('email_outbox')`, delivered only after the change commits) and every few seconds
 * for retries that came due. One call at a time; a wake-up during a call runs one more call after
 * it. A failing call is logged and retried on the next tick: it never stops the stack.
 */
import type { Sql } from './db';
import type { Logger } from './log';

export interface EmailSenderOptions {
  sql: Sql;
  log: Logger;
  /** Calls send-emails once; answers how many e-mails it claimed. */
  send: () => Promise<number>;
  /** Poll for retries that came due; default 5 s. */
  intervalMs?: number;
}

export interface RunningEmailSender {
  /** Runs the sender now (and waits for it). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmailSender(options: EmailSenderOptions): Promise<RunningEmailSender> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = async () => {
    try {
      // A full batch may leave more behind: keep calling until a call claims less than a batch.
      for (let i = 0; i < 50 && !stopped; i += 1) if ((await options.send()) < 20) break;
    } catch (error) {
      options.log.error(`mail: send-emails failed: ${(error as Error).message}`);
    }
  };
  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const listener = await options.sql.listen('email_outbox', () => void wake());
  const timer = setInterval(() => void wake(), options.intervalMs ?? 5000);
  timer.unref?.();
  void wake();
  return {
    flush: wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.unlisten().catch(() => {});
      await running;
    },
  };
}
