/**
 * The declarative schema (supabase/schemas, docs/adr/0018) and the migrations describe the same
 * database. Three throwaway databases, built side by side:
 *
 * - fresh: bootstrap + auth schema + every migration, as the stack builds its database;
 * - upgraded: the last release's database (the migrations up to supabase/migrations/LAST_RELEASE,
 *   built by the stack, then the seed: a running store has data), brought up to date by the
 *   migrations since as
 *   `supabase db push` upgrades a hosted project (docs/deploy.md): pending versions only, each in
 *   its own transaction, recorded in supabase_migrations.schema_migrations;
 * - files: bootstrap + auth schema + the schema files in name order.
 *
 * Each must equal the files' database in every table, column, constraint, index, function
 * (definition with its settings, owner, privileges), trigger, policy, grant, default privilege,
 * view, type, sequence, comment and row-level-security flag (scripts/schema-snapshot.ts); a
 * difference fails naming the object and what differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationBetween } from '../../scripts/db-diff';
import {
  applyMigrations,
  applySchemaFiles,
  lastReleaseVersion,
  MIGRATIONS_DIR,
  migrationsUpTo,
  pushMigrations,
  SCHEMAS_DIR,
  type ScratchDatabase,
  schemaFiles,
  seedAt,
  splitStatements,
  sqlFiles,
  startScratchDatabase,
} from '../../scripts/schema-db';
import { diffSnapshots, formatDifferences, type Snapshot, takeSnapshot } from '../../scripts/schema-snapshot';

const migrations = sqlFiles(MIGRATIONS_DIR).map((f) => path.basename(f));
const lastRelease = lastReleaseVersion();
const since = migrations.filter((m) => (/^(\d+)/.exec(m)?.[1] ?? '') > lastRelease);
const newest = since.join(', ');

let databases: ScratchDatabase[] = [];
let fresh: Snapshot;
let upgraded: Snapshot;
let files: Snapshot;

/** 'function public.f(integer,text)', 'table public.t', 'policy "p" on public.t', ... or null. */
function declaredObject(text: string): string | null {
  const fn = /^create (?:or replace )?(function|procedure) ([\w."]+) ?\(/.exec(text);
  if (fn) {
    let depth = 1;
    let i = fn[0].length;
    for (; i < text.length && depth > 0; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    return `${fn[1]} ${fn[2]}(${text.slice(fn[0].length, i - 1).replace(/ /g, '')})`;
  }
  const relation =
    /^create (table|view|materialized view|type|sequence|schema) (?:if not exists )?([\w."]+)/.exec(text);
  if (relation) return `${relation[1]} ${relation[2]}`;
  const index = /^create (?:unique )?index (?:concurrently )?(?:if not exists )?([\w."]+) on /.exec(text);
  if (index) return `index ${index[1]}`;
  const onTable =
    /^create (?:or replace )?(?:constraint )?(trigger|policy|rule) ("[^"]+"|[\w.]+)(?: .*?)? on (?:only )?([\w."]+)/.exec(
      text,
    );
  if (onTable) return `${onTable[1]} ${onTable[2]} on ${onTable[3]}`;
  return null;
}

function expectSame(actual: Snapshot, actualName: string): void {
  const differences = diffSnapshots(actual, files, actualName, 'schema files');
  expect(
    formatDifferences(differences),
    `${actualName} and supabase/schemas differ in ${differences.length} object(s). Change the schema ` +
      'files and generate the migration with `pnpm db:diff <name>` (docs/adr/0018).',
  ).toBe('');
}

beforeAll(async () => {
  databases = await Promise.all([startScratchDatabase(), startScratchDatabase(), startScratchDatabase()]);
  const [freshDb, upgradedDb, filesDb] = databases as [ScratchDatabase, ScratchDatabase, ScratchDatabase];
  const released = migrationsUpTo(lastRelease);
  const releasedSeed = seedAt(lastRelease);
  try {
    await Promise.all([
      applyMigrations(freshDb.sql),
      (async () => {
        await applyMigrations(upgradedDb.sql, { migrationsDir: released, seedDir: releasedSeed });
        const applied = await pushMigrations(upgradedDb.sql);
        expect(applied).toEqual(since);
      })(),
      applySchemaFiles(filesDb.sql),
    ]);
  } finally {
    fs.rmSync(released, { recursive: true, force: true });
    fs.rmSync(releasedSeed, { recursive: true, force: true });
  }
  [fresh, upgraded, files] = await Promise.all([
    takeSnapshot(freshDb.sql),
    takeSnapshot(upgradedDb.sql),
    takeSnapshot(filesDb.sql),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(databases.map((db) => db.stop()));
});

describe('declarative schema (supabase/schemas) against the migrations', () => {
  it('a fresh database from every migration equals the schema files', () => {
    expect(fresh.size).toBeGreaterThan(500);
    expectSame(fresh, 'migrations');
  });

  it(`the last release's database (with data), upgraded by ${newest}, equals the schema files`, () => {
    expectSame(upgraded, `migrations up to ${lastRelease} + seed + ${newest}`);
  });

  it('pnpm db:diff finds nothing to do (migra agrees)', async () => {
    const [freshDb, , filesDb] = databases as [ScratchDatabase, ScratchDatabase, ScratchDatabase];
    const result = await migrationBetween(freshDb, filesDb);
    expect(result.sql).toBe('');
    expect(formatDifferences(result.unresolved)).toBe('');
  });

  // The local stand-in runs its bootstrap (supabase/local/src/postgres/bootstrap.sql) on every
  // start: a restart must leave the database as it was, default privileges included (they were
  // once granted again, undoing 20261126000600_api_role_privileges.sql for later tables).
  describe('after a local stack restart (bootstrap again)', () => {
    let restarted: Snapshot;
    beforeAll(async () => {
      const upgradedDb = databases[1] as ScratchDatabase;
      await applyMigrations(upgradedDb.sql);
      restarted = await takeSnapshot(upgradedDb.sql);
    });

    it('equals the schema files, default privileges included', () => {
      expectSame(restarted, 'the upgraded database after a stack restart');
    });
  });

  it('declares each object once, in its final form', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const file of schemaFiles()) {
      const name = path.basename(file);
      for (const statement of splitStatements(fs.readFileSync(file, 'utf8'))) {
        const text = statement.replace(/\s+/g, ' ').toLowerCase();
        const key = declaredObject(text);
        if (key) {
          if (seen.has(key)) problems.push(`${key}: declared in ${seen.get(key)} and ${name}`);
          seen.set(key, name);
        } else if (
          /^(alter (function|procedure|type|sequence|view|index) |drop |insert |update |delete |truncate )/.test(
            text,
          ) ||
          /^alter table (only )?[\w."]+ (?!enable row level security;|force row level security;)/.test(text)
        ) {
          problems.push(
            `${name}: "${text.slice(0, 90)}" (fold it into the object's definition; data belongs to migrations)`,
          );
        }
      }
    }
    expect(seen.size).toBeGreaterThan(250);
    expect(problems.join('\n')).toBe('');
  });

  it('config.toml lists every schema file, in name order', () => {
    expect(schemaFiles()).toEqual(sqlFiles(SCHEMAS_DIR));
  });

  it('covers the public and private schemas', () => {
    const kinds = (prefix: string) => [...files.keys()].filter((k) => k.startsWith(prefix)).length;
    // Every function, table and policy of the database is one of the schema files' (the diff above
    // proves the rest); these floors only catch a snapshot that silently reads nothing.
    expect(kinds('function ')).toBeGreaterThan(100);
    expect(kinds('table ')).toBeGreaterThan(20);
    expect(kinds('policy ')).toBeGreaterThan(25);
  });
});
