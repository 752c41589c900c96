-- Search: the term dictionary and synonyms, the text query built from them (prefix completion,
-- typo correction), the filter (taxonomy, conditions, price, discount, spec values and ranges),
-- the page and count queries, and the search RPCs (unified search, count, filter panel,
-- autocomplete, suggestions). The product lists of 02_catalogue.sql use the same machinery.
--
-- Ranking. Relevance is a tier times the typo quality: 1.0 when every word of the query is in the
-- product title (name and keywords), 0.6 when some word is only in the brand, label, category or
-- specification; times the average similarity of typo-corrected words (1 for words found as
-- typed). Every genuine match is >= 0.6, so the minimum relevance of 0.1 only drops
-- far-fetched corrections. The order follows three rules (ADR 0007), built from the catalogue's
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
-- 3. Index-friendly (docs/adr/0007): the order is a sequence of tiers (in stock, then out of stock;
--    inside each, kind levels, then own title (the title without its mention words, GIN-indexed),
--    the rest of the title matches, own other, mentioned other), inside a tier bestsellers first,
--    then newest. A broad query ('gaming') matches tens of thousands of products at 100k, and a
--    rank computed per row would have to read all of them for a page of 20; this order is an
--    index order inside each tier, so a page is read in index order with early termination
--    (bounded), and narrow queries use the full-text bitmap and a top-N sort; both give the same
--    rows. A tier's first stream is a short probe; a stream that comes up short measures the
--    tier's density from the rows it read and streams on as far as the missing matches should
--    lie, when that reads fewer rows than the tier's matches (estimated from the same density);
--    only otherwise the bitmap read of every match. Only a term with few matches (estimate < 1000)
--    or a narrow scope is read whole and sorted.
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
--
-- Planning (docs/adr/0006 "Latency"): the small helpers are plpgsql, not sql. A LANGUAGE sql
-- function with SET search_path (all of ours) is never inlined, so each call from plpgsql parses
-- and plans its body again in every transaction; plpgsql keeps its plans for the session. The
-- busiest functions run with plan_cache_mode = force_generic_plan: their statements are lookups by
-- word or id, and plpgsql kept re-planning them on every call (the custom plan looked cheaper).
-- The search benchmark checks that no plan scans products.

-- Search term dictionary ----------------------------------------------------------------------
-- Every word of the active products' search text with the number of products containing it:
-- "did you mean" and typo correction (trigram similarity), prefix completion (btree range
-- on the C-collated key) and estimated result counts. lexeme is the word's English stem, the form
-- stored in products.search_vector.

create table public.search_terms (
  term text collate "C" primary key constraint search_terms_term_format check (char_length(term) between 2 and 40 and term !~ '[^a-z0-9]'),
  lexeme text collate "C" not null,
  doc_count integer not null,
  updated_at timestamptz not null default now()
);
comment on table public.search_terms is 'Search dictionary: words of active products and how many products contain each.';

-- Trigram GIN for "similar words" (term % word): at 50k terms it answers in ~0.1 ms where a GiST
-- nearest-neighbour scan takes milliseconds.
create index search_terms_term_trgm_idx on public.search_terms using gin (term extensions.gin_trgm_ops);
create index search_terms_lexeme_idx on public.search_terms (lexeme);

alter table public.search_terms enable row level security;
create policy "Search terms are public" on public.search_terms
  for select to anon, authenticated using (true);

-- Search text of a product ----------------------------------------------------------------------

-- Weights: A name and keywords, B brand and label, C subcategory and category, D the string values
-- of the specification (to_tsvector(jsonb) takes exactly the strings, also inside arrays). One
-- expression of built-ins: it runs for every row of a bulk load.
create or replace function private.product_search_vector(
  p_name text, p_keywords text[], p_brand text, p_label text, p_subcategory text, p_category text, p_spec jsonb
)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, concat_ws(' ', p_name, array_to_string(p_keywords, ' '))), 'A')
      || setweight(to_tsvector('english'::regconfig, concat_ws(' ', p_brand, p_label)), 'B')
      || setweight(to_tsvector('english'::regconfig, concat_ws(' ', p_subcategory, p_category)), 'C')
      || setweight(to_tsvector('english'::regconfig, coalesce(p_spec, '{}'::jsonb)), 'D')
