-- Search speed at 100k products (ADR 0007). The relevance order of
-- 20261126000500_search_relevance.sql cost p95 1.3-3.2x the previous figures: a term with a few
-- thousand matches ('rtx 4060', 'intel core i5') was read whole and sorted by the tier expression
-- (three tsvector tests a row, on wider rows), and a tier read in index order (a bounded prefix)
-- that came up short fell back to reading every match of the tier ('rtx 40' in autocomplete read
-- 4,000 own-title matches for 5 results). Now:
-- - a stream that comes up short measures the tier's density from the rows it read and streams on
--   as far as the missing matches should lie, when that reads fewer rows than the tier's matches
--   (estimated from the same density); only otherwise the bitmap read of every match;
-- - a term with many matches is read tier by tier in index order from a probe of the prefix cap,
--   instead of whole: only a term with few matches (estimate < 1000) or a narrow scope is read
--   whole and sorted.
-- Results are unchanged (the same tiers in the same order; the judged set and the ranking tests
-- prove it).

-- kind_words and name_lexemes as plpgsql: a SQL function with a SET clause is never inlined and
-- PostgreSQL 15 plans its body again at every call (0.25 ms a call, several calls a search);
-- plpgsql keeps the plan for the session.
create or replace function private.name_lexemes(p_text text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return coalesce(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(p_text, ''))), '{}');
end;
$$;

create or replace function private.kind_words(p_text text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(distinct case
             when char_length(w) > 4 and w ~ '[a-z]ies$' then left(w, -3) || 'y'
             when char_length(w) <= 3 or w !~ '[a-z]s$' or w ~ '(ss|us|is)$' then w
             else left(w, -1) end), '{}')
    from regexp_split_to_table(lower(coalesce(p_text, '')), '[^a-z0-9]+') as w
    where w <> '' and w not in ('a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'));
end;
$$;

-- build_search_intent of 20261126000500_search_relevance.sql without the synonym phrases that hold the
-- typed word itself (they only made the match slower: 'samsung ssd' counted x3).
create or replace function private.build_search_intent(p_term text, p_min_similarity real)
returns private.search_intent
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text[] := private.query_words(p_term);
  v_word text;
  v_stem text;
  v_phrases text[];
  v_plain text[] := '{}';
  -- Per kept word: 'p' (plain, stems known after correction) or its stems as jsonb.
  v_slots jsonb := '[]';
  v_synonym_query tsquery;
  v_synonym_count integer := 0;
  v_synonym_estimate integer;
  v_docs integer;
  v_text private.text_query;
  v_corrected text[];
  v_words_stems jsonb := '[]';
  v_next integer := 1;
  v_slot jsonb;
  v_result private.search_intent;
  v_part tsquery;
