-- Catalogue schema: categories > subcategories > labels, products with ordered images and a jsonb
-- technical specification, the spec definitions that drive the dynamic filters, reviews (read-only
-- to shoppers here; writes come later through functions) and the search term dictionary.
--
-- One `products` table for every kind of product. The original app looked a slug up in separate
-- "console products" and "computer products" tables before fetching details; one table with a
-- category, a subcategory and a jsonb specification serves every kind, keeps one slug namespace
-- (unique), one search index and one set of RPCs, and a new kind of product is data, not DDL.
--
-- Search data is maintained here (triggers); the search procedures live in ..._catalog_search.sql
-- and the public RPCs in ..._catalog_rpcs.sql.

-- Internal helpers live in `private`: PostgREST exposes only `public`, so none of them is an RPC.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Taxonomy ------------------------------------------------------------------------------------
-- Names are shown and may be used in filters (case-insensitive, comma lists): no commas allowed.
-- Slugs are the URL form.

create table public.categories (
  category_id integer generated always as identity primary key,
  name text not null unique
    constraint categories_name_format check (name = btrim(name) and name ~ '^[^,]{1,60}$'),
  slug text not null unique
    constraint categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  description text not null default '' constraint categories_description_length check (char_length(description) <= 1000),
  display_url text constraint categories_display_url_length check (char_length(display_url) <= 2048),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.categories is 'Top level of the catalogue (Consoles, Computers, PC Parts, ...).';

create table public.subcategories (
  subcategory_id integer generated always as identity primary key,
  category_id integer not null references public.categories (category_id) on delete cascade,
  name text not null
    constraint subcategories_name_format check (name = btrim(name) and name ~ '^[^,]{1,60}$'),
  slug text not null unique
    constraint subcategories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  display_url text constraint subcategories_display_url_length check (char_length(display_url) <= 2048),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subcategories_name_per_category unique (category_id, name),
  -- Target of products' composite key: a product's subcategory belongs to its category.
  constraint subcategories_id_category unique (subcategory_id, category_id)
);
comment on table public.subcategories is 'Second level (Graphics Cards, Laptops, PS5 Games, ...).';

create table public.labels (
  label_id integer generated always as identity primary key,
  subcategory_id integer not null references public.subcategories (subcategory_id) on delete cascade,
  name text not null
    constraint labels_name_format check (name = btrim(name) and name ~ '^[^,]{1,60}$'),
  slug text not null
    constraint labels_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  -- The label's icon as shown in the catalogue panel.
  display_url text constraint labels_display_url_length check (char_length(display_url) <= 2048),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint labels_name_per_subcategory unique (subcategory_id, name),
  constraint labels_slug_per_subcategory unique (subcategory_id, slug),
  constraint labels_id_subcategory unique (label_id, subcategory_id)
);
comment on table public.labels is 'Third level, a group inside a subcategory (Gaming Laptop, NVIDIA GeForce, ...), with an icon.';

-- Products ------------------------------------------------------------------------------------

create table public.products (
  product_id uuid primary key default gen_random_uuid(),
  slug text not null unique
    constraint products_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 160),
  name text not null constraint products_name_length check (char_length(btrim(name)) between 1 and 200),
  description text not null default ''
    constraint products_description_length check (char_length(description) <= 10000),
  brand text constraint products_brand_length check (char_length(brand) <= 60),
  condition text not null default 'new'
    constraint products_condition_valid check (condition in ('new', 'pre-owned', 'refurbished')),
  -- INR. discount_price is the selling price (equal to price when there is no discount); an
  -- insert without one gets the price (trigger below).
  price numeric(12, 2) not null constraint products_price_not_negative check (price >= 0),
  discount_price numeric(12, 2) not null
    constraint products_discount_price_not_negative check (discount_price >= 0),
  stock_units integer not null default 0 constraint products_stock_not_negative check (stock_units >= 0),
  is_bestseller boolean not null default false,
  is_active boolean not null default true,
  category_id integer not null,
  subcategory_id integer not null,
  label_id integer,
  -- Spec key -> value (string, number, boolean or an array of strings); keys described by
  -- spec_definitions. Only a flat object is accepted.
  technical_specification jsonb not null default '{}'
    constraint products_specification_object check (jsonb_typeof(technical_specification) = 'object'),
  -- Merchandising synonyms searched like the name (e.g. 'ps5' for a PlayStation 5 console).
  search_keywords text[] not null default '{}'
    constraint products_keywords_count check (cardinality(search_keywords) <= 20),
  -- Maintained by trigger from name, keywords, brand, label, subcategory, category and spec words.
  search_vector tsvector not null default ''::tsvector,
  -- The title (name and keywords) alone: matches here rank first. Its own column and index give
  -- the planner statistics of title words and an exact bitmap of title matches.
  -- Maintained by the same trigger.
  title_vector tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_discount_not_above_price check (discount_price <= price),
  -- Declarative consistency of the denormalised taxonomy (filters need each level indexed).
  constraint products_subcategory_in_category foreign key (subcategory_id, category_id)
    references public.subcategories (subcategory_id, category_id),
  constraint products_label_in_subcategory foreign key (label_id, subcategory_id)
    references public.labels (label_id, subcategory_id)
);
comment on table public.products is
  'Every product of the store (consoles, computers, parts, accessories, games): one table, see the migration header.';