$$;

-- The dictionary words of a product: the same text as distinct lowercase words (the 'simple'
-- configuration does not stem). Callers keep words of 2-40 letters and digits (a bounded regex
-- repetition per word would cost seconds on a bulk load).
create or replace function private.product_search_words(
  p_name text, p_keywords text[], p_brand text, p_label text, p_subcategory text, p_category text, p_spec jsonb
)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select tsvector_to_array(
    to_tsvector('simple'::regconfig,
      concat_ws(' ', p_name, array_to_string(p_keywords, ' '), p_brand, p_label, p_subcategory, p_category))
    || to_tsvector('simple'::regconfig, coalesce(p_spec, '{}'::jsonb)))
$$;

-- The title alone (name and keywords): title matches rank first.
create or replace function private.product_title_vector(p_name text, p_keywords text[])
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsvector('english'::regconfig, concat_ws(' ', p_name, array_to_string(p_keywords, ' ')))
$$;

-- English stem of one word as stored in search vectors; null for stop words.
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

-- Dictionary maintenance --------------------------------------------------------------------------

-- Rebuilds the dictionary from the active products (seed, bulk loads, taxonomy renames).
create or replace function private.refresh_search_terms()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  -- Concurrent incremental updates (the trigger below) wait for the rebuild.
  lock table public.search_terms in exclusive mode;
  delete from public.search_terms;
  -- Materialised so the stemming runs once per distinct word, not once per occurrence.
  with words as materialized (
    select t.term, count(*)::integer as doc_count
    from public.products p
    join public.categories c on c.category_id = p.category_id
    join public.subcategories s on s.subcategory_id = p.subcategory_id
    left join public.labels l on l.label_id = p.label_id
    cross join lateral unnest(private.product_search_words(
      p.name, p.search_keywords, p.brand, l.name, s.name, c.name, p.technical_specification)) as t(term)
    where p.is_active and char_length(t.term) between 2 and 40 and t.term !~ '[^a-z0-9]'
    group by t.term
  ), stemmed as materialized (
    select w.term, private.term_lexeme(w.term) as lexeme, w.doc_count from words w
  )
  insert into public.search_terms (term, lexeme, doc_count)
  select s.term, s.lexeme, s.doc_count from stemmed s where s.lexeme is not null order by s.term;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Adds per-term deltas to the dictionary; terms falling to zero leave it.
create or replace function private.apply_search_term_delta(p_terms text[], p_deltas integer[])
returns void
language sql
security definer
set search_path = ''
as $$
  with stemmed as materialized (
    select d.term, private.term_lexeme(d.term) as lexeme, d.delta
    from unnest(p_terms, p_deltas) as d(term, delta)
    where d.delta <> 0
  )
  insert into public.search_terms as st (term, lexeme, doc_count)
  select s.term, s.lexeme, s.delta from stemmed s where s.lexeme is not null
  order by s.term -- one lock order for every writer: concurrent writers cannot deadlock on terms
  on conflict (term) do update set doc_count = st.doc_count + excluded.doc_count, updated_at = now();
  delete from public.search_terms t
  using unnest(p_terms, p_deltas) as d(term, delta)
  where d.delta < 0 and t.term = d.term and t.doc_count <= 0;
$$;

