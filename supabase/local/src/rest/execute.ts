/**
 * Runs one compiled request in its own transaction, pipelined on a reserved connection:
 * `begin`, the request settings and the statement leave in one write (one round trip). Without an
 * outcome check (reads, most RPCs) the `commit` travels with them too: after a failed statement it
 * ends the aborted transaction as a rollback. With a check, the commit waits for it, so a write's
 * row locks are held for one more round trip. When the client goes away (`signal`), the running
 * statement is cancelled rather than left to hold a pooled connection until its timeout.
 */
import { type JwtClaims, type RequestInfo, requestSettings, type Sql } from '../db';

export interface StatementRow {
  total: string | null;
  page_total: string;
  body: string | null;
}

/**
 * Cancels a running query and resolves once the cancel request was delivered. postgres.js's
 * `query.cancel()` sends the same request but drops its promise.
 */
function cancelQuery(query: object): Promise<unknown> {
  const canceller = (query as { canceller?: ((q: object) => Promise<unknown>) | null }).canceller;
  if (typeof canceller !== 'function') return Promise.resolve();
  (query as { canceller?: unknown }).canceller = null;
  return canceller(query).catch(() => {});
}

export async function runStatement(
  sql: Sql,
  claims: JwtClaims,
  request: RequestInfo,
  statement: { text: string; params: string[] },
  /** Runs before commit; throwing rolls the transaction back (and is rethrown). Null: no check. */
  check: ((row: StatementRow | undefined) => void) | null,
  /** Aborted when the client disconnects. */
  signal?: AbortSignal,
): Promise<StatementRow | undefined> {
  signal?.throwIfAborted();
  const settings = requestSettings(claims, request);
  const conn = await sql.reserve();
  let cancelling: Promise<unknown> | null = null;
  let onAbort: (() => void) | null = null;
  try {
    // The client may have left while every pooled connection was busy.
    signal?.throwIfAborted();
    const begin = conn.unsafe(request.readOnly ? 'begin read only' : 'begin').execute();
    // The same text on every request: prepared once per connection, as PostgREST does.
    const set = conn.unsafe(settings.text, settings.params, { prepare: true }).execute();
    const query = conn.unsafe<StatementRow[]>(statement.text, statement.params).execute();
    let running = true;
    const main = query.finally(() => {
      running = false;
    });
    onAbort = () => {
      if (running) cancelling = cancelQuery(query);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
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
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    // A cancel request names the backend, not the statement: the connection serves no other
    // request before it was delivered, or it could cancel that one.
    if (cancelling) await cancelling;
    conn.release();
  }
}
