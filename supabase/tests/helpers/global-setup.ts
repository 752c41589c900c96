/**
 * Starts ONE throwaway local stack (random ports) for the run, unless SUPABASE_URL points the
 * suite at another target (e.g. a hosted project), and hands its coordinates to the tests.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createSql } from '../../local/src/db';
import { quietLogger } from '../../local/src/log';
import { launchPostgres, type PostgresServer } from '../../local/src/postgres/launcher';
import { migrate } from '../../local/src/postgres/migrate';
import { type RunningStack, startStack } from '../../local/src/stack';
import { lastReleaseVersion, migrationsUpTo, seedAt } from '../../scripts/schema-db';
import type { StackTarget } from './target';

/**
 * `STACK_UPGRADE=1`: the tests run against the last release's database (the migrations up to
 * `supabase/migrations/LAST_RELEASE`, seeded as it was then), upgraded by the stack with the
 * migrations since, as `supabase db push` upgrades a hosted project (`pnpm test`'s stack-upgrade).
 */
async function databaseOfLastRelease(version: string): Promise<PostgresServer> {
  const released = migrationsUpTo(version);
  const releasedSeed = seedAt(version);
  if (!fs.readdirSync(released).some((f) => f.startsWith(`${version}_`)))
    throw new Error(`LAST_RELEASE names ${version}: no such migration in supabase/migrations`);
  const server = await launchPostgres({ log: quietLogger });
  const sql = createSql(server.url, { max: 1, applicationName: 'store-tests-last-release' });
  try {
    await migrate(sql, { migrationsDir: released, seedDir: releasedSeed });
  } finally {
    await sql.end({ timeout: 2 });
    fs.rmSync(released, { recursive: true, force: true });
    fs.rmSync(releasedSeed, { recursive: true, force: true });
  }
  return server;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackTarget | null;
  }
}

let stack: RunningStack | null = null;
let lastRelease: PostgresServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.SUPABASE_URL) {
    project.provide('stack', null);
    return;
  }
  // Every test file calls Auth from 127.0.0.1: per-IP limits would add up across files and answer
  // 429 to unrelated tests. Per-address limits (what the rate-limit tests check) are not scaled.
  process.env.STORE_AUTH_RATE_LIMIT_SCALE ??= '50';
  // The e-mail sender stays off: tests/db/item-lifecycle.test.ts drives send-emails itself. So does
  // the payments sweeper: tests/db/payments.test.ts decides when holds end and refunds are claimed.
  const upgradeFrom = process.env.STACK_UPGRADE === '1' ? lastReleaseVersion() : undefined;
  if (upgradeFrom) {
    lastRelease = await databaseOfLastRelease(upgradeFrom);
    process.env.DATABASE_URL = lastRelease.url;
  }
  const versions = async () => {
    if (!lastRelease) return 0;
    const sql = createSql(lastRelease.url, { max: 1 });
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from supabase_migrations.schema_migrations`;
    await sql.end({ timeout: 2 });
    return row?.n ?? 0;
  };
  const before = await versions();
  stack = await startStack({
    ephemeral: true,
    apiPort: 0,
    mailPort: 0,
    log: quietLogger,
    emailSender: false,
    // Off too: tests/db/payments.test.ts claims refunds itself; tests/functions calls payments-sweep.
    paymentsSweeper: false,
    // Upgraded, the release's database gets today's seed too (it leaves existing rows alone), as
    // a developer's database does with `stack start --seed`: the demo data the tests read is there.
    seed: lastRelease !== null,
  });
  if (lastRelease)
    console.info(
      `stack tests on the release of ${upgradeFrom} (${before} migrations), upgraded by ${(await versions()) - before}`,
    );
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    mailUrl: stack.mailUrl,
    razorpayUrl: stack.razorpayUrl,
    dbUrl: stack.dbUrl,
    jwtSecret: stack.jwtSecret,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  stack = null;
  await lastRelease?.stop();
  lastRelease = null;
}
