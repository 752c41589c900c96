-- Search machinery shared by the catalogue RPCs (next migration): parameter checks, the text query
-- built from the term dictionary (prefix completion, typo correction), the filter (taxonomy,
-- conditions, price, discount, spec values and ranges), and one dynamic query per call so that each
-- call is planned with its own values and only the filters present (no generic plan that would
-- scan products).
--
-- Relevance (0..1): 1.0 when every word of the query is found in the name or keywords, 0.8 in
-- name/brand/label, 0.6 adding subcategory/category, 0.4 when a word is only in the spec words;
-- times the average similarity of typo-corrected words (1 for words found as typed). Every genuine
-- match is >= 0.4, so the spec's minimum 0.1 only removes far-fetched typo corrections.

-- Bad input from a client: SQLSTATE 22023, which PostgREST answers with 400 (never 500).
create or replace function private.invalid_parameter(p_message text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'invalid_parameter_value', message = p_message;
end;
$$;

-- Checks shared by every paginated RPC.
create or replace function private.check_page(p_page_number integer, p_page_size integer, p_max_size integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_page_number is null or p_page_number < 1 then
    perform private.invalid_parameter('page_number must be 1 or more');
  end if;
  if p_page_size is null or p_page_size < 1 or p_page_size > p_max_size then
    perform private.invalid_parameter(format('page_size must be between 1 and %s', p_max_size));
  end if;
end;
$$;

-- The words of a query: lowercase ASCII letters and digits, at most 10 words of at most 40.
create or replace function private.query_words(p_term text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(w.word order by w.ord), '{}')
  from (
    select t.word, t.ord
    from regexp_split_to_table(lower(coalesce(p_term, '')), '[^a-z0-9]+') with ordinality as t(word, ord)
    where t.word <> '' and char_length(t.word) <= 40
    order by t.ord
    limit 10
  ) as w
$$;

-- A search term as the query builder sees it: the words joined by one space.
create or replace function private.normalize_term(p_term text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_to_string(private.query_words(p_term), ' ')
$$;

-- Text query ----------------------------------------------------------------------------------

create type private.text_query as (
  -- All words must match (each word: its alternatives ORed); the last word is a prefix.
  match_query tsquery,
  -- The same restricted to weights A, AB and ABC: the relevance tiers.
  query_a tsquery,
  query_ab tsquery,
  query_abc tsquery,
  -- Average similarity of the words as used to the words as typed (1 = no correction).
  quality real,
  -- The words as used, for "did you mean" style displays.
  corrected text
);

-- Renders parts [[ [lexeme, is_prefix], ... ], ...] as a tsquery with a weight restriction.
-- Lexemes come from the dictionary or the English stemmer ([a-z0-9]) and are quoted anyway.
create or replace function private.render_query(p_parts jsonb, p_weights text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(
           '(' || (
             select string_agg(
                      quote_literal(i.value ->> 0)
                      || case
                           when (i.value ->> 1)::boolean then ':*' || p_weights
                           when p_weights <> '' then ':' || p_weights
                           else ''
                         end,
                      ' | ' order by i.ord)
             from jsonb_array_elements(part.value) with ordinality as i(value, ord)
           ) || ')',
           ' & ' order by part.ord)::tsquery
  from jsonb_array_elements(p_parts) with ordinality as part(value, ord)
$$;

-- Builds the text query of a search term from the dictionary:
-- - a word whose stem is in the dictionary is used as is;
-- - the last word is a prefix (the shopper may still be typing): its stem as a prefix plus the stems
--   of dictionary words starting with the typed text ('gamin' -> 'game', the stem of 'gaming');
-- - an unknown word of 3+ characters with letters is replaced by the nearest dictionary word
--   (trigram distance) if their similarity reaches p_min_similarity ('playstaton' -> 'playstation');
-- - anything else must match as typed (model numbers, codes).
-- Stop words are dropped. Null query when nothing is left.
create or replace function private.build_text_query(p_term text, p_min_similarity real)
returns private.text_query
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text[] := private.query_words(p_term);
  v_count integer := cardinality(private.query_words(p_term));
  v_parts jsonb := '[]';
  v_used text[] := '{}';
  v_sims real[] := '{}';
  v_word text;
  v_stem text;
  v_last boolean;
  v_items jsonb;
  v_sim real;
  v_alt_term text;
  v_alt_lexeme text;
  v_result private.text_query;
begin
  for i in 1 .. v_count loop
    v_word := v_words[i];
    v_last := i = v_count;
    v_stem := private.term_lexeme(v_word);
    continue when v_stem is null;
    v_items := null;
    v_sim := 1;
    v_alt_term := v_word;

    if v_last and char_length(v_word) >= 2 then
      -- Range scans on the C-collated keys: 'x' <= key < 'x~' is exactly "starts with x" for [a-z0-9].
      select jsonb_agg(jsonb_build_array(x.lexeme, false) order by x.lexeme) into v_items
      from (
        select distinct c.lexeme
        from (
          select t.lexeme
          from public.search_terms t
          where t.term >= v_word and t.term < v_word || '~'
          order by t.doc_count desc
          limit 20
        ) as c
        where not starts_with(c.lexeme, v_stem)
      ) as x;
      if v_items is not null
         or exists (select 1 from public.search_terms t where t.lexeme >= v_stem and t.lexeme < v_stem || '~') then
        v_items := jsonb_build_array(jsonb_build_array(v_stem, true)) || coalesce(v_items, '[]');
      end if;
    elsif exists (select 1 from public.search_terms t where t.lexeme = v_stem) then
      v_items := jsonb_build_array(jsonb_build_array(v_stem, false));
    end if;

    if v_items is null and char_length(v_word) >= 3 and v_word ~ '[a-z]' then
      -- Nearest neighbours by trigram distance (GiST), then the most similar, then the most common.
      select k.term, k.lexeme, k.sim into v_alt_term, v_alt_lexeme, v_sim
      from (
        select t.term, t.lexeme, t.doc_count, extensions.similarity(t.term, v_word) as sim
        from public.search_terms t
        order by t.term operator(extensions.<->) v_word
        limit 5
      ) as k
      order by k.sim desc, k.doc_count desc
      limit 1;
      if v_alt_lexeme is not null and v_sim >= p_min_similarity then
        v_items := jsonb_build_array(jsonb_build_array(v_alt_lexeme, false));
      else
        v_alt_term := v_word;
      end if;
    end if;

    if v_items is null then
      v_items := jsonb_build_array(jsonb_build_array(v_stem, v_last and char_length(v_word) >= 2));
      v_sim := 1;
    end if;
    v_parts := v_parts || jsonb_build_array(v_items);
    v_sims := v_sims || v_sim;
    v_used := v_used || v_alt_term;
  end loop;

  if jsonb_array_length(v_parts) = 0 then
    return v_result;
  end if;
  v_result.match_query := private.render_query(v_parts, '');
  v_result.query_a := private.render_query(v_parts, 'A');
  v_result.query_ab := private.render_query(v_parts, 'AB');
  v_result.query_abc := private.render_query(v_parts, 'ABC');
  v_result.quality := (select avg(s)::real from unnest(v_sims) as s);
  v_result.corrected := array_to_string(v_used, ' ');
  return v_result;
end;
$$;

-- Filter --------------------------------------------------------------------------------------

create type private.catalog_filter as (
  has_term boolean,
  -- A filter names nothing that exists (unknown category, only stop words...): no rows.
  no_match boolean,
  match_query tsquery,
  query_a tsquery,
  query_ab tsquery,
  query_abc tsquery,
  quality real,
  category_ids integer[],
  subcategory_ids integer[],
  label_ids integer[],
  conditions text[],
  min_price numeric,
  max_price numeric,
  discount_only boolean,
  -- Spec clauses, built from validated keys and quoted literals.
  spec_sql text,
  active_only boolean,
  min_relevance real
);

-- 'Consoles, pc-parts' -> {consoles,pc-parts}: a filter is a name or slug, or a comma list of them.
create or replace function private.filter_names(p_value text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_agg(distinct lower(btrim(x.name)))
  from unnest(string_to_array(p_value, ',')) as x(name)
  where btrim(x.name) <> ''
$$;

-- A number in a spec range: a JSON number or a numeric string; null when absent.
create or replace function private.spec_number(p_value jsonb, p_key text)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  elsif jsonb_typeof(p_value) = 'number' then
    return (p_value #>> '{}')::numeric;
  elsif jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' then
    return btrim(p_value #>> '{}')::numeric;
  end if;
  perform private.invalid_parameter(format('spec filter %s: min and max must be numbers', p_key));
  return null;
end;
$$;

-- Spec filters {key: [values]} (any of the values; for array specs, any element) and
-- {key: {"min": n, "max": n}} (numeric range) as SQL over products p. Keys are validated and every
-- value is a quoted literal.
create or replace function private.spec_filter_sql(p_filters jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_clauses text[] := '{}';
  v_entry record;
  v_value jsonb;
  v_forms jsonb[];
  v_text text;
  v_min numeric;
  v_max numeric;
  v_usage constant text :=
    'p_spec_filters must be an object of spec key: [values] or spec key: {"min": number, "max": number}';
begin
  if p_filters is null or jsonb_typeof(p_filters) = 'null' or p_filters = '{}'::jsonb then
    return null;
  end if;
  if jsonb_typeof(p_filters) <> 'object' then
    perform private.invalid_parameter(v_usage);
  end if;
  if (select count(*) from jsonb_object_keys(p_filters)) > 20 then
    perform private.invalid_parameter('p_spec_filters: at most 20 spec filters');
  end if;

  for v_entry in select e.key, e.value from jsonb_each(p_filters) as e order by e.key loop
    if v_entry.key !~ '^[a-z][a-z0-9_]{0,62}$' then
      perform private.invalid_parameter(format('p_spec_filters: invalid spec key %s', left(v_entry.key, 70)));
    end if;

    if jsonb_typeof(v_entry.value) = 'array' then
      continue when jsonb_array_length(v_entry.value) = 0;
      if jsonb_array_length(v_entry.value) > 50 then
        perform private.invalid_parameter(format('spec filter %s: at most 50 values', v_entry.key));
      end if;
      -- Each value matches a scalar spec equal to it or an array spec containing it; values that
      -- come from a URL as strings also match the number or boolean they spell.
      v_forms := '{}';
      for v_value in select a.value from jsonb_array_elements(v_entry.value) as a loop
        if jsonb_typeof(v_value) not in ('string', 'number', 'boolean') then
          perform private.invalid_parameter(
            format('spec filter %s: values must be strings, numbers or booleans', v_entry.key));
        end if;
        v_forms := v_forms || jsonb_build_object(v_entry.key, v_value)
                           || jsonb_build_object(v_entry.key, jsonb_build_array(v_value));
        if jsonb_typeof(v_value) = 'string' then
          v_text := btrim(v_value #>> '{}');
          if v_text ~ '^-?[0-9]+(\.[0-9]+)?$' then
            v_forms := v_forms || jsonb_build_object(v_entry.key, v_text::numeric)
                               || jsonb_build_object(v_entry.key, jsonb_build_array(v_text::numeric));
          elsif lower(v_text) in ('true', 'false') then
            v_forms := v_forms || jsonb_build_object(v_entry.key, lower(v_text)::boolean);
          end if;
        end if;
      end loop;
      v_clauses := v_clauses || format('p.technical_specification @> any (%L::jsonb[])', v_forms);

    elsif jsonb_typeof(v_entry.value) = 'object' then
      if exists (select 1 from jsonb_object_keys(v_entry.value) as k where k not in ('min', 'max')) then
        perform private.invalid_parameter(v_usage);
      end if;
      v_min := private.spec_number(v_entry.value -> 'min', v_entry.key);
      v_max := private.spec_number(v_entry.value -> 'max', v_entry.key);
      continue when v_min is null and v_max is null;
      if v_min > v_max then
        perform private.invalid_parameter(format('spec filter %s: min must not be greater than max', v_entry.key));
      end if;
      v_clauses := v_clauses || format(
        'jsonb_path_exists(p.technical_specification, %L::jsonpath)',
        format('$."%s" ? (%s)', v_entry.key, concat_ws(' && ', '@ >= ' || v_min, '@ <= ' || v_max)));
    else
      perform private.invalid_parameter(v_usage);
    end if;
  end loop;
  return nullif(array_to_string(v_clauses, ' and '), '');
end;
$$;

-- Validates the shopper's filters and resolves them (names to ids, term to a text query).
create or replace function private.build_catalog_filter(
  p_term text,
  p_category text,
  p_subcategory text,
  p_label text,
  p_min_price numeric,
  p_max_price numeric,
  p_conditions text[],
  p_spec_filters jsonb,
  p_discount_only boolean,
  p_include_inactive boolean,
  p_min_relevance real,
  p_require_criteria boolean,
  p_min_similarity real default 0.3
)
returns private.catalog_filter
language plpgsql
stable
set search_path = ''
as $$
declare
  f private.catalog_filter;
  v_term text := btrim(coalesce(p_term, ''));
  v_names text[];
  v_query private.text_query;
begin
  if char_length(v_term) > 100 then
    perform private.invalid_parameter('search_term must be at most 100 characters');
  end if;
  if char_length(v_term) = 1 then
    perform private.invalid_parameter('search_term must be at least 2 characters');
  end if;
  f.has_term := v_term <> '';
  if p_require_criteria and not f.has_term
     and private.filter_names(p_category) is null
     and private.filter_names(p_subcategory) is null
     and private.filter_names(p_label) is null then
    perform private.invalid_parameter('at least one of term, category, subcategory or label is required');
  end if;
  if p_min_price < 0 or p_max_price < 0 then
    perform private.invalid_parameter('min_price and max_price must not be negative');
  end if;
  if p_min_price > p_max_price then
    perform private.invalid_parameter('min_price must not be greater than max_price');
  end if;
  if p_min_relevance is not null and (p_min_relevance < 0 or p_min_relevance > 1) then
    perform private.invalid_parameter('min_relevance must be between 0 and 1');
  end if;

  f.no_match := false;
  f.min_price := p_min_price;
  f.max_price := p_max_price;
  f.discount_only := coalesce(p_discount_only, false);
  f.min_relevance := coalesce(p_min_relevance, 0);
  -- Inactive products are shown only to privileged callers that ask (administration); a shopper's
  -- include_inactive is ignored.
  f.active_only := not (coalesce(p_include_inactive, false) and current_user not in ('anon', 'authenticated'));

  if p_conditions is not null then
    select array_agg(distinct lower(btrim(c))) filter (where btrim(c) <> '') into f.conditions
    from unnest(p_conditions) as c;
    if exists (select 1 from unnest(f.conditions) as c where c not in ('new', 'pre-owned', 'refurbished')) then
      perform private.invalid_parameter('condition_filter values must be new, pre-owned or refurbished');
    end if;
  end if;

  f.spec_sql := private.spec_filter_sql(p_spec_filters);

  -- Taxonomy: each level is restricted to the levels above it when those are given.
  v_names := private.filter_names(p_category);
  if v_names is not null then
    select array_agg(c.category_id order by c.category_id) into f.category_ids
    from public.categories c
    where lower(c.name) = any (v_names) or c.slug = any (v_names);
    f.no_match := f.no_match or f.category_ids is null;
  end if;
  v_names := private.filter_names(p_subcategory);
  if v_names is not null then
    select array_agg(s.subcategory_id order by s.subcategory_id) into f.subcategory_ids
    from public.subcategories s
    where (lower(s.name) = any (v_names) or s.slug = any (v_names))
      and (f.category_ids is null or s.category_id = any (f.category_ids));
    f.no_match := f.no_match or f.subcategory_ids is null;
  end if;
  v_names := private.filter_names(p_label);
  if v_names is not null then
    select array_agg(l.label_id order by l.label_id) into f.label_ids
    from public.labels l
    join public.subcategories s on s.subcategory_id = l.subcategory_id
    where (lower(l.name) = any (v_names) or l.slug = any (v_names))
      and (f.subcategory_ids is null or l.subcategory_id = any (f.subcategory_ids))
      and (f.category_ids is null or s.category_id = any (f.category_ids));
    f.no_match := f.no_match or f.label_ids is null;
  end if;

  if f.has_term then
    v_query := private.build_text_query(v_term, p_min_similarity);
    f.match_query := v_query.match_query;
    f.query_a := v_query.query_a;
    f.query_ab := v_query.query_ab;
    f.query_abc := v_query.query_abc;
    f.quality := v_query.quality;
    f.no_match := f.no_match or v_query.match_query is null;
  end if;
  return f;
end;
$$;

-- Dynamic SQL ---------------------------------------------------------------------------------
-- Every query built here takes the same parameters, in this order:
--   $1 match_query  $2 query_a  $3 query_ab  $4 query_abc  $5 quality
--   $6 category_ids  $7 subcategory_ids  $8 label_ids  $9 conditions
--   $10 min_price  $11 max_price  $12 min_relevance  $13 limit  $14 offset

create or replace function private.relevance_sql()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '(case when p.search_vector @@ $2 then 1.0::real when p.search_vector @@ $3 then 0.8::real'
      || ' when p.search_vector @@ $4 then 0.6::real else 0.4::real end * $5)'
$$;

-- The WHERE clause of a filter; only what is present, the most specific taxonomy level only (it
-- implies the others), single ids as equalities so ordered index scans apply.
create or replace function private.catalog_where(f private.catalog_filter)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  w text := 'true';
begin
  if f.active_only then
    w := w || ' and p.is_active';
  end if;
  if f.match_query is not null then
    w := w || ' and p.search_vector @@ $1';
    if f.min_relevance > 0 then
      w := w || ' and ' || private.relevance_sql() || ' >= $12';
    end if;
  end if;
  if f.label_ids is not null then
    w := w || case when cardinality(f.label_ids) = 1 then ' and p.label_id = ($8)[1]' else ' and p.label_id = any ($8)' end;
  elsif f.subcategory_ids is not null then
    w := w || case when cardinality(f.subcategory_ids) = 1 then ' and p.subcategory_id = ($7)[1]'
                   else ' and p.subcategory_id = any ($7)' end;
  elsif f.category_ids is not null then
    w := w || case when cardinality(f.category_ids) = 1 then ' and p.category_id = ($6)[1]'
                   else ' and p.category_id = any ($6)' end;
  end if;
  if f.conditions is not null then
    w := w || ' and p.condition = any ($9)';
  end if;
  if f.min_price is not null then
    w := w || ' and p.discount_price >= $10';
  end if;
  if f.max_price is not null then
    w := w || ' and p.discount_price <= $11';
  end if;
  if f.discount_only then
    w := w || ' and p.discount_price < p.price';
  end if;
  if f.spec_sql is not null then
    w := w || ' and ' || f.spec_sql;
  end if;
  return w;
end;
$$;

-- One page of products for a filter. Sorts: relevance (with a term: relevance, bestsellers, shorter
-- names; without: bestsellers, newest), price_asc, price_desc (by the selling price,
-- discount_price). The page is chosen on narrow columns first; images, names and ratings are
-- looked up for that page only.
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
  v_relevance text := case when f.match_query is not null then private.relevance_sql() else 'null::real' end;
  v_order text;
begin
  if f.no_match then
    return;
  end if;
  v_order := case
    when p_sort = 'price_asc' then 'p.discount_price asc, p.product_id asc'
    -- Both descending so a backward index scan serves it.
    when p_sort = 'price_desc' then 'p.discount_price desc, p.product_id desc'
    when f.match_query is not null then '2 desc, p.is_bestseller desc, char_length(p.name) asc, p.product_id asc'
    else 'p.is_bestseller desc, p.created_at desc, p.product_id asc'
  end;
  return query execute format(
    $sql$
    select p.product_id, p.slug, p.name, img.url, p.price, p.discount_price, p.is_bestseller,
           c.name, c.slug, s.name, s.slug, l.name, p.condition,
           coalesce(r.average_rating, 0), coalesce(r.review_count, 0), p.stock_units,
           p.technical_specification, m.relevance
    from (
      select page.product_id, page.relevance, row_number() over () as ord
      from (
        select p.product_id, %1$s as relevance
        from public.products p
        where %2$s
        order by %3$s
        limit $13 offset $14
      ) as page
    ) as m
    join public.products p on p.product_id = m.product_id
    join public.categories c on c.category_id = p.category_id
    join public.subcategories s on s.subcategory_id = p.subcategory_id
    left join public.labels l on l.label_id = p.label_id
    left join lateral (
      select i.url from public.product_images i where i.product_id = p.product_id order by i.position limit 1
    ) as img on true
    left join lateral (
      select round(avg(rv.rating), 2) as average_rating, count(*)::integer as review_count
      from public.reviews rv
      where rv.product_id = p.product_id and rv.is_verified
    ) as r on true
    order by m.ord
    $sql$,
    v_relevance, private.catalog_where(f), v_order)
  using f.match_query, f.query_a, f.query_ab, f.query_abc, f.quality,
        f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
        f.min_price, f.max_price, f.min_relevance, p_limit, p_offset;
end;
$$;

-- The number of products of a filter (the same WHERE as search_products).
create or replace function private.count_products(f private.catalog_filter)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_count integer;
begin
  if f.no_match then
    return 0;
  end if;
  execute 'select count(*)::integer from public.products p where ' || private.catalog_where(f)
    into v_count
    using f.match_query, f.query_a, f.query_ab, f.query_abc, f.quality,
          f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
          f.min_price, f.max_price, f.min_relevance, null::integer, null::bigint;
  return v_count;
end;
$$;

-- Average verified rating and count of a product (0 and 0 without reviews).
create or replace function private.product_rating(p_product_id uuid, out average_rating numeric, out review_count integer)
language sql
stable
set search_path = ''
as $$
  select coalesce(round(avg(r.rating), 2), 0), count(*)::integer
  from public.reviews r
  where r.product_id = p_product_id and r.is_verified
$$;

-- The security-invoker RPCs call these as the shopper's role; none of them is reachable over HTTP
-- (schema private is not exposed) and none bypasses row-level security.
revoke all on function
  private.invalid_parameter(text), private.check_page(integer, integer, integer), private.query_words(text),
  private.normalize_term(text), private.render_query(jsonb, text), private.build_text_query(text, real),
  private.filter_names(text), private.spec_number(jsonb, text), private.spec_filter_sql(jsonb),
  private.build_catalog_filter(text, text, text, text, numeric, numeric, text[], jsonb, boolean, boolean, real, boolean, real),
  private.relevance_sql(), private.catalog_where(private.catalog_filter),
  private.search_products(private.catalog_filter, text, integer, bigint), private.count_products(private.catalog_filter),
  private.product_rating(uuid)
  from public;
grant execute on function
  private.invalid_parameter(text), private.check_page(integer, integer, integer), private.query_words(text),
  private.normalize_term(text), private.render_query(jsonb, text), private.build_text_query(text, real),
  private.filter_names(text), private.spec_number(jsonb, text), private.spec_filter_sql(jsonb),
  private.build_catalog_filter(text, text, text, text, numeric, numeric, text[], jsonb, boolean, boolean, real, boolean, real),
  private.relevance_sql(), private.catalog_where(private.catalog_filter),
  private.search_products(private.catalog_filter, text, integer, bigint), private.count_products(private.catalog_filter),
  private.product_rating(uuid), private.term_lexeme(text)
  to anon, authenticated, service_role;
