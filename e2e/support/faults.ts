/**
 * Faults (ADR 0014): a remote's origin or the API made unreachable for one page with Playwright
 * routing, never by stopping a server other tests share. `down()` makes every request to the
 * origin fail as a refused connection would; the returned `up()` removes exactly that route.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, type Request, type Route } from '@playwright/test';
import { REMOTES } from '../../build/apps';
import type { RemoteName } from '../../shared/src/contracts/remotes';
import { createSql } from '../../supabase/local/src/db';
import { apiUrl } from './stack';

export interface Outage {
  /** Requests the outage refused, in order (method and URL). */
  refused: string[];
  /** Ends the outage: the origin answers again. */
  up(): Promise<void>;
}

/** Every request to `origin` fails with a refused connection until `up()`. */
export async function takeDown(target: Page | BrowserContext, origin: string): Promise<Outage> {
  const pattern = `${origin}/**`;
  const refused: string[] = [];
  const handler = (route: Route, request: Request) => {
    refused.push(`${request.method()} ${request.url()}`);
    return route.abort('connectionrefused');
  };
  await target.route(pattern, handler);
  return { refused, up: () => target.unroute(pattern, handler) };
}

/** The API (REST, auth, functions) unreachable until `up()`. */
export function takeApiDown(target: Page | BrowserContext): Promise<Outage> {
  return takeDown(target, apiUrl);
}

/** A remote's own origin (its mf-manifest.json, remoteEntry.js and chunks), from the app table. */
export function remoteOrigin(federationName: RemoteName): string {
  const app = REMOTES.find((r) => r.federationName === federationName);
  if (!app) throw new Error(`no remote ${federationName}`);
  return `http://127.0.0.1:${app.port}`;
}

/** The arguments of a process (`/proc/<pid>/cmdline`), or [] once it is gone. */
function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The port of the e2e stack's Postgres: the postmaster among the processes of this Playwright
 * run (the web server Playwright started runs `pnpm start --ephemeral`, which launched it). Never
 * another engineer's or a developer's database: only a descendant of this run's runner counts.
 */
export function e2eDatabasePort(): number {
  const runner = process.ppid;
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const underRunner = (pid: number) => {
    for (let p = parentOf.get(pid) ?? 0, depth = 0; p > 1 && depth < 64; p = parentOf.get(p) ?? 0, depth++) {
      if (p === runner) return true;
    }
    return false;
  };
  for (const pid of parentOf.keys()) {
    const args = commandLine(pid);
    // The postmaster keeps its own command line; its children retitle theirs ('postgres: ...').
    if (path.basename(args[0] ?? '') !== 'postgres' || !args.includes('-D') || !underRunner(pid)) continue;
    const port = args.find((arg) => arg.startsWith('port='));
    if (port) return Number(port.slice('port='.length));
  }
  throw new Error(
    "The e2e stack's Postgres is not among this run's processes: run with CI=1 so Playwright starts its own server.",
  );
}

const superuserUrl = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;

/**
 * Restarts the e2e stack's database server mid-session. A backend is killed with SIGKILL, so the
 * postmaster does what it does after a crash: terminates every other session (all of the
 * gateway's pooled connections), reinitialises shared memory, recovers from the WAL and accepts
 * connections again. The postmaster itself (which the stack supervises) stays. Resolves once
 * Postgres accepts connections again and no server process from before it is left; polls
 * for that state, never sleeps a fixed time. (A full stop and start of the server under a running
 * gateway: supabase/tests/local/db-restart.test.ts.)
 */
export async function restartDatabase(timeoutMs = 30_000): Promise<void> {
  const port = e2eDatabasePort();
  const admin = createSql(superuserUrl(port), { max: 1, applicationName: 'e2e-faults' });
  // Every server process now: the sessions (the gateway's pooled connections, the e-mail
  // sender's listener, ours) and the background ones (checkpointer, writers), which only a
  // restart replaces: none of them left afterwards proves the restart happened.
  const before = await admin<{ pid: number }[]>`select pid from pg_stat_activity`;
  // Our own session dies with the server processes: its error is the expected outcome.
  await admin
    .unsafe(
      `do $$ begin execute format('copy (select 1) to program %L', 'kill -KILL ' || pg_backend_pid()); end $$`,
    )
    .catch(() => {});
  await admin.end({ timeout: 0 }).catch(() => {});

  const earlier = new Set(before.map((row) => row.pid));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = createSql(superuserUrl(port), { max: 1, applicationName: 'e2e-faults' });
    let sessions: number[] | null = null;
    try {
      const [state] = await probe<{ recovering: boolean }[]>`select pg_is_in_recovery() as recovering`;
      if (state && !state.recovering) {
        sessions = (await probe<{ pid: number }[]>`select pid from pg_stat_activity`).map((row) => row.pid);
      }
    } catch {
      // Refused or still recovering: not back yet.
    } finally {
      await probe.end({ timeout: 0 }).catch(() => {});
    }
    // Back, and restarted: no server process from before is left.
    if (sessions && !sessions.some((pid) => earlier.has(pid))) return;
    if (Date.now() > deadline) {
      throw new Error(
        sessions ? 'the database did not restart' : 'the database did not accept connections again in time',
      );
    }
    // Waiting for the server to accept connections: the next probe, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** No navigation of the document since `mark` was set: everything happened in one page load. */
export async function markDocument(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as unknown as { __faultMark?: boolean }).__faultMark = true;
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __faultMark?: boolean }).__faultMark)).toBe(
      true,
    );
  };
}
