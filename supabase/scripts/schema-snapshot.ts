/**
 * A database's schema as a flat map, read from the catalogue: object name -> its properties, each
 * a string. Two snapshots are equal exactly when the databases agree on every table, column
 * (position, type, default, nullability, identity, generated expression, collation, statistics
 * target, options, privileges), constraint, index, trigger, policy, rule, view, sequence, type,
 * function (pg_get_functiondef: header, settings, volatility, parallel, cost, security, body; plus
 * owner and privileges), extended statistics, comment, row-level-security flag, schema privileges,
 * default privileges and the database's own settings.
 *
 * Scope: every schema except the system ones and those the stand-in's bootstrap owns (`auth`,
 * `supabase_migrations`); objects that belong to an extension are represented by the extension.
 * Privileges are compared as sets of (grantee, privilege, grantable, grantor), with a null ACL
 * read as the type's default, so the order of GRANTs never matters.
 */
import type postgres from 'postgres';

export type Snapshot = Map<string, Record<string, string>>;

export const EXCLUDED_SCHEMAS = ['pg_catalog', 'information_schema', 'auth', 'supabase_migrations'];

/** The schemas a snapshot covers, as a SQL condition on a `pg_namespace` alias `n`. */
const IN_SCOPE = `n.nspname not like 'pg\\_%' and n.nspname not in (${EXCLUDED_SCHEMAS.map((s) => `'${s}'`).join(', ')})`;

