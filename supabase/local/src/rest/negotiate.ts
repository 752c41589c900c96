/**
 * Headers that shape the answer: Accept (array or single object, nulls stripped), the schema
 * profile headers, Range, and Content-Range/status for paged answers, as PostgREST does.
 */
import { EXPOSED_SCHEMA } from './catalog';
import { RestError } from './errors';

export interface MediaChoice {
  single: boolean;
  stripNulls: boolean;
}

export function negotiate(accept: string | null): MediaChoice {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false };
  const offered = accept.split(',').map((part) => part.trim());
  for (const media of offered) {
    const [type = '', ...params] = media.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/vnd.pgrst.array' ||
      type === '*/*' ||
      type === 'application/*'
    ) {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/** Accept-Profile (reads) / Content-Profile (writes) must name the exposed schema. */
export function checkProfile(method: string, headers: Headers): void {
  const read = method === 'GET' || method === 'HEAD';
  const profile = headers.get(read ? 'accept-profile' : 'content-profile');
  if (profile !== null && profile !== EXPOSED_SCHEMA) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, {
      hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    });
  }
}

/** `Range: 0-9` (items) -> offset/limit, used when the query string has none. */
export function rangeHeader(headers: Headers): { offset: number; limit: number | null } | null {
  const match = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(headers.get('range')?.trim() ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : null;
  if (to !== null && to < from) return null;
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 (a page of a larger counted result) or 416 (offset past the end). */
export function rangeStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    });
  }
  return pageTotal < total ? 206 : 200;
}
