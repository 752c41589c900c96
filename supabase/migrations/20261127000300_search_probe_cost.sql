-- Search ranking (ADR 0007): a relevance tier's first stream is a probe of at most 500 rows.
-- tier_probe_rows of 20261126000700_search_speed.sql started every tier's stream at prefix_rows'
-- prefix, sized from the term's density in the whole scope (with a 4x margin under filters). A
-- tier far sparser than the term then streamed that whole prefix for nothing: no game has 'ps5'
-- in its own title (it names the platform), so 'ps5' in games at 2,000-4,000 rupees streamed
-- 1,559 rows into an empty tier, then 1,559 more for the shared stream of the later tiers (31 ms;
-- 3.5 ms before the relevance tiers). ordered_ids already measures a tier's density from its
-- first rows and streams on only while that is cheaper than a bitmap read of the matches, so
-- the first read can be short: 500 rows, as for a term without a prefix. (About 20 ms now; over
-- the bench's twelve filtered searches p95 is back within 7 % of 3b552c5.)
create or replace function private.tier_probe_rows(f private.catalog_filter, p_need bigint, p_prefix integer)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_cap integer := case when f.conditions is not null or f.min_price is not null or f.max_price is not null
                             or f.discount_only or f.spec_sql is not null then 3000 else 1500 end;
begin
  if p_prefix > 0 then
    return least(p_prefix, 500);
  end if;
  if p_need > 300 or f.match_query is null or f.estimate is null or f.estimate < 1000
     or f.estimate * private.scope_fraction(f) <= v_cap then
    return 0;
  end if;
  return 500;
end;
$$;

revoke all on function private.tier_probe_rows(private.catalog_filter, bigint, integer)
  from public, anon, authenticated;
