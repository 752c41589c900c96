/**
 * Table and view endpoints: GET/HEAD select, POST insert/upsert, PATCH update, DELETE, compiled
 * like PostgREST: a CTE for the rows touched, then one select building the JSON answer.
 */
import type { JsonBody } from './body';
import { invalidJson, isPlainObject } from './body';
import type { Catalog, Table } from './catalog';
import {
  cappedScope,
  createContext,
  ident,
  innerFilters,
  limitSql,
  orderSql,
  qualified,
  requireColumn,
  selectListSql,
  tableRelation,
  UnknownName,
  unknownTable,
  whereSql,
  wrapBody,
} from './compile';
import { RestError } from './errors';
import { contentRange, rangeHeader, rangeStatus } from './negotiate';
import {
  jsonResponse,
  maxAffectedCheck,
  type Outcome,
  type Prepared,
  preferenceApplied,
  type RequestOptions,
  singularityCheck,
} from './plan';
import type { ParsedQuery } from './request';

function findTable(catalog: Catalog, name: string): Table {
  const table = catalog.tables.get(name);
  if (!table) throw unknownTable(name);
  return table;
}

export function prepareRead(
  catalog: Catalog,
  name: string,
  query: ParsedQuery,
  opts: RequestOptions,
): Prepared {
  const table = findTable(catalog, name);
  const ctx = createContext(catalog, query);
  const rel = tableRelation(table);
  let scope = { ...query.root };
  const range = rangeHeader(opts.headers);
  if (range && scope.limit === null && scope.offset === null) {
    scope.offset = range.offset;
    scope.limit = range.limit;
  }
  scope = cappedScope(scope);
  const list = selectListSql(ctx, rel, query.select);
  const from = ` from ${qualified(table.name)} as ${ident(rel.alias)}`;
  const where = whereSql(ctx, rel, scope.filters, innerFilters(ctx, rel));
  const source = `select ${list}${from}${where}${orderSql(ctx, rel, scope.order)}${limitSql(scope)}`;
  const count = opts.prefer.has('count');
  const sql = wrapBody(
    source,
    { single: opts.media.single, stripNulls: opts.media.stripNulls, count },
    count ? `select count(*) from ${qualified(table.name)} as ${ident(rel.alias)}${where}` : null,
  );
  const offset = scope.offset ?? 0;
  return {
    sql,
    params: ctx.params.values,
    readOnly: true,
    check: (outcome) => singularityCheck(opts.media, outcome),
    respond: (outcome) => {
      const status = rangeStatus(offset, outcome.pageTotal, outcome.total);
      return jsonResponse(status, outcome.body ?? '[]', opts.media, {
        'Content-Range': contentRange(offset, outcome.pageTotal, outcome.total),
        ...preferenceApplied(opts.prefer, ['count']),
      });
    },
  };
}

function missingColumn(table: Table, column: string): UnknownName {
  return new UnknownName(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
  );
}

function payloadColumns(table: Table, rows: Record<string, unknown>[], listed: string[] | null): string[] {
  const columns = listed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!table.columns.has(column)) throw missingColumn(table, column);
  }
  return columns;
}

/** Answers a mutation: representation (rows as JSON) or minimal (no body). */
function mutationTail(
  ctx: ReturnType<typeof createContext>,
  table: Table,
  query: ParsedQuery,
  opts: RequestOptions,
  cte: string,
  successStatus: { representation: number; minimal: number },
): Prepared {
  const rel = tableRelation(table);
  const representation = opts.prefer.get('return') === 'representation';
  const count = opts.prefer.has('count');
  const sql = representation
    ? `${cte} ${wrapBody(
        `select ${selectListSql(ctx, rel, query.select)} from pgrst_source as ${ident(rel.alias)}`,
        { single: opts.media.single, stripNulls: opts.media.stripNulls, count: false },
        null,
      )}`
    : `${cte} select null::bigint as total, count(*) as page_total, null::text as body from pgrst_source`;
  return {
    sql,
    params: ctx.params.values,
    readOnly: false,
    check: (outcome: Outcome) => {
      maxAffectedCheck(opts.prefer, outcome);
      if (representation) singularityCheck(opts.media, outcome);
    },
    respond: (outcome) => {
      const headers: Record<string, string> = {
        'Content-Range': contentRange(0, outcome.pageTotal, count ? outcome.pageTotal : null),
        ...preferenceApplied(opts.prefer, ['return', 'count', 'resolution', 'missing']),
      };
      if (!representation) return new Response(null, { status: successStatus.minimal, headers });
      return jsonResponse(successStatus.representation, outcome.body ?? '[]', opts.media, headers);
    },
  };
}

