-- Search and listings rank what shoppers mean (ADR 0007). Three rules, built from the catalogue's
-- own structure rather than from a list of queries:
--
-- 1. Kind over mention. A product's kind is its category, subcategory and label. A query names a
--    kind when it contains every word of one of those names ('ps5' -> label PS5, 'xbox' ->
--    subcategory Xbox, 'gaming laptop' -> label Gaming Laptop), directly or through a synonym
--    (public.search_synonyms: 'gpu' -> 'graphics card', 'cpu' -> 'processor'). Products of a named
--    kind rank first; when a query names several kinds, the one naming its later words wins (the
--    head of an English noun phrase comes last: 'ps5 controller' is a controller, 'ps5 games' are
--    games); a label whose name extends a named label's is that kind too (PS5 Pro for 'ps5').
--    Otherwise a product merely mentions what was asked when the query matches its
--    "mention" text: the specification values that name another kind of product (a laptop's GPU
--    'NVIDIA GeForce RTX 4060 Laptop GPU' names label NVIDIA GeForce of Graphics Cards, a game's
--    platform 'PS5' names label PS5 of consoles). For 'rtx 4060' the graphics cards (own title)
--    come before the laptops that carry one (mention), for 'ps5' the consoles before the games.
--    Synonyms also widen the text match ('gpu' finds products that say 'graphics card'); a synonym
--    with no phrase is a filler word shoppers type that names nothing in the catalogue ('sasta',
--    Hindi for cheap; 'ka', 'wala'): it is left out of the match instead of being "corrected" into
--    an unrelated word ('sasta' -> 'sata').
-- 2. Stock. Out-of-stock products sort after in-stock ones in every listing and search order except
--    the explicit price sorts, and are never flagged bestseller ('Popular') in a list.
-- 3. Index-friendly as before (docs/adr/0007): the order is a sequence of tiers (in stock, then out
--    of stock; inside each, kind levels, then own title (the title without its mention words,
--    GIN-indexed), the rest of the title matches, own other, mentioned other), each read in index order with early termination when matches are dense; when the
--    query is narrow (few matches: the bitmap strategy), one bitmap query sorts them all by the
--    same keys. Browse indexes lead with in_stock after is_active so listings stream in order.

-- Synonyms -------------------------------------------------------------------------------------

