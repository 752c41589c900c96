/**
 * The judged relevance set (tests/relevance/judged-queries.json) against the seeded catalogue: every
 * query must meet its judgment (its `must` products among the first 5 results of the search page's
 * call, enough relevant ones among them). The same scoring prints `pnpm bench:relevance`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import {
  formatSetScore,
  loadJudgedQueries,
  type ResultRow,
  SEARCH_SQL,
  scoreJudgedSet,
  scoreQuery,
  searchArgs,
} from '../relevance/judged';
import { asRole } from './catalog-fixture';

const sql = directSql();
afterAll(() => sql.end());

describe('judged relevance set', () => {
  it('holds at least 40 judged queries, each judged by products of the seed catalogue', async () => {
    const queries = loadJudgedQueries();
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const judged = [...new Set(queries.flatMap((q) => [...q.must, ...(q.mustAny ?? [])]))];
    const known = await sql<{ slug: string }[]>`
      select slug from public.products where is_active and slug = any (${judged})`;
    expect(judged.filter((s) => !known.some((k) => k.slug === s))).toEqual([]);
    expect(queries.every((q) => q.must.length > 0 || (q.mustAny?.length ?? 0) > 0)).toBe(true);
  });

  it('scores a query: must products in the first 5, relevant ones counted, NDCG@5 against the ideal', () => {
    const row = (slug: string, sub = 'other'): ResultRow => ({
      slug,
      product_name: slug,
      subcategory_slug: sub,
      label: null,
    });
    const judged = { query: 'q', must: ['a'], relevant: { subcategories: ['kind'] }, minRelevant: 2 };
    const perfect = scoreQuery(judged, [row('a'), row('b', 'kind'), row('c', 'kind'), row('d'), row('e')]);
    expect(perfect).toMatchObject({ pass: true, missing: [], relevantInTop: 3 });
    expect(perfect.ndcg).toBeCloseTo(1, 10);
    const late = scoreQuery(judged, [row('x'), row('y'), row('z'), row('w'), row('v'), row('a', 'kind')]);
    expect(late).toMatchObject({ pass: false, missing: ['a'], relevantInTop: 0 });
    expect(late.ndcg).toBe(0);
    const thin = scoreQuery(judged, [row('a'), row('x'), row('y'), row('z'), row('w')]);
    expect(thin.pass).toBe(false);
    expect(thin.ndcg).toBeCloseTo(1, 10);
  });

  it('is met by every query on the seeded catalogue', async () => {
    const result = await asRole(sql, 'anon', (tx) =>
      scoreJudgedSet(
        async (query) => (await tx.unsafe(SEARCH_SQL, searchArgs(query))) as unknown as ResultRow[],
      ),
    );
    const failed = result.scores.filter((s) => !s.pass);
    expect(failed, formatSetScore(result)).toEqual([]);
    expect(result.share).toBe(1);
    expect(result.meanNdcg).toBeGreaterThan(0.9);
  });
});