export function prepareInsert(
  catalog: Catalog,
  name: string,
  query: ParsedQuery,
  body: JsonBody | null,
  opts: RequestOptions,
): Prepared {
  const table = findTable(catalog, name);
  if (!body) throw invalidJson();
  const rows = Array.isArray(body.value) ? body.value : [body.value];
  if (!rows.every(isPlainObject)) throw invalidJson('Expected a JSON object or an array of objects');
  const columns = payloadColumns(table, rows, query.columns);
  const ctx = createContext(catalog, query);
  const alias = ident(table.name);
  const target = qualified(table.name);

  let insert: string;
  if (rows.length === 0) {
    insert = `select * from ${target} where false`;
  } else if (columns.length === 0) {
    if (rows.length > 1) throw invalidJson('Objects without any column cannot be inserted in bulk');
    insert = `insert into ${target} as ${alias} default values returning ${alias}.*`;
  } else {
    const json = ctx.params.add(Array.isArray(body.value) ? body.text : `[${body.text}]`);
    const cols = columns.map(ident).join(', ');
    let conflict = '';
    const resolution = opts.prefer.get('resolution');
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const keys = query.onConflict ?? table.primaryKey;
      if (keys.length === 0) {
        throw new RestError(400, 'PGRST100', `"on_conflict" is required: ${table.name} has no primary key`);
      }
      for (const key of keys) if (!table.columns.has(key)) throw missingColumn(table, key);
      const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
      conflict =
        resolution === 'ignore-duplicates' || updates === ''
          ? ` on conflict (${keys.map(ident).join(', ')}) do nothing`
          : ` on conflict (${keys.map(ident).join(', ')}) do update set ${updates}`;
    }
    insert = `insert into ${target} as ${alias} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${json}::text::json) as pgrst_body${conflict} returning ${alias}.*`;
  }
  return mutationTail(ctx, table, query, opts, `with pgrst_source as (${insert})`, {
    representation: 201,
    minimal: 201,
  });
}

function requireFilters(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  // Supabase runs pg-safeupdate: a mutation without any filter is refused instead of hitting every row.
  if (query.root.filters.length === 0) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

export function prepareUpdate(
  catalog: Catalog,
  name: string,
  query: ParsedQuery,
  body: JsonBody | null,
  opts: RequestOptions,
): Prepared {
  const table = findTable(catalog, name);
  if (!body || !isPlainObject(body.value)) throw invalidJson('Expected a JSON object');
  const columns = payloadColumns(table, [body.value], null);
  requireFilters(query, 'UPDATE');
  const ctx = createContext(catalog, query);
  const rel = tableRelation(table);
  for (const column of columns) requireColumn(rel, column);
  const target = qualified(table.name);
  const where = whereSql(ctx, rel, query.root.filters);
  // Added only when used: Postgres cannot type an unreferenced parameter.
  const json = columns.length === 0 ? '' : ctx.params.add(body.text);
  const cte =
    columns.length === 0
      ? `with pgrst_source as (select * from ${target} as ${ident(rel.alias)}${where} and false)`
      : `with pgrst_source as (update ${target} as ${ident(rel.alias)} set ${columns
          .map((c) => `${ident(c)} = pgrst_body.${ident(c)}`)
          .join(
            ', ',
          )} from (select * from json_populate_record(null::${target}, ${json}::text::json)) as pgrst_body${where} returning ${ident(rel.alias)}.*)`;
  return mutationTail(ctx, table, query, opts, cte, { representation: 200, minimal: 204 });
}

export function prepareDelete(
  catalog: Catalog,
  name: string,
  query: ParsedQuery,
  opts: RequestOptions,
): Prepared {
  const table = findTable(catalog, name);
  requireFilters(query, 'DELETE');
  const ctx = createContext(catalog, query);
  const rel = tableRelation(table);
  const where = whereSql(ctx, rel, query.root.filters);
  const cte = `with pgrst_source as (delete from ${qualified(table.name)} as ${ident(rel.alias)}${where} returning ${ident(rel.alias)}.*)`;
  return mutationTail(ctx, table, query, opts, cte, { representation: 200, minimal: 204 });
}