-- Full-text search; every search path starts here.
create index products_search_vector_idx on public.products using gin (search_vector);
create index products_title_vector_idx on public.products using gin (title_vector);
-- Substring / typo fallback of the autocomplete (and admin lookups) on names.
create index products_name_trgm_idx on public.products using gin (name extensions.gin_trgm_ops);
-- Browsing in the default order (bestsellers first, newest first) by each taxonomy level and over
-- the whole catalogue; is_active second so the same index also serves service-role queries and
-- the foreign keys. The included columns let the filter panel count a category, subcategory or
-- label from the index alone (index-only scans).
create index products_category_browse_idx
  on public.products (category_id, is_active, is_bestseller desc, created_at desc, product_id)
  include (subcategory_id, label_id, condition, discount_price);
create index products_subcategory_browse_idx
  on public.products (subcategory_id, is_active, is_bestseller desc, created_at desc, product_id)
  include (category_id, label_id, condition, discount_price);
create index products_label_browse_idx
  on public.products (label_id, is_active, is_bestseller desc, created_at desc, product_id)
  include (category_id, subcategory_id, condition, discount_price);
create index products_browse_idx on public.products (is_active, is_bestseller desc, created_at desc, product_id);
-- Price sorts and price ranges over the catalogue and inside each taxonomy level.
create index products_price_idx on public.products (is_active, discount_price, product_id);
create index products_category_price_idx on public.products (category_id, is_active, discount_price, product_id);
create index products_subcategory_price_idx on public.products (subcategory_id, is_active, discount_price, product_id);
create index products_label_price_idx on public.products (label_id, is_active, discount_price, product_id);

create table public.product_images (
  image_id bigint generated always as identity primary key,
  product_id uuid not null references public.products (product_id) on delete cascade,
  -- 0 is the primary image; the carousel shows them in this order.
  position smallint not null constraint product_images_position_valid check (position between 0 and 99),
  url text not null
    constraint product_images_url_valid check (url ~ '^(https://|http://|/)' and char_length(url) <= 2048),
  -- Intrinsic size, so pages reserve the space before the image loads (no layout shift).
  width integer not null constraint product_images_width_valid check (width between 1 and 10000),
  height integer not null constraint product_images_height_valid check (height between 1 and 10000),
  alt text not null default '' constraint product_images_alt_length check (char_length(alt) <= 300),
  created_at timestamptz not null default now(),
  constraint product_images_position_unique unique (product_id, position)
);
comment on table public.product_images is 'Ordered images of a product; position 0 is the primary image.';

create table public.spec_definitions (
  key text primary key constraint spec_definitions_key_format check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  display_name text not null constraint spec_definitions_display_name_length check (char_length(display_name) between 1 and 80),
  spec_group text not null constraint spec_definitions_group_length check (char_length(spec_group) between 1 and 60),
  filter_type text not null
    constraint spec_definitions_filter_type_valid check (filter_type in ('boolean', 'numeric-slider', 'checkbox', 'array-checkbox')),
  unit text constraint spec_definitions_unit_length check (char_length(unit) <= 20),
  sort_order integer not null default 0,
  -- Shown in the filter panel (some specs are only informative).
  is_filterable boolean not null default true
);
comment on table public.spec_definitions is
  'What a technical_specification key means: display name, group and filter type of the dynamic filters.';

-- Reviews -------------------------------------------------------------------------------------

