import { Hono } from 'hono';
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

/** Largest report body accepted: a real one is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** Reports kept in memory (the oldest go first). */
const MAX_KEPT = 1000;

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
 * The local servers' violation log: every server mounts the same log, each violation is printed
 * on stderr, and `GET /csp-report` lists them so a journey can assert there were none. Local
 * serving only; in production the CDN's report collector takes this role.
 */
export class CspReportLog {
  readonly violations: CspViolation[] = [];
  private lastId = 0;

  add(found: CspViolation[]): void {
    for (const v of found) {
      this.lastId += 1;
      this.violations.push({ id: this.lastId, ...v });
      console.error(
        `CSP violation: ${v.effectiveDirective} blocked ${v.blockedURL || '(inline)'} on ${v.documentURL}` +
          (v.sourceFile ? ` (${v.sourceFile}:${v.lineNumber ?? '?'})` : ''),
      );
    }
    this.violations.splice(0, Math.max(0, this.violations.length - MAX_KEPT));
  }

  /** The violations received after `after` (an id), oldest first. */
  since(after = 0): CspViolation[] {
    return this.violations.filter((v) => (v.id ?? 0) > after);
  }

  /**
   * `POST /csp-report` (both formats, 204) and `GET /csp-report[?after=N]` (the log as JSON, with
   * the last id in `x-last-id`, so a test can take a cursor before its journey).
   */
  routes(): Hono {
    const app = new Hono();
    app.post(CSP_REPORT_PATH, async (c) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) return c.body(null, 413);
      const raw = await c.req.text();
      if (raw.length > MAX_BODY_BYTES) return c.body(null, 413);
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return c.body(null, 400);
      }
      this.add(parseCspReports(payload));
      return c.body(null, 204);
    });
    app.get(CSP_REPORT_PATH, (c) =>
      c.json(this.since(Number(c.req.query('after') ?? 0) || 0), 200, {
        'cache-control': 'no-store',
        'x-last-id': String(this.lastId),
      }),
    );
    return app;
  }
}
