import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CSP_REPORT_PATH } from './security-headers';

/** One Content-Security-Policy violation as a browser reported it (either format). */
export interface CspViolation {
  /** Position in the log (1, 2, …): `GET /csp-report?after=N` lists the ones received since N. */
  id?: number;
  receivedAt: string;
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  disposition: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

/** Largest report body accepted (counted as it streams in): a real one is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** Reports kept in memory (the oldest go first). */
const MAX_KEPT = 1000;
/** The body types browsers send reports as: `report-uri`'s and the Reporting API's. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** Reports one client address may send in a window; past it, 429 until the window ends. */
const REPORTS_PER_WINDOW = 60;
const WINDOW_MS = 60_000;
/** Longest field printed on a log line: the rest is cut. */
const MAX_LOGGED_FIELD = 300;

type Json = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Normalizes a report body: `report-uri`'s `{"csp-report": {...}}` (application/csp-report) or the
 * Reporting API's array of `{type: "csp-violation", body: {...}}` (application/reports+json).
 * Anything else yields no violation.
 */
export function parseCspReports(payload: unknown, receivedAt = new Date().toISOString()): CspViolation[] {
  const legacy = (payload as Json | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    const r = legacy as Json;
    return [
      {
        receivedAt,
        documentURL: text(r['document-uri']),
        blockedURL: text(r['blocked-uri']),
        effectiveDirective: text(r['effective-directive']) || text(r['violated-directive']),
        disposition: text(r.disposition) || 'enforce',
        sourceFile: text(r['source-file']) || undefined,
        lineNumber: num(r['line-number']),
        sample: text(r['script-sample']) || undefined,
      },
    ];
  }
  if (!Array.isArray(payload)) return [];
  return payload
    .filter((item): item is Json => (item as Json | null)?.type === 'csp-violation')
    .map((item) => {
      const b = (item.body ?? {}) as Json;
      return {
        receivedAt,
        documentURL: text(b.documentURL),
        blockedURL: text(b.blockedURL),
        effectiveDirective: text(b.effectiveDirective),
        disposition: text(b.disposition) || 'enforce',
        sourceFile: text(b.sourceFile) || undefined,
        lineNumber: num(b.lineNumber),
        sample: text(b.sample) || undefined,
      };
    });
}

/**
 * A field as printed on one log line: control characters (newlines included) escaped, so a report
 * can never forge a line of its own, and cut to a readable length.
 */
export function logField(value: string): string {
  const cut = value.length > MAX_LOGGED_FIELD ? `${value.slice(0, MAX_LOGGED_FIELD)}…` : value;
  return cut.replace(
    /[\p{Cc}\u2028\u2029]/gu,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Counts requests per key in fixed windows; forgets a key when its window has passed. */
class WindowCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one more for `key`; false once the key is past its limit in this window. */
  take(key: string): boolean {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.counts.size > 10_000) this.forgetPast(now);
      entry = { start: now, count: 0 };
      this.counts.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private forgetPast(now: number): void {
    for (const [key, entry] of this.counts) if (now - entry.start >= this.windowMs) this.counts.delete(key);
  }
}

/** The client's address (the socket's, never a header a client can set); `unknown` off a socket. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface CspReportLogOptions {
  /**
   * `GET /csp-report` lists the log, so a journey can assert there were no violations. Local
   * serving only: the log holds full URLs (order ids, search terms), so the production page
   * server answers no such request.
   */
  listing?: boolean;
  /** Reports a client address may send a minute (default 60). */
  reportsPerMinute?: number;
  now?: () => number;
}

/**
 * The servers' violation log: every local server mounts the same log, each violation is printed
 * on stderr (escaped, one line each), and, locally, `GET /csp-report` lists them. Reports are
 * taken only in the browsers' report types, up to 64 KiB, and at most 60 a minute per client
 * address.
 */
export class CspReportLog {
  readonly violations: CspViolation[] = [];
  private lastId = 0;
  private readonly listing: boolean;
  private readonly perClient: WindowCounter;

  constructor({
    listing = true,
    reportsPerMinute = REPORTS_PER_WINDOW,
    now = Date.now,
  }: CspReportLogOptions = {}) {
    this.listing = listing;
    this.perClient = new WindowCounter(reportsPerMinute, WINDOW_MS, now);
  }

  add(found: CspViolation[]): void {
    for (const v of found) {
      this.lastId += 1;
      if (this.listing) this.violations.push({ id: this.lastId, ...v });
      console.error(
        `CSP violation: ${logField(v.effectiveDirective)} blocked ${logField(v.blockedURL) || '(inline)'} on ${logField(v.documentURL)}` +
          (v.sourceFile ? ` (${logField(v.sourceFile)}:${v.lineNumber ?? '?'})` : ''),
      );
    }
    this.violations.splice(0, Math.max(0, this.violations.length - MAX_KEPT));
  }

  /** The violations received after `after` (an id), oldest first. */
  since(after = 0): CspViolation[] {
    return this.violations.filter((v) => (v.id ?? 0) > after);
  }

  /**
   * `POST /csp-report` (both formats, 204) and, when listing, `GET /csp-report[?after=N]` (the log
   * as JSON, with the last id in `x-last-id`, so a test can take a cursor before its journey).
   */
  routes(): Hono {
    const app = new Hono();
    app.post(
      CSP_REPORT_PATH,
      async (c, next) => {
        const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!REPORT_TYPES.includes(type)) return c.body(null, 415);
        if (!this.perClient.take(clientAddress(c))) return c.body(null, 429, { 'retry-after': '60' });
        await next();
      },
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) }),
      async (c) => {
        let payload: unknown;
        try {
          payload = JSON.parse(await c.req.text());
        } catch {
          return c.body(null, 400);
        }
        this.add(parseCspReports(payload));
        return c.body(null, 204);
      },
    );
    if (this.listing)
      app.get(CSP_REPORT_PATH, (c) =>
        c.json(this.since(Number(c.req.query('after') ?? 0) || 0), 200, {
          'cache-control': 'no-store',
          'x-last-id': String(this.lastId),
        }),
      );
    return app;
  }
}
