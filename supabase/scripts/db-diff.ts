/**
 * `pnpm db:diff <name>`: writes `supabase/migrations/<timestamp>_<name>.sql`, the DDL that takes the
 * migrations' database to the schema files' database (docs/adr/0018-declarative-schema.md), or
 * says "No changes". No Docker: both databases are throwaway PostgreSQL 15 clusters of the stack's
 * launcher, built as the stack builds its database.
 *
 * 1. migra (@pgkit/migra, the TypeScript port of the tool behind `supabase db diff`) writes the
 *    tables, columns, constraints, indexes, views, types, functions, triggers, policies and
 *    privileges that differ;
 * 2. what migra leaves out is added from the catalogue: functions whose settings differ (migra
 *    compares bodies, not SET clauses) and comments;
 * 3. the result is proved: applied to the migrations' database, the drift check of
 *    tests/schema must find nothing. Anything still different (default privileges, for instance) is
 *    listed, naming the object, to be written into the migration by hand.
 *
 *   pnpm db:diff add_gift_cards      (from the repository root)
 *   pnpm db:diff --dry-run <name>    (prints the migration, writes nothing)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@pgkit/client';
import { run as migra } from '@pgkit/migra';
import type { Sql } from '../local/src/db';
import {
  applyMigrations,
  applySchemaFiles,
  applyScript,
  MIGRATIONS_DIR,
  type ScratchDatabase,
  sqlFiles,
  startScratchDatabase,
} from './schema-db';
import {
  type Difference,
  diffSnapshots,
  EXCLUDED_SCHEMAS,
  formatDifferences,
  takeSnapshot,
  withCatalogPath,
} from './schema-snapshot';

export interface GeneratedMigration {
  /** The migration's statements ('' when the databases already agree). */
  sql: string;
  /** What migra wrote, and what was added from the catalogue (function settings, comments). */
  migraStatements: number;
  supplementStatements: number;
  /** Statements that drop something (tables, columns, functions...): review them. */
  destructive: string[];
  /** Differences left after applying `sql` to the migrations' database (write these by hand). */
  unresolved: Difference[];
}

export interface GenerateOptions {
  /** Default: supabase/migrations. */
  migrationsDir?: string;
  /** Default: the schema files of config.toml (`[db.migrations] schema_paths`). */
  schemasDir?: string;
}

const SCOPE = `n.nspname not like 'pg\\_%' and n.nspname not in (${EXCLUDED_SCHEMAS.map((s) => `'${s}'`).join(', ')})`;

/** Functions and procedures by signature, with their full definition (settings included). */
async function functionDefinitions(sql: Sql): Promise<Map<string, string>> {
  const rows = await withCatalogPath(sql, (q) =>
    q(`
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
           pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${SCOPE} and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`),
  );
  return new Map(rows.map((r) => [String(r.name), String(r.definition)]));
}

