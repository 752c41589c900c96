/**
 * `pnpm bench:relevance`: the judged relevance set (tests/relevance/judged-queries.json) against
 * the seed catalogue. Starts a throwaway local stack in a child process (migrations and seed), runs
 * every judged query through unified_product_search as the search page calls it (as anon), and
 * prints per query PASS/FAIL with its NDCG@5, the share of queries meeting their judgment and the
 * mean NDCG@5. Exits 1 unless every query meets it (the same threshold as the stack test
 * tests/db/search-relevance.test.ts; the scoring is shared: tests/relevance/judged.ts).
 *
 * Env: BENCH_DATABASE_URL (use an already seeded database instead of a new stack).
 */
import postgres from 'postgres';
import {
  formatSetScore,
  type ResultRow,
  SEARCH_SQL,
  scoreJudgedSet,
  searchArgs,
} from '../tests/relevance/judged';
import { runBench } from './report';
import { startStackProcess } from './start-stack-process';

async function main(): Promise<number> {
  let stack: Awaited<ReturnType<typeof startStackProcess>> | null = null;
  let dbUrl = process.env.BENCH_DATABASE_URL;
  if (!dbUrl) {
    stack = await startStackProcess();
    dbUrl = stack.dbUrl;
  }
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const result = await sql.begin(async (tx) => {
      await tx.unsafe('set local role anon');
      return await scoreJudgedSet(
        async (query) => (await tx.unsafe(SEARCH_SQL, searchArgs(query))) as unknown as ResultRow[],
      );
    });
    console.info(formatSetScore(result));
    return result.passed === result.scores.length ? 0 : 1;
  } finally {
    await sql.end({ timeout: 5 });
    await stack?.stop();
  }
}

runBench(main);