create table public.reviews (
  review_id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (product_id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The delivered order the review is about; its foreign key arrives with the orders table.
  order_id uuid,
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  title text constraint reviews_title_length check (char_length(title) <= 255),
  comment text not null constraint reviews_comment_length check (char_length(btrim(comment)) between 1 and 5000),
  -- Reviews become public only after verification (moderation).
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One review per product per order (a review without an order counts as one).
  constraint reviews_one_per_order unique nulls not distinct (user_id, product_id, order_id)
);
comment on table public.reviews is 'Product reviews; only verified ones are public. Written through functions only.';

-- Verified reviews of a product, newest first; rating included for index-only averages.
create index reviews_product_verified_idx on public.reviews (product_id, created_at desc, review_id)
  include (rating) where is_verified;
create index reviews_product_idx on public.reviews (product_id);
create index reviews_order_idx on public.reviews (order_id) where order_id is not null;

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
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (select t.lexeme from unnest(to_tsvector('english'::regconfig, p_word)) as t limit 1)
$$;

-- Products: defaults, derived taxonomy and search vector ----------------------------------------

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
  end if;
  return new;
end;
$$;

create trigger products_before_write
  before insert or update on public.products
  for each row execute function private.products_before_write();

create trigger products_set_updated_at
  before insert or update on public.products
  for each row execute function public.set_updated_at();

create trigger categories_set_updated_at
  before insert or update on public.categories
  for each row execute function public.set_updated_at();
create trigger subcategories_set_updated_at
  before insert or update on public.subcategories
  for each row execute function public.set_updated_at();
create trigger labels_set_updated_at
  before insert or update on public.labels
  for each row execute function public.set_updated_at();
create trigger reviews_set_updated_at
  before insert or update on public.reviews
  for each row execute function public.set_updated_at();

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

-- Keeps the dictionary in step with product writes: words of rows leaving the active set count -1,
-- of rows entering it +1. Statement level with transition tables, so a bulk insert is one upsert;
-- an update that does not touch searchable columns or visibility (stock, prices) changes nothing
-- and locks no dictionary row.
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
create trigger products_search_terms_update
  after update on public.products
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.products_sync_search_terms();
create trigger products_search_terms_delete
  after delete on public.products
  referencing old table as old_rows
  for each statement execute function private.products_sync_search_terms();

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

-- Row-level security ------------------------------------------------------------------------------
-- The catalogue is public to read; nobody writes through the API (service_role bypasses RLS for
-- administration). Inactive products are invisible to shoppers, and so are their images.

alter table public.categories enable row level security;
alter table public.subcategories enable row level security;
alter table public.labels enable row level security;
alter table public.products enable row level security;
alter table public.product_images enable row level security;
alter table public.spec_definitions enable row level security;
alter table public.reviews enable row level security;
alter table public.search_terms enable row level security;

create policy "Catalogue categories are public" on public.categories
  for select to anon, authenticated using (true);
create policy "Catalogue subcategories are public" on public.subcategories
  for select to anon, authenticated using (true);
create policy "Catalogue labels are public" on public.labels
  for select to anon, authenticated using (true);
create policy "Spec definitions are public" on public.spec_definitions
  for select to anon, authenticated using (true);
create policy "Search terms are public" on public.search_terms
  for select to anon, authenticated using (true);
create policy "Active products are public" on public.products
  for select to anon, authenticated using (is_active);
-- The subquery runs under the products policy: images of inactive products stay hidden.
create policy "Images of active products are public" on public.product_images
  for select to anon, authenticated
  using (exists (select 1 from public.products p where p.product_id = product_images.product_id));
create policy "Verified reviews of active products are public" on public.reviews
  for select to anon, authenticated
  using (is_verified and exists (select 1 from public.products p where p.product_id = reviews.product_id));
create policy "Users read their own reviews" on public.reviews
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default privileges grant everything to the API roles: read-only here.
revoke all on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions, public.reviews, public.search_terms
  from anon, authenticated;
grant select on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions, public.reviews, public.search_terms
  to anon, authenticated;
grant all on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions, public.reviews, public.search_terms
  to service_role;

-- Trigger and maintenance functions are not for API roles.
revoke all on function private.product_search_vector(text, text[], text, text, text, text, jsonb),
  private.product_title_vector(text, text[]),
  private.product_search_words(text, text[], text, text, text, text, jsonb), private.term_lexeme(text),
  private.products_before_write(), private.refresh_search_terms(), private.apply_search_term_delta(text[], integer[]),
  private.products_sync_search_terms(), private.taxonomy_renamed()
  from public, anon, authenticated;
grant execute on function private.refresh_search_terms() to service_role;
