/**
 * Throwaway tables and functions in `public` (the only schema PostgREST exposes), created through
 * the direct connection and dropped afterwards. Names carry a random suffix so runs never clash.
 */
import { randomBytes } from 'node:crypto';
import { directSql } from './clients';

export interface Fixture {
  /** Table/function name prefix, e.g. `t_ab12cd`. */
  name: string;
  drop(): Promise<void>;
}

/** `setupSql(name)` returns the DDL; everything it creates must start with `name`. */
export async function createFixture(setupSql: (name: string) => string): Promise<Fixture> {
  const name = `t_${randomBytes(3).toString('hex')}`;
  const sql = directSql();
  try {
    await sql.unsafe(setupSql(name));
  } finally {
    await sql.end();
  }
  return {
    name,
    drop: async () => {
      const db = directSql();
      try {
        // Drop every function and table carrying the prefix, whatever the test created.
        const fns = await db<{ sig: string }[]>`
          select p.oid::regprocedure::text as sig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like ${`${name}%`}`;
        for (const fn of fns) await db.unsafe(`drop function if exists ${fn.sig} cascade`);
        const tables = await db<{ t: string }[]>`
          select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relname like ${`${name}%`}`;
        for (const t of tables) await db.unsafe(`drop table if exists public."${t.t}" cascade`);
      } finally {
        await db.end();
      }
    },
  };
}
