-- Search machinery shared by the catalogue RPCs (next migration): parameter checks, the text query
-- built from the term dictionary (prefix completion, typo correction), the filter (taxonomy,
-- conditions, price, discount, spec values and ranges) and the page and count queries.
--
-- Ranking. Relevance is a tier times the typo quality: 1.0 when every word of the query is in the
-- product title (name and keywords), 0.6 when some word is only in the brand, label, category or
-- specification; times the average similarity of typo-corrected words (1 for words found as
-- typed). Inside a tier: bestsellers first, then newest. Every genuine match is >= 0.6, so the
-- minimum relevance of 0.1 only drops far-fetched corrections.
--
-- Why this order: a broad query ('gaming') matches tens of thousands of products at 100k, and a
-- rank computed per row would have to read all of them for a page of 20. This order is an index
-- order inside each tier, so a page is read in index order with early termination (bounded), and
-- narrow queries use the full-text bitmap and a top-N sort; both give the same rows.
--
-- Every query is built per call (dynamic SQL, values as parameters) so it is planned with its own
-- values and only the filters present. Sequential scans of products are disabled in these
-- functions: the search paths must never read the whole catalogue.
--
-- Row-level security and indexes: under RLS a query's non-leakproof conditions (the full-text
-- `@@`, trigram and jsonb operators) may not be used as index conditions, so a shopper's search
-- would filter the whole catalogue. The search RPCs therefore run as security definer and every
-- query here states `is_active` itself (catalog_filter.active_only); these helpers are not
-- executable by the API roles.

create extension if not exists fuzzystrmatch with schema extensions;

-- Bad input from a client: SQLSTATE 22023, which PostgREST answers with 400 (never 500).
create or replace function private.invalid_parameter(p_message text)
returns void
language plpgsql
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
  -- Average similarity of the words as used to the words as typed (1 = no correction).
  quality real,
  -- The words as used.
  corrected text,
  -- About the most products that can match: the dictionary count of the rarest word (null when no
  -- word is in the dictionary's scope, e.g. only one-character words).
  estimate integer
);

-- How likely p_term is what the shopper meant by p_word, 0..1. Trigram similarity, and for an
-- unknown word that is not a prefix of the term also the edit distance (a one-letter slip in a
-- short word, 'keybord', has a low trigram similarity but is an obvious typo).
create or replace function private.term_similarity(p_word text, p_term text, p_known boolean)
returns real
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_known or starts_with(p_term, p_word) then extensions.similarity(p_word, p_term)
    else greatest(
      extensions.similarity(p_word, p_term),
      1 - extensions.levenshtein(p_word, p_term)::real / greatest(char_length(p_word), char_length(p_term)))
  end
$$;