/** Objects created by an extension (they come and go with it). */
const NOT_EXTENSION_MEMBER = (classTable: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/** An ACL as a sorted, comma-separated set; null ACLs are the object type's default. */
const ACL = (acl: string, kind: string, owner: string) => `(
  select coalesce(string_agg(x.entry, ', ' order by x.entry), '(none)')
  from (
    select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end || '=' || a.privilege_type
           || case when a.is_grantable then ' WITH GRANT' else '' end || ' by ' || pg_get_userbyid(a.grantor) as entry
    from aclexplode(coalesce(${acl}, acldefault(${kind}, ${owner}))) as a
  ) as x
)`;

function put(snapshot: Snapshot, object: string, props: Record<string, unknown>): void {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === '') continue;
    clean[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const existing = snapshot.get(object);
  snapshot.set(object, existing ? { ...existing, ...clean } : clean);
}

export type Row = Record<string, unknown>;

/**
 * Runs `fn` in a read-only transaction whose search_path is only pg_catalog: the catalogue's
 * deparsers (pg_get_indexdef, pg_get_functiondef, pg_get_expr, ...) qualify every name that is not
 * on the path, so their text does not depend on the connection's settings.
 */
export async function withCatalogPath<T>(
  sql: postgres.Sql,
  fn: (q: (text: string) => Promise<Row[]>) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await sql.begin('read only', async (tx) => {
    await tx.unsafe('set local search_path = pg_catalog');
    result = await fn((text) => tx.unsafe<Row[]>(text));
  });
  return result as T;
}

export async function takeSnapshot(sql: postgres.Sql): Promise<Snapshot> {
  return withCatalogPath(sql, readSnapshot);
}

async function readSnapshot(q: (text: string) => Promise<Row[]>): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();

  const [
    schemas,
    extensions,
    relations,
    columns,
    constraints,
    indexes,
    triggers,
    policies,
    rules,
    functions,
    types,
    defaultAcls,
    statistics,
    settings,
    others,
  ] = await Promise.all([
    q(`select n.nspname as name, pg_get_userbyid(n.nspowner) as owner, ${ACL('n.nspacl', "'n'", 'n.nspowner')} as acl,
              obj_description(n.oid, 'pg_namespace') as comment
       from pg_namespace n where ${IN_SCOPE}`),
    q(`select e.extname as name, n.nspname as schema, e.extversion as version, pg_get_userbyid(e.extowner) as owner
       from pg_extension e join pg_namespace n on n.oid = e.extnamespace`),
    q(`select c.oid, n.nspname, c.relname, c.relkind, pg_get_userbyid(c.relowner) as owner,
              ${ACL('c.relacl', `(case when c.relkind = 'S' then 's' else 'r' end)::"char"`, 'c.relowner')} as acl,
              c.relrowsecurity, c.relforcerowsecurity, c.relpersistence, c.relreplident, c.reloptions::text as options,
              c.relispartition, pg_get_expr(c.relpartbound, c.oid) as partbound,
              case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as partkey,
              (select string_agg(pn.nspname || '.' || p.relname, ', ' order by p.relname)
                 from pg_inherits i join pg_class p on p.oid = i.inhparent join pg_namespace pn on pn.oid = p.relnamespace
                 where i.inhrelid = c.oid) as inherits,
              case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as viewdef,
              obj_description(c.oid, 'pg_class') as comment,
              s.seqtypid::regtype::text as seq_type, s.seqstart, s.seqincrement, s.seqmax, s.seqmin, s.seqcache, s.seqcycle,
              (select dn.nspname || '.' || dc.relname || '.' || da.attname || ' (' || d.deptype::text || ')'
                 from pg_depend d join pg_class dc on dc.oid = d.refobjid
                 join pg_namespace dn on dn.oid = dc.relnamespace
                 join pg_attribute da on da.attrelid = d.refobjid and da.attnum = d.refobjsubid
                 where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refclassid = 'pg_class'::regclass
                   and d.deptype in ('a', 'i') and c.relkind = 'S') as owned_by
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_sequence s on s.seqrelid = c.oid
       where ${IN_SCOPE} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`),
    q(`select n.nspname, c.relname, a.attname,
              row_number() over (partition by c.oid order by a.attnum) as position,
              format_type(a.atttypid, a.atttypmod) as type, a.attnotnull, a.attidentity, a.attgenerated,
              pg_get_expr(ad.adbin, ad.adrelid) as "default",
              case when a.attcollation <> t.typcollation then co.collname end as collation,
              a.attstattarget, a.attoptions::text as options, a.attstorage <> t.typstorage as storage_changed,
              case when a.attacl is not null then ${ACL('a.attacl', "'c'", 'c.relowner')} end as acl,
              col_description(c.oid, a.attnum) as comment
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
       left join pg_collation co on co.oid = a.attcollation
       where ${IN_SCOPE} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped
         and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`),
    q(`select n.nspname, coalesce(c.relname, t.typname) as relname, co.conname, co.contype,
              pg_get_constraintdef(co.oid) as definition, co.condeferrable, co.condeferred, co.convalidated,
              co.connoinherit, obj_description(co.oid, 'pg_constraint') as comment
       from pg_constraint co join pg_namespace n on n.oid = co.connamespace
       left join pg_class c on c.oid = co.conrelid left join pg_type t on t.oid = co.contypid
       where ${IN_SCOPE}`),
    q(`select n.nspname, i.relname, pg_get_indexdef(x.indexrelid) as definition, x.indisclustered, x.indisreplident,
              x.indisvalid, obj_description(i.oid, 'pg_class') as comment,
              (select string_agg(a.attnum || '=' || a.attstattarget, ', ') from pg_attribute a
                 where a.attrelid = i.oid and a.attstattarget >= 0) as stattarget
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
       where ${IN_SCOPE} and ${NOT_EXTENSION_MEMBER('pg_class', 'x.indrelid')}`),
    q(`select n.nspname, c.relname, t.tgname, pg_get_triggerdef(t.oid) as definition, t.tgenabled,
              obj_description(t.oid, 'pg_trigger') as comment
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where ${IN_SCOPE} and not t.tgisinternal`),
    q(`select n.nspname, c.relname, p.polname, p.polcmd, p.polpermissive,
              (select string_agg(case when r = 0 then 'PUBLIC' else pg_get_userbyid(r) end, ', ' order by 1)
                 from unnest(p.polroles) as r) as roles,
              pg_get_expr(p.polqual, p.polrelid) as using_expr, pg_get_expr(p.polwithcheck, p.polrelid) as check_expr,
              obj_description(p.oid, 'pg_policy') as comment
       from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
       where ${IN_SCOPE}`),
    q(`select n.nspname, c.relname, r.rulename, pg_get_ruledef(r.oid) as definition, r.ev_enabled
       from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
       where ${IN_SCOPE} and r.rulename <> '_RETURN'`),
    q(`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args, p.prokind,
              case when p.prokind in ('f', 'p', 'w') then pg_get_functiondef(p.oid) end as definition,
              case when p.prokind = 'a' then (select row(a.*)::text from pg_aggregate a where a.aggfnoid = p.oid) end as aggregate,
              pg_get_userbyid(p.proowner) as owner, ${ACL('p.proacl', "'f'", 'p.proowner')} as acl,
              obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where ${IN_SCOPE} and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`),
    q(`select n.nspname, t.typname, t.typtype, pg_get_userbyid(t.typowner) as owner,
              ${ACL('t.typacl', "'T'", 't.typowner')} as acl, obj_description(t.oid, 'pg_type') as comment,
              case when t.typtype = 'e' then (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
                                                from pg_enum e where e.enumtypid = t.oid) end as labels,
              case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base_type,
              case when t.typtype = 'd' then t.typnotnull end as not_null,
              t.typdefault as "default",
              case when t.typtype = 'r' then (select r.rngsubtype::regtype::text from pg_range r where r.rngtypid = t.oid) end as subtype
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       left join pg_class c on c.oid = t.typrelid
       where ${IN_SCOPE} and t.typtype in ('c', 'e', 'd', 'r', 'm') and (t.typtype <> 'c' or c.relkind = 'c')
         and ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}`),
    q(`select pg_get_userbyid(d.defaclrole) as role, coalesce(n.nspname, '(all schemas)') as schema, d.defaclobjtype,
              (select coalesce(string_agg(x.entry, ', ' order by x.entry), '(none)')
                 from (select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end || '=' || a.privilege_type
                                || case when a.is_grantable then ' WITH GRANT' else '' end as entry
                       from aclexplode(d.defaclacl) as a) as x) as acl
       from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`),
    q(`select n.nspname, s.stxname, pg_get_statisticsobjdef(s.oid) as definition, s.stxstattarget,
              pg_get_userbyid(s.stxowner) as owner, obj_description(s.oid, 'pg_statistic_ext') as comment
       from pg_statistic_ext s join pg_namespace n on n.oid = s.stxnamespace where ${IN_SCOPE}`),
    q(`select coalesce(pg_get_userbyid(nullif(s.setrole, 0)), '(all roles)') as role, s.setconfig::text as config
       from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase where d.datname = current_database()`),
    // Anything else a migration might create in a schema: operators, collations, text search
    // configurations, conversions, casts, event triggers, publications.
    q(`select pg_describe_object(x.classid, x.objid, 0) as name,
              obj_description(x.objid, x.classid::regclass::text) as comment
       from (
         select 'pg_operator'::regclass as classid, o.oid as objid, o.oprnamespace as nsp from pg_operator o
         union all select 'pg_opclass'::regclass, o.oid, o.opcnamespace from pg_opclass o
         union all select 'pg_opfamily'::regclass, o.oid, o.opfnamespace from pg_opfamily o
         union all select 'pg_collation'::regclass, o.oid, o.collnamespace from pg_collation o
         union all select 'pg_conversion'::regclass, o.oid, o.connamespace from pg_conversion o
         union all select 'pg_ts_config'::regclass, o.oid, o.cfgnamespace from pg_ts_config o
         union all select 'pg_ts_dict'::regclass, o.oid, o.dictnamespace from pg_ts_dict o
       ) as x join pg_namespace n on n.oid = x.nsp
       where ${IN_SCOPE} and not exists (select 1 from pg_depend d where d.classid = x.classid and d.objid = x.objid and d.deptype = 'e')
       union all
       select pg_describe_object('pg_cast'::regclass, c.oid, 0), obj_description(c.oid, 'pg_cast')
       from pg_cast c where c.oid >= 16384
         and not exists (select 1 from pg_depend d where d.classid = 'pg_cast'::regclass and d.objid = c.oid and d.deptype = 'e')
       union all
       select 'event trigger ' || e.evtname || ' on ' || e.evtevent || ' -> ' || e.evtfoid::regproc::text, null
       from pg_event_trigger e
       union all
       select 'publication ' || p.pubname, null from pg_publication p`),
  ]);

  const kinds: Record<string, string> = {
    r: 'table',
    p: 'partitioned table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
    f: 'foreign table',
  };
  const relationKind = new Map<string, string>();

  for (const r of schemas)
    put(snapshot, `schema ${r.name}`, { owner: r.owner, privileges: r.acl, comment: r.comment });
  for (const r of extensions)
    put(snapshot, `extension ${r.name}`, { schema: r.schema, version: r.version, owner: r.owner });
  for (const r of relations) {
    const name = `${r.nspname}.${r.relname}`;
    const kind = kinds[r.relkind as string] ?? `relation(${r.relkind})`;
    relationKind.set(name, kind);
    put(snapshot, `${kind} ${name}`, {
      owner: r.owner,
      privileges: r.acl,
      'row level security': r.relkind === 'r' || r.relkind === 'p' ? r.relrowsecurity : '',
      'forced row level security': r.relkind === 'r' || r.relkind === 'p' ? r.relforcerowsecurity : '',
      persistence: r.relpersistence,
      'replica identity': r.relkind === 'r' ? r.relreplident : '',
      options: r.options,
      'partition of': r.relispartition ? `${r.inherits} ${r.partbound}` : '',
      'partition key': r.partkey,
      inherits: r.relispartition ? '' : r.inherits,
      definition: r.viewdef,
      comment: r.comment,
      ...(r.relkind === 'S'
        ? {
            'sequence type': r.seq_type,
            start: r.seqstart,
            increment: r.seqincrement,
            max: r.seqmax,
            min: r.seqmin,
            cache: r.seqcache,
            cycle: r.seqcycle,
            'owned by': r.owned_by,
          }
        : {}),
    });
  }
  for (const r of columns) {
    const rel = `${r.nspname}.${r.relname}`;
    const owner = relationKind.get(rel) ?? 'type';
    put(snapshot, `column ${rel}.${r.attname}`, {
      of: owner,
      position: r.position,
      type: r.type,
      'not null': r.attnotnull,
      default: r.attgenerated ? '' : r.default,
      identity: r.attidentity,
      generated: r.attgenerated ? `${r.attgenerated}: ${r.default}` : '',
      collation: r.collation,
      'statistics target': Number(r.attstattarget) >= 0 ? r.attstattarget : '',
      options: r.options,
      'storage changed': r.storage_changed ? 'yes' : '',
      privileges: r.acl,
      comment: r.comment,
    });
  }
  for (const r of constraints)
    put(snapshot, `constraint ${r.nspname}.${r.relname}.${r.conname}`, {
      type: r.contype,
      definition: r.definition,
      deferrable: r.condeferrable,
      deferred: r.condeferred,
      validated: r.convalidated,
      'no inherit': r.connoinherit,
      comment: r.comment,
    });
  for (const r of indexes)
    put(snapshot, `index ${r.nspname}.${r.relname}`, {
      definition: r.definition,
      clustered: r.indisclustered,
      'replica identity': r.indisreplident,
      valid: r.indisvalid,
      'statistics target': r.stattarget,
      comment: r.comment,
    });
  for (const r of triggers)
    put(snapshot, `trigger ${r.tgname} on ${r.nspname}.${r.relname}`, {
      definition: r.definition,
      enabled: r.tgenabled,
      comment: r.comment,
    });
  for (const r of policies)
    put(snapshot, `policy "${r.polname}" on ${r.nspname}.${r.relname}`, {
      command: r.polcmd,
      permissive: r.polpermissive,
      roles: r.roles,
      using: r.using_expr,
      'with check': r.check_expr,
      comment: r.comment,
    });
  for (const r of rules)
    put(snapshot, `rule ${r.rulename} on ${r.nspname}.${r.relname}`, {
      definition: r.definition,
      enabled: r.ev_enabled,
    });
  for (const r of functions) {
    const kind = r.prokind === 'p' ? 'procedure' : r.prokind === 'a' ? 'aggregate' : 'function';
    put(snapshot, `${kind} ${r.nspname}.${r.proname}(${r.args})`, {
      definition: r.definition ?? r.aggregate,
      owner: r.owner,
      privileges: r.acl,
      comment: r.comment,
    });
  }
  for (const r of types)
    put(snapshot, `type ${r.nspname}.${r.typname}`, {
      kind: r.typtype,
      owner: r.owner,
      privileges: r.acl,
      labels: r.labels,
      'base type': r.base_type,
      'not null': r.not_null,
      default: r.default,
      subtype: r.subtype,
      comment: r.comment,
    });
  for (const r of defaultAcls)
    put(snapshot, `default privileges of ${r.role} in ${r.schema} on ${r.defaclobjtype}`, {
      privileges: r.acl,
    });
  for (const r of statistics)
    put(snapshot, `statistics ${r.nspname}.${r.stxname}`, {
      definition: r.definition,
      'statistics target': r.stxstattarget,
      owner: r.owner,
      comment: r.comment,
    });
  for (const r of settings) put(snapshot, `database settings for ${r.role}`, { settings: r.config });
  for (const r of others) put(snapshot, String(r.name), { exists: 'yes', comment: r.comment });
  return snapshot;
}