-- Keeps the dictionary in step with product inserts and deletes: words of rows leaving the active
-- set count -1, of rows entering it +1. Statement level with transition tables, so a bulk insert is
-- one upsert.
create or replace function private.products_sync_search_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_terms text[];
  v_deltas integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(x.term), array_agg(x.delta) into v_terms, v_deltas
    from (
      select w.term, count(*)::integer as delta
      from new_rows n
      join public.categories c on c.category_id = n.category_id
      join public.subcategories s on s.subcategory_id = n.subcategory_id
      left join public.labels l on l.label_id = n.label_id
      cross join lateral unnest(private.product_search_words(
        n.name, n.search_keywords, n.brand, l.name, s.name, c.name, n.technical_specification)) as w(term)
      where n.is_active and char_length(w.term) between 2 and 40 and w.term !~ '[^a-z0-9]'
      group by w.term
    ) as x;
  elsif tg_op = 'DELETE' then
    select array_agg(x.term), array_agg(x.delta) into v_terms, v_deltas
    from (
      select w.term, -count(*)::integer as delta
      from old_rows o
      join public.categories c on c.category_id = o.category_id
      join public.subcategories s on s.subcategory_id = o.subcategory_id
      left join public.labels l on l.label_id = o.label_id
      cross join lateral unnest(private.product_search_words(
        o.name, o.search_keywords, o.brand, l.name, s.name, c.name, o.technical_specification)) as w(term)
      where o.is_active and char_length(w.term) between 2 and 40 and w.term !~ '[^a-z0-9]'
      group by w.term
    ) as x;
  else
    -- Only rows whose searchable text or visibility changed count: old words -1, new words +1.
    with changed as (
      select o.product_id
      from old_rows o
      join new_rows n on n.product_id = o.product_id
      where (o.name, o.search_keywords, o.brand, o.label_id, o.subcategory_id, o.category_id,
             o.technical_specification, o.is_active)
            is distinct from
            (n.name, n.search_keywords, n.brand, n.label_id, n.subcategory_id, n.category_id,
             n.technical_specification, n.is_active)
    ), moved as (
      select o.*, -1 as delta from old_rows o where o.is_active and o.product_id in (select product_id from changed)
      union all
      select n.*, 1 from new_rows n where n.is_active and n.product_id in (select product_id from changed)
    )
    select array_agg(x.term), array_agg(x.delta) into v_terms, v_deltas
    from (
      select w.term, sum(m.delta)::integer as delta
      from moved m
      join public.categories c on c.category_id = m.category_id
      join public.subcategories s on s.subcategory_id = m.subcategory_id
      left join public.labels l on l.label_id = m.label_id
      cross join lateral unnest(private.product_search_words(
        m.name, m.search_keywords, m.brand, l.name, s.name, c.name, m.technical_specification)) as w(term)
      where char_length(w.term) between 2 and 40 and w.term !~ '[^a-z0-9]'
      group by w.term
      having sum(m.delta) <> 0
    ) as x;
  end if;
  if v_terms is not null then
    perform private.apply_search_term_delta(v_terms, v_deltas);
  end if;
  return null;
end;
$$;

create trigger products_search_terms_insert
  after insert on public.products
  referencing new table as new_rows
  for each statement execute function private.products_sync_search_terms();
create trigger products_search_terms_delete
  after delete on public.products
  referencing old table as old_rows
  for each statement execute function private.products_sync_search_terms();

-- Updates: old words -1 (when the product was visible), new words +1 (when it is). Row level and
-- limited to the searchable columns and visibility (Postgres forbids column lists on triggers with
-- transition tables): a stock or price update never touches the dictionary (each placed order
-- updates its products' stock; a statement-level trigger captured and compared whole rows,
-- ~0.15 ms of each order, docs/adr/0008).
create or replace function private.products_sync_search_terms_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_terms text[];
  v_deltas integer[];
