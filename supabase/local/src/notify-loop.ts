/**
 * A job the local stack runs the way the hosted project's scheduler would run an edge function:
 * at start, whenever the database announces work (`pg_notify(channel)`, delivered only after the
 * change commits) and every few seconds for work that came due. One run at a time; a wake-up
 * during a run runs once more after it. A failing run is logged and retried on the next tick: it
 * never stops the stack. A run that takes longer than its time-box is let go (logged): the next
 * wake-up runs again, so one hung call never holds up the work behind it. The jobs' claims are
 * leased, so a run overlapping a let-go one is safe.
 */
import type { Sql } from './db';
import type { Logger } from './log';

export interface NotifyLoopOptions {
  sql: Sql;
  log: Logger;
  /** The LISTEN channel that wakes the loop; without one the loop only polls. */
  channel?: string;
  /** Names the job in the log line of a failing run, e.g. 'mail: send-emails'. */
  label: string;
  /** One run; `stopped()` turns true when the stack stops, for runs that loop. */
  run: (stopped: () => boolean) => Promise<void>;
  /** Poll for work that came due; default 5 s. */
  intervalMs?: number;
  /** The longest a run may hold the loop; default: no limit. */
  timeoutMs?: number;
}

export interface RunningNotifyLoop {
  /** Runs the job now (and waits for it). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export async function startNotifyLoop(options: NotifyLoopOptions): Promise<RunningNotifyLoop> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  const runOnce = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = options.run(isStopped);
    const timedOut = new Promise<'timed out'>((resolve) => {
      if (options.timeoutMs !== undefined) timer = setTimeout(() => resolve('timed out'), options.timeoutMs);
    });
    try {
      if ((await Promise.race([run, timedOut])) === 'timed out') {
        options.log.error(`${options.label} took over ${options.timeoutMs} ms: let go, the next run goes on`);
        // The let-go run may still end; its failure is only logged.
        run.catch((error: Error) => options.log.error(`${options.label} failed: ${error.message}`));
      }
    } catch (error) {
      options.log.error(`${options.label} failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
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

  const listener = options.channel
    ? await options.sql.listen(options.channel, () => void wake())
    : { unlisten: async () => {} };
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