-- Renders parts [[ [lexeme, is_prefix], ... ], ...] as a tsquery: parts ANDed, alternatives ORed.
-- Lexemes come from the dictionary or the English stemmer ([a-z0-9]) and are quoted anyway.
create or replace function private.render_query(p_parts jsonb)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(
           '(' || (
             select string_agg(
                      quote_literal(i.value ->> 0) || case when (i.value ->> 1)::boolean then ':*' else '' end,
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
-- - an unknown word of 3+ characters with letters is replaced by the most similar dictionary word
--   (candidates: trigram similarity >= 0.3) if term_similarity reaches p_min_similarity
--   ('playstaton' -> 'playstation');
-- - anything else must match as typed (model numbers, codes).
-- Stop words are dropped. Null query when nothing is left.
create or replace function private.build_text_query(p_term text, p_min_similarity real)
returns private.text_query
language plpgsql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.3
as $$
declare
  v_words text[] := private.query_words(p_term);
  v_count integer := coalesce(cardinality(v_words), 0);
  v_parts jsonb := '[]';
  v_used text[] := '{}';
  v_sims real[] := '{}';
  v_word text;
  v_stem text;
  v_last boolean;
  v_items jsonb;
  v_sim real;
  v_docs integer;
  v_estimate integer;
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
    v_docs := null;
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
      -- Per stem the largest count (surface forms of one stem mostly share products), summed.
      select sum(x.docs)::integer into v_docs
      from (
        select max(t.doc_count) as docs
        from public.search_terms t
        where (t.term >= v_word and t.term < v_word || '~') or (t.lexeme >= v_stem and t.lexeme < v_stem || '~')
        group by t.lexeme
      ) as x;
      if v_docs is not null then
        v_items := jsonb_build_array(jsonb_build_array(v_stem, true)) || coalesce(v_items, '[]');
      end if;
    else
      select max(t.doc_count) into v_docs from public.search_terms t where t.lexeme = v_stem;
      if v_docs is not null then
        v_items := jsonb_build_array(jsonb_build_array(v_stem, false));
      end if;
    end if;

    if v_items is null and char_length(v_word) >= 3 and v_word ~ '[a-z]' then
      -- Candidates: trigram-similar words (GIN, similarity >= 0.3), the closest first; then the
      -- best by term_similarity, then the most common.
      select k.term, k.lexeme, k.sim, k.doc_count into v_alt_term, v_alt_lexeme, v_sim, v_docs
      from (
        select c.term, c.lexeme, c.doc_count, private.term_similarity(v_word, c.term, false) as sim
        from (
          select t.term, t.lexeme, t.doc_count
          from public.search_terms t
          where t.term operator(extensions.%) v_word
          order by extensions.similarity(t.term, v_word) desc
          limit 20
        ) as c
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
      -- Not in the dictionary: nothing active has it, except one-character words, which the
      -- dictionary does not keep (no estimate for those).
      v_docs := case when char_length(v_word) = 1 then null else 0 end;
    end if;
    v_parts := v_parts || jsonb_build_array(v_items);
    v_sims := v_sims || v_sim;
    v_used := v_used || v_alt_term;
    v_estimate := least(v_estimate, v_docs);
  end loop;

  if jsonb_array_length(v_parts) = 0 then
    return v_result;
  end if;
  v_result.match_query := private.render_query(v_parts);
  v_result.quality := (select avg(s)::real from unnest(v_sims) as s);
  v_result.corrected := array_to_string(v_used, ' ');
  v_result.estimate := v_estimate;
  return v_result;
end;
$$;

-- Filter --------------------------------------------------------------------------------------

create type private.catalog_filter as (
  has_term boolean,
  -- A filter names nothing that exists (unknown category, only stop words...): no rows.
  no_match boolean,
  match_query tsquery,
  quality real,
  -- Upper bound of the term's matches (null without a term or unknown): picks the page strategy.
  estimate integer,
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
      -- Numbers only (a string or array value never matches a range); the typed comparison is
      -- several times cheaper per row than a jsonpath. Bounds are numerics, printed as such.
      v_text := format(
        '(case when jsonb_typeof(p.technical_specification -> %1$L) = ''number'''
        ' then (p.technical_specification ->> %1$L)::numeric end)', v_entry.key);
      v_clauses := v_clauses || ('(' || concat_ws(' and ',
        case when v_min is not null then format('%s >= %s', v_text, v_min) end,
        case when v_max is not null then format('%s <= %s', v_text, v_max) end) || ')');
    else
      perform private.invalid_parameter(v_usage);
    end if;
  end loop;
  return nullif(array_to_string(v_clauses, ' and '), '');
end;
$$;

-- True for callers that may see inactive products (service_role, database owners). The API role
-- of the request is the `role` setting (PostgREST's SET ROLE), which security definer functions
-- do not change.
create or replace function private.is_privileged_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('role', true), 'none'), session_user::text) not in ('anon', 'authenticated')
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
  f.active_only := not (coalesce(p_include_inactive, false) and private.is_privileged_caller());

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
    f.quality := v_query.quality;
    f.estimate := v_query.estimate;
    f.no_match := f.no_match or v_query.match_query is null;
  end if;
  return f;
end;
$$;

-- Dynamic SQL ---------------------------------------------------------------------------------
-- Every query built here takes the same parameters, in this order:
--   $1 match_query  $2 category_ids  $3 subcategory_ids  $4 label_ids  $5 conditions
--   $6 min_price  $7 max_price  $8 limit
-- A WHERE clause is split in two: the scope (visibility, the most specific taxonomy level and, for
-- price sorts, the price range), which leading index columns serve in order, and the rest.

create or replace function private.catalog_scope_sql(f private.catalog_filter, p_with_price boolean)
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
  -- The most specific level implies the others; one id as an equality so ordered index scans apply.
  if f.label_ids is not null then
    w := w || case when cardinality(f.label_ids) = 1 then ' and p.label_id = ($4)[1]' else ' and p.label_id = any ($4)' end;
  elsif f.subcategory_ids is not null then
    w := w || case when cardinality(f.subcategory_ids) = 1 then ' and p.subcategory_id = ($3)[1]'
                   else ' and p.subcategory_id = any ($3)' end;
  elsif f.category_ids is not null then
    w := w || case when cardinality(f.category_ids) = 1 then ' and p.category_id = ($2)[1]'
                   else ' and p.category_id = any ($2)' end;
  end if;
  if p_with_price and f.min_price is not null then
    w := w || ' and p.discount_price >= $6';
  end if;
  if p_with_price and f.max_price is not null then
    w := w || ' and p.discount_price <= $7';
  end if;
  return w;
end;
$$;

create or replace function private.catalog_rest_sql(
  f private.catalog_filter, p_with_price boolean, p_with_term boolean default true
)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  w text := 'true';
begin
  if p_with_term and f.match_query is not null then
    w := w || ' and p.search_vector @@ $1';
  end if;
  if f.conditions is not null then
    w := w || ' and p.condition = any ($5)';
  end if;
  if p_with_price and f.min_price is not null then
    w := w || ' and p.discount_price >= $6';
  end if;
  if p_with_price and f.max_price is not null then
    w := w || ' and p.discount_price <= $7';
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

-- The full WHERE clause of a filter.
create or replace function private.catalog_where(f private.catalog_filter)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.catalog_scope_sql(f, false) || ' and ' || private.catalog_rest_sql(f, true)
$$;

-- Which tiers a term's results may come from: relevance (tier x quality) must reach min_relevance.
create or replace function private.tier_allowed(f private.catalog_filter, p_tier real)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select f.match_query is not null and f.quality * p_tier >= f.min_relevance
$$;

-- The first p_need products (ids, in order) of scope and rest in p_order. Two exact strategies:
-- - prefix: read the first p_prefix rows of the scope in index order and keep the matching ones;
--   enough matches there (or the whole scope read) is the answer. Cheap when matches are dense.
-- - bitmap: the matching rows through the indexes (full text, taxonomy), then a top-N sort. Cheap
--   when matches are few; index scans are switched off for it so a misestimate cannot turn it
--   into a long ordered scan.
create or replace function private.ordered_ids(
  f private.catalog_filter, p_scope text, p_rest text, p_order text, p_need integer, p_prefix integer
)
returns uuid[]
language plpgsql
stable
set search_path = ''
set enable_seqscan = off
as $$
declare
  v_ids uuid[];
  v_scanned integer;
  v_indexscan text := current_setting('enable_indexscan');
begin
  if p_need <= 0 then
    return '{}';
  end if;
  if p_prefix >= p_need then
    -- Streams in index order and stops at the p_need-th match (filtering keeps the order).
    execute format($sql$
      select array_agg(p.product_id order by %3$s)
      from (
        select p.product_id, p.is_bestseller, p.created_at, p.discount_price
        from (select * from public.products p where %1$s order by %3$s limit %4$s) as p
        where %2$s
        limit $8
      ) as p
      $sql$, p_scope, p_rest, p_order, p_prefix)
      into v_ids
      using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
            f.min_price, f.max_price, p_need;
    if coalesce(cardinality(v_ids), 0) >= p_need then
      return v_ids;
    end if;
    -- Short of matches: complete anyway if the whole scope was read.
    execute format('select count(*)::integer from (select 1 from public.products p where %s limit %s) as s',
                   p_scope, p_prefix)
      into v_scanned
      using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
            f.min_price, f.max_price, p_need;
    if v_scanned < p_prefix then
      return coalesce(v_ids, '{}');
    end if;
  end if;

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

-- The share of the catalogue in the filter's taxonomy scope (1 without one), from the planner's
-- statistics: categories, subcategories and labels are few, so all are most common values.
create or replace function private.scope_fraction(f private.catalog_filter)
returns double precision
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select sum(s.most_common_freqs[array_position(s.most_common_vals::text::integer[], v.id)])
    from pg_catalog.pg_stats s
    cross join lateral unnest(coalesce(f.label_ids, f.subcategory_ids, f.category_ids)) as v(id)
    where s.schemaname = 'public' and s.tablename = 'products'
      and s.attname = case when f.label_ids is not null then 'label_id'
                           when f.subcategory_ids is not null then 'subcategory_id'
                           else 'category_id' end
  ), case when coalesce(f.label_ids, f.subcategory_ids, f.category_ids) is null then 1 else 0.01 end)
$$;

-- How many rows of the scope's index order to read before falling back to the bitmap (0: bitmap
-- only). With a term: three times what the density bound (rarest word's count / catalogue size)
-- needs, four times more when other filters thin the matches out, at least 100 rows; beyond 1500
-- (3000 with filters) the prefix would likely fall short, so the bitmap goes first. The bitmap
-- reads about the term's matches inside the scope (its bound times the scope's share): whichever
-- reads fewer rows wins. Finding too few matches in a prefix means they are sparse, and then the
-- bitmap is cheap. Browsing reads 20 rows per wanted row. Deep pages use the bitmap.
create or replace function private.prefix_rows(f private.catalog_filter, p_need bigint)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_filtered boolean := f.conditions is not null or f.min_price is not null or f.max_price is not null
                        or f.discount_only or f.spec_sql is not null;
  v_total double precision;
  v_prefix integer;
begin
  if p_need > 300 then
    return 0;
  end if;
  if f.match_query is null or f.estimate is null then
    return least(1500, greatest(100, p_need * 20));
  end if;
  if f.estimate < 1000 then
    return 0;
  end if;
  select greatest(c.reltuples, 1) into v_total from pg_catalog.pg_class c where c.oid = 'public.products'::regclass;
  v_prefix := greatest(100, ceil(p_need * 3.0 * v_total / f.estimate * case when v_filtered then 4 else 1 end));
  if v_prefix > (case when v_filtered then 3000 else 1500 end)
     or f.estimate * private.scope_fraction(f) <= v_prefix then
    return 0;
  end if;
  return v_prefix;
end;
$$;

-- One page of products for a filter. Sorts: relevance (with a term: tier, then bestsellers, then
-- newest; without: bestsellers, newest), price_asc, price_desc (by the selling price,
-- discount_price; ties by product id).
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
      -- Both descending for price_desc so a backward index scan serves it.
      case p_sort when 'price_asc' then 'p.discount_price asc, p.product_id asc'
                  else 'p.discount_price desc, p.product_id desc' end,
      v_need::integer, v_prefix);
  elsif f.match_query is null then
    v_ids := private.ordered_ids(
      f, private.catalog_scope_sql(f, false), private.catalog_rest_sql(f, true), c_static, v_need::integer, v_prefix);
  else
    -- Title matches first, then the others, each in the static order.
    v_ids := private.ordered_ids(
      f, private.catalog_scope_sql(f, false), private.catalog_rest_sql(f, true, false) || ' and p.title_vector @@ $1',
      c_static, v_need::integer, v_prefix);
    if cardinality(v_ids) < v_need and v_other then
      v_ids := v_ids || private.ordered_ids(
        f, private.catalog_scope_sql(f, false),
        private.catalog_rest_sql(f, true) || ' and not (p.title_vector @@ $1)',
        c_static, (v_need - cardinality(v_ids))::integer, v_prefix);
    end if;
  end if;
  v_ids := v_ids[p_offset + 1 : v_need];

  return query
  select p.product_id, p.slug, p.name, img.url, p.price, p.discount_price, p.is_bestseller,
         c.name, c.slug, s.name, s.slug, l.name, p.condition,
         r.average_rating, r.review_count, p.stock_units, p.technical_specification,
         case when f.match_query is null then null::real
              when p.title_vector @@ f.match_query then f.quality
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