/** Comments by the COMMENT ON target they belong to ('table public.x', 'column public.x.y', ...). */
async function comments(sql: Sql): Promise<Map<string, string>> {
  const rows = await withCatalogPath(sql, (q) =>
    q(`
    select o.type, o.identity, d.description
    from pg_description d
    cross join lateral pg_identify_object(d.classoid, d.objoid, d.objsubid) as o
    where o.schema is not null and o.schema not like 'pg\\_%'
      and o.schema not in (${EXCLUDED_SCHEMAS.map((s) => `'${s}'`).join(', ')})
      and not exists (select 1 from pg_depend e where e.classid = d.classoid and e.objid = d.objoid and e.deptype = 'e')
    union all
    select 'schema', quote_ident(n.nspname), d.description
    from pg_description d join pg_namespace n on d.classoid = 'pg_namespace'::regclass and d.objoid = n.oid
    where ${SCOPE}`),
  );
  const keyword: Record<string, string> = {
    'table column': 'column',
    'view column': 'column',
    'composite type column': 'column',
    'composite type': 'type',
    'table constraint': 'constraint',
    'domain constraint': 'constraint',
  };
  return new Map(
    rows.map((r) => {
      const kind = keyword[String(r.type)] ?? String(r.type);
      // "name on schema.table" (constraints, triggers, policies, rules) reads the same in COMMENT ON.
      return [`${kind} ${String(r.identity)}`, String(r.description)];
    }),
  );
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** What migra leaves out: function settings and comments, as statements. */
async function supplement(from: Sql, target: Sql): Promise<string[]> {
  const statements: string[] = [];
  const [fromFunctions, targetFunctions, fromComments, targetComments] = await Promise.all([
    functionDefinitions(from),
    functionDefinitions(target),
    comments(from),
    comments(target),
  ]);
  for (const [name, definition] of targetFunctions) {
    const current = fromFunctions.get(name);
    if (current !== undefined && current !== definition) statements.push(`${definition.trimEnd()};`);
  }
  for (const [targetName, comment] of targetComments) {
    if (fromComments.get(targetName) !== comment)
      statements.push(`comment on ${targetName} is ${literal(comment)};`);
  }
  for (const targetName of fromComments.keys()) {
    if (!targetComments.has(targetName)) statements.push(`comment on ${targetName} is null;`);
  }
  return statements;
}

/** migra's statements, one per entry, without its blank-line padding. */
async function migraStatements(fromUrl: string, targetUrl: string): Promise<string[]> {
  const fromClient = createClient(fromUrl);
  const targetClient = createClient(targetUrl);
  try {
    const migration = await migra(fromClient, targetClient, {
      withPrivileges: true,
      unsafe: true,
      excludeSchema: EXCLUDED_SCHEMAS,
    });
    return [...migration.statements].map((s) => s.trim()).filter((s) => s !== '');
  } finally {
    await Promise.all([fromClient.end(), targetClient.end()]);
  }
}

const DESTRUCTIVE = /^\s*(drop\s|alter\s+table\s+\S+\s+drop\s|truncate\s)/i;

/**
 * The migration from the database `from` (built from the migrations) to `target` (built from the
 * schema files), steps 1-3 of the file's header. It is applied to `from` on the way.
 */
export async function migrationBetween(
  from: ScratchDatabase,
  target: ScratchDatabase,
): Promise<GeneratedMigration> {
  const fromMigra = await migraStatements(from.url, target.url);
  if (fromMigra.length > 0) await applyScript(from.sql, fromMigra.join('\n\n'));
  const added = await supplement(from.sql, target.sql);
  if (added.length > 0) await applyScript(from.sql, added.join('\n\n'));
  const [after, wanted] = await Promise.all([takeSnapshot(from.sql), takeSnapshot(target.sql)]);
  const statements = [...fromMigra, ...added];
  return {
    sql: statements.length > 0 ? `${statements.join('\n\n')}\n` : '',
    migraStatements: fromMigra.length,
    supplementStatements: added.length,
    destructive: statements.filter((s) => DESTRUCTIVE.test(s)).map((s) => s.split('\n')[0] ?? s),
    unresolved: diffSnapshots(after, wanted, 'migrations + this migration', 'schema files'),
  };
}

/** Builds both databases and the migration between them. */
export async function generateMigration(options: GenerateOptions = {}): Promise<GeneratedMigration> {
  const databases: ScratchDatabase[] = await Promise.all([startScratchDatabase(), startScratchDatabase()]);
  const [fromDb, targetDb] = databases as [ScratchDatabase, ScratchDatabase];
  try {
    await Promise.all([
      applyMigrations(fromDb.sql, { migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR }),
      applySchemaFiles(targetDb.sql, options.schemasDir),
    ]);
    return await migrationBetween(fromDb, targetDb);
  } finally {
    await Promise.all(databases.map((db) => db.stop()));
  }
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Now (UTC, as the Supabase CLI names migrations), but always after the newest existing one. */
export function nextVersion(migrationsDir = MIGRATIONS_DIR, now = new Date()): string {
  const versions = sqlFiles(migrationsDir).map((f) => /^(\d{14})/.exec(path.basename(f))?.[1] ?? '');
  const newest = versions.sort().at(-1);
  let version = timestamp(now);
  if (newest && version <= newest) {
    const part = (from: number, to: number) => Number(newest.slice(from, to));
    const next = Date.UTC(
      part(0, 4),
      part(4, 6) - 1,
      part(6, 8),
      part(8, 10),
      part(10, 12),
      part(12, 14) + 1,
    );
    version = timestamp(new Date(next));
  }
  return version;
}

const HEADER = `-- Generated by \`pnpm db:diff\` from supabase/schemas (docs/adr/0018-declarative-schema.md).
-- Review it (drops, data that must move, locks on big tables) before committing it with the
-- schema change.
`;

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const name = argv.filter((a) => !a.startsWith('--')).join('_');
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) {
    console.error('usage: pnpm db:diff [--dry-run] <name>   (letters, digits, _ and -; e.g. add_gift_cards)');
    return 2;
  }
  const started = Date.now();
  const result = await generateMigration();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.sql === '' && result.unresolved.length === 0) {
    console.info(`No changes: the migrations already give the schema files' database (${seconds} s).`);
    return 0;
  }
  const text = `${HEADER}\n${result.sql}`;
  if (dryRun) {
    console.info(text);
  } else if (result.sql !== '') {
    const file = path.join(MIGRATIONS_DIR, `${nextVersion()}_${name.toLowerCase().replaceAll('-', '_')}.sql`);
    fs.writeFileSync(file, text);
    console.info(
      `Wrote ${path.relative(path.resolve(MIGRATIONS_DIR, '../..'), file)}: ${result.migraStatements} statement(s) from migra, ` +
        `${result.supplementStatements} added (function settings, comments) (${seconds} s).`,
    );
  }
  if (result.destructive.length > 0) {
    console.warn(`It drops things; check that nothing needed is lost:\n  ${result.destructive.join('\n  ')}`);
  }
  if (result.unresolved.length > 0) {
    console.error(
      `Still different after this migration (write these into it by hand, then run the drift test):\n${formatDifferences(result.unresolved)}`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
