/**
 * `pnpm db:diff` (scripts/db-diff.ts) on a copy of the schema files with a changed function: the
 * drift check names the function, the generated migration changes it, and once that migration is
 * applied to the migrations' database (as `supabase db push` applies a new migration), the drift
 * check passes. (On the schema files as they are it finds nothing to do: tests/schema/drift.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationBetween, nextVersion } from '../../scripts/db-diff';
import {
  applyMigrations,
  applySchemaFiles,
  MIGRATIONS_DIR,
  pushMigrations,
  SCHEMAS_DIR,
  type ScratchDatabase,
  sqlFiles,
  startScratchDatabase,
} from '../../scripts/schema-db';
import { diffSnapshots, formatDifferences, takeSnapshot } from '../../scripts/schema-snapshot';

const temp: string[] = [];
const databases: ScratchDatabase[] = [];

function tempCopy(dir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'store-schema-test-'));
  temp.push(copy);
  for (const file of sqlFiles(dir)) fs.copyFileSync(file, path.join(copy, path.basename(file)));
  return copy;
}

function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  expect(text, `${path.basename(file)} no longer contains the text this test changes`).toContain(from);
  fs.writeFileSync(file, text.replace(from, to));
}

afterAll(async () => {
  await Promise.all(databases.map((db) => db.stop()));
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pnpm db:diff', () => {
  it('writes the migration of a changed function, which makes the drift check pass', async () => {
    const schemas = tempCopy(SCHEMAS_DIR);
    // A changed body and a changed comment (migra compares bodies; comments come from the catalogue).
    edit(
      path.join(schemas, '12_seo.sql'),
      'select count(*) from public.products where is_active',
      'select count(*) from public.products where is_active and slug is not null',
    );
    edit(
      path.join(schemas, '12_seo.sql'),
      "'Sitemap page of active products:",
      "'One sitemap page of active products:",
    );
    // scratch: where db:diff builds its migration; migrated: the migrations' database it is then
    // applied to; declared: the changed schema files.
    const [scratch, migrated, declared] = await Promise.all([
      startScratchDatabase(),
      startScratchDatabase(),
      startScratchDatabase(),
    ]);
    databases.push(scratch, migrated, declared);
    await Promise.all([
      applyMigrations(scratch.sql),
      applyMigrations(migrated.sql),
      applySchemaFiles(declared.sql, schemas),
    ]);
    const target = await takeSnapshot(declared.sql);

    // The drift check on the migrations as they are fails, naming the two functions.
    const before = diffSnapshots(await takeSnapshot(migrated.sql), target);
    expect(before.map((d) => d.object)).toEqual([
      'function public.count_sitemap_products()',
      'function public.get_sitemap_products(page_number integer, page_size integer)',
    ]);
    expect(before[0]?.detail).toMatch(/^definition differs, first difference at line \d+: migrations "/);
    expect(before[1]?.detail).toMatch(/^comment: migrations "Sitemap page/);

    const result = await migrationBetween(scratch, declared);
    expect(result.sql).toContain('CREATE OR REPLACE FUNCTION public.count_sitemap_products()');
    expect(result.sql).toContain('comment on function public.get_sitemap_products(integer,integer) is');
    expect(result.destructive).toEqual([]);
    expect(formatDifferences(result.unresolved)).toBe('');

    // The generated file as the newest migration, applied as `supabase db push` applies a new one:
    // the drift check passes.
    const migrations = tempCopy(MIGRATIONS_DIR);
    const file = `${nextVersion(migrations)}_sitemap_count.sql`;
    fs.writeFileSync(path.join(migrations, file), result.sql);
    expect(await pushMigrations(migrated.sql, migrations)).toEqual([file]);
    expect(formatDifferences(diffSnapshots(await takeSnapshot(migrated.sql), target))).toBe('');
  }, 60_000);

  it('names a new migration after the newest one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-schema-test-'));
    temp.push(dir);
    fs.writeFileSync(path.join(dir, '20261128000759_x.sql'), '');
    expect(nextVersion(dir, new Date('2026-01-01T00:00:00Z'))).toBe('20261128000800');
    expect(nextVersion(dir, new Date('2027-02-03T04:05:06Z'))).toBe('20270203040506');
  });
});
