-- The catalogue RPCs (docs/product.md#catalogue-and-search), callable by anon and authenticated.
-- All are read-only (stable).
-- - Security invoker where row-level security is enough: category structure, product page, review
--   counts (point lookups; inactive products are hidden by RLS and again by each query).
-- - Security definer with search_path '' for the list and search RPCs: under RLS the full-text,
--   trigram and jsonb operators cannot use their indexes (they are not leakproof), so a shopper's
--   search would read the whole catalogue. They state `is_active` in every query instead, and
--   only service_role may ask for inactive products. get_product_reviews is definer because
--   reviewers' names live in user_profiles, which shoppers cannot read.
--
-- Bad parameters raise SQLSTATE 22023 (invalid_parameter_value) with a message naming the
-- parameter: the API answers 400, never 500.
--
-- Taxonomy filters (category, subcategory, label) take a name or a slug, case-insensitive, or a
-- comma list of them. condition_filter is a list of 'new', 'pre-owned', 'refurbished'. Prices
-- filter and sort on the selling price, discount_price. Page sizes are 1-100.

-- Category structure ----------------------------------------------------------------------------
-- {
--   "categories": [
--     { "name": "PC Parts", "slug": "pc-parts", "description": "...", "display_url": "/img/...",
--       "subcategories": [
--         { "name": "Graphics Cards", "slug": "graphics-cards", "display_url": "/img/...",
--           "data": { "labels": [ { "name": "NVIDIA GeForce", "slug": "nvidia-geforce",
--                                   "display_url": "/img/products/label-....svg" } ] } } ] } ]
-- }
-- Ordered by sort_order, then name, at every level.
create or replace function public.get_product_categories_structure()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object('categories', coalesce(jsonb_agg(
    jsonb_build_object(
      'name', c.name,
      'slug', c.slug,
      'description', c.description,
      'display_url', c.display_url,
      'subcategories', coalesce((
        select jsonb_agg(
          jsonb_build_object(
            'name', s.name,
            'slug', s.slug,
            'display_url', s.display_url,
            'data', jsonb_build_object('labels', coalesce((
              select jsonb_agg(
                jsonb_build_object('name', l.name, 'slug', l.slug, 'display_url', l.display_url)
                order by l.sort_order, l.name)
              from public.labels l
              where l.subcategory_id = s.subcategory_id
            ), '[]'::jsonb)))
          order by s.sort_order, s.name)
        from public.subcategories s
        where s.category_id = c.category_id
      ), '[]'::jsonb))
    order by c.sort_order, c.name), '[]'::jsonb))
  from public.categories c
$$;

-- Product lists (category and subcategory pages) --------------------------------------------------
-- Bestsellers first, then newest.

create or replace function public.get_products_list(
  page_number integer default 1,
  page_size integer default 12,
  category_filter text default null,
  subcategory_filter text default null,
  label_filter text default null,
  condition_filter text[] default null
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
  subcategory text,
  label text,
  condition text,
  average_rating numeric,
  review_count integer,
  stock_units integer,
  category_slug text,
  subcategory_slug text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  f private.catalog_filter;
begin
  perform private.check_page(page_number, page_size, 100);
  f := private.build_catalog_filter(
    null, category_filter, subcategory_filter, label_filter, null, null, condition_filter, null,
    false, false, 0, false);
  return query
  select r.product_id, r.slug, r.product_name, r.primary_image, r.price, r.discount_price, r.is_bestseller,
         r.category, r.subcategory, r.label, r.condition, r.average_rating, r.review_count, r.stock_units,
         r.category_slug, r.subcategory_slug
  from private.search_products(f, 'relevance', page_size, (page_number - 1)::bigint * page_size) as r;
end;
$$;

create or replace function public.count_products(
  category_filter text default null,
  subcategory_filter text default null,
  label_filter text default null,
  condition_filter text[] default null
)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.count_products(private.build_catalog_filter(
    null, category_filter, subcategory_filter, label_filter, null, null, condition_filter, null,
    false, false, 0, false));
end;
$$;

-- Search ----------------------------------------------------------------------------------------
-- Full text first (dictionary-built query, last word a prefix), typo correction from the term
-- dictionary. Needs a term (2-100 characters) or a category, subcategory or label.
-- p_spec_filters: {"gpu_memory_gb": [8, 12], "wireless": [true], "features": ["RGB"],
--                  "refresh_rate_hz": {"min": 144, "max": 240}}.
-- include_inactive is honoured for service_role only. relevance is null without a term.

create or replace function public.unified_product_search(
  search_term text default null,
  p_category text default null,
  p_subcategory text default null,
  min_price numeric default null,
  max_price numeric default null,
  condition_filter text[] default null,
  include_inactive boolean default false,
  sort_by text default 'relevance',
  page_number integer default 1,
  page_size integer default 20,
  min_relevance real default 0.1,
  p_label text default null,
  p_spec_filters jsonb default null,
  filter_by_discount boolean default false
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
  subcategory text,
  label text,
  condition text,
  average_rating numeric,
  review_count integer,
  stock_units integer,
  technical_specification jsonb,
  relevance real,
  category_slug text,
  subcategory_slug text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  f private.catalog_filter;
begin
  if sort_by is null or sort_by not in ('relevance', 'price_asc', 'price_desc') then
    perform private.invalid_parameter('sort_by must be one of relevance, price_asc, price_desc');
  end if;
  perform private.check_page(page_number, page_size, 100);
  f := private.build_catalog_filter(
    search_term, p_category, p_subcategory, p_label, min_price, max_price, condition_filter, p_spec_filters,
    filter_by_discount, include_inactive, min_relevance, true);
  return query
  select r.product_id, r.slug, r.product_name, r.primary_image, r.price, r.discount_price, r.is_bestseller,
         r.category, r.subcategory, r.label, r.condition, r.average_rating, r.review_count, r.stock_units,
         r.technical_specification, r.relevance, r.category_slug, r.subcategory_slug
  from private.search_products(f, sort_by, page_size, (page_number - 1)::bigint * page_size) as r;
end;
$$;

-- The number of results of unified_product_search for the same filters. Its label
-- parameter is named label_filter (p_label in the search), as the clients call it.
create or replace function public.get_product_search_count(
  search_term text default null,
  p_category text default null,
  p_subcategory text default null,
  min_price numeric default null,
  max_price numeric default null,
  condition_filter text[] default null,
  include_inactive boolean default false,
  min_relevance real default 0.1,
  label_filter text default null,
  p_spec_filters jsonb default null,
  filter_by_discount boolean default false
)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.count_products(private.build_catalog_filter(
    search_term, p_category, p_subcategory, label_filter, min_price, max_price, condition_filter, p_spec_filters,
    filter_by_discount, include_inactive, min_relevance, true));
end;
$$;

-- The filter panel of a search: what can be chosen and how many products each choice has.
-- {
--   "categories":    [ { "name", "slug", "count" } ],                 -- the term only
--   "subcategories": [ { "name", "slug", "category", "count" } ],     -- term + category
--   "labels":        [ { "name", "slug", "subcategory", "display_url", "count" } ], -- + subcategory
--   "conditions":    [ { "name", "count" } ],                         -- term + category/subcategory/label
--   "specGroups":    [ { "name", "specs": [ { "key", "displayName", "filterType", "unit", "options" } ] } ],
--   "discountPriceBounds": [min, max]                                 -- [0, 0] when nothing matches
-- }
-- Each taxonomy level is counted without its own and lower selections (so a shopper can switch);
-- conditions, spec options and price bounds describe the term and taxonomy selection, not narrowed
-- by the condition, price, discount or spec choices themselves. Options are the distinct values
-- (sorted, numbers numerically, at most 100 per key) of the matching products, read from at most
-- 2000 of them when more match. Without a term the category counts cover the whole catalogue.
create or replace function public.get_search_filters(
  search_term text default null,
  p_category text default null,
  p_subcategory text default null,
  p_label text default null,
  min_price numeric default null,
  max_price numeric default null,
  condition_filter text[] default null,
  include_inactive boolean default false,
  min_relevance real default 0.1,
  p_spec_filters jsonb default null,
  filter_by_discount boolean default false
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
as $$
declare
  f private.catalog_filter;
  f_base private.catalog_filter;
  f_term private.catalog_filter;
  v_indexscan text := current_setting('enable_indexscan');
  v_result jsonb;
  v_specs jsonb;
  v_categories jsonb;
begin
  f := private.build_catalog_filter(
    search_term, p_category, p_subcategory, p_label, min_price, max_price, condition_filter, p_spec_filters,
    filter_by_discount, include_inactive, min_relevance, true);
  if f.no_match or (f.match_query is not null and not private.tier_allowed(f, 1.0)) then
    return jsonb_build_object('categories', '[]'::jsonb, 'subcategories', '[]'::jsonb, 'labels', '[]'::jsonb,
      'conditions', '[]'::jsonb, 'specGroups', '[]'::jsonb, 'discountPriceBounds', '[0, 0]'::jsonb);
  end if;
  -- The choices themselves never narrow the panel.
  f_base := f;
  f_base.conditions := null;
  f_base.min_price := null;
  f_base.max_price := null;
  f_base.discount_only := false;
  f_base.spec_sql := null;
  -- With a term: one pass over the term's products gives every level. Without: the pass covers the
  -- selected taxonomy (the categories are counted separately).
  f_term := f_base;
  if f.match_query is not null then
    f_term.category_ids := null;
    f_term.subcategory_ids := null;
    f_term.label_ids := null;
  elsif f.category_ids is not null then
    f_term.subcategory_ids := null;
    f_term.label_ids := null;
  elsif f.subcategory_ids is not null then
    f_term.label_ids := null;
  end if;

  execute format($sql$
    with g as materialized (
      select p.category_id, p.subcategory_id, p.label_id, p.condition, count(*)::integer as n,
             min(p.discount_price) as low, max(p.discount_price) as high
      from public.products p
      where %s
      group by p.category_id, p.subcategory_id, p.label_id, p.condition
    ), in_category as (
      select * from g where $2 is null or g.category_id = any ($2)
    ), in_subcategory as (
      select * from in_category g where $3 is null or g.subcategory_id = any ($3)
    ), selected as (
      select * from in_subcategory g where $4 is null or g.label_id = any ($4)
    )
    select jsonb_build_object(
      'categories', (
        select coalesce(jsonb_agg(jsonb_build_object('name', c.name, 'slug', c.slug, 'count', x.n)
                                  order by c.sort_order, c.name), '[]')
        from (select g.category_id, sum(g.n)::integer as n from g group by g.category_id) as x
        join public.categories c on c.category_id = x.category_id),
      'subcategories', (
        select coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'slug', s.slug, 'category', c.name, 'count', x.n)
                                  order by c.sort_order, s.sort_order, s.name), '[]')
        from (select g.subcategory_id, sum(g.n)::integer as n from in_category g group by g.subcategory_id) as x
        join public.subcategories s on s.subcategory_id = x.subcategory_id
        join public.categories c on c.category_id = s.category_id),
      'labels', (
        select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'slug', l.slug, 'subcategory', s.name,
                                                     'display_url', l.display_url, 'count', x.n)
                                  order by s.sort_order, s.name, l.sort_order, l.name), '[]')
        from (select g.label_id, sum(g.n)::integer as n from in_subcategory g where g.label_id is not null
              group by g.label_id) as x
        join public.labels l on l.label_id = x.label_id
        join public.subcategories s on s.subcategory_id = l.subcategory_id),
      'conditions', (
        select coalesce(jsonb_agg(jsonb_build_object('name', x.condition, 'count', x.n)
                                  order by array_position(array['new', 'refurbished', 'pre-owned'], x.condition)), '[]')
        from (select g.condition, sum(g.n)::integer as n from selected g group by g.condition) as x),
      'discountPriceBounds', (
        select jsonb_build_array(coalesce(min(g.low), 0), coalesce(max(g.high), 0)) from selected g))
    $sql$, private.catalog_where(f_term))
    into v_result
    using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions, f.min_price, f.max_price,
          null::integer;

  if f.match_query is null and (f.category_ids is not null or f.subcategory_ids is not null or f.label_ids is not null) then
    -- Counted from the category index alone (no table rows needed).
    select coalesce(jsonb_agg(jsonb_build_object('name', c.name, 'slug', c.slug, 'count', x.n)
                              order by c.sort_order, c.name), '[]')
    into v_categories
    from (select p.category_id, count(*)::integer as n
          from public.products p
          where p.is_active or not f.active_only
          group by p.category_id) as x
    join public.categories c on c.category_id = x.category_id;
    v_result := v_result || jsonb_build_object('categories', v_categories);
  end if;

  -- Spec options: distinct (key, value) pairs of up to 2000 matching products (the bitmap's first
  -- rows: a bounded read whatever the number of matches), arrays expanded, then grouped by spec.
  perform set_config('enable_indexscan', 'off', true);
  execute format($sql$
    with pairs as (
      select e.key, e.value
      from (select p.technical_specification from public.products p where %s limit 2000) as s
      cross join lateral jsonb_each(s.technical_specification) as e
      group by e.key, e.value
    ), spec_values as (
      select x.key, v.value
      from pairs x
      cross join lateral (
        select x.value where jsonb_typeof(x.value) in ('string', 'number', 'boolean')
        union all
        select a.value
        from jsonb_array_elements(case when jsonb_typeof(x.value) = 'array' then x.value else '[]' end) as a
        where jsonb_typeof(a.value) in ('string', 'number', 'boolean')
      ) as v
    ), options as (
      select sv.key, jsonb_agg(distinct sv.value order by sv.value) as options
      from spec_values sv
      group by sv.key
    ), specs as (
      select d.spec_group, min(d.sort_order) as group_order,
             jsonb_agg(jsonb_build_object(
               'key', d.key, 'displayName', d.display_name, 'filterType', d.filter_type, 'unit', d.unit,
               'options', (select coalesce(jsonb_agg(o.value order by o.ord), '[]')
                           from jsonb_array_elements(op.options) with ordinality as o(value, ord)
                           where o.ord <= 100))
               order by d.sort_order, d.key) as specs
      from options op
      join public.spec_definitions d on d.key = op.key and d.is_filterable
      group by d.spec_group
    )
    select coalesce(jsonb_agg(jsonb_build_object('name', s.spec_group, 'specs', s.specs)
                              order by s.group_order, s.spec_group), '[]')
    from specs s
    $sql$, private.catalog_where(f_base))
    into v_specs
    using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions, f.min_price, f.max_price,
          null::integer;
  perform set_config('enable_indexscan', v_indexscan, true);

  return v_result || jsonb_build_object('specGroups', v_specs);
