import { createContext, type ReactNode, useContext } from 'react';
import { useOnline } from 'shared';
import { type AnswerTime, type RpcCall, rpcAnswerTime } from 'shared/preload';

/**
 * Prices shown offline say when they were true (docs/product.md#installable-and-offline): each
 * list or page that shows prices provides the time of its data, and `MrpPrice` adds
 * "as of <time>" to every price it shows while the browser is offline, or when the service
 * worker answered from an answer kept longer than a minute (a connection that fails without the
 * browser noticing).
 */
const PricesAsOfContext = createContext<AnswerTime | null>(null);

/** How old a kept answer may be before its prices say so online (the worker's fresh window). */
const KEPT_FRESH_MS = 60_000;

/**
 * The time of a query's data: this page's last answer to its calls (the oldest of several), or
 * the query's own time when the page fetched none of them (the data came with the server's HTML,
 * whose render time the query holds).
 */
export function answerAsOf(dataUpdatedAt: number, calls: readonly RpcCall[]): AnswerTime | null {
  let oldest: AnswerTime | null = null;
  for (const call of calls) {
    const answer = rpcAnswerTime(call) ?? (dataUpdatedAt > 0 ? { at: dataUpdatedAt, kept: false } : null);
    if (!answer) continue;
    oldest = oldest
      ? { at: Math.min(oldest.at, answer.at), kept: oldest.kept || answer.kept }
      : { at: answer.at, kept: answer.kept };
  }
  return oldest;
}

export function PricesAsOf({ time, children }: { time: AnswerTime | null; children: ReactNode }) {
  return <PricesAsOfContext.Provider value={time}>{children}</PricesAsOfContext.Provider>;
}

/** The time a price must show, or null while it is current (online, from a fresh answer). */
export function usePriceAsOf(): number | null {
  const online = useOnline();
  const time = useContext(PricesAsOfContext);
  if (!time) return null;
  if (!online || (time.kept && Date.now() - time.at > KEPT_FRESH_MS)) return time.at;
  return null;
}