begin
  if (old.name, old.search_keywords, old.brand, old.label_id, old.subcategory_id, old.category_id,
      old.technical_specification, old.is_active)
     is not distinct from
     (new.name, new.search_keywords, new.brand, new.label_id, new.subcategory_id, new.category_id,
      new.technical_specification, new.is_active) then
    return null;
  end if;
  -- Old words -1 (when the product was visible), new words +1 (when it is).
  with moved as (
    select -1 as delta, old.name, old.search_keywords, old.brand, old.label_id, old.subcategory_id,
           old.category_id, old.technical_specification
    where old.is_active
    union all
    select 1, new.name, new.search_keywords, new.brand, new.label_id, new.subcategory_id,
           new.category_id, new.technical_specification
    where new.is_active
  )
  select array_agg(x.term), array_agg(x.delta) into v_terms, v_deltas
  from (
    select w.term, sum(m.delta)::integer as delta
    from moved m
    join public.categories c on c.category_id = m.category_id
    join public.subcategories s on s.subcategory_id = m.subcategory_id
    left join public.labels l on l.label_id = m.label_id
    cross join lateral unnest(private.product_search_words(
      m.name, m.search_keywords, m.brand, l.name, s.name, c.name, m.technical_specification)) as w(term)
    where char_length(w.term) between 2 and 40 and w.term !~ '[^a-z0-9]'
    group by w.term
    having sum(m.delta) <> 0
  ) as x;
  if v_terms is not null then
    perform private.apply_search_term_delta(v_terms, v_deltas);
  end if;
  return null;
end;
$$;

create trigger products_search_terms_update
  after update of name, search_keywords, brand, label_id, subcategory_id, category_id,
    technical_specification, is_active
  on public.products
  for each row execute function private.products_sync_search_terms_row();

-- A renamed category, subcategory or label changes the search text of its products.
create or replace function private.taxonomy_renamed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
begin
  if new.name is not distinct from old.name then
    return null;
  end if;
  -- Forcing the vector here: the product trigger recomputes only when product columns change.
  update public.products p
  set search_vector = private.product_search_vector(
    p.name, p.search_keywords, p.brand,
    (select l.name from public.labels l where l.label_id = p.label_id),
    (select s.name from public.subcategories s where s.subcategory_id = p.subcategory_id),
    (select c.name from public.categories c where c.category_id = p.category_id),
    p.technical_specification)
  where case tg_table_name
          when 'categories' then p.category_id = (v_new ->> 'category_id')::integer
          when 'subcategories' then p.subcategory_id = (v_new ->> 'subcategory_id')::integer
          else p.label_id = (v_new ->> 'label_id')::integer
        end;
  perform private.refresh_search_terms();
  return null;
end;
$$;

create trigger categories_renamed after update of name on public.categories
  for each row execute function private.taxonomy_renamed();
create trigger subcategories_renamed after update of name on public.subcategories
  for each row execute function private.taxonomy_renamed();
create trigger labels_renamed after update of name on public.labels
  for each row execute function private.taxonomy_renamed();

-- Synonyms and mentions ---------------------------------------------------------------------------

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

-- Supabase's default privileges grant everything to the API roles: read-only here.
revoke all on table public.search_terms, public.search_synonyms from anon, authenticated;
grant select on table public.search_terms, public.search_synonyms to anon, authenticated;
grant all on table public.search_terms, public.search_synonyms to service_role;

-- The English stems of a text, as stored in search vectors (stop words dropped). plpgsql: see the
-- header ("Planning"); 0.25 ms a call as sql, several calls a search.
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

-- Text query ----------------------------------------------------------------------------------

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

-- A search term as the query builder sees it: the words joined by one space.
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
set plan_cache_mode = force_generic_plan
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