end;
$$;

-- Autocomplete of the search box: the best products for what is typed so far (the last word is a
-- prefix; typos corrected from the dictionary when their similarity reaches similarity_threshold).
-- When full text finds nothing, a trigram substring match on names ('station' finds PlayStation).
-- Fewer than 2 characters: no rows. similarity_score: word similarity of the input to the name.
create or replace function public.enhanced_autocomplete_search(
  search_query text,
  max_results integer default 5,
  similarity_threshold real default 0.2
)
returns table (
  product_id uuid,
  slug text,
  product_name text,
  primary_image text,
  price numeric,
  discount_price numeric,
  category text,
  subcategory text,
  label text,
  average_rating numeric,
  review_count integer,
  similarity_score real
)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
as $$
declare
  v_input text := private.normalize_term(search_query);
  f private.catalog_filter;
  v_found boolean := false;
begin
  if max_results is null or max_results < 1 or max_results > 20 then
    perform private.invalid_parameter('max_results must be between 1 and 20');
  end if;
  if similarity_threshold is null or similarity_threshold < 0 or similarity_threshold > 1 then
    perform private.invalid_parameter('similarity_threshold must be between 0 and 1');
  end if;
  if char_length(btrim(coalesce(search_query, ''))) > 100 then
    perform private.invalid_parameter('search_query must be at most 100 characters');
  end if;
  if char_length(v_input) < 2 then
    return;
  end if;

  f := private.build_catalog_filter(
    v_input, null, null, null, null, null, null, null, false, false, 0.1, false, similarity_threshold);
  for product_id, slug, product_name, primary_image, price, discount_price, category, subcategory, label,
      average_rating, review_count, similarity_score in
    select r.product_id, r.slug, r.product_name, r.primary_image, r.price, r.discount_price, r.category,
           r.subcategory, r.label, r.average_rating, r.review_count,
           extensions.word_similarity(v_input, lower(r.product_name))
    from private.search_products(f, 'relevance', max_results, 0) as r
  loop
    v_found := true;
    return next;
  end loop;
  if v_found or char_length(v_input) < 3 then
    return;
  end if;

  -- Substring fallback through the trigram index on names; LIKE wildcards cannot occur (the input
  -- is normalised to letters, digits and spaces).
  return query
  select p.product_id, p.slug, p.name, img.url, p.price, p.discount_price, c.name, s.name, l.name,
         r.average_rating, r.review_count, extensions.word_similarity(v_input, lower(p.name))
  from (
    select q.product_id
    from public.products q
    where q.is_active and q.name ilike '%' || v_input || '%'
    order by q.is_bestseller desc, char_length(q.name), q.product_id
    limit max_results
  ) as m
  join public.products p on p.product_id = m.product_id
  join public.categories c on c.category_id = p.category_id
  join public.subcategories s on s.subcategory_id = p.subcategory_id
  left join public.labels l on l.label_id = p.label_id
  left join lateral (
    select i.url from public.product_images i where i.product_id = p.product_id order by i.position limit 1
  ) as img on true
  cross join lateral private.product_rating(p.product_id) as r
  order by p.is_bestseller desc, char_length(p.name), p.product_id;
