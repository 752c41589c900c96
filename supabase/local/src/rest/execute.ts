/**
 * Runs one compiled request in its own transaction, pipelined on a reserved connection:
 * `begin`, the request settings and the statement leave in one write (one round trip). Without an
 * outcome check (reads, most RPCs) the `commit` travels with them too: after a failed statement it
 * ends the aborted transaction as a rollback. With a check, the commit waits for it, so a write's
 * row locks are held for one more round trip.
 */
import { type JwtClaims, type RequestInfo, requestSettings, type Sql } from '../db';

export interface StatementRow {
  total: string | null;
  page_total: string;
  body: string | null;
}

export async function runStatement(
  sql: Sql,
  claims: JwtClaims,
  request: RequestInfo,
  statement: { text: string; params: string[] },
  /** Runs before commit; throwing rolls the transaction back (and is rethrown). Null: no check. */
  check: ((row: StatementRow | undefined) => void) | null,
): Promise<StatementRow | undefined> {
  const settings = requestSettings(claims, request);
  const conn = await sql.reserve();
  try {
    const begin = conn.unsafe(request.readOnly ? 'begin read only' : 'begin').execute();
    // The same text on every request: prepared once per connection, as PostgREST does.
    const set = conn.unsafe(settings.text, settings.params, { prepare: true }).execute();
    const main = conn.unsafe<StatementRow[]>(statement.text, statement.params).execute();
    // A read-only transaction writes nothing, so even a check can run after its commit.
    const end = request.readOnly || !check ? conn.unsafe('commit').execute() : null;
    const results = await Promise.allSettled([begin, set, main, end]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      if (!end) await conn.unsafe('rollback');
      throw failed.reason;
    }
    const [row] = (results[2] as PromiseFulfilledResult<StatementRow[]>).value;
    try {
      check?.(row);
    } catch (error) {
      if (!end) await conn.unsafe('rollback');
      throw error;
    }
    if (!end) await conn.unsafe('commit');
    return row;
  } finally {
    conn.release();
  }
}