-- The kinds a search names, best first: [{"s": [subcategory ids], "l": [label ids]}, ...]. A level
-- holds whole subcategories when all their labels rank alike, else single labels. Null when the
-- query names no kind. p_words: per word of the query (in order) its kind words, with those of its
-- synonyms; a later word weighs more than all earlier ones together. Answers at once when the
-- query names no kind (that query cost 0.27 ms of a search's 0.75 ms intent).
create or replace function private.query_kinds(p_words jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
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

-- The text query of a search term with synonyms: filler words are left out, a synonym word matches
-- itself or any of its phrases (quality 1), the other words go through build_text_query (prefix
-- completion, typo correction). Also the kinds the query names (query_kinds).
create type private.search_intent as (
  match_query tsquery,
  quality real,
  estimate integer,
  kinds jsonb
);

-- Synonym phrases that hold the typed word itself are left out (they only made the match slower:
-- 'samsung ssd' counted x3).
create or replace function private.build_search_intent(p_term text, p_min_similarity real)
returns private.search_intent
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
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
  min_relevance real,
  -- The kinds the term names (query_kinds), best first; null when it names none.
  kinds jsonb
);

-- 'Consoles, pc-parts' -> {consoles,pc-parts}: a filter is a name or slug, or a comma list of them.
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

-- Validates the shopper's filters and resolves them (names to ids, the term through
-- build_search_intent to a text query and the kinds it names).
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

-- Pages -----------------------------------------------------------------------------------------

-- Which tiers a term's results may come from: relevance (tier x quality) must reach min_relevance.
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

-- The share of the catalogue a taxonomy filter covers, from the planner's statistics (categories,
-- subcategories and labels are few, so all are most common values); 1 without one. Planning its
-- query over the pg_stats view as sql cost ~1 ms per search, paid even without a taxonomy filter.
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

-- The first stream of each relevance tier: prefix_rows where that streams; where prefix_rows reads
-- every match because a page would need a prefix past its cap, a probe of at most 500 rows when
-- the term has many matches in the scope (0: read the matches whole). A tier can be far denser or
-- far sparser than the term overall: no game has 'ps5' in its own title (it names the platform),
-- so a prefix sized from the term's density streamed ~1,500 rows into an empty tier for 'ps5' in
-- games at 2,000-4,000 rupees. ordered_ids measures a tier's density from its first rows and
-- streams on only while that is cheaper than a bitmap read of the matches, so the first read can
-- be short.
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

-- The first p_need products of a scope and condition in p_order. A bounded stream in index order
-- first when p_prefix >= p_need (p_found: the matches of its first p_read rows when a caller read
-- them already), streaming on from where it stopped while that reads fewer rows than the matches
-- it expects; else, or once the bitmap read is the smaller, one bitmap read sorted in p_order.
-- Index scans are switched off for the bitmap read, so a misestimate cannot turn it into a long
-- ordered scan.
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
-- p_probe rows, or its matches read whole), then the best p_need of them all (exact: no product of
-- the level can come before its own kind's first p_need). A level of several kinds ('ps5' names
-- PS5 and PS5 Pro) as one '= any' condition could use no index order, and as a union of branches
-- the planner read bitmaps of every match ANDed with the description index, once per kind.
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

-- One page of products for a filter. Sorts: relevance (without a term: in stock, bestsellers,
-- newest; with one: in stock, then the tiers of the header, then bestsellers, newest), price_asc,
-- price_desc (by the selling price, discount_price; ties by product id; stock does not matter).
-- is_bestseller is reported only for products in stock. Its final page query joins by product id:
-- a generic plan.
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
set plan_cache_mode = force_generic_plan
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