-- The number of products of a filter: exactly the rows search_products pages through.
create or replace function private.count_products(f private.catalog_filter)
returns integer
language plpgsql
stable
set search_path = ''
set enable_seqscan = off
as $$
declare
  v_count integer;
begin
  if f.no_match or (f.match_query is not null and not private.tier_allowed(f, 1.0)) then
    return 0;
  end if;
  execute 'select count(*)::integer from public.products p where ' || private.catalog_where(f)
          || case when f.match_query is not null and not private.tier_allowed(f, 0.6)
                  then ' and p.title_vector @@ $1' else '' end
    into v_count
    using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
          f.min_price, f.max_price, null::integer;
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

-- Internal: only the security definer RPCs (running as the owner) call these. The rating helper is
-- also used by security invoker RPCs (product page), so shoppers may execute it.
revoke all on function
  private.invalid_parameter(text), private.check_page(integer, integer, integer), private.query_words(text),
  private.normalize_term(text), private.term_similarity(text, text, boolean), private.render_query(jsonb),
  private.build_text_query(text, real), private.filter_names(text), private.spec_number(jsonb, text),
  private.spec_filter_sql(jsonb), private.is_privileged_caller(),
  private.build_catalog_filter(text, text, text, text, numeric, numeric, text[], jsonb, boolean, boolean, real, boolean, real),
  private.catalog_scope_sql(private.catalog_filter, boolean), private.catalog_rest_sql(private.catalog_filter, boolean, boolean),
  private.catalog_where(private.catalog_filter), private.tier_allowed(private.catalog_filter, real),
  private.ordered_ids(private.catalog_filter, text, text, text, integer, integer),
  private.prefix_rows(private.catalog_filter, bigint), private.scope_fraction(private.catalog_filter),
  private.search_products(private.catalog_filter, text, integer, bigint), private.count_products(private.catalog_filter),
  private.product_rating(uuid)
  from public, anon, authenticated;
grant execute on function private.product_rating(uuid) to anon, authenticated, service_role;
