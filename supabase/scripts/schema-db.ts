/**
 * Throwaway databases for the declarative schema (docs/adr/0018-declarative-schema.md), each in its
 * own PostgreSQL 15 cluster of the stack's launcher, built
 *
 * - from the migrations, exactly as the stack does (`migrate`: Supabase bootstrap, the auth
 *   schema, then `supabase/migrations/*.sql` in order, each in its own transaction; `pushMigrations`
 *   adds pending ones as `supabase db push` does), or
 * - from the schema files (config.toml `[db.migrations] schema_paths`): the same bootstrap and auth
 *   schema, then the files in order in one transaction, with `check_function_bodies = off` (a
 *   function may come before the tables its body reads, as in the Supabase CLI's declarative
 *   schemas).
 *
 * Used by the drift test (tests/schema) and `pnpm db:diff` (scripts/db-diff.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'smol-toml';
import { createSql, type Sql } from '../local/src/db';
import { quietLogger } from '../local/src/log';
import { launchPostgres, type PostgresServer } from '../local/src/postgres/launcher';
import { migrate, SUPABASE_DIR } from '../local/src/postgres/migrate';

export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
export const SCHEMAS_DIR = path.join(SUPABASE_DIR, 'schemas');
export const SEED_DIR = path.join(SUPABASE_DIR, 'seed');

/** The newest migration of the release in production (`supabase/migrations/LAST_RELEASE`). */
export function lastReleaseVersion(dir = MIGRATIONS_DIR): string {
  return fs.readFileSync(path.join(dir, 'LAST_RELEASE'), 'utf8').trim();
}

/**
 * The schema files, in order, as config.toml's `[db.migrations] schema_paths` lists them (paths
 * relative to supabase/; a `*` in the file name matches like the CLI's glob, sorted by name).
 */
export function schemaFiles(configFile = path.join(SUPABASE_DIR, 'config.toml')): string[] {
  const config = parse(fs.readFileSync(configFile, 'utf8')) as {
    db?: { migrations?: { schema_paths?: string[] } };
  };
  const files: string[] = [];
  for (const entry of config.db?.migrations?.schema_paths ?? []) {
    const full = path.resolve(path.dirname(configFile), entry);
    if (!path.basename(full).includes('*')) {
      files.push(full);
      continue;
    }
    const pattern = new RegExp(`^${path.basename(full).split('*').map(escapeRegExp).join('[^/]*')}$`);
    const dir = path.dirname(full);
    if (fs.existsSync(dir))
      files.push(
        ...fs
          .readdirSync(dir)
          .filter((f) => pattern.test(f))
          .sort()
          .map((f) => path.join(dir, f)),
      );
  }
  return [...new Set(files)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** A directory with no SQL files: `migrate` then applies only the bootstrap and the auth schema. */
function emptyDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'store-schema-empty-'));
}

/**
 * One throwaway cluster per database: roles are cluster-wide and the bootstrap creates and alters
 * them, so two databases built side by side in one cluster would race (and share role settings).
 * A cluster starts in well under a second (initdb without fsync).
 */
export interface ScratchDatabase {
  url: string;
  sql: Sql;
  stop(): Promise<void>;
}

export async function startScratchDatabase(): Promise<ScratchDatabase> {
  const server: PostgresServer = await launchPostgres({ log: quietLogger });
  const sql = createSql(server.url, { max: 4, applicationName: 'store-schema' });
  return {
    url: server.url,
    sql,
    async stop() {
      await sql.end({ timeout: 2 }).catch(() => {});
      await server.stop();
    },
  };
}

export interface FromMigrationsOptions {
  /** Default: supabase/migrations. */
  migrationsDir?: string;
  /** Run these seed files after the migrations (an existing store has data); default none. */
  seedDir?: string;
}

/** Brings database `sql` to the migrations' schema, as the stack does (no seed unless asked). */
export async function applyMigrations(sql: Sql, options: FromMigrationsOptions = {}): Promise<string[]> {
  const empty = emptyDir();
  try {
    const result = await migrate(sql, {
      migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
      seedDir: options.seedDir ?? empty,
      seed: options.seedDir !== undefined,
    });
    return result.applied;
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
}

/**
 * The seed files as they were when `version` was released: as of the commit that added that
 * migration, copied into a temp directory. The last release's database is seeded with these (its
 * tables, its data), never with today's seed, which may fill columns the release did not have.
 * Needs the repository's history (a clone has it); throws otherwise.
 */
export function seedAt(version: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: SUPABASE_DIR, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const migration = sqlFiles(MIGRATIONS_DIR).find((file) => path.basename(file).startsWith(`${version}_`));
  if (!migration) throw new Error(`no migration ${version} in supabase/migrations`);
  const commit = git('log', '--diff-filter=A', '--format=%H', '-1', '--', migration).trim();
  if (!commit)
    throw new Error(`${path.basename(migration)} is not committed: cannot tell the release's seed`);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'store-seed-'));
  const seedPath = path.relative(git('rev-parse', '--show-toplevel').trim(), SEED_DIR);
  for (const name of git('ls-tree', '--name-only', commit, `${seedPath}/`).split('\n')) {
    if (!name.endsWith('.sql')) continue;
    fs.writeFileSync(path.join(out, path.basename(name)), git('show', `${commit}:${name}`));
  }
  return out;
}

