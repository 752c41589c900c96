/**
 * The judged relevance set (judged-queries.json) and its scoring, shared by `pnpm bench:relevance`
 * (bench/relevance.ts) and the stack test (tests/db/search-relevance.test.ts).
 *
 * Each query is run through unified_product_search exactly as the search page calls it (relevance
 * order, min_relevance 0.1). A query meets its judgment when every `must` product is among the
 * first 5 results, at least one `mustAny` product is, and at least `minRelevant` of those 5 are
 * relevant. NDCG@5 grades `must` and `mustAny` products 2 and other relevant products 1; the ideal ordering is taken from the judged products
 * found in the first POOL results plus any `must` product missing from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePricePhrase } from 'shared/contracts';

export const TOP = 5;
/** Results read per query: the pool the ideal ordering is taken from. */
export const POOL = 50;
/** The search page's minimum relevance (shared/src/constants/spec.ts SEARCH.minRelevance). */
export const MIN_RELEVANCE = 0.1;

export interface JudgedQuery {
  query: string;
  must: string[];
  /** At least one of these must be among the first 5 (a kind with several equally good answers). */
  mustAny?: string[];
  relevant?: { subcategories?: string[]; labels?: string[]; nameIncludes?: string[] };
  minRelevant?: number;
  /**
   * A price query ('gaming laptop under 1 lakh'): every one of the first 5 must sell within this
   * range (inclusive; null: open), as judged, not as parsed.
   */
  priceRange?: { min: number | null; max: number | null };
}

/** The fields of a search result the judgment reads. */
export interface ResultRow {
  slug: string;
  product_name: string;
  subcategory_slug: string;
  label: string | null;
  /** The selling price (numeric comes back as text from postgres.js). */
  discount_price?: number | string;
}

export interface QueryScore {
  query: string;
  pass: boolean;
  ndcg: number;
  top: string[];
  missing: string[];
  relevantInTop: number;
  minRelevant: number;
  /** Of the first 5, those selling outside the judged price range. */
  outOfRange: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadJudgedQueries(): JudgedQuery[] {
  const file = JSON.parse(fs.readFileSync(path.join(here, 'judged-queries.json'), 'utf8')) as {
    queries: JudgedQuery[];
  };
  return file.queries;
}

/** 2 for a `must` product, 1 for another relevant product, else 0. */
export function grade(judged: JudgedQuery, row: ResultRow): number {
  if (judged.must.includes(row.slug) || judged.mustAny?.includes(row.slug)) return 2;
  const r = judged.relevant;
  if (!r) return 0;
  if (r.subcategories?.includes(row.subcategory_slug)) return 1;
  if (row.label !== null && r.labels?.includes(row.label)) return 1;
  const name = row.product_name.toLowerCase();
  if (r.nameIncludes?.some((word) => name.includes(word.toLowerCase()))) return 1;
  return 0;
}

function dcg(grades: number[]): number {
  return grades.slice(0, TOP).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** Scores one query's results (in rank order, at least the first POOL when there are that many). */
export function scoreQuery(judged: JudgedQuery, rows: ResultRow[]): QueryScore {
  const grades = rows.map((row) => grade(judged, row));
  const top = rows.slice(0, TOP);
  const topSlugs = top.map((r) => r.slug);
  const missing = judged.must.filter((slug) => !topSlugs.includes(slug));
  if (judged.mustAny && !judged.mustAny.some((slug) => topSlugs.includes(slug))) {
    missing.push(`one of ${judged.mustAny.join(' | ')}`);
  }
  const relevantInTop = grades.slice(0, TOP).filter((g) => g > 0).length;
  const range = judged.priceRange;
  const outOfRange = range
    ? top
        .filter((r) => {
          const price = Number(r.discount_price);
          return !(
            Number.isFinite(price) &&
            (range.min == null || price >= range.min) &&
            (range.max == null || price <= range.max)
          );
        })
        .map((r) => r.slug)
    : [];
  const minRelevant = judged.minRelevant ?? 0;
  const found = new Set(rows.map((r) => r.slug));
  const ideal = [...grades, ...judged.must.filter((slug) => !found.has(slug)).map(() => 2)].sort(
    (a, b) => b - a,
  );
  const best = dcg(ideal);
  return {
    query: judged.query,
    pass: missing.length === 0 && relevantInTop >= minRelevant && outOfRange.length === 0,
    ndcg: best === 0 ? 1 : dcg(grades) / best,
    top: topSlugs,
    missing,
    relevantInTop,
    minRelevant,
    outOfRange,
  };
}

export interface SetScore {
  scores: QueryScore[];
  passed: number;
  share: number;
  meanNdcg: number;
}

/**
 * The search page's arguments for a query, as mf-catalog's search-params builds them: a price
 * phrase ('under 1 lakh') leaves the term and becomes the price bounds; otherwise the trimmed
 * query and no bounds. The parameters of SEARCH_SQL, in order.
 */
export function searchArgs(query: string): [term: string, minPrice: number | null, maxPrice: number | null] {
  const parsed = parsePricePhrase(query);
  return parsed.phrase != null ? [parsed.text, parsed.min, parsed.max] : [query.trim(), null, null];
}

/**
 * Runs every judged query through `search` (the search page's RPC, called with `searchArgs` of
 * the query) and scores the set.
 */
export async function scoreJudgedSet(
  search: (query: string) => Promise<ResultRow[]>,
  queries: JudgedQuery[] = loadJudgedQueries(),
): Promise<SetScore> {
  const scores: QueryScore[] = [];
  for (const judged of queries) scores.push(scoreQuery(judged, await search(judged.query)));
  const passed = scores.filter((s) => s.pass).length;
  return {
    scores,
    passed,
    share: scores.length === 0 ? 0 : passed / scores.length,
    meanNdcg: scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + s.ndcg, 0) / scores.length,
  };
}

/**
 * The search page's call (shared/src/preload/first-screen-data.ts plainSearchCalls, plus the
 * bounds of a price phrase), as SQL; its parameters are `searchArgs(query)`.
 */
export const SEARCH_SQL = `
  select slug, product_name, subcategory_slug, label, discount_price
  from public.unified_product_search(search_term => $1::text, min_relevance => ${MIN_RELEVANCE}::real,
                                     sort_by => 'relevance', page_number => 1, page_size => ${POOL},
                                     min_price => $2::numeric, max_price => $3::numeric)`;

/** One line per query and a summary, as bench:relevance prints them. */
export function formatSetScore(result: SetScore): string {
  const lines = result.scores.map((s) => {
    const why = [
      s.missing.length ? `missing ${s.missing.join(', ')}` : '',
      s.relevantInTop < s.minRelevant ? `${s.relevantInTop}/${s.minRelevant} relevant in top ${TOP}` : '',
      s.outOfRange.length ? `outside the price range: ${s.outOfRange.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `${s.pass ? 'PASS' : 'FAIL'}  ndcg@5 ${s.ndcg.toFixed(3)}  ${JSON.stringify(s.query)}${why ? `  (${why})` : ''}`;
  });
  lines.push(
    '',
    `queries meeting their judgment: ${result.passed}/${result.scores.length} (${(result.share * 100).toFixed(1)} %)`,
    `mean NDCG@5: ${result.meanNdcg.toFixed(3)}`,
  );
  return lines.join('\n');
}