end;
$$;

-- Suggestions and "did you mean" from the term dictionary. Unknown earlier words are corrected to
-- their best dictionary match; the last word is completed (dictionary words starting with it) or,
-- from 3 characters, corrected (words with a trigram similarity >= 0.3). similarity_score is how
-- likely the suggestion is what was meant: the lowest score of its changed words (trigram
-- similarity; for an unknown word also the edit distance, so 'keybord' -> 'keyboard' scores 0.88).
-- The UI offers "Did you mean" above 0.6. estimated_results is the dictionary's product count (for
-- several words, the smallest count of its words: an upper bound); a suggestion of several words
-- is returned only when some active product has them all. Suggestions that would search the same as
-- the input (same words or stems) are left out, so a correct query gets no "did you mean".
create or replace function public.get_search_suggestions(
  search_term text,
  max_suggestions integer default 5,
  min_similarity real default 0.3
)
returns table (suggestion text, similarity_score real, estimated_results integer)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set pg_trgm.similarity_threshold = 0.3
as $$
declare
  v_words text[] := private.query_words(search_term);
  v_input text := array_to_string(private.query_words(search_term), ' ');
  v_count integer := cardinality(private.query_words(search_term));
  v_head text[] := '{}';
  v_head_score real := 1;
  v_head_count integer;
  v_head_changed boolean := false;
  v_rare_lexeme text;
  v_rare_count integer;
  v_word text;
  v_stem text;
  v_last text;
  v_last_known boolean;
  v_best text;
  v_best_count integer;
  v_best_sim real;
  v_known_count integer;
  v_found integer := 0;
  v_checked integer := 0;
  v_candidate record;
