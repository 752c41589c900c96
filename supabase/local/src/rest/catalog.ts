/**
 * The schema cache: tables, views, columns, relationships and functions of the exposed schema,
 * read from pg_catalog. Every identifier in a request is checked against it before any SQL is
 * built, so only existing objects can be named. Reloaded when a request names something unknown
 * (migrations or tests may have created it since).
 */
import type { Sql } from '../db';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() of the column, safe to splice into SQL (it comes from the catalogue). */
  type: string;
}

export interface Table {
  name: string;
  /** r table, v view, m materialized view, f foreign table, p partitioned table */
  kind: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint or index (including the primary key). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  /** i in, o out, b inout, v variadic, t table column */
  mode: string;
}

export interface FunctionInfo {
  name: string;
  /** Input arguments in declaration order. */
  inputs: FunctionArg[];
  /** How many trailing inputs have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  returnType: string;
  /** Columns when the function returns rows (a composite type, OUT or TABLE parameters). */
  columns: Column[] | null;
  volatility: 'i' | 's' | 'v';
}

export interface Catalog {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /**
   * Each API role's own settings (`alter role ... set`, e.g. statement_timeout), which PostgREST
   * applies to every request made as that role ("impersonated role settings").
   */
  roleSettings: Map<string, Record<string, string>>;
}

interface TableRow {
  name: string;
  kind: string;
  columns: Column[];
  primaryKey: string[] | null;
  uniques: string[][] | null;
}

async function load(sql: Sql): Promise<Catalog> {
  const [tableRows, fkRows, fnRows, settingRows] = await Promise.all([
    sql<TableRow[]>`
      select c.relname as name, c.relkind::text as kind,
        coalesce((
          select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                          order by a.attnum)
          from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        ), '[]') as columns,
        (select json_agg(a.attname order by k.ord)
           from pg_index i
           cross join unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as "primaryKey",
        (select json_agg(cols)
           from (select (select json_agg(a.attname order by k.ord)
                           from unnest(i.indkey) with ordinality as k(attnum, ord)
                           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as cols
                   from pg_index i
                  where i.indrelid = c.oid and i.indisunique and i.indpred is null) u) as uniques
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${EXPOSED_SCHEMA} and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    sql<ForeignKey[]>`
      select con.conname as name, cl.relname as table, fcl.relname as "foreignTable",
        (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
        (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "foreignColumns"
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_class fcl on fcl.oid = con.confrelid
      join pg_namespace fn on fn.oid = fcl.relnamespace
      where con.contype = 'f' and n.nspname = ${EXPOSED_SCHEMA} and fn.nspname = ${EXPOSED_SCHEMA}`,
    sql<
      (Omit<FunctionInfo, 'inputs' | 'columns'> & {
        args: FunctionArg[];
        compositeColumns: Column[] | null;
      })[]
    >`
      select p.proname as name, p.proretset as "returnsSet", p.provolatile::text as volatility,
        p.pronargdefaults as defaults,
        p.prorettype = 'pg_catalog.void'::regtype as "returnsVoid",
        format_type(p.prorettype, null) as "returnType",
        coalesce((
          select json_agg(json_build_object(
                   'name', coalesce(p.proargnames[a.ord], ''),
                   'type', format_type(a.typ, null),
                   'mode', coalesce(p.proargmodes[a.ord]::text, 'i')) order by a.ord)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(typ, ord)
        ), '[]') as args,
        case when t.typtype = 'c' then (
          select json_agg(json_build_object('name', att.attname, 'type', format_type(att.atttypid, att.atttypmod))
                          order by att.attnum)
          from pg_attribute att
          where att.attrelid = t.typrelid and att.attnum > 0 and not att.attisdropped
        ) end as "compositeColumns"
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type t on t.oid = p.prorettype
      where n.nspname = ${EXPOSED_SCHEMA} and p.prokind = 'f'`,
    // PostgREST's query: settings a role may set for itself or a superuser may (not custom ones).
    sql<{ role: string; settings: Record<string, string> }[]>`
      select r.rolname as role, json_object_agg(kv.key, kv.value) as settings
      from pg_roles r
      cross join unnest(r.rolconfig) as c(setting)
      cross join lateral (select split_part(c.setting, '=', 1) as key,
                                 substr(c.setting, strpos(c.setting, '=') + 1) as value) kv
      join pg_settings ps on ps.name = kv.key and ps.context in ('user', 'superuser')
      where r.rolname in ('anon', 'authenticated', 'service_role')
      group by r.rolname`,
  ]);

  const tables = new Map<string, Table>();
  for (const row of tableRows) {
    tables.set(row.name, {
      name: row.name,
      kind: row.kind,
      columns: new Map(row.columns.map((c) => [c.name, c])),
      primaryKey: row.primaryKey ?? [],
      uniques: row.uniques ?? [],
    });
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const row of fnRows) {
    const inputs = row.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = row.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const columns =
      row.compositeColumns ??
      (row.returnType === 'record' && outputs.length > 0
        ? outputs.map((a) => ({ name: a.name, type: a.type }))
        : null);
    const info: FunctionInfo = {
      name: row.name,
      inputs,
      defaults: row.defaults,
      returnsSet: row.returnsSet,
      returnsVoid: row.returnsVoid,
      returnType: row.returnType,
      columns,
      volatility: row.volatility as FunctionInfo['volatility'],
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  const roleSettings = new Map(settingRows.map((r) => [r.role, r.settings]));
  return { tables, foreignKeys: fkRows, functions, roleSettings };
}

/** Holds the current catalogue; concurrent reloads share one query. */
export class SchemaCache {
  private current: Promise<Catalog> | null = null;
  private startedAt = 0;

  constructor(private readonly sql: Sql) {}

  get(): Promise<Catalog> {
    this.current ??= this.reload();
    return this.current;
  }

  /**
   * Reloads for a request that arrived at `since` and named something unknown: a reload started
   * after that moment already sees what the request could see, so it is shared.
   */
  refresh(since: number): Promise<Catalog> {
    if (this.current && this.startedAt >= since) return this.current;
    this.current = this.reload();
    return this.current;
  }

  private reload(): Promise<Catalog> {
    this.startedAt = performance.now();
    const promise: Promise<Catalog> = load(this.sql).catch((error: unknown) => {
      if (this.current === promise) this.current = null;
      throw error;
    });
    return promise;
  }
}
