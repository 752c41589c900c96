/**
 * A compiled request: one SQL statement answering `total`, `page_total` and `body`, plus how to
 * check the outcome inside the transaction (a failed check rolls everything back) and how to
 * answer it over HTTP.
 */
import { RestError } from './errors';
import type { MediaChoice } from './negotiate';

export interface Outcome {
  total: number | null;
  pageTotal: number;
  body: string | null;
}

export interface Prepared {
  sql: string;
  params: string[];
  readOnly: boolean;
  /** Runs inside the transaction; throwing rolls it back. None: the commit need not wait. */
  check?: (outcome: Outcome) => void;
  respond(outcome: Outcome): Response;
}

export interface RequestOptions {
  media: MediaChoice;
  prefer: Map<string, string>;
  headers: Headers;
  method: string;
}

export function singularityCheck(media: MediaChoice, outcome: Outcome): void {
  if (media.single && outcome.pageTotal !== 1) {
    throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', {
      details: `The result contains ${outcome.pageTotal} rows`,
    });
  }
}

/** `Prefer: handling=strict, max-affected=n` refuses (and rolls back) a mutation touching more rows. */
export function maxAffectedCheck(prefer: Map<string, string>, outcome: Outcome): void {
  const max = prefer.get('max-affected');
  if (prefer.get('handling') === 'strict' && max !== undefined && /^\d+$/.test(max)) {
    if (outcome.pageTotal > Number(max)) {
      throw new RestError(400, 'PGRST124', `Query result exceeds max-affected preference constraint`, {
        details: `The query affects ${outcome.pageTotal} rows`,
      });
    }
  }
}

export function jsonResponse(
  status: number,
  body: string | null,
  media: MediaChoice,
  headers: Record<string, string> = {},
): Response {
  const contentType = media.single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  if (status === 204 || body === null) {
    return new Response(null, { status: status === 200 && body === null ? 204 : status, headers });
  }
  // The length lets the gateway's compression leave small answers as they are.
  return new Response(body, {
    status,
    headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)), ...headers },
  });
}

export function preferenceApplied(prefer: Map<string, string>, keys: string[]): Record<string, string> {
  const applied = keys.filter((k) => prefer.has(k)).map((k) => `${k}=${prefer.get(k)}`);
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}