begin
  if max_suggestions is null or max_suggestions < 1 or max_suggestions > 20 then
    perform private.invalid_parameter('max_suggestions must be between 1 and 20');
  end if;
  if min_similarity is null or min_similarity < 0 or min_similarity > 1 then
    perform private.invalid_parameter('min_similarity must be between 0 and 1');
  end if;
  if char_length(btrim(coalesce(search_term, ''))) > 100 then
    perform private.invalid_parameter('search_term must be at most 100 characters');
  end if;
  if char_length(v_input) < 2 then
    return;
  end if;

  for i in 1 .. v_count - 1 loop
    v_word := v_words[i];
    v_stem := private.term_lexeme(v_word);
    if v_stem is null then
      v_head := v_head || v_word; -- stop words stay as typed
      continue;
    end if;
    select sum(t.doc_count)::integer into v_known_count from public.search_terms t where t.lexeme = v_stem;
    if v_known_count is null and char_length(v_word) >= 3 and v_word ~ '[a-z]' then
      select k.term, k.doc_count, k.sim into v_best, v_best_count, v_best_sim
      from (
        select c.term, c.doc_count, private.term_similarity(v_word, c.term, false) as sim
        from (
          select t.term, t.doc_count
          from public.search_terms t
          where t.term operator(extensions.%) v_word
          order by extensions.similarity(t.term, v_word) desc
          limit 20
        ) as c
      ) as k
      order by k.sim desc, k.doc_count desc
      limit 1;
      if v_best is not null and v_best_sim >= min_similarity then
        v_head := v_head || v_best;
        v_head_changed := true;
        v_head_score := least(v_head_score, v_best_sim);
        v_head_count := least(v_head_count, v_best_count);
        if v_rare_count is null or v_best_count < v_rare_count then
          v_rare_count := v_best_count;
          v_rare_lexeme := private.term_lexeme(v_best);
        end if;
        continue;
      end if;
    end if;
    v_head := v_head || v_word;
    v_head_count := least(v_head_count, coalesce(v_known_count, 0));
    if v_known_count is not null and (v_rare_count is null or v_known_count < v_rare_count) then
      v_rare_count := v_known_count;
      v_rare_lexeme := v_stem;
    end if;
  end loop;

  v_last := v_words[v_count];
  v_stem := private.term_lexeme(v_last);
  v_last_known := exists (select 1 from public.search_terms t where t.lexeme = v_stem);
  for v_candidate in
    with candidates as (
      -- Similar words, for a last word of 3+ characters with letters (trigrams of shorter words or
      -- numbers match thousands of terms and mean little).
      select n.term, n.lexeme, n.doc_count
      from (
        select t.term, t.lexeme, t.doc_count
        from public.search_terms t
        where char_length(v_last) >= 3 and v_last ~ '[a-z]' and t.term operator(extensions.%) v_last
        order by extensions.similarity(t.term, v_last) desc, t.doc_count desc
        limit 30
      ) as n
      union
      select c.term, c.lexeme, c.doc_count
      from (
        select t.term, t.lexeme, t.doc_count
        from public.search_terms t
        where t.term >= v_last and t.term < v_last || '~'
        order by t.doc_count desc
        limit 20
      ) as c
    ), scored as (
      select array_to_string(v_head || c.term, ' ') as phrase,
             least(v_head_score, case when c.term = v_last then 1
                                      else private.term_similarity(v_last, c.term, v_last_known) end) as score,
             least(c.doc_count, v_head_count) as estimate,
             c.lexeme, c.doc_count
      from candidates c
    )
    select s.phrase, s.score, s.estimate, s.lexeme, s.doc_count
    from scored s
    where s.score >= min_similarity
      and s.estimate > 0
      and (v_head_changed or s.lexeme is distinct from v_stem)
    order by s.score desc, s.estimate desc, s.phrase
  loop
    exit when v_found >= max_suggestions or v_checked >= max_suggestions + 3;
    v_checked := v_checked + 1;
    -- Several words: only a phrase some active product has. Looked up through the rarest word's
    -- index entries (a GIN AND of two common words decodes both posting lists), the whole phrase
    -- checked on at most 100 of them (a phrase rarer than that among them is not suggested).
    if v_count > 1 and not exists (
      select 1
      from (
        select p.search_vector
        from public.products p
        where p.is_active
          and p.search_vector @@ (case when v_candidate.doc_count <= coalesce(v_rare_count, v_candidate.doc_count)
                                       then v_candidate.lexeme else v_rare_lexeme end)::tsquery
        limit 100
      ) as s
      where (s.search_vector @@ plainto_tsquery('english'::regconfig, v_candidate.phrase)) is true
    ) then
      continue;
    end if;
    suggestion := v_candidate.phrase;
    similarity_score := round(v_candidate.score::numeric, 3)::real;
    estimated_results := v_candidate.estimate;
    v_found := v_found + 1;
    return next;
  end loop;
