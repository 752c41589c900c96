/**
 * The relevance order computed the plain way, one sort over every match, for the benchmark to
 * compare with what the search functions answer at 100k products. The functions read each tier
 * in index order, stream on, share one stream between the text tiers and fall back to bitmap
 * reads (migrations 20261126000500 and 20261126000700): paths the small seeded catalogue of the
 * database tests never takes. Same keys as private.search_products: in stock first, then the
 * kind levels the query names, then own title, mentioned title, own other, mentioned other, then
 * bestsellers, newest, id.
 */
import type postgres from 'postgres';

export interface ReferenceCase {
  /** What the search function is called with, for the report. */
  label: string;
  /** The search function's own answer (product ids in order). */
  actual: (sql: postgres.Sql) => Promise<string[]>;
  /** The filter built as the function builds it. */
  filterSql: string;
  filterArgs: unknown[];
  limit: number;
  offset: number;
}

const REFERENCE = (filterSql: string) => `
  with f as materialized (select (${filterSql}).*),
  q as materialized (select f.match_query as q from f where not f.no_match),
  levels as materialized (
    select k.ord,
           array(select x::integer from jsonb_array_elements_text(k.level -> 's') as x) as subs,
           array(select x::integer from jsonb_array_elements_text(k.level -> 'l') as x) as labels
    from f, jsonb_array_elements(coalesce(f.kinds, '[]')) with ordinality as k(level, ord))
  select p.product_id::text as id
  from public.products p, q
  where p.is_active and p.search_vector @@ q.q
  order by p.in_stock desc,
    coalesce(
      (select min(l.ord) from levels l where p.subcategory_id = any (l.subs) or p.label_id = any (l.labels)),
      100 + case when p.own_title_vector @@ q.q then 1
                 when p.title_vector @@ q.q then 2
                 when not (p.mention_vector @@ q.q) then 3 else 4 end),
    p.is_bestseller desc, p.created_at desc, p.product_id asc`;

/** Ids of the reference order, page [offset, offset + limit). */
export async function referenceIds(sql: postgres.Sql, c: ReferenceCase): Promise<string[]> {
  const rows = await sql.unsafe<{ id: string }[]>(
    `${REFERENCE(c.filterSql)} limit ${c.limit} offset ${c.offset}`,
    c.filterArgs as postgres.ParameterOrJSON<never>[],
  );
  return rows.map((r) => r.id);
}

/** The cases whose answer differs from the reference, with the first difference. */
export async function compareWithReference(sql: postgres.Sql, cases: ReferenceCase[]): Promise<string[]> {
  const differences: string[] = [];
  for (const c of cases) {
    const [actual, expected] = await Promise.all([c.actual(sql), referenceIds(sql, c)]);
    const at = expected.findIndex((id, i) => actual[i] !== id);
    if (at >= 0 || actual.length !== expected.length) {
      differences.push(
        `${c.label}: row ${at >= 0 ? at + 1 : expected.length + 1} differs (${actual.length} rows, reference ${expected.length})`,
      );
    }
  }
  return differences;
}

const SEARCH_FILTER =
  'private.build_catalog_filter($1::text, null, null, null, null, null, null, null, false, false, 0.1::real, false)';
const AUTOCOMPLETE_FILTER =
  'private.build_catalog_filter(private.normalize_term($1::text), null, null, null, null, null, null, null, false, false, 0.1::real, false, 0.2::real)';

/** Page 1 and 2 of the unified search for each term, and the autocomplete's 5 for each input. */
export function referenceCases(terms: string[], autocomplete: string[]): ReferenceCase[] {
  const search = terms.flatMap((term) =>
    [1, 2].map(
      (page): ReferenceCase => ({
        label: `unified_product_search('${term}', page ${page})`,
        actual: async (sql) =>
          (
            await sql.unsafe<{ product_id: string }[]>(
              'select product_id::text from public.unified_product_search(search_term => $1::text, page_number => $2::integer)',
              [term, page],
            )
          ).map((r) => r.product_id),
        filterSql: SEARCH_FILTER,
        filterArgs: [term],
        limit: 20,
        offset: (page - 1) * 20,
      }),
    ),
  );
  const auto = autocomplete.map(
    (input): ReferenceCase => ({
      label: `enhanced_autocomplete_search('${input}')`,
      actual: async (sql) =>
        (
          await sql.unsafe<{ product_id: string }[]>(
            'select product_id::text from public.enhanced_autocomplete_search(search_query => $1::text)',
            [input],
          )
        ).map((r) => r.product_id),
      filterSql: AUTOCOMPLETE_FILTER,
      filterArgs: [input],
      limit: 5,
      offset: 0,
    }),
  );
  return [...search, ...auto];
}