-- Internal helpers are not for the API roles (a function is executable by PUBLIC when created);
-- the service role may rebuild the dictionary and the mention texts after bulk loads.
revoke all on function
  private.product_search_vector(text, text[], text, text, text, text, jsonb),
  private.product_search_words(text, text[], text, text, text, text, jsonb),
  private.product_title_vector(text, text[]), private.term_lexeme(text), private.refresh_search_terms(),
  private.apply_search_term_delta(text[], integer[]), private.products_sync_search_terms(),
  private.products_sync_search_terms_row(), private.taxonomy_renamed(),
  private.name_lexemes(text), private.expanded_kind_words(text),
  private.product_mention_vector(jsonb, integer, integer, integer), private.refresh_mention_vectors(),
  private.query_words(text), private.normalize_term(text), private.term_similarity(text, text, boolean),
  private.render_query(jsonb), private.build_text_query(text, real), private.query_kinds(jsonb),
  private.build_search_intent(text, real), private.filter_names(text), private.spec_number(jsonb, text),
  private.spec_filter_sql(jsonb), private.is_privileged_caller(),
  private.build_catalog_filter(text, text, text, text, numeric, numeric, text[], jsonb, boolean, boolean, real, boolean, real),
  private.catalog_scope_sql(private.catalog_filter, boolean),
  private.catalog_rest_sql(private.catalog_filter, boolean, boolean),
  private.catalog_where(private.catalog_filter), private.tier_allowed(private.catalog_filter, real),
  private.scope_fraction(private.catalog_filter), private.prefix_rows(private.catalog_filter, bigint),
  private.tier_probe_rows(private.catalog_filter, bigint, integer), private.kind_sql(jsonb),
  private.ordered_ids(private.catalog_filter, text, text, text, integer, integer, uuid[], integer),
  private.kinds_ordered_ids(private.catalog_filter, text, text, text[], text, integer, integer),
  private.search_products(private.catalog_filter, text, integer, bigint),
  private.count_products(private.catalog_filter)
  from public, anon, authenticated;
grant execute on function private.refresh_search_terms(), private.refresh_mention_vectors() to service_role;

-- Search RPCs -------------------------------------------------------------------------------------
-- The conventions of the catalogue RPCs (02_catalogue.sql): definer, `is_active` in every query,
-- 22023 for bad parameters, page sizes 1-100.

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
-- When full text finds nothing, a trigram substring match on names ('station' finds PlayStation),
-- products in stock first. Fewer than 2 characters: no rows. similarity_score: word similarity of
-- the input to the name.
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

-- Suggestions and "did you mean" from the term dictionary. Unknown earlier words are corrected to
-- their best dictionary match; the last word is completed (dictionary words starting with it) or,
-- from 3 characters, corrected (words with a trigram similarity >= 0.3); synonyms and filler words
-- stay as typed. similarity_score is how likely the suggestion is what was meant: the lowest score
-- of its changed words (trigram similarity; for an unknown word also the edit distance, so
-- 'keybord' -> 'keyboard' scores 0.88). The UI offers "Did you mean" above 0.6.
-- estimated_results is the dictionary's product count (for several words, the smallest count of
-- its words: an upper bound); a suggestion of several words is returned only when some active
-- product has them all. Suggestions that would search the same as the input (same words or stems)
-- are left out, so a correct query gets no "did you mean".
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
set plan_cache_mode = force_generic_plan
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

-- Every RPC here is for shoppers, signed in or not.
revoke all on function
  public.unified_product_search(text, text, text, numeric, numeric, text[], boolean, text, integer, integer, real, text, jsonb, boolean),
  public.get_product_search_count(text, text, text, numeric, numeric, text[], boolean, real, text, jsonb, boolean),
  public.get_search_filters(text, text, text, text, numeric, numeric, text[], boolean, real, jsonb, boolean),
  public.enhanced_autocomplete_search(text, integer, real),
  public.get_search_suggestions(text, integer, real)
  from public;
grant execute on function
  public.unified_product_search(text, text, text, numeric, numeric, text[], boolean, text, integer, integer, real, text, jsonb, boolean),
  public.get_product_search_count(text, text, text, numeric, numeric, text[], boolean, real, text, jsonb, boolean),
  public.get_search_filters(text, text, text, text, numeric, numeric, text[], boolean, real, jsonb, boolean),
  public.enhanced_autocomplete_search(text, integer, real),
  public.get_search_suggestions(text, integer, real)
  to anon, authenticated, service_role;