end;
$$;

-- Product page ----------------------------------------------------------------------------------
-- One row (or none when the product does not exist or is inactive). o_images: [{url, width,
-- height, alt}] in carousel order. o_similar_products: up to 10 active products of the same
-- subcategory, same label first, bestsellers and newest first. o_specifications: the
-- specification with display names and groups, in display order.

create or replace function public.get_product_details(p_target_product_id uuid)
returns table (
  o_product_id uuid,
  o_product_name text,
  o_product_description text,
  o_slug text,
  o_price numeric,
  o_discount_price numeric,
  o_images jsonb,
  o_category_name text,
  o_subcategory_name text,
  o_label text,
  o_condition text,
  o_stock_units integer,
  o_is_bestseller boolean,
  o_average_rating numeric,
  o_review_count integer,
  o_similar_products jsonb,
  o_brand text,
  o_category_slug text,
  o_subcategory_slug text,
  o_label_display_url text,
  o_technical_specification jsonb,
  o_specifications jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    p.product_id, p.name, p.description, p.slug, p.price, p.discount_price,
    coalesce((
      select jsonb_agg(jsonb_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt)
                       order by i.position)
      from public.product_images i
      where i.product_id = p.product_id
    ), '[]'::jsonb),
    c.name, s.name, l.name, p.condition, p.stock_units, p.is_bestseller,
    rating.average_rating, rating.review_count,
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'product_id', sp.product_id,
               'slug', sp.slug,
               'product_name', sp.name,
               'primary_image', (select i.url from public.product_images i
                                 where i.product_id = sp.product_id order by i.position limit 1),
               'price', sp.price,
               'discount_price', sp.discount_price,
               'condition', sp.condition,
               'is_bestseller', sp.is_bestseller,
               'average_rating', sr.average_rating,
               'review_count', sr.review_count)
             order by sp.preference, sp.is_bestseller desc, sp.created_at desc, sp.product_id)
      from (
        -- Candidates from two ordered index scans (same label, same subcategory), deduplicated.
        select y.*
        from (
          select distinct on (z.product_id) z.*
          from (
            (select q.product_id, q.slug, q.name, q.price, q.discount_price, q.condition, q.is_bestseller,
                    q.created_at, 0 as preference
             from public.products q
             where q.label_id = p.label_id and q.is_active and q.product_id <> p.product_id
             order by q.is_bestseller desc, q.created_at desc, q.product_id
             limit 10)
            union all
            (select q.product_id, q.slug, q.name, q.price, q.discount_price, q.condition, q.is_bestseller,
                    q.created_at, 1
             from public.products q
             where q.subcategory_id = p.subcategory_id and q.is_active and q.product_id <> p.product_id
             order by q.is_bestseller desc, q.created_at desc, q.product_id
             limit 10)
          ) as z
          order by z.product_id, z.preference
        ) as y
        order by y.preference, y.is_bestseller desc, y.created_at desc, y.product_id
        limit 10
      ) as sp
      cross join lateral private.product_rating(sp.product_id) as sr
    ), '[]'::jsonb),
    p.brand, c.slug, s.slug, l.display_url, p.technical_specification,
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'key', e.key,
               'displayName', coalesce(d.display_name, initcap(replace(e.key, '_', ' '))),
               'group', coalesce(d.spec_group, 'Other'),
               'unit', d.unit,
               'value', e.value)
             order by d.sort_order nulls last, e.key)
      from jsonb_each(p.technical_specification) as e
      left join public.spec_definitions d on d.key = e.key
    ), '[]'::jsonb)
  from public.products p
  join public.categories c on c.category_id = p.category_id
  join public.subcategories s on s.subcategory_id = p.subcategory_id
  left join public.labels l on l.label_id = p.label_id
  cross join lateral private.product_rating(p.product_id) as rating
  where p.product_id = p_target_product_id and p.is_active
