// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Sql } from './db';
import type { Logger } from './log';
import { startPaymentsSweeper } from './payments-sweeper';

/** A database stand-in that records LISTEN and lets the test notify. */
function fakeDb() {
  const channels: string[] = [];
  const listeners: (() => void)[] = [];
  const sql = {
    listen: async (channel: string, fn: () => void) => {
      channels.push(channel);
      listeners.push(fn);
      return { unlisten: async () => {} };
    },
  } as unknown as Sql;
  return {
    sql,
    channels,
    notify: () => {
      for (const fn of listeners) fn();
    },
  };
}

function recordingLog() {
  const lines: string[] = [];
  const log: Logger = {
    info: () => {},
    warn: (m) => lines.push(`warn ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
  return { log, lines };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the local payments sweeper loop', () => {
  it('calls payments-sweep at start and on every poll, listening to nothing', async () => {
    const db = fakeDb();
    const { log, lines } = recordingLog();
    let calls = 0;
    const sweeper = await startPaymentsSweeper({
      sql: db.sql,
      log,
      intervalMs: 20,
      call: async () => {
        calls += 1;
        return json(200, { processed: 1 });
      },
    });
    await sweeper.flush();
    expect(db.channels).toEqual([]);
    const afterStart = calls;
    expect(afterStart).toBeGreaterThanOrEqual(1);
    // The poll runs it again: wait for the state, not for a time.
    await expect.poll(() => calls).toBeGreaterThan(afterStart);
    expect(lines).toEqual([]);
    await sweeper.stop();
  });

  it('logs a missing function once, and again only after it answered in between', async () => {
    const db = fakeDb();
    const { log, lines } = recordingLog();
    const answers = [404, 404, 404, 200, 404, 500];
    const sweeper = await startPaymentsSweeper({
      sql: db.sql,
      log,
      intervalMs: 60_000,
      call: async () => {
        const status = answers.shift() ?? 200;
        return status === 404
          ? json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
          : json(status, status === 200 ? { processed: 0 } : { error: 'database down' });
      },
    });
    for (let i = 0; i < 6; i += 1) {
      await sweeper.flush();
      db.notify();
    }
    await sweeper.flush();
    expect(answers).toEqual([]);
    expect(lines).toEqual([
      'warn payments: payments-sweep is not deployed yet; sweeping skipped',
      'warn payments: payments-sweep is not deployed yet; sweeping skipped',
      'error payments: payments-sweep failed: 500 database down',
    ]);
    await sweeper.stop();
  });
});
