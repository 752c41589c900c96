/**
 * Splits a request's query string into PostgREST's parts: select, filters, logic trees, order,
 * limit/offset (at the root or for an embedded resource, `rel.order=...`), write options, and the
 * leftovers that a GET /rpc call takes as arguments.
 */
import { parseError } from './errors';
import {
  type FilterNode,
  type OrderTerm,
  parseField,
  parseLogic,
  parseNonNegativeInt,
  parseOperation,
  parseOrder,
  parseSelect,
  type SelectItem,
  splitTopLevel,
  unquote,
} from './grammar';

export interface Scope {
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  root: Scope;
  /** Keyed by the embed path as written in the URL: `orders` or `orders.items`. */
  embedded: Map<string, Scope>;
  onConflict: string[] | null;
  columns: string[] | null;
  /** Parameters taken as function arguments (GET /rpc). */
  args: Map<string, string>;
}

const SCOPED = new Set(['order', 'limit', 'offset', 'or', 'and']);

function emptyScope(): Scope {
  return { filters: [], order: [], limit: null, offset: null };
}

/** Postgres text cannot hold NUL: such a request is refused before reaching the database. */
export function hasNul(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (key.includes('\0') || value.includes('\0')) return true;
  }
  return false;
}

/** Reserved names never taken as a function argument or a column filter. */
export function isReservedParam(key: string): boolean {
  if (key === 'select' || key === 'on_conflict' || key === 'columns' || key === 'apikey') return true;
  const last = key.split('.').pop() ?? '';
  return (
    SCOPED.has(last) ||
    key === 'not.or' ||
    key === 'not.and' ||
    key.endsWith('.not.or') ||
    key.endsWith('.not.and')
  );
}

export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const parsed: ParsedQuery = {
    select: [{ kind: 'star' }],
    root: emptyScope(),
    embedded: new Map(),
    onConflict: null,
    columns: null,
    args: new Map(),
  };
  const scope = (path: string[]): Scope => {
    if (path.length === 0) return parsed.root;
    const key = path.join('.');
    let found = parsed.embedded.get(key);
    if (!found) {
      found = emptyScope();
      parsed.embedded.set(key, found);
    }
    return found;
  };

  for (const [key, value] of params) {
    if (key === 'apikey') continue;
    if (argNames.has(key)) {
      parsed.args.set(key, value);
      continue;
    }
    if (key === 'select') {
      parsed.select = parseSelect(value);
      continue;
    }
    if (key === 'on_conflict') {
      parsed.onConflict = splitTopLevel(value).map((c) => unquote(c.trim()));
      continue;
    }
    if (key === 'columns') {
      parsed.columns = splitTopLevel(value).map((c) => unquote(c.trim()));
      continue;
    }
    // Logic trees: or=(...), not.or=(...), rel.or=(...), rel.not.and=(...)
    const logic = /^(?:(.+)\.)?(not\.)?(or|and)$/.exec(key);
    if (logic && !(logic[1] ?? '').endsWith('not')) {
      const path = logic[1] ? logic[1].split('.') : [];
      scope(path).filters.push(parseLogic(logic[3] as 'or' | 'and', Boolean(logic[2]), value));
      continue;
    }
    const parts = key.split('.');
    const last = parts[parts.length - 1] as string;
    const path = parts.slice(0, -1);
    if (last === 'order') {
      scope(path).order.push(...parseOrder(value));
    } else if (last === 'limit') {
      scope(path).limit = parseNonNegativeInt('limit', value);
    } else if (last === 'offset') {
      scope(path).offset = parseNonNegativeInt('offset', value);
    } else {
      if (!last) throw parseError(`"failed to parse filter" ${key}`);
      scope(path).filters.push(parseOperation(parseField(last), value));
    }
  }
  return parsed;
}