$$;

-- The same by slug. (The original app looked the slug up in separate console and computer product
-- tables first; here every product is in public.products, so one unique-index lookup.)
create or replace function public.get_product_details_by_slug(p_target_slug text)
returns table (
  o_product_id uuid,
  o_product_name text,
  o_product_description text,
  o_slug text,
  o_price numeric,
  o_discount_price numeric,
  o_images jsonb,
  o_category_name text,
  o_subcategory_name text,
  o_label text,
  o_condition text,
  o_stock_units integer,
  o_is_bestseller boolean,
  o_average_rating numeric,
  o_review_count integer,
  o_similar_products jsonb,
  o_brand text,
  o_category_slug text,
  o_subcategory_slug text,
  o_label_display_url text,
  o_technical_specification jsonb,
  o_specifications jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from public.get_product_details(
    (select p.product_id from public.products p where p.slug = lower(btrim(p_target_slug)) and p.is_active))
$$;

-- Reviews ---------------------------------------------------------------------------------------

-- Verified reviews of an active product, newest first. user_name is the reviewer's profile name or
-- 'Customer'. Security definer: profiles are private, only the name is read here.
create or replace function public.get_product_reviews(
  p_product_id uuid,
  p_page_number integer default 1,
  p_page_size integer default 5
)
returns table (
  review_id uuid,
  user_name text,
  rating integer,
  title text,
  comment text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_page(p_page_number, p_page_size, 50);
  return query
  select r.review_id,
         coalesce(nullif(btrim(up.name), ''), 'Customer'),
         r.rating::integer, r.title, r.comment, r.created_at
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  left join public.user_profiles up on up.user_id = r.user_id
  where r.product_id = p_product_id and r.is_verified
  order by r.created_at desc, r.review_id
  limit p_page_size offset (p_page_number - 1)::bigint * p_page_size;
end;
$$;

create or replace function public.count_verified_product_reviews(p_product_id uuid)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::integer
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  where r.product_id = p_product_id and r.is_verified
$$;

-- Average of the verified ratings, two decimals; 0 without reviews.
create or replace function public.get_average_product_rating(p_product_id uuid)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(round(avg(r.rating), 2), 0)
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  where r.product_id = p_product_id and r.is_verified
$$;

-- Grants: every RPC here is for shoppers, signed in or not.
revoke all on function
  public.get_product_categories_structure(),
  public.get_products_list(integer, integer, text, text, text, text[]),
  public.count_products(text, text, text, text[]),
  public.unified_product_search(text, text, text, numeric, numeric, text[], boolean, text, integer, integer, real, text, jsonb, boolean),
  public.get_product_search_count(text, text, text, numeric, numeric, text[], boolean, real, text, jsonb, boolean),
  public.get_search_filters(text, text, text, text, numeric, numeric, text[], boolean, real, jsonb, boolean),
  public.enhanced_autocomplete_search(text, integer, real),
  public.get_search_suggestions(text, integer, real),
  public.get_product_details(uuid),
  public.get_product_details_by_slug(text),
  public.get_product_reviews(uuid, integer, integer),
  public.count_verified_product_reviews(uuid),
  public.get_average_product_rating(uuid)
  from public;
grant execute on function
  public.get_product_categories_structure(),
  public.get_products_list(integer, integer, text, text, text, text[]),
  public.count_products(text, text, text, text[]),
  public.unified_product_search(text, text, text, numeric, numeric, text[], boolean, text, integer, integer, real, text, jsonb, boolean),
  public.get_product_search_count(text, text, text, numeric, numeric, text[], boolean, real, text, jsonb, boolean),
  public.get_search_filters(text, text, text, text, numeric, numeric, text[], boolean, real, jsonb, boolean),
  public.enhanced_autocomplete_search(text, integer, real),
  public.get_search_suggestions(text, integer, real),
  public.get_product_details(uuid),
  public.get_product_details_by_slug(text),
  public.get_product_reviews(uuid, integer, integer),
  public.count_verified_product_reviews(uuid),
  public.get_average_product_rating(uuid)
  to anon, authenticated, service_role;