export interface Difference {
  /** e.g. `function public.place_order(p_idempotency_key uuid, ...)` */
  object: string;
  /** What differs, readable on one or a few lines. */
  detail: string;
}

/** The first line where two texts differ (function definitions, views), from each side. */
function firstDifference(a: string, b: string, left: string, right: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  let i = 0;
  while (i < la.length && i < lb.length && la[i] === lb[i]) i++;
  const show = (lines: string[]) => (i < lines.length ? JSON.stringify(lines[i]?.trim()) : '(end)');
  return `first difference at line ${i + 1}: ${left} ${show(la)}, ${right} ${show(lb)}`;
}

function describeValue(value: string | undefined): string {
  if (value === undefined) return '(none)';
  return value.length > 160 ? `${JSON.stringify(value.slice(0, 157))}...` : JSON.stringify(value);
}

/**
 * What differs between two snapshots, one entry per object (objects in only one of them, then each
 * differing property of objects in both). `left`/`right` name the two sides in the messages.
 */
export function diffSnapshots(
  a: Snapshot,
  b: Snapshot,
  left = 'migrations',
  right = 'schema files',
): Difference[] {
  const differences: Difference[] = [];
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const object of names) {
    const pa = a.get(object);
    const pb = b.get(object);
    if (!pa) {
      differences.push({ object, detail: `only in ${right}` });
      continue;
    }
    if (!pb) {
      differences.push({ object, detail: `only in ${left}` });
      continue;
    }
    const props = [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort();
    const details: string[] = [];
    for (const prop of props) {
      const va = pa[prop];
      const vb = pb[prop];
      if (va === vb) continue;
      if (va !== undefined && vb !== undefined && (va.includes('\n') || vb.includes('\n'))) {
        details.push(`${prop} differs, ${firstDifference(va, vb, left, right)}`);
      } else {
        details.push(`${prop}: ${left} ${describeValue(va)}, ${right} ${describeValue(vb)}`);
      }
    }
    if (details.length > 0) differences.push({ object, detail: details.join('; ') });
  }
  return differences;
}

export function formatDifferences(differences: Difference[]): string {
  return differences.map((d) => `- ${d.object}: ${d.detail}`).join('\n');
}