/** The migration files of `dir` up to and including `lastVersion`, copied into a temp directory. */
export function migrationsUpTo(lastVersion: string, dir = MIGRATIONS_DIR): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'store-migrations-'));
  for (const file of sqlFiles(dir)) {
    const version = /^(\d+)/.exec(path.basename(file))?.[1] ?? '';
    if (version <= lastVersion) fs.copyFileSync(file, path.join(out, path.basename(file)));
  }
  return out;
}

/**
 * Applies the migrations of `dir` that the database has not recorded, as `supabase db push` does
 * to a hosted project: each in its own transaction, recorded in
 * supabase_migrations.schema_migrations, and nothing else (the platform's setup is not run again).
 * Answers the files applied.
 */
export async function pushMigrations(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const file of sqlFiles(dir)) {
    const match = /^(\d+)_?(.*)$/.exec(path.basename(file, '.sql'));
    const version = match?.[1] ?? path.basename(file, '.sql');
    if (done.has(version)) continue;
    const text = fs.readFileSync(file, 'utf8');
    await sql.begin(async (tx) => {
      await tx.unsafe('set local client_min_messages = warning');
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
               values (${version}, ${match?.[2] ?? ''}, ${[text]})`;
    });
    applied.push(path.basename(file));
  }
  return applied;
}

export class SchemaFileError extends Error {}

/**
 * Bootstrap and auth schema (as the stack), then the schema files: config.toml's schema_paths, or
 * every .sql file of `schemasDir` in name order (a changed copy, in tests).
 */
export async function applySchemaFiles(sql: Sql, schemasDir?: string): Promise<void> {
  const empty = emptyDir();
  try {
    await migrate(sql, { migrationsDir: empty, seedDir: empty });
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
  const files = schemasDir ? sqlFiles(schemasDir) : schemaFiles();
  if (files.length === 0)
    throw new SchemaFileError(`no schema files in ${schemasDir ?? 'config.toml schema_paths'}`);
  const conn = await sql.reserve();
  try {
    await conn.unsafe('set client_min_messages = warning');
    await conn.unsafe('begin');
    await conn.unsafe('set local check_function_bodies = off');
    for (const file of files) {
      try {
        await conn.unsafe(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        const e = error as Error & { position?: string };
        throw new SchemaFileError(
          `schema file ${path.basename(file)} failed: ${e.message}${e.position ? ` (${locate(file, Number(e.position))})` : ''}`,
          { cause: error },
        );
      }
    }
    await conn.unsafe('commit');
  } catch (error) {
    await conn.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    await conn.unsafe('reset all').catch(() => {});
    conn.release();
  }
}

/**
 * The statements of a SQL script, each without the comments before it: semicolons inside strings,
 * quoted identifiers, comments and dollar-quoted bodies do not end a statement.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = -1;
  let i = 0;
  while (i < script.length) {
    const c = script[i] as string;
    const rest = script.slice(i, i + 2);
    if (rest === '--') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? script.length : end + 1;
      continue;
    }
    if (rest === '/*') {
      const end = script.indexOf('*/', i + 2);
      i = end < 0 ? script.length : end + 2;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (start < 0) start = i;
    if (c === "'" || c === '"') {
      i++;
      while (i < script.length && !(script[i] === c && script[i + 1] !== c)) i += script[i] === c ? 2 : 1;
      i++;
      continue;
    }
    const tag = c === '$' ? /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0] : undefined;
    if (tag) {
      const end = script.indexOf(tag, i + tag.length);
      i = end < 0 ? script.length : end + tag.length;
      continue;
    }
    i++;
    if (c === ';') {
      statements.push(script.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0 && script.slice(start).trim()) statements.push(script.slice(start).trim());
  return statements;
}

/** "line N" of a character position reported by Postgres (1-based, whole file sent as one query). */
function locate(file: string, position: number): string {
  const text = fs.readFileSync(file, 'utf8').slice(0, Math.max(0, position - 1));
  return `line ${text.split('\n').length}`;
}

/** Runs one SQL script (a generated migration) in a transaction, as `migrate` runs a migration. */
export async function applyScript(sql: Sql, text: string): Promise<void> {
  const conn = await sql.reserve();
  try {
    await conn.unsafe('set client_min_messages = warning');
    await conn.unsafe('begin');
    await conn.unsafe(text);
    await conn.unsafe('commit');
  } catch (error) {
    await conn.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    conn.release();
  }
}