begin
  foreach v_word in array v_words loop
    v_stem := private.term_lexeme(v_word);
    select array_agg(s.phrase order by s.phrase) into v_phrases from public.search_synonyms s where s.word = v_word;
    if v_phrases is not null then
      continue when not exists (select 1 from unnest(v_phrases) as x(phrase) where x.phrase <> '');
      -- The word as typed (the last word as a prefix: the shopper may still be typing 'ps' of
      -- 'ps5'), or any of its phrases.
      v_part := case when v_stem is null then null
                     when v_word = v_words[cardinality(v_words)] then (quote_literal(v_stem) || ':*')::tsquery
                     else quote_literal(v_stem)::tsquery end;
      select max(t.doc_count) into v_docs from public.search_terms t where t.lexeme = v_stem;
      v_docs := coalesce(v_docs, 0);
      for i in 1 .. cardinality(v_phrases) loop
        continue when v_phrases[i] = '';
        -- A phrase holding the word itself ('ssd' -> 'nvme ssd') matches nothing the word does
        -- not: left out of the match (a phrase is checked on every candidate row's positions).
        continue when v_stem = any (private.name_lexemes(v_phrases[i]));
        v_part := case when v_part is null then phraseto_tsquery('english'::regconfig, v_phrases[i])
                       else v_part || phraseto_tsquery('english'::regconfig, v_phrases[i]) end;
        -- An upper bound of the phrase's products: its rarest word.
        v_docs := v_docs + coalesce((
          select min(m.docs) from (
            select (select max(t.doc_count) from public.search_terms t where t.lexeme = x.lexeme) as docs
            from unnest(private.name_lexemes(v_phrases[i])) as x(lexeme)) as m), 0);
      end loop;
      v_synonym_query := case when v_synonym_query is null then v_part else v_synonym_query && v_part end;
      v_synonym_count := v_synonym_count + 1;
      v_synonym_estimate := least(v_synonym_estimate, v_docs);
      v_slots := v_slots || jsonb_build_array(to_jsonb(
        private.kind_words(v_word) || coalesce((select array_agg(y) from unnest(v_phrases) as p(phrase)
                                                cross join lateral unnest(private.kind_words(p.phrase)) as y), '{}')));
    elsif v_stem is not null then
      v_plain := v_plain || v_word;
      v_slots := v_slots || jsonb_build_array('p');
    end if;
  end loop;

  if cardinality(v_plain) > 0 then
    v_text := private.build_text_query(array_to_string(v_plain, ' '), p_min_similarity);
    if v_text.match_query is null then
      return v_result;
    end if;
    v_corrected := string_to_array(v_text.corrected, ' ');
  elsif v_synonym_query is null then
    return v_result;
  end if;

  v_result.match_query := case when v_text.match_query is null then v_synonym_query
                               when v_synonym_query is null then v_text.match_query
                               else v_text.match_query && v_synonym_query end;
  v_result.quality := (coalesce(v_text.quality, 1) * cardinality(v_plain) + v_synonym_count)
                      / (cardinality(v_plain) + v_synonym_count);
  v_result.estimate := case when v_synonym_count = 0 then v_text.estimate
                            when cardinality(v_plain) = 0 then v_synonym_estimate
                            else least(v_text.estimate, v_synonym_estimate) end;

  -- Kind words per word: a plain word's after correction.
  for v_slot in select x.value from jsonb_array_elements(v_slots) as x(value) loop
    if v_slot = '"p"'::jsonb then
      v_words_stems := v_words_stems || jsonb_build_array(to_jsonb(
        private.kind_words(coalesce(v_corrected[v_next], v_plain[v_next]))));
      v_next := v_next + 1;
    else
      v_words_stems := v_words_stems || jsonb_build_array(v_slot);
    end if;
  end loop;
  v_result.kinds := private.query_kinds(v_words_stems);
  return v_result;
end;
$$;

-- query_kinds of 20261126000500_search_relevance.sql, answering at once when the query names no kind
-- (0.27 ms of every search's 0.75 ms intent went to the levels' query).
create or replace function private.query_kinds(p_words jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text[];
  v_result jsonb;
begin
  if p_words is null or jsonb_array_length(p_words) = 0 then
    return null;
  end if;
  select array_agg(distinct y.word) into v_words
  from jsonb_array_elements(p_words) as x(words)
  cross join lateral jsonb_array_elements_text(x.words) as y(word);
  -- Most queries name no kind (no category, subcategory or label has all its words in them):
  -- answered without the levels' query.
  if not exists (select 1 from public.categories c where cardinality(c.kind_words) > 0 and c.kind_words <@ v_words)
     and not exists (select 1 from public.subcategories s where cardinality(s.kind_words) > 0 and s.kind_words <@ v_words)
     and not exists (select 1 from public.labels l where cardinality(l.kind_words) > 0 and l.kind_words <@ v_words) then
    return null;
  end if;
  -- m: the named categories, subcategories and labels, with the query words each names (bit i for
  -- word i). A label also counts for the labels of its subcategory whose names extend its name.
  -- Then every label of the subcategories concerned gets the bits of its category, subcategory
  -- and (extended) labels; a subcategory whose labels all rank alike is listed whole. (Products
  -- without a label are left out of the kind levels; the seed gives every product one.)
  with m as materialized (
    select e.lvl, e.id, e.sub, e.cat, e.kw,
           (select bit_or(1 << (w.ord - 1)::integer) from jsonb_array_elements(p_words) with ordinality as w(words, ord)
            where w.words ?| e.kw) as mask
    from (
      select 'c'::text as lvl, c.category_id as id, null::integer as sub, c.category_id as cat, c.kind_words as kw
      from public.categories c where cardinality(c.kind_words) > 0 and c.kind_words <@ v_words
      union all
      select 's', s.subcategory_id, s.subcategory_id, s.category_id, s.kind_words
      from public.subcategories s where cardinality(s.kind_words) > 0 and s.kind_words <@ v_words
      union all
      select 'l', l.label_id, l.subcategory_id, null, l.kind_words
      from public.labels l where cardinality(l.kind_words) > 0 and l.kind_words <@ v_words
    ) as e
  ), shapes as (
    select s.subcategory_id, l.label_id,
           coalesce((select bit_or(m.mask) from m where m.lvl = 'c' and m.id = s.category_id), 0)
           | coalesce((select bit_or(m.mask) from m where m.lvl = 's' and m.id = s.subcategory_id), 0)
           | coalesce((select bit_or(m.mask) from m where m.lvl = 'l' and m.sub = s.subcategory_id and m.kw <@ l.kind_words), 0)
             as mask
    from public.subcategories s
    join public.labels l on l.subcategory_id = s.subcategory_id
    where exists (select 1 from m where (m.lvl = 'c' and m.id = s.category_id) or m.sub = s.subcategory_id)
  ), per_sub as (
    select x.subcategory_id, min(x.mask) as low, max(x.mask) as high from shapes x group by x.subcategory_id
  ), levels as (
    select x.mask,
           array_agg(distinct x.subcategory_id) filter (where ps.low = ps.high) as subs,
           array_agg(distinct x.label_id) filter (where ps.low <> ps.high) as labels
    from shapes x
    join per_sub ps on ps.subcategory_id = x.subcategory_id
    where x.mask > 0
    group by x.mask
  )
  select jsonb_agg(jsonb_build_object('s', coalesce(to_jsonb(levels.subs), '[]'), 'l', coalesce(to_jsonb(levels.labels), '[]'))
                   order by levels.mask desc)
  into v_result
  from levels;
  return v_result;
end;
$$;

-- The first p_need products of a scope and condition in p_order. A bounded stream in index order
-- first when p_prefix >= p_need (p_found: the matches of its first p_read rows when a caller read
-- them already), streaming on from where it stopped while that reads fewer rows than the matches
-- it expects; else, or once the bitmap read is the smaller, one bitmap read sorted in p_order.
drop function if exists private.ordered_ids(private.catalog_filter, text, text, text, integer, integer);
create or replace function private.ordered_ids(
  f private.catalog_filter, p_scope text, p_rest text, p_order text, p_need integer, p_prefix integer,
  p_found uuid[] default '{}', p_read integer default 0
)
returns uuid[]
language plpgsql
stable
set search_path = ''
set enable_seqscan = off
as $$
declare
  v_ids uuid[] := coalesce(p_found, '{}');
  v_read integer := p_read;
  v_probe integer := greatest(p_prefix, p_read);
  v_more uuid[];
  v_scanned integer;
  v_hits integer;
  v_next double precision;
  v_total double precision;
  v_indexscan text := current_setting('enable_indexscan');
begin
  if p_need <= 0 then
    return '{}';
  end if;
  while v_probe >= p_need loop
    if v_read = 0 then
      -- Streams in index order and stops at the p_need-th match (filtering keeps the order).
      execute format($sql$
        select array_agg(p.product_id order by %3$s)
        from (
          select p.product_id, p.in_stock, p.is_bestseller, p.created_at, p.discount_price
          from (select * from public.products p where %1$s order by %3$s limit %4$s) as p
          where %2$s
          limit $8
        ) as p
        $sql$, p_scope, p_rest, p_order, v_probe)
        into v_ids
        using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
              f.min_price, f.max_price, p_need;
      v_ids := coalesce(v_ids, '{}');
    elsif v_read < v_probe then
      -- Rows v_read + 1 to v_probe: their ids from the index alone, then each row by its key
      -- (a lateral lookup: joined whole, the planner read every match of the condition instead).
      execute format($sql$
        select array_agg(h.product_id order by h.n)
        from (
          select m.product_id, s.n
          from (select p.product_id, row_number() over (order by %3$s) as n
                from public.products p where %1$s order by %3$s limit %4$s) as s
          cross join lateral (select p.product_id from public.products p
                              where p.product_id = s.product_id and %2$s offset 0) as m
          where s.n > %5$s
          order by s.n
          limit %6$s
        ) as h
        $sql$, p_scope, p_rest, p_order, v_probe, v_read, p_need - cardinality(v_ids))
        into v_more
        using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
              f.min_price, f.max_price, p_need;
      v_ids := v_ids || coalesce(v_more, '{}');
    end if;
    v_read := v_probe;
    v_hits := cardinality(v_ids);
    if v_hits >= p_need then
      return v_ids[1:p_need];
    end if;
    -- Short of matches: complete anyway if the whole scope was read.
    execute format('select count(*)::integer from (select 1 from public.products p where %s limit %s) as s',
                   p_scope, v_read)
      into v_scanned
      using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
            f.min_price, f.max_price, p_need;
    if v_scanned < v_read then
      return v_ids;
    end if;
    -- The hits per row read say how far the p_need-th match lies (with a margin) and how many
    -- matches the scope holds; stream on only while that is the smaller read. No hit: matches are
    -- rarer than one in v_read rows and the bitmap read is the small one.
    exit when v_hits = 0;
    if v_total is null then
      select greatest(c.reltuples, 1) * private.scope_fraction(f) into v_total
      from pg_catalog.pg_class c where c.oid = 'public.products'::regclass;
    end if;
    v_next := ceil(v_read::double precision * p_need * 1.5 / v_hits);
    -- A bitmap read visits matches block by block, a third of a streamed row's cost.
    exit when v_next - v_read > v_total * v_hits / v_read / 3 or v_next > 20000;
    v_probe := greatest(v_next, v_read * 2.0)::integer;
  end loop;

  perform set_config('enable_indexscan', 'off', true);
  execute format($sql$
    select array_agg(h.product_id order by h.n)
    from (select p.product_id, row_number() over (order by %3$s) as n
          from public.products p
          where %1$s and %2$s
          order by %3$s
          limit $8) as h
    $sql$, p_scope, p_rest, p_order)
    into v_ids
    using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
          f.min_price, f.max_price, p_need;
  perform set_config('enable_indexscan', v_indexscan, true);
  return coalesce(v_ids, '{}');
end;
$$;

-- The first p_need products (ids, in p_order) of a kind level of several subcategories or labels:
-- each kind's own first p_need (ordered_ids: streamed from its browse index from a probe of
-- p_probe rows, or its matches read whole), then the best p_need of them all. Replaces
-- union_ordered_ids of 20261126000500_search_relevance.sql, whose branches the planner read as
-- bitmaps of every match ANDed with the description index, once per kind.
drop function if exists private.union_ordered_ids(private.catalog_filter, text, text, text[], text, integer);
create or replace function private.kinds_ordered_ids(
  f private.catalog_filter, p_scope text, p_rest text, p_parts text[], p_order text, p_need integer,
  p_probe integer
)
returns uuid[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_part text;
  v_all uuid[] := '{}';
  v_ids uuid[];
begin
  if p_need <= 0 then
    return '{}';
  end if;
  foreach v_part in array p_parts loop
    v_all := v_all || private.ordered_ids(f, p_scope || ' and ' || v_part, p_rest, p_order, p_need, p_probe);
  end loop;
  if cardinality(p_parts) = 1 then
    return v_all;
  end if;
  execute format($sql$
    select array_agg(h.product_id order by h.n)
    from (select p.product_id, row_number() over (order by %1$s) as n
          from public.products p
          where p.product_id = any ($1)
          order by %1$s
          limit $2) as h
    $sql$, p_order)
    into v_ids
    using v_all, p_need;
  return coalesce(v_ids, '{}');
end;
$$;

-- The first stream of each relevance tier: prefix_rows where that streams; where prefix_rows reads
-- every match because a page would need a prefix past its cap, a short probe when the term has
-- many matches in the scope: a tier can be far denser than the term overall, and ordered_ids
-- streams on from there only while that is the cheaper read. 0: read the matches whole.
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
    return p_prefix;
  end if;
  if p_need > 300 or f.match_query is null or f.estimate is null or f.estimate < 1000
     or f.estimate * private.scope_fraction(f) <= v_cap then
    return 0;
  end if;
  return 500;
end;
$$;

-- search_products of 20261126000500_search_relevance.sql; the tiers' first stream is tier_probe_rows.
create or replace function private.search_products(
  f private.catalog_filter, p_sort text, p_limit integer, p_offset bigint
)
returns table (
  product_id uuid,
  slug text,
  product_name text,
  primary_image text,
  price numeric,
  discount_price numeric,
  is_bestseller boolean,
  category text,
  category_slug text,
  subcategory text,
  subcategory_slug text,
  label text,
  condition text,
  average_rating numeric,
  review_count integer,
  stock_units integer,
  technical_specification jsonb,
  relevance real
)
language plpgsql
stable
set search_path = ''
as $$
declare
  c_static constant text := 'p.is_bestseller desc, p.created_at desc, p.product_id asc';
  v_need bigint := p_offset + p_limit;
  v_prefix integer := private.prefix_rows(f, p_offset + p_limit);
  v_title boolean;
  v_other boolean;
  v_ids uuid[] := '{}';
  v_scope text;
  v_rest text;
  v_tiers text[] := '{}';
  v_scopes text[] := '{}';
  v_kind text;
  v_level jsonb;
  v_any_kind text;
  v_rank text := 'case';
  v_n integer := 0;
  v_stock boolean;
  v_probe integer;
  v_rest_unindexed text;
  v_stock_scope text;
  v_pass jsonb;
begin
  if f.no_match or v_need > 2000000000 then
    return;
  end if;
  v_title := f.match_query is null or private.tier_allowed(f, 1.0);
  v_other := f.match_query is null or private.tier_allowed(f, 0.6);
  if not v_title then
    return;
  end if;

  if p_sort in ('price_asc', 'price_desc') then
    v_ids := private.ordered_ids(
      f,
      private.catalog_scope_sql(f, true),
      private.catalog_rest_sql(f, false) || case when v_other then '' else ' and p.title_vector @@ $1' end,
      case p_sort when 'price_asc' then 'p.discount_price asc, p.product_id asc'
                  else 'p.discount_price desc, p.product_id desc' end,
      v_need::integer, v_prefix);
  elsif f.match_query is null then
    v_ids := private.ordered_ids(
      f, private.catalog_scope_sql(f, false), private.catalog_rest_sql(f, true),
      'p.in_stock desc, ' || c_static, v_need::integer, v_prefix);
  else
    v_scope := private.catalog_scope_sql(f, false);
    v_rest := private.catalog_rest_sql(f, true) || case when v_other then '' else ' and p.title_vector @@ $1' end;
    -- Tiers, each exclusive of the ones before: kind levels, then own title, mentioned title, own
    -- other, mentioned other. A kind level of one subcategory or label also narrows the scope (its
    -- browse index streams it in order).
    for v_level in select x.value from jsonb_array_elements(coalesce(f.kinds, '[]')) as x(value) loop
      v_kind := private.kind_sql(v_level);
      v_n := v_n + 1;
      v_tiers := v_tiers || v_kind;
      -- One subcategory or label: its browse index is the tier's scope. Several: 'union:' and
      -- their conditions, read one by one (union_ordered_ids).
      v_scopes := v_scopes || case
        when v_kind ~ '^\(p\.(subcategory|label)_id = [0-9]+\)$' then v_kind
        else 'union:' || array_to_string(array(
          select format('p.subcategory_id = %s', x.id) from jsonb_array_elements_text(v_level -> 's') as x(id)
          union all
          select format('p.label_id = %s', x.id) from jsonb_array_elements_text(v_level -> 'l') as x(id)), '|') end;
      v_rank := v_rank || format(' when %s then %s', v_kind, v_n);
    end loop;
    v_any_kind := case when v_n = 0 then 'true'
                       else 'not (' || array_to_string(v_tiers, ' or ') || ')' end;
    v_tiers := v_tiers
      || (v_any_kind || ' and p.own_title_vector @@ $1')
      || (v_any_kind || ' and p.title_vector @@ $1 and not (p.own_title_vector @@ $1)');
    v_scopes := v_scopes || ''::text || ''::text;
    if v_other then
      v_tiers := v_tiers
        || (v_any_kind || ' and not (p.title_vector @@ $1) and not (p.mention_vector @@ $1)')
        || (v_any_kind || ' and not (p.title_vector @@ $1) and p.mention_vector @@ $1');
      v_scopes := v_scopes || ''::text || ''::text;
    end if;
    v_rank := v_rank || format(
      ' when p.own_title_vector @@ $1 then %s when p.title_vector @@ $1 then %s'
      ' when not (p.mention_vector @@ $1) then %s else %s end', v_n + 1, v_n + 2, v_n + 3, v_n + 4);

    v_probe := private.tier_probe_rows(f, v_need, v_prefix);
    if v_probe = 0 then
      -- Narrow: one bitmap read of the matches, sorted by every key at once. Without kinds, the
      -- title matches first: their index is small (a last word read as a prefix, 'pro:*', expands
      -- to far fewer terms in titles than in descriptions) and they are the page when its last row
      -- is in stock, every other match ranking after the title matches in stock.
      if f.kinds is null then
        v_ids := private.ordered_ids(
          f, v_scope, private.catalog_rest_sql(f, true, false) || ' and p.title_vector @@ $1',
          'p.in_stock desc, ' || v_rank || ', ' || c_static, v_need::integer, 0);
        if cardinality(v_ids) < v_need
           or not (select p.in_stock from public.products p where p.product_id = v_ids[v_need]) then
          v_ids := '{}';
        end if;
      end if;
      if cardinality(v_ids) = 0 then
        v_ids := private.ordered_ids(
          f, v_scope, v_rest, 'p.in_stock desc, ' || v_rank || ', ' || c_static, v_need::integer, 0);
      end if;
    else
      -- A tier's own condition is tested first (a stream tests it row by row, and most rows fail
      -- it before the description's larger vector is read). A title tier's bitmap read goes
      -- through its own small index alone: ANDed with the description index, a last word read as
      -- a prefix ('4060:*') made it cost three times.
      v_rest_unindexed := replace(v_rest, 'p.search_vector @@ $1', '(p.search_vector @@ $1) is true');
      foreach v_stock in array array[true, false] loop
        v_stock_scope := v_scope || case when v_stock then ' and p.in_stock' else ' and not p.in_stock' end;
        v_pass := null;
        for i in 1 .. cardinality(v_tiers) loop
          exit when cardinality(v_ids) >= v_need;
          if starts_with(v_scopes[i], 'union:') then
            v_ids := v_ids || private.kinds_ordered_ids(
              f, v_stock_scope, v_rest, string_to_array(substr(v_scopes[i], 7), '|'),
              c_static, (v_need - cardinality(v_ids))::integer, v_probe);
          elsif i <= v_n then
            v_ids := v_ids || private.ordered_ids(
              f, v_stock_scope || ' and ' || v_scopes[i], v_tiers[i] || ' and ' || v_rest,
              c_static, (v_need - cardinality(v_ids))::integer, v_probe);
          elsif i = v_n + 1 then
            -- The first text tier streams alone, stopping at its v_need-th match (the usual case).
            v_ids := v_ids || private.ordered_ids(
              f, v_stock_scope, v_tiers[i] || ' and ' || v_rest_unindexed,
              c_static, (v_need - cardinality(v_ids))::integer, v_probe);
          else
            -- The later text tiers share one stream: the first v_probe rows, each match with its
            -- tier. Each tier then takes its matches from there, or reads on (ordered_ids).
            if v_pass is null then
              execute format($sql$
                select coalesce(jsonb_object_agg(q.tier, q.ids), '{}')
                from (select t.tier, jsonb_agg(t.product_id order by t.n) as ids
                      from (select p.product_id, row_number() over (order by %3$s) as n, %4$s as tier
                            from (select * from public.products p where %1$s order by %3$s limit %5$s) as p
                            where %2$s) as t
                      group by t.tier) as q
                $sql$, v_stock_scope, v_any_kind || ' and ' || v_rest_unindexed, c_static,
                'case' || substr(v_rank, strpos(v_rank, ' when p.own_title_vector')), v_probe)
                into v_pass
                using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
                      f.min_price, f.max_price;
            end if;
            v_ids := v_ids || private.ordered_ids(
              f, v_stock_scope,
              v_tiers[i] || ' and ' || case when i <= v_n + 2 then v_rest_unindexed else v_rest end,
              c_static, (v_need - cardinality(v_ids))::integer, v_probe,
              array(select x::uuid from jsonb_array_elements_text(v_pass -> i::text) as x), v_probe);
          end if;
        end loop;
      end loop;
    end if;
  end if;
  v_ids := v_ids[p_offset + 1 : v_need];

  return query
  select p.product_id, p.slug, p.name, img.url, p.price, p.discount_price, p.is_bestseller and p.in_stock,
         c.name, c.slug, s.name, s.slug, l.name, p.condition,
         r.average_rating, r.review_count, p.stock_units, p.technical_specification,
         case when f.match_query is null then null::real
              when p.title_vector @@ f.match_query then f.quality
              when f.kinds is not null and exists (
                select 1 from jsonb_array_elements(f.kinds) as k(level)
                where p.subcategory_id in (select x::integer from jsonb_array_elements_text(k.level -> 's') as x)
                   or p.label_id in (select x::integer from jsonb_array_elements_text(k.level -> 'l') as x)) then f.quality
              else f.quality * 0.6::real end
  from unnest(v_ids) with ordinality as page(product_id, ord)
  join public.products p on p.product_id = page.product_id
  join public.categories c on c.category_id = p.category_id
  join public.subcategories s on s.subcategory_id = p.subcategory_id
  left join public.labels l on l.label_id = p.label_id
  left join lateral (
    select i.url from public.product_images i where i.product_id = p.product_id order by i.position limit 1
  ) as img on true
  cross join lateral (
    select coalesce(round(avg(rv.rating), 2), 0) as average_rating, count(*)::integer as review_count
    from public.reviews rv
    where rv.product_id = p.product_id and rv.is_verified
  ) as r
  order by page.ord;
end;
$$;

alter function private.search_products(private.catalog_filter, text, integer, bigint)
  set plan_cache_mode = force_generic_plan;

-- Internal helpers: not for the API roles (a function is executable by PUBLIC when created).
revoke all on function
  private.ordered_ids(private.catalog_filter, text, text, text, integer, integer, uuid[], integer),
  private.kinds_ordered_ids(private.catalog_filter, text, text, text[], text, integer, integer),
  private.tier_probe_rows(private.catalog_filter, bigint, integer)
  from public, anon, authenticated;
