/**
 * Query answers shared between server renders, by query hash. Every render is a guest's, so a
 * query's answer is everyone's. A page asked for again skips the database round trips it made
 * the first time, which is what keeps busy pages within their deadline (ADR 17).
 *
 * Stale-while-revalidate, as the HTML itself is cached (`s-maxage=60, stale-while-revalidate=600`):
 * - an answer younger than `freshMs` is used as is;
 * - an older one is still used, and the render that used it refreshes it in the background, so
 *   the next render has it fresh and no shopper waits for the refresh;
 * - never once older than the query's own `staleTime` (the browser, which hydrates it with its
 *   real age, would refetch it at once) nor than `maxAgeMs`.
 */
export interface SharedAnswer {
  data: unknown;
  /** When it was fetched (ms since the epoch): the browser's query gets the same age. */
  at: number;
  /** Older than `freshMs`: use it, and refresh it. */
  stale: boolean;
}

export interface SharedAnswersOptions {
  freshMs: number;
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface SharedAnswers {
  get(hash: string, staleTime: unknown): SharedAnswer | undefined;
  /** Keeps an answer unless a newer one is kept already. */
  put(hash: string, data: unknown, at: number): void;
  /**
   * Runs `fetch` for a stale answer unless a refresh of it is already running; `fetch` puts
   * its answer itself. A failed refresh keeps the old answer until it ages out.
   */
  refresh(hash: string, fetch: () => Promise<unknown>): void;
  /** Forgets every answer (the catalogue changed), and any that arrived before it from later puts. */
  clear(): void;
}

export function createSharedAnswers({
  freshMs,
  maxAgeMs,
  maxEntries,
  now = Date.now,
}: SharedAnswersOptions): SharedAnswers {
  const answers = new Map<string, { data: unknown; at: number }>();
  const refreshing = new Set<string>();
  // Answers that arrived before the last clear() are from before the change: never kept again.
  let clearedAt = Number.NEGATIVE_INFINITY;
  return {
    get(hash, staleTime) {
      const answer = answers.get(hash);
      if (!answer) return undefined;
      const age = now() - answer.at;
      if (age >= maxAgeMs) answers.delete(hash);
      const usable = Math.min(maxAgeMs, typeof staleTime === 'number' ? staleTime : 0);
      return age < usable ? { ...answer, stale: age >= freshMs } : undefined;
    },
    put(hash, data, at) {
      if (at < clearedAt) return;
      const kept = answers.get(hash);
      if (kept && kept.at >= at) return;
      // Re-inserted, so the Map's order is the order of last refresh: the oldest go first.
      answers.delete(hash);
      answers.set(hash, { data, at });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    },
    clear() {
      answers.clear();
      clearedAt = now();
    },
    refresh(hash, fetch) {
      if (refreshing.has(hash)) return;
      refreshing.add(hash);
      fetch()
        .catch(() => {})
        .finally(() => refreshing.delete(hash));
    },
  };
}
