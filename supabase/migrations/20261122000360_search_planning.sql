-- Less planning per search (docs/adr/0006 "Latency"). Profiled with perf on a backend running
-- enhanced_autocomplete_search in a loop: half of its time went to the planner, mostly for small
-- helpers. A LANGUAGE sql function with SET search_path (all of ours) is never inlined, so each
-- call from plpgsql parses and plans its body again in every transaction; as plpgsql the plans
-- are kept for the session. Same results as before (the search tests hold them).

-- The share of the catalogue a taxonomy filter covers, from the planner's statistics. Planning
-- its query over the pg_stats view cost ~1 ms per search, paid even without a taxonomy filter.
create or replace function private.scope_fraction(f private.catalog_filter)
returns double precision
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ids integer[] := coalesce(f.label_ids, f.subcategory_ids, f.category_ids);
  v_column text := case when f.label_ids is not null then 'label_id'
                        when f.subcategory_ids is not null then 'subcategory_id'
                        else 'category_id' end;
  v_fraction double precision;
begin
  if v_ids is null then
    return 1;
  end if;
  select sum(s.most_common_freqs[array_position(s.most_common_vals::text::integer[], v.id)])
  into v_fraction
  from pg_catalog.pg_stats s
  cross join lateral unnest(v_ids) as v(id)
  where s.schemaname = 'public' and s.tablename = 'products' and s.attname = v_column;
  return coalesce(v_fraction, 0.01);
end;
$$;

-- The words of a search term: lower-case letters and digits, at most 10 words of 40 characters.
create or replace function private.query_words(p_term text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(w.word order by w.ord), '{}')
    from (
      select t.word, t.ord
      from regexp_split_to_table(lower(coalesce(p_term, '')), '[^a-z0-9]+') with ordinality as t(word, ord)
      where t.word <> '' and char_length(t.word) <= 40
      order by t.ord
      limit 10
    ) as w
  );
end;
$$;

create or replace function private.normalize_term(p_term text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return array_to_string(private.query_words(p_term), ' ');
end;
$$;

create or replace function private.render_query(p_parts jsonb)
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return (
    select string_agg(
             '(' || (
               select string_agg(
                        quote_literal(i.value ->> 0) || case when (i.value ->> 1)::boolean then ':*' else '' end,
                        ' | ' order by i.ord)
               from jsonb_array_elements(part.value) with ordinality as i(value, ord)
             ) || ')',
             ' & ' order by part.ord)::tsquery
    from jsonb_array_elements(p_parts) with ordinality as part(value, ord)
  );
end;
$$;

create or replace function private.filter_names(p_value text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return (
    select array_agg(distinct lower(btrim(x.name)))
    from unnest(string_to_array(p_value, ',')) as x(name)
    where btrim(x.name) <> ''
  );
end;
$$;

create or replace function private.term_lexeme(p_word text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return (select t.lexeme from unnest(to_tsvector('english'::regconfig, p_word)) as t limit 1);
end;
$$;

create or replace function private.tier_allowed(f private.catalog_filter, p_tier real)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return f.match_query is not null and f.quality * p_tier >= f.min_relevance;
end;
$$;

-- Generic plans for the statements of the search's busiest functions: the final page query of
-- search_products joins by product id; build_text_query's and get_search_suggestions' dictionary
-- lookups are index probes by word. plpgsql kept re-planning them on every call (the custom plan
-- looked cheaper). With the above, on one backend (pgbench): autocomplete 3.9 -> 1.5 ms a call,
-- suggestions 1.7 -> 1.2 ms. The search benchmark still checks that no plan scans products.
alter function private.search_products(private.catalog_filter, text, integer, bigint)
  set plan_cache_mode = force_generic_plan;
alter function private.build_text_query(text, real) set plan_cache_mode = force_generic_plan;
alter function public.get_search_suggestions(text, integer, real) set plan_cache_mode = force_generic_plan;
