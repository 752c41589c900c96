/**
 * Runs one compiled request in its own transaction, pipelined on a reserved connection:
 * `begin`, the request settings and the statement leave in one write (one round trip); a read
 * also pipelines its `commit`. A write waits for the outcome check, then commits or rolls back.
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
  /** Runs before commit; throwing rolls the transaction back (and is rethrown). */
  check: (row: StatementRow | undefined) => void,
): Promise<StatementRow | undefined> {
  const settings = requestSettings(claims, request);
  const conn = await sql.reserve();
  try {
    const begin = conn.unsafe(request.readOnly ? 'begin read only' : 'begin').execute();
    const set = conn.unsafe(settings.text, settings.params).execute();
    const main = conn.unsafe<StatementRow[]>(statement.text, statement.params).execute();
    // In a read-only transaction nothing can be written: commit (or the implicit rollback of a
    // failed transaction) can travel with the statement.
    const end = request.readOnly ? conn.unsafe('commit').execute() : null;
    const results = await Promise.allSettled([begin, set, main, end]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      if (!end) await conn.unsafe('rollback');
      throw failed.reason;
    }
    const [row] = (results[2] as PromiseFulfilledResult<StatementRow[]>).value;
    try {
      check(row);
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
