/**
 * The local stack's payments sweeper: calls the payments-sweep edge function (holds that ended,
 * refunds to start or check), as the hosted project's scheduler would, whenever the database
 * announces payment work (`pg_notify('payments')`) and every few seconds (notify-loop.ts).
 * Until the function exists its 404 is logged once, not on every tick.
 */
import type { Sql } from './db';
import type { Logger } from './log';
import { type RunningNotifyLoop, startNotifyLoop } from './notify-loop';

export interface PaymentsSweeperOptions {
  sql: Sql;
  log: Logger;
  /** POSTs payments-sweep once (with the service-role key) and hands back its answer. */
  call: () => Promise<Response>;
  /** Default 5 s. */
  intervalMs?: number;
}

export type RunningPaymentsSweeper = RunningNotifyLoop;

export function startPaymentsSweeper(options: PaymentsSweeperOptions): Promise<RunningPaymentsSweeper> {
  let missingLogged = false;
  return startNotifyLoop({
    sql: options.sql,
    log: options.log,
    // Polls only: a second LISTEN on the stack's connection made a database restart crash
    // postgres.js's reconnect now and then (e2e faults-db); payments work waits at most a poll.
    label: 'payments: payments-sweep',
    intervalMs: options.intervalMs ?? 2000,
    run: async () => {
      const response = await options.call();
      const body = (await response.json().catch(() => ({}))) as { processed?: unknown; error?: unknown };
      if (response.status === 404) {
        if (!missingLogged)
          options.log.warn('payments: payments-sweep is not deployed yet; sweeping skipped');
        missingLogged = true;
        return;
      }
      missingLogged = false;
      if (!response.ok)
        throw new Error(`${response.status} ${typeof body.error === 'string' ? body.error : ''}`);
    },
  });
}
