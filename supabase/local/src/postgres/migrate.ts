/**
 * Brings a database to the project's schema: Supabase bootstrap, the auth half's schema, the
 * storage schema, the migrations in `supabase/migrations` (each once, recorded like the Supabase
 * CLI does), then seed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../db';
import type { Logger } from '../log';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(here, '../../..');
const BOOTSTRAP_SQL = path.join(here, 'bootstrap.sql');
const AUTH_SCHEMA_SQL = path.resolve(here, '../auth/schema.sql');
const STORAGE_SCHEMA_SQL = path.join(here, 'storage.sql');

export interface MigrateOptions {
  migrationsDir?: string;
  seedDir?: string;
  /** Run the seed even when the database already had migrations. */
  seed?: boolean;
  log?: Logger;
}

export interface MigrateResult {
  applied: string[];
  seeded: string[];
  fresh: boolean;
}

function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Several concurrent starters against one DATABASE_URL must not interleave DDL. */
const LOCK_KEY = 5_432_154_321;

type Conn = Awaited<ReturnType<Sql['reserve']>>;

/** Runs `fn` in its own transaction on a reserved connection (so each migration commits alone). */
async function inTransaction<T>(conn: Conn, fn: () => Promise<T>): Promise<T> {
  await conn.unsafe('begin');
  try {
    const result = await fn();
    await conn.unsafe('commit');
    return result;
  } catch (error) {
    await conn.unsafe('rollback');
    throw error;
  }
}

export async function migrate(sql: Sql, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrationsDir = options.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations');
  const seedDir = options.seedDir ?? path.join(SUPABASE_DIR, 'seed');
  const log = options.log;

  const conn = await sql.reserve();
  try {
    // Serialises concurrent starters against one DATABASE_URL.
    await conn`select pg_advisory_lock(${LOCK_KEY})`;
    // Hide NOTICEs such as "extension already exists, skipping" printed on every start.
    await conn.unsafe('set client_min_messages = warning');
    await inTransaction(conn, () => conn.unsafe(fs.readFileSync(BOOTSTRAP_SQL, 'utf8')));
    if (fs.existsSync(AUTH_SCHEMA_SQL)) {
      await inTransaction(conn, () => conn.unsafe(fs.readFileSync(AUTH_SCHEMA_SQL, 'utf8')));
    }
    await inTransaction(conn, () => conn.unsafe(fs.readFileSync(STORAGE_SCHEMA_SQL, 'utf8')));

    const done = new Set(
      (await conn<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map(
        (r) => r.version,
      ),
    );
    const fresh = done.size === 0;
    const applied: string[] = [];
    for (const file of sqlFiles(migrationsDir)) {
      const base = path.basename(file, '.sql');
      const match = /^(\d+)_?(.*)$/.exec(base);
      const version = match?.[1] ?? base;
      if (done.has(version)) continue;
      const text = fs.readFileSync(file, 'utf8');
      try {
        await inTransaction(conn, async () => {
          await conn.unsafe(text);
          await conn`insert into supabase_migrations.schema_migrations (version, name, statements)
                     values (${version}, ${match?.[2] ?? ''}, ${[text]})`;
        });
      } catch (error) {
        throw new Error(`migration ${path.basename(file)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(path.basename(file));
      log?.info(`migrate: applied ${path.basename(file)}`);
    }

    const seeded: string[] = [];
    if (fresh || options.seed) {
      for (const file of sqlFiles(seedDir)) {
        try {
          await inTransaction(conn, () => conn.unsafe(fs.readFileSync(file, 'utf8')));
        } catch (error) {
          throw new Error(`seed ${path.basename(file)} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        seeded.push(path.basename(file));
        log?.info(`seed: ran ${path.basename(file)}`);
      }
    }
    return { applied, seeded, fresh };
  } finally {
    await conn.unsafe('reset all; select pg_advisory_unlock_all()').catch(() => {});
    conn.release();
  }
}
