/**
 * Turns the parsed request into SQL. Identifiers are checked against the schema cache and then
 * double-quoted; every value travels as a bind parameter (sent untyped, so Postgres infers the
 * column's type exactly as it does for PostgREST's literals). Postgres builds the JSON.
 */
import type { Catalog, Column, ForeignKey, Table } from './catalog';
import { EXPOSED_SCHEMA } from './catalog';
import { parseError, RestError } from './errors';
import {
  type Condition,
  type Field,
  type FilterNode,
  type OrderTerm,
  parseInList,
  type SelectItem,
} from './grammar';
import type { ParsedQuery, Scope } from './request';

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(name: string): string {
  return `${ident(EXPOSED_SCHEMA)}.${ident(name)}`;
}

/** Bind parameters collected while compiling; placeholders are `$1..$n`. */
export class Params {
  readonly values: string[] = [];
  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Thrown when a name is not in the cache: the router reloads the cache once and retries. */
export class UnknownName extends RestError {}

export function unknownTable(name: string): UnknownName {
  return new UnknownName(
    404,
    'PGRST205',
    `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
  );
}

function unknownColumn(relation: string, column: string): UnknownName {
  return new UnknownName(400, '42703', `column ${relation}.${column} does not exist`);
}

/** A relation in scope: a table/view, or the rows a function returns. */
export interface Relation {
  /** SQL alias (unquoted). */
  alias: string;
  /** Name used in messages. */
  label: string;
  columns: Map<string, Column>;
  table: Table | null;
}

export interface CompileContext {
  catalog: Catalog;
  params: Params;
  query: ParsedQuery;
  nextAlias: () => string;
}

export function createContext(catalog: Catalog, query: ParsedQuery): CompileContext {
  let n = 0;
  return { catalog, params: new Params(), query, nextAlias: () => `pgrst_${++n}` };
}

export function tableRelation(table: Table, alias = table.name): Relation {
  return { alias, label: table.name, columns: table.columns, table };
}

export function requireColumn(rel: Relation, name: string): Column {
  const column = rel.columns.get(name);
  if (!column) throw unknownColumn(rel.label, name);
  return column;
}

function fieldSql(ctx: CompileContext, rel: Relation, field: Field): string {
  requireColumn(rel, field.name);
  let sql = `${ident(rel.alias)}.${ident(field.name)}`;
  for (const step of field.path) {
    // Array indexes are integers; object keys travel as text parameters.
    const key = /^-?\d{1,9}$/.test(step.key) ? step.key : `${ctx.params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

function outputName(field: Field): string {
  const last = field.path[field.path.length - 1];
  return last ? last.key : field.name;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_FUNCTION: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(ctx: CompileContext, rel: Relation, cond: Condition): string {
  const lhs = fieldSql(ctx, rel, cond.field);
  const p = ctx.params;
  const pattern = (v: string) => (cond.op === 'like' || cond.op === 'ilike' ? v.replaceAll('*', '%') : v);
  let sql: string;
  if (cond.op === 'is') {
    const value = cond.value.toLowerCase();
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
      value
    ];
    if (!keyword)
      throw parseError(
        `"failed to parse filter (is.${cond.value})"`,
        'expected null, true, false or unknown',
      );
    sql = `${lhs} is ${keyword}`;
  } else if (cond.op === 'isdistinct') {
    sql = `${lhs} is distinct from ${p.add(cond.value)}`;
  } else if (cond.op === 'in') {
    const values = parseInList(cond.value);
    sql = values.length === 0 ? 'false' : `${lhs} in (${values.map((v) => p.add(v)).join(', ')})`;
  } else if (cond.op in FTS_FUNCTION) {
    const config = cond.modifier ? `${p.add(cond.modifier)}::regconfig, ` : '';
    sql = `${lhs} @@ ${FTS_FUNCTION[cond.op]}(${config}${p.add(cond.value)})`;
  } else if (cond.modifier === 'any' || cond.modifier === 'all') {
    const textual = ['like', 'ilike', 'match', 'imatch'].includes(cond.op);
    sql = `${lhs} ${COMPARISON[cond.op]} ${cond.modifier}(${p.add(pattern(cond.value))}${textual ? '::text[]' : ''})`;
  } else {
    sql = `${lhs} ${COMPARISON[cond.op]} ${p.add(pattern(cond.value))}`;
  }
  return cond.negate ? `not (${sql})` : sql;
}

export function filterSql(ctx: CompileContext, rel: Relation, node: FilterNode): string {
  if (node.kind === 'cond') return conditionSql(ctx, rel, node);
  const parts = node.children.map((child) => filterSql(ctx, rel, child));
  const joined = parts.length === 0 ? (node.op === 'and' ? 'true' : 'false') : parts.join(` ${node.op} `);
  return node.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(
  ctx: CompileContext,
  rel: Relation,
  filters: FilterNode[],
  extra: string[] = [],
): string {
  const parts = [...extra, ...filters.map((f) => filterSql(ctx, rel, f))];
  return parts.length > 0 ? ` where ${parts.join(' and ')}` : '';
}

export function orderSql(ctx: CompileContext, rel: Relation, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (t) => `${fieldSql(ctx, rel, t.field)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** Supabase's default `max_rows` (config.toml [api]): reads answer at most this many rows. */
export const MAX_ROWS = 1000;

/** The page a read may answer: the requested limit, capped at MAX_ROWS like PostgREST's max-rows. */
export function cappedScope(scope: Scope): Scope {
  return { ...scope, limit: Math.min(scope.limit ?? MAX_ROWS, MAX_ROWS) };
}

export function limitSql(scope: Scope): string {
  return `${scope.limit !== null ? ` limit ${scope.limit}` : ''}${scope.offset ? ` offset ${scope.offset}` : ''}`;
}

interface Relationship {
  target: Table;
  fk: ForeignKey;
  /** true: the FK is on the current table (many-to-one); false: on the target (one-to-many). */
  manyToOne: boolean;
  single: boolean;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

function resolveRelationship(catalog: Catalog, from: Table, name: string, hints: string[]): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.table === from.name) {
      // many-to-one: embed by the referenced table's name or by the FK column's name
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      const parent = catalog.tables.get(fk.foreignTable);
      if (parent && (fk.foreignTable === name || byColumn)) {
        candidates.push({ target: parent, fk, manyToOne: true, single: true });
      }
    }
    if (fk.foreignTable === from.name && fk.table === name) {
      const child = catalog.tables.get(fk.table);
      if (child) {
        const single = child.uniques.some((u) => sameColumns(u, fk.columns));
        candidates.push({ target: child, fk, manyToOne: false, single });
      }
    }
  }
  const hinted = hints.length
    ? candidates.filter((c) =>
        hints.every((h) => c.fk.name === h || (c.fk.columns.length === 1 && c.fk.columns[0] === h)),
      )
    : candidates;
  if (hinted.length === 0) {
    throw new UnknownName(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      {
        details: `Searched for a foreign key relationship between '${from.name}' and '${name}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
        hint: null,
      },
    );
  }
  if (hinted.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      {
        details: hinted.map((c) => `${c.fk.name}: ${c.fk.table}(${c.fk.columns.join(', ')})`).join('; '),
        hint: `Try changing '${name}' to one of: ${hinted.map((c) => `'${name}!${c.fk.name}'`).join(', ')}.`,
      },
    );
  }
  return hinted[0] as Relationship;
}

interface EmbedSql {
  /** Correlated subquery yielding json (object or array). */
  value: string;
  /** Existence test for `!inner`. */
  exists: string;
}

function embedSql(
  ctx: CompileContext,
  parent: Relation,
  item: Extract<SelectItem, { kind: 'embed' }>,
  path: string[],
): EmbedSql {
  if (!parent.table) throw parseError(`Embedding is not supported on '${parent.label}'`);
  const rel = resolveRelationship(ctx.catalog, parent.table, item.relation, item.hints);
  const child = tableRelation(rel.target, ctx.nextAlias());
  child.label = rel.target.name;
  const scopeKey = [...path, item.alias ?? item.relation].join('.');
  const scope = ctx.query.embedded.get(scopeKey) ?? { filters: [], order: [], limit: null, offset: null };
  const join = rel.manyToOne
    ? rel.fk.foreignColumns.map(
        (col, i) =>
          `${ident(child.alias)}.${ident(col)} = ${ident(parent.alias)}.${ident(rel.fk.columns[i] as string)}`,
      )
    : rel.fk.columns.map(
        (col, i) =>
          `${ident(child.alias)}.${ident(col)} = ${ident(parent.alias)}.${ident(rel.fk.foreignColumns[i] as string)}`,
      );
  const from = ` from ${qualified(rel.target.name)} as ${ident(child.alias)}`;
  // The select list first: its `!inner` embeds add conditions to this level's where clause.
  const list = selectListSql(ctx, child, item.items, [...path, item.alias ?? item.relation]);
  const where = whereSql(ctx, child, scope.filters, [...join, ...innerFilters(ctx, child)]);
  const inner = `select ${list}${from}${where}${orderSql(ctx, child, scope.order)}${limitSql(scope)}`;
  const value = rel.single
    ? `(select to_json(pgrst_e) from (${inner}) as pgrst_e limit 1)`
    : `(select coalesce(json_agg(pgrst_e), '[]') from (${inner}) as pgrst_e)`;
  return { value, exists: `exists (select 1${from}${where})` };
}

/** Collected while compiling the select list: `!inner` embeds filter the parent rows. */
const innerConditions = new WeakMap<CompileContext, Map<string, string[]>>();

export function innerFilters(ctx: CompileContext, rel: Relation): string[] {
  return innerConditions.get(ctx)?.get(rel.alias) ?? [];
}

export function selectListSql(
  ctx: CompileContext,
  rel: Relation,
  items: SelectItem[],
  path: string[] = [],
): string {
  const out: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      out.push(`${ident(rel.alias)}.*`);
    } else if (item.kind === 'field') {
      const expr = fieldSql(ctx, rel, item.field);
      out.push(
        `${expr}${item.cast ? `::${item.cast}` : ''} as ${ident(item.alias ?? outputName(item.field))}`,
      );
    } else {
      const embed = embedSql(ctx, rel, item, path);
      out.push(`${embed.value} as ${ident(item.alias ?? item.relation)}`);
      if (item.inner) {
        const byAlias = innerConditions.get(ctx) ?? new Map<string, string[]>();
        innerConditions.set(ctx, byAlias);
        byAlias.set(rel.alias, [...(byAlias.get(rel.alias) ?? []), embed.exists]);
      }
    }
  }
  return out.length > 0 ? out.join(', ') : `${ident(rel.alias)}.*`;
}

export interface Shape {
  /** Answer a single object (Accept: application/vnd.pgrst.object+json). */
  single: boolean;
  stripNulls: boolean;
  count: boolean;
}

/**
 * Wraps a row source into PostgREST's answer: total (when counted), page size and the JSON body.
 * `source` yields the rows to answer, already projected; `countSql` counts the unpaged result.
 */
export function wrapBody(source: string, shape: Shape, countSql: string | null): string {
  const row = shape.stripNulls ? 'json_strip_nulls(to_json(pgrst_t))' : 'pgrst_t';
  const body = shape.single
    ? `case when count(*) = 1 then (json_agg(${row}) -> 0)::text end`
    : `coalesce(json_agg(${row}), '[]')::text`;
  return `select ${countSql ? `(${countSql})` : 'null::bigint'} as total, count(*) as page_total, ${body} as body from (${source}) as pgrst_t`;
}
