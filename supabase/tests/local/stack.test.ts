/** startStack against an existing server (DATABASE_URL) instead of launching one. */
import { describe, expect, it } from 'vitest';
import { createSql } from '../../local/src/db';
import { quietLogger } from '../../local/src/log';
import { launchPostgres } from '../../local/src/postgres/launcher';
import { startStack } from '../../local/src/stack';

describe('DATABASE_URL', () => {
  it('migrates and serves an existing server, and leaves it running on stop', async () => {
    const server = await launchPostgres();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = server.url;
    try {
      const stack = await startStack({ ephemeral: true, apiPort: 0, mailPort: 0, log: quietLogger });
      expect(stack.dbUrl).toBe(server.url);
      const response = await fetch(`${stack.apiUrl}/rest/v1/user_profiles?select=user_id`, {
        headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
      });
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
      await stack.stop();

      const sql = createSql(server.url, { max: 1 });
      const [row] = await sql<
        { n: number }[]
      >`select count(*)::int as n from supabase_migrations.schema_migrations`;
      await sql.end();
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      await server.stop();
    }
  });
});
