/**
 * Parsers for PostgREST's URL grammar as postgrest-js writes it: `select`, filters
 * (`col=not.op(modifier).value`), logic trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`), `order`.
 * They produce a small AST; nothing here touches SQL.
 */
import { parseError } from './errors';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface Field {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias: string | null; cast: string | null }
  | {
      kind: 'embed';
      relation: string;
      alias: string | null;
      hints: string[];
      inner: boolean;
      items: SelectItem[];
    };

export interface Condition {
  kind: 'cond';
  field: Field;
  negate: boolean;
  op: string;
  /** `any`/`all` for `eq(any).{a,b}`; the text-search configuration for `fts(english).x`. */
  modifier: string | null;
  value: string;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export interface OrderTerm {
  field: Field;
  desc: boolean;
  nulls: 'first' | 'last' | null;
}

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** Splits on `sep` outside parentheses, braces and double quotes (with backslash escapes). */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) {
        current += input[++i];
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    if (depth < 0) throw parseError(`"failed to parse" unbalanced parentheses in ${input}`);
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0)
    throw parseError(`"failed to parse" unbalanced quotes or parentheses in ${input}`);
  parts.push(current);
  return parts;
}

/** `"a,b"` -> `a,b` (PostgREST's quoting for values with reserved characters). */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseField(text: string): Field {
  const pieces = text.trim().split(/(->>|->)/);
  const name = unquote(pieces[0] ?? '');
  if (!name) throw parseError(`"failed to parse field" ${text}`, 'A column name is required');
  const path: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const key = pieces[i + 1] ?? '';
    if (!key) throw parseError(`"failed to parse json path" ${text}`);
    path.push({ arrow: pieces[i] as JsonStep['arrow'], key: unquote(key) });
  }
  return { name, path };
}

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

function parseSelectItem(raw: string): SelectItem {
  const text = raw.trim();
  if (text === '*') return { kind: 'star' };
  if (text.startsWith('...')) throw parseError('Spread embedding (...) is not supported by the local stack');
  const open = text.indexOf('(');
  if (open > 0 && text.endsWith(')')) {
    const head = text.slice(0, open);
    const inside = text.slice(open + 1, -1);
    const aliasSplit = /^([^:]+):(?!:)(.*)$/.exec(head);
    const alias = aliasSplit ? (aliasSplit[1] as string).trim() : null;
    const [relation = '', ...hints] = (aliasSplit ? (aliasSplit[2] as string) : head).split('!');
    if (!relation) throw parseError(`"failed to parse select parameter" (${text})`);
    const inner = hints.includes('inner');
    const otherHints = hints.filter((h) => h !== 'inner' && h !== 'left');
    const items = inside.trim() === '' ? [{ kind: 'star' } as const] : parseSelect(inside);
    return { kind: 'embed', relation: relation.trim(), alias, hints: otherHints, inner, items };
  }
  if (text.includes('(') || text.includes(')')) {
    throw parseError(
      `"failed to parse select parameter" (${text})`,
      'Aggregates and computed selects are not supported',
    );
  }
  const aliasSplit = /^([^:]+):(?!:)(.*)$/.exec(text);
  const alias = aliasSplit ? (aliasSplit[1] as string).trim() : null;
  const rest = aliasSplit ? (aliasSplit[2] as string) : text;
  const [fieldText = '', cast = null, ...extra] = rest.split('::');
  if (extra.length > 0 || (cast !== null && !CAST.test(cast))) {
    throw parseError(`"failed to parse select parameter" (${text})`, 'Invalid cast');
  }
  return { kind: 'field', field: parseField(fieldText), alias, cast };
}

export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(value).map(parseSelectItem);
}

/** `not.eq.5`, `in.(1,2)`, `fts(english).cat`, `like(any).{a*,b*}`, `is.null` */
export function parseOperation(field: Field, expression: string): Condition {
  const match = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(expression);
  const op = match?.[2];
  if (!match || !op || !OPERATORS.has(op)) {
    throw parseError(`"failed to parse filter (${expression})" (line 1, column 1)`, 'unexpected operator');
  }
  const modifier = match[3] ?? null;
  if (
    modifier !== null &&
    !(FTS.has(op) || (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')))
  ) {
    throw parseError(`"failed to parse filter (${expression})"`, `unexpected modifier (${modifier})`);
  }
  if (FTS.has(op) && modifier !== null && !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(modifier)) {
    throw parseError(`"failed to parse filter (${expression})"`, 'invalid text search configuration');
  }
  return { kind: 'cond', field, negate: Boolean(match[1]), op, modifier, value: match[4] ?? '' };
}

/** The inside of `or=(...)`: conditions `col.op.value` and nested `and(...)`/`not.or(...)`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Logic {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})" (line 1, column 1)`, 'expected "("');
  }
  const children = splitTopLevel(trimmed.slice(1, -1)).map((part): FilterNode => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${value})"`, `unexpected "${item}"`);
    const condition = parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1));
    // Inside a logic tree, values with reserved characters come double-quoted.
    if (condition.op !== 'in') condition.value = unquote(condition.value);
    return condition;
  });
  return { kind: 'logic', op, negate, children };
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((raw) => {
    const parts = raw.trim().split('.');
    let nulls: OrderTerm['nulls'] = null;
    let desc = false;
    const last = parts[parts.length - 1];
    if (parts.length > 1 && (last === 'nullsfirst' || last === 'nullslast')) {
      nulls = last === 'nullsfirst' ? 'first' : 'last';
      parts.pop();
    }
    const direction = parts[parts.length - 1];
    if (parts.length > 1 && (direction === 'asc' || direction === 'desc')) {
      desc = direction === 'desc';
      parts.pop();
    }
    if (parts.length !== 1) throw parseError(`"failed to parse order (${value})" (line 1, column 1)`);
    return { field: parseField(parts[0] as string), desc, nulls };
  });
}

/** `(a,b,"c,d")` -> ['a', 'b', 'c,d'] */
export function parseInList(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse filter (in.${value})"`, 'expected a list in parentheses');
  }
  const inside = trimmed.slice(1, -1);
  if (inside.trim() === '') return [];
  return splitTopLevel(inside).map((v) => unquote(v.trim()));
}

export function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

/** `Prefer: return=representation, count=exact` -> Map */
export function parsePrefer(headers: Headers): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (headers.get('prefer') ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), value.trim());
  }
  return prefs;
}
