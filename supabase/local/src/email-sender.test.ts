// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Sql } from './db';
import { startEmailSender } from './email-sender';
import type { Logger } from './log';

/** A database stand-in that records LISTEN and lets the test notify. */
function fakeDb() {
  const listeners: (() => void)[] = [];
  let unlistened = false;
  const sql = {
    listen: async (_channel: string, fn: () => void) => {
      listeners.push(fn);
      return {
        unlisten: async () => {
          unlistened = true;
        },
      };
    },
  } as unknown as Sql;
  return {
    sql,
    notify: () => {
      for (const fn of listeners) fn();
    },
    unlistened: () => unlistened,
  };
}

const errors: string[] = [];
const log: Logger = {
  info: () => {},
  warn: () => {},
  error: (m: string) => errors.push(m),
} as unknown as Logger;

describe('the local e-mail sender loop', () => {
  it('runs the sender at start and on every notification, one call at a time, and stops cleanly', async () => {
    const db = fakeDb();
    let calls = 0;
    let active = 0;
    let maxActive = 0;
    const sender = await startEmailSender({
      sql: db.sql,
      log,
      intervalMs: 60_000,
      send: async () => {
        calls += 1;
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        return 0;
      },
    });
    await sender.flush();
    const afterStart = calls;
    expect(afterStart).toBeGreaterThanOrEqual(1);
    db.notify();
    db.notify();
    db.notify();
    await sender.flush();
    // Notifications during a call coalesce into one more call, never run alongside it.
    expect(calls - afterStart).toBeGreaterThanOrEqual(1);
    expect(calls - afterStart).toBeLessThanOrEqual(3);
    expect(maxActive).toBe(1);
    await sender.stop();
    expect(db.unlistened()).toBe(true);
  });

  it('keeps calling while batches come back full, and logs a failing call without stopping', async () => {
    const db = fakeDb();
    const answers = [20, 20, 3];
    let calls = 0;
    const sender = await startEmailSender({
      sql: db.sql,
      log,
      intervalMs: 60_000,
      send: async () => {
        calls += 1;
        const next = answers.shift();
        if (next === undefined) throw new Error('mail API down');
        return next;
      },
    });
    await sender.flush();
    // The two full batches and the short one, then nothing more is due (or the next call fails).
    expect(answers).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(3);
    db.notify();
    await sender.flush();
    expect(errors.at(-1)).toBe('mail: send-emails failed: mail API down');
    await sender.stop();
  });

  it('lets go of a call that hangs, so the next wake-up sends what came after it', async () => {
    const db = fakeDb();
    const sent: string[] = [];
    let call = 0;
    const sender = await startEmailSender({
      sql: db.sql,
      log,
      intervalMs: 60_000,
      timeoutMs: 50,
      send: async () => {
        call += 1;
        // The first call never answers (a mail API that hangs); the next ones do.
        if (call === 1) return await new Promise<number>(() => {});
        sent.push(`call ${call}`);
        return 0;
      },
    });
    await sender.flush();
    expect(errors.at(-1)).toBe('mail: send-emails took over 50 ms: let go, the next run goes on');
    db.notify();
    await sender.flush();
    // The calls after the hung one went through (the loop did not wait for it).
    expect(sent[0]).toBe('call 2');
    await sender.stop();
  });
});