create table public.search_synonyms (
  -- A word shoppers type (lower-case letters and digits).
  word text collate "C" not null constraint search_synonyms_word_format check (word ~ '^[a-z0-9]{1,40}$'),
  -- What it means in the catalogue's words ('graphics card'); '' for a filler word left out of the
  -- match. A word may have several phrases ('ssd' -> 'nvme ssd', 'sata ssd').
  phrase text not null default '' constraint search_synonyms_phrase_length check (char_length(phrase) <= 80),
  primary key (word, phrase)
);
comment on table public.search_synonyms is
  'Search synonyms: a word shoppers type and the catalogue phrase it means ('''' = filler word, not matched).';

alter table public.search_synonyms enable row level security;
create policy "Search synonyms are public" on public.search_synonyms
  for select to anon, authenticated using (true);
revoke all on table public.search_synonyms from anon, authenticated;
grant select on table public.search_synonyms to anon, authenticated;
grant all on table public.search_synonyms to service_role;

insert into public.search_synonyms (word, phrase) values
  -- Parts and kinds, as Indian shoppers name them.
  ('gpu', 'graphics card'), ('gpus', 'graphics card'), ('vga', 'graphics card'),
  ('cpu', 'processor'), ('cpus', 'processor'),
  ('mobo', 'motherboard'),
  ('psu', 'power supply'), ('smps', 'power supply'),
  ('case', 'cabinet'), ('cabinets', 'cabinet'),
  ('ssd', 'nvme ssd'), ('ssd', 'sata ssd'), ('hdd', 'hard drive'), ('harddisk', 'hard drive'),
  ('mouse', 'mice'),
  ('headphone', 'headset'), ('headphones', 'headset'),
  ('joystick', 'controller'), ('gamepad', 'controller'),
  ('mic', 'microphone'),
  ('notebook', 'laptop'),
  ('pc', 'desktop'),
  ('cooler', 'cpu cooler'),
  ('ps', 'playstation'),
  -- Game titles by their usual short names.
  ('gta', 'grand theft auto'), ('cod', 'call of duty'),
  -- Hindi-English: 'purana' (old) is a pre-owned listing; the rest name nothing in the catalogue.
  ('purana', 'pre-owned'), ('purani', 'pre-owned'),
  ('sasta', ''), ('sasti', ''), ('saste', ''), ('sabse', ''), ('accha', ''), ('achha', ''), ('acha', ''),
  ('ka', ''), ('ki', ''), ('ke', ''), ('wala', ''), ('wali', ''), ('wale', ''), ('liye', ''),
  ('chahiye', ''), ('dikhao', ''), ('mein', '');

-- The English stems of a text, as stored in search vectors (stop words dropped).
create or replace function private.name_lexemes(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(p_text, ''))), '{}')
$$;

-- The words of a kind's name as a query is compared with it: lower-case words, plurals made
-- singular, a few stop words dropped. Not the English stemmer: it folds 'Controllers' and the
-- mouse-pad label 'Control' into one stem, and 'gaming' into the category 'Games'.
create or replace function private.kind_words(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct case
           when char_length(w) > 4 and w ~ '[a-z]ies$' then left(w, -3) || 'y'
           when char_length(w) <= 3 or w !~ '[a-z]s$' or w ~ '(ss|us|is)$' then w
           else left(w, -1) end), '{}')
  from regexp_split_to_table(lower(coalesce(p_text, '')), '[^a-z0-9]+') as w
  where w <> '' and w not in ('a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with')
$$;

-- The kind words of each taxonomy name, kept beside it (compared with a query's on every search).
alter table public.categories
  add column kind_words text[] generated always as (private.kind_words(name)) stored;
alter table public.subcategories
  add column kind_words text[] generated always as (private.kind_words(name)) stored;
alter table public.labels
  add column kind_words text[] generated always as (private.kind_words(name)) stored;

-- Products: stock flag and mention text -------------------------------------------------------

-- A stored flag (not an expression index on stock_units): an order's stock decrement that keeps a
-- product in stock changes no indexed value and stays a HOT update.
alter table public.products add column in_stock boolean generated always as (stock_units > 0) stored;
-- The specification values that name another kind of product (see the header); maintained by the
-- products trigger. Not indexed: only read on rows already found.
alter table public.products add column mention_vector tsvector not null default ''::tsvector;
-- The title without the words of its mention text: a query matching it is about the product itself
-- ('rtx 4060' matches a graphics card's, not a laptop's whose title repeats its GPU). Indexed: the
-- first tier outside the named kinds reads it as a bitmap when its matches are sparse.
alter table public.products add column own_title_vector tsvector not null default ''::tsvector;
create index products_own_title_vector_idx on public.products using gin (own_title_vector);

-- The kind words of a text plus those of the synonym phrases of its words ('... Laptop GPU' also
-- has 'graphic' and 'card').
create or replace function private.expanded_kind_words(p_text text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text[] := private.kind_words(p_text);
begin
  return v_words || coalesce((
    select array_agg(distinct x.word)
    from public.search_synonyms sy
    cross join lateral unnest(private.kind_words(sy.phrase)) as x(word)
    where sy.phrase <> ''
      and sy.word = any (regexp_split_to_array(lower(coalesce(p_text, '')), '[^a-z0-9]+'))
  ), '{}');
end;
$$;

-- The mention text of a product: each string value of its specification (array elements too) that
-- contains every kind word of the name of a category, subcategory or label other than the product's own.
create or replace function private.product_mention_vector(
  p_spec jsonb, p_category_id integer, p_subcategory_id integer, p_label_id integer
)
returns tsvector
language plpgsql
stable
set search_path = ''
as $$
declare
  v_result tsvector := ''::tsvector;
  v_value text;
  v_lexemes text[];
begin
  for v_value in
    select distinct v.value #>> '{}'
    from jsonb_each(coalesce(p_spec, '{}'::jsonb)) as e
    cross join lateral (
      select e.value where jsonb_typeof(e.value) = 'string'
      union all
      select a.value
      from jsonb_array_elements(case when jsonb_typeof(e.value) = 'array' then e.value else '[]' end) as a
      where jsonb_typeof(a.value) = 'string'
    ) as v
  loop
    v_lexemes := private.expanded_kind_words(v_value);
    continue when cardinality(v_lexemes) = 0;
    if exists (select 1 from public.labels l
               where l.label_id is distinct from p_label_id and cardinality(l.kind_words) > 0
                 and l.kind_words <@ v_lexemes)
       or exists (select 1 from public.subcategories s
                  where s.subcategory_id <> p_subcategory_id and cardinality(s.kind_words) > 0
                    and s.kind_words <@ v_lexemes)
       or exists (select 1 from public.categories c
                  where c.category_id <> p_category_id and cardinality(c.kind_words) > 0
                    and c.kind_words <@ v_lexemes) then
      v_result := v_result || to_tsvector('english'::regconfig, v_value);
    end if;
  end loop;
  return v_result;
end;
$$;

-- The products trigger of 20261122000100_catalog.sql, now also keeping the mention text.
create or replace function private.products_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_category text;
  v_subcategory text;
  v_label text;
begin
  new.discount_price := coalesce(new.discount_price, new.price);
  -- Lower levels imply the upper ones: an insert may give only the label or the subcategory.
  if new.subcategory_id is null and new.label_id is not null then
    select l.subcategory_id into new.subcategory_id from public.labels l where l.label_id = new.label_id;
  end if;
  if new.category_id is null and new.subcategory_id is not null then
    select s.category_id into new.category_id from public.subcategories s where s.subcategory_id = new.subcategory_id;
  end if;

  if tg_op = 'INSERT'
     or (new.name, new.search_keywords, new.brand, new.label_id, new.subcategory_id, new.category_id,
         new.technical_specification)
        is distinct from
        (old.name, old.search_keywords, old.brand, old.label_id, old.subcategory_id, old.category_id,
         old.technical_specification) then
    select c.name, s.name, (select l.name from public.labels l where l.label_id = new.label_id)
    into v_category, v_subcategory, v_label
    from public.subcategories s
    join public.categories c on c.category_id = s.category_id
    where s.subcategory_id = new.subcategory_id;
    new.search_vector := private.product_search_vector(
      new.name, new.search_keywords, new.brand, v_label, v_subcategory, v_category, new.technical_specification
    );
    new.title_vector := private.product_title_vector(new.name, new.search_keywords);
    new.mention_vector := private.product_mention_vector(
      new.technical_specification, new.category_id, new.subcategory_id, new.label_id);
    new.own_title_vector := ts_delete(new.title_vector, tsvector_to_array(new.mention_vector));
  end if;
  return new;
end;
$$;

-- Recomputes every product's mention text and own title (after the synonyms or the taxonomy's names change: a
-- product's mentions depend on the names of the other kinds). Returns the number of products.
create or replace function private.refresh_mention_vectors()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.products p
  set mention_vector = m.mention,
      own_title_vector = ts_delete(p.title_vector, tsvector_to_array(m.mention))
  from (select q.product_id,
               private.product_mention_vector(q.technical_specification, q.category_id, q.subcategory_id, q.label_id)
                 as mention
        from public.products q) as m
  where m.product_id = p.product_id
    and (p.mention_vector, p.own_title_vector)
        is distinct from (m.mention, ts_delete(p.title_vector, tsvector_to_array(m.mention)));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

select private.refresh_mention_vectors();

-- Browse indexes: in stock first (then bestsellers, newest), so listings and each search tier
-- stream in order. Same names and included columns as before.
drop index public.products_category_browse_idx;
drop index public.products_subcategory_browse_idx;
drop index public.products_label_browse_idx;
drop index public.products_browse_idx;
create index products_category_browse_idx
  on public.products (category_id, is_active, in_stock desc, is_bestseller desc, created_at desc, product_id)
  include (subcategory_id, label_id, condition, discount_price);
create index products_subcategory_browse_idx
  on public.products (subcategory_id, is_active, in_stock desc, is_bestseller desc, created_at desc, product_id)
  include (category_id, label_id, condition, discount_price);
create index products_label_browse_idx
  on public.products (label_id, is_active, in_stock desc, is_bestseller desc, created_at desc, product_id)
  include (category_id, subcategory_id, condition, discount_price);
create index products_browse_idx
  on public.products (is_active, in_stock desc, is_bestseller desc, created_at desc, product_id);

-- Query side ------------------------------------------------------------------------------------

-- The kinds a search names, best first: [{"s": [subcategory ids], "l": [label ids]}, ...]. A level
-- holds whole subcategories when all their labels rank alike, else single labels. Null when the
-- query names no kind. p_words: per word of the query (in order) its kind words, with those of its
-- synonyms; a later word weighs more than all earlier ones together.
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

-- The text query of a search term with synonyms: filler words are left out, a synonym word matches
-- itself or any of its phrases (quality 1), the other words go through build_text_query (prefix
-- completion, typo correction). Also the kinds the query names (query_kinds).
create type private.search_intent as (
  match_query tsquery,
  quality real,
  estimate integer,
  kinds jsonb
);

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

alter type private.catalog_filter add attribute kinds jsonb;

-- The filter of 20261122000110_catalog_search.sql; the term now goes through build_search_intent.
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
  v_intent private.search_intent;
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
  f.active_only := not (coalesce(p_include_inactive, false) and private.is_privileged_caller());

  if p_conditions is not null then
    select array_agg(distinct lower(btrim(c))) filter (where btrim(c) <> '') into f.conditions
    from unnest(p_conditions) as c;
    if exists (select 1 from unnest(f.conditions) as c where c not in ('new', 'pre-owned', 'refurbished')) then
      perform private.invalid_parameter('condition_filter values must be new, pre-owned or refurbished');
    end if;
  end if;

  f.spec_sql := private.spec_filter_sql(p_spec_filters);

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
    v_intent := private.build_search_intent(v_term, p_min_similarity);
    f.match_query := v_intent.match_query;
    f.quality := v_intent.quality;
    f.estimate := v_intent.estimate;
    -- Only the named kinds inside the shopper's own taxonomy filter can be listed.
    if v_intent.kinds is not null and coalesce(f.category_ids, f.subcategory_ids, f.label_ids) is not null then
      select jsonb_agg(k.level order by k.ord) into f.kinds
      from (
        select jsonb_build_object(
                 's', coalesce((select jsonb_agg(x.id) from jsonb_array_elements_text(lv.value -> 's') as x(id)
                                join public.subcategories s on s.subcategory_id = x.id::integer
                                where (f.category_ids is null or s.category_id = any (f.category_ids))
                                  and (f.subcategory_ids is null or s.subcategory_id = any (f.subcategory_ids))
                                  and f.label_ids is null), '[]'),
                 'l', coalesce((select jsonb_agg(x.id) from jsonb_array_elements_text(lv.value -> 'l') as x(id)
                                join public.labels l on l.label_id = x.id::integer
                                join public.subcategories s on s.subcategory_id = l.subcategory_id
                                where (f.category_ids is null or s.category_id = any (f.category_ids))
                                  and (f.subcategory_ids is null or s.subcategory_id = any (f.subcategory_ids))
                                  and (f.label_ids is null or l.label_id = any (f.label_ids))), '[]')) as level,
               lv.ord
        from jsonb_array_elements(v_intent.kinds) with ordinality as lv(value, ord)
      ) as k
      where jsonb_array_length(k.level -> 's') > 0 or jsonb_array_length(k.level -> 'l') > 0;
    else
      f.kinds := v_intent.kinds;
    end if;
    f.no_match := f.no_match or v_intent.match_query is null;
  end if;
  return f;
end;
$$;

-- ordered_ids of 20261122000110_catalog_search.sql; the prefix strategy's rows now carry in_stock
-- (the listings' order starts with it).
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
        select p.product_id, p.in_stock, p.is_bestseller, p.created_at, p.discount_price
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

-- SQL condition for one kind level of query_kinds (literal integer ids only).
create or replace function private.kind_sql(p_level jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_subs integer[] := array(select x::integer from jsonb_array_elements_text(p_level -> 's') as x);
  v_labels integer[] := array(select x::integer from jsonb_array_elements_text(p_level -> 'l') as x);
begin
  return '(' || coalesce(nullif(concat_ws(' or ',
    case when cardinality(v_subs) = 1 then format('p.subcategory_id = %s', v_subs[1])
         when cardinality(v_subs) > 1 then format('p.subcategory_id = any (%L::integer[])', v_subs) end,
    case when cardinality(v_labels) = 1 then format('p.label_id = %s', v_labels[1])
         when cardinality(v_labels) > 1 then format('p.label_id = any (%L::integer[])', v_labels) end), ''),
    'false') || ')';
end;
$$;

-- The first p_need products (ids, in p_order) of a kind level of several subcategories or labels:
-- each one's own first p_need matches, read in its browse index's order and stopping early, then
-- the best p_need of them all (exact: no product of the level can come before its own kind's
-- first p_need). A level of several kinds ('ps5' names PS5 and PS5 Pro) as one '= any' condition
-- could use no index order and, at 100k products, sorted thousands of matches.
create or replace function private.union_ordered_ids(
  f private.catalog_filter, p_scope text, p_rest text, p_parts text[], p_order text, p_need integer
)
returns uuid[]
language plpgsql
stable
set search_path = ''
set enable_seqscan = off
as $$
declare
  v_branches text;
  v_ids uuid[];
begin
  if p_need <= 0 then
    return '{}';
  end if;
  select string_agg(format(
           '(select p.product_id, p.is_bestseller, p.created_at from public.products p'
           ' where %s and %s and %s order by %s limit $8)', p_scope, x.part, p_rest, p_order), ' union all ')
  into v_branches
  from unnest(p_parts) as x(part);
  execute format($sql$
    select array_agg(h.product_id order by h.n)
    from (select p.product_id, row_number() over (order by %2$s) as n
          from (%1$s) as p
          order by %2$s
          limit $8) as h
    $sql$, v_branches, p_order)
    into v_ids
    using f.match_query, f.category_ids, f.subcategory_ids, f.label_ids, f.conditions,
          f.min_price, f.max_price, p_need;
  return coalesce(v_ids, '{}');
end;
$$;

-- One page of products for a filter. Sorts: relevance (without a term: in stock, bestsellers,
-- newest; with one: in stock, then the tiers of the header, then bestsellers, newest), price_asc,
-- price_desc (by the selling price, discount_price; ties by product id; stock does not matter).
-- is_bestseller is reported only for products in stock.
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

    if v_prefix = 0 then
      -- Narrow: one bitmap read of the matches, sorted by every key at once.
      v_ids := private.ordered_ids(
        f, v_scope, v_rest, 'p.in_stock desc, ' || v_rank || ', ' || c_static, v_need::integer, 0);
    else
      foreach v_stock in array array[true, false] loop
        for i in 1 .. cardinality(v_tiers) loop
          exit when cardinality(v_ids) >= v_need;
          if starts_with(v_scopes[i], 'union:') then
            v_ids := v_ids || private.union_ordered_ids(
              f,
              v_scope || case when v_stock then ' and p.in_stock' else ' and not p.in_stock' end,
              v_rest, string_to_array(substr(v_scopes[i], 7), '|'),
              c_static, (v_need - cardinality(v_ids))::integer);
          else
            v_ids := v_ids || private.ordered_ids(
              f,
              v_scope || case when v_stock then ' and p.in_stock' else ' and not p.in_stock' end
                || case when v_scopes[i] <> '' then ' and ' || v_scopes[i] else '' end,
              v_rest || ' and ' || v_tiers[i],
              c_static, (v_need - cardinality(v_ids))::integer, v_prefix);
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
-- Their statements are lookups by word or scans of the small taxonomy: plans kept per session
-- (see 20261122000360_search_planning.sql).
alter function private.build_search_intent(text, real) set plan_cache_mode = force_generic_plan;
alter function private.query_kinds(jsonb) set plan_cache_mode = force_generic_plan;

-- Other listings -------------------------------------------------------------------------------

-- Autocomplete of 20261122000120_catalog_rpcs.sql: its substring fallback also puts products in
-- stock first (the full-text path is search_products).
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
    order by q.in_stock desc, q.is_bestseller desc, char_length(q.name), q.product_id
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
  order by p.in_stock desc, p.is_bestseller desc, char_length(p.name), p.product_id;
end;
$$;

-- Product page of 20261122000120_catalog_rpcs.sql: 'You May Also Like' lists products in stock
-- first (then same label, bestsellers, newest; each candidate scan streams the browse index in
-- that order) and flags bestsellers only when in stock.
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
               'is_bestseller', sp.is_bestseller and sp.in_stock,
               'average_rating', sr.average_rating,
               'review_count', sr.review_count)
             order by sp.in_stock desc, sp.preference, sp.is_bestseller desc, sp.created_at desc, sp.product_id)
      from (
        -- Candidates from two ordered index scans (same label, same subcategory), deduplicated.
        select y.*
        from (
          select distinct on (z.product_id) z.*
          from (
            (select q.product_id, q.slug, q.name, q.price, q.discount_price, q.condition, q.is_bestseller,
                    q.in_stock, q.created_at, 0 as preference
             from public.products q
             where q.label_id = p.label_id and q.is_active and q.product_id <> p.product_id
             order by q.in_stock desc, q.is_bestseller desc, q.created_at desc, q.product_id
             limit 10)
            union all
            (select q.product_id, q.slug, q.name, q.price, q.discount_price, q.condition, q.is_bestseller,
                    q.in_stock, q.created_at, 1
             from public.products q
             where q.subcategory_id = p.subcategory_id and q.is_active and q.product_id <> p.product_id
             order by q.in_stock desc, q.is_bestseller desc, q.created_at desc, q.product_id
             limit 10)
          ) as z
          order by z.product_id, z.preference
        ) as y
        order by y.in_stock desc, y.preference, y.is_bestseller desc, y.created_at desc, y.product_id
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

-- Suggestions of 20261122000120_catalog_rpcs.sql: synonyms and filler words stay as typed.
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
  -- A filler word shoppers type (search_synonyms with no phrase, e.g. 'sasta') is understood as
  -- typed: never "corrected" into a catalogue word ('sata').
  if exists (select 1 from public.search_synonyms sy where sy.word = v_words[v_count] and sy.phrase = '') then
    return;
  end if;

  for i in 1 .. v_count - 1 loop
    v_word := v_words[i];
    v_stem := private.term_lexeme(v_word);
    if v_stem is null or exists (select 1 from public.search_synonyms sy where sy.word = v_word) then
      v_head := v_head || v_word; -- stop words and synonyms stay as typed
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
alter function public.get_search_suggestions(text, integer, real) set plan_cache_mode = force_generic_plan;

-- Internal helpers are not for the API roles.
revoke all on function
  private.name_lexemes(text), private.kind_words(text), private.expanded_kind_words(text),
  private.product_mention_vector(jsonb, integer, integer, integer), private.refresh_mention_vectors(),
  private.query_kinds(jsonb), private.build_search_intent(text, real), private.kind_sql(jsonb),
  private.union_ordered_ids(private.catalog_filter, text, text, text[], text, integer)
  from public, anon, authenticated;
grant execute on function private.refresh_mention_vectors() to service_role;
