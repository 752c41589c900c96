-- Catalogue: categories > subcategories > labels, products with ordered images and a jsonb
-- technical specification, the spec definitions that drive the dynamic filters, and the catalogue
-- RPCs (category structure, product lists, product page). Reviews are in 08_reviews.sql, the
-- search machinery and the search dictionary in 03_search.sql.
--
-- One `products` table for every kind of product. The original app looked a slug up in separate
-- "console products" and "computer products" tables before fetching details; one table with a
-- category, a subcategory and a jsonb specification serves every kind, keeps one slug namespace
-- (unique), one search index and one set of RPCs, and a new kind of product is data, not DDL.

-- Taxonomy ------------------------------------------------------------------------------------
-- Names are shown and may be used in filters (case-insensitive, comma lists): no commas allowed.
-- Slugs are the URL form. Each level keeps the kind words of its name (kind_words), which a search
-- compares with the query's on every search (03_search.sql: a query naming a kind ranks that
-- kind's products first).

-- The words of a kind's name as a query is compared with it: lower-case words, plurals made
-- singular, a few stop words dropped. Not the English stemmer: it folds 'Controllers' and the
-- mouse-pad label 'Control' into one stem, and 'gaming' into the category 'Games'.
-- plpgsql: a SQL function with a SET clause is never inlined and PostgreSQL 15 plans its body again
-- at every call (0.25 ms a call, several calls a search); plpgsql keeps the plan for the session.
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
  updated_at timestamptz not null default now(),
  kind_words text[] generated always as (private.kind_words(name)) stored,
  -- GST (16_invoices.sql, docs/product.md#tax-invoices): the HSN code and rate of the category's
  -- goods; a subcategory or a product may say otherwise. A tax invoice needs a code: a category
  -- without one cannot ship (the seed and the migration set them for the shop's categories).
  hsn_code text constraint categories_hsn_code_format check (hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(4, 2) not null default 18 constraint categories_gst_rate_valid check (gst_rate in (0, 5, 12, 18, 28))
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
  kind_words text[] generated always as (private.kind_words(name)) stored,
  -- GST overrides of the category's (null: the category's).
  hsn_code text constraint subcategories_hsn_code_format check (hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(4, 2) constraint subcategories_gst_rate_valid check (gst_rate in (0, 5, 12, 18, 28)),
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
  kind_words text[] generated always as (private.kind_words(name)) stored,
  constraint labels_name_per_subcategory unique (subcategory_id, name),
  constraint labels_slug_per_subcategory unique (subcategory_id, slug),
  constraint labels_id_subcategory unique (label_id, subcategory_id)
);
comment on table public.labels is 'Third level, a group inside a subcategory (Gaming Laptop, NVIDIA GeForce, ...), with an icon.';

create trigger categories_set_updated_at
  before insert or update on public.categories
  for each row execute function public.set_updated_at();
create trigger subcategories_set_updated_at
  before insert or update on public.subcategories
  for each row execute function public.set_updated_at();
create trigger labels_set_updated_at
  before insert or update on public.labels
  for each row execute function public.set_updated_at();

-- Products ------------------------------------------------------------------------------------
-- Every placed order updates its products' stock, so that update is kept cheap: room on each page
-- (fillfactor 85) lets a stock update be a HOT update (the new row version stays on its page and
-- no index gets a new entry: only stock_units and updated_at change, neither indexed, and in_stock
-- only when the product sells out), and the before-write trigger and the search dictionary's
-- trigger skip it.

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
  -- A stored flag (not an expression index on stock_units): an order's stock decrement that keeps a
  -- product in stock changes no indexed value and stays a HOT update.
  in_stock boolean generated always as (stock_units > 0) stored,
  -- The specification values that name another kind of product (03_search.sql, "kind over
  -- mention"); maintained by the products trigger. Not indexed: only read on rows already found.
  mention_vector tsvector not null default ''::tsvector,
  -- The title without the words of its mention text: a query matching it is about the product itself
  -- ('rtx 4060' matches a graphics card's, not a laptop's whose title repeats its GPU). Indexed: the
  -- first tier outside the named kinds reads it as a bitmap when its matches are sparse.
  own_title_vector tsvector not null default ''::tsvector,
  -- Disclosures of the product page (Consumer Protection (E-Commerce) Rules, 2020;
  -- docs/product.md#catalogue-and-search). The country of origin is the manufacturer's declared
  -- country; 'Not specified' until the catalogue states it (seed/12_product_disclosures.sql sets
  -- it by brand). warranty_months is the manufacturer's warranty of a new product (a refurbished or
  -- pre-owned one carries the shop's warranty instead: 6 / 3 months, a rule of the apps);
  -- return_window_days the days after delivery within which it may be returned.
  country_of_origin text not null default 'Not specified'
    constraint products_country_of_origin_length check (char_length(btrim(country_of_origin)) between 2 and 60),
  warranty_months integer not null default 12
    constraint products_warranty_months_valid check (warranty_months between 0 and 120),
  return_window_days integer not null default 7
    constraint products_return_window_days_valid check (return_window_days between 0 and 90),
  -- GST overrides of the subcategory's and category's (null: theirs); private.product_tax_code().
  hsn_code text constraint products_hsn_code_format check (hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(4, 2) constraint products_gst_rate_valid check (gst_rate in (0, 5, 12, 18, 28)),
  -- At or below this many units the staff console lists the product as low on stock.
  low_stock_threshold integer not null default 3
    constraint products_low_stock_threshold_valid check (low_stock_threshold between 0 and 1000),
  -- The days after delivery within which a damaged, defective, wrong or incomplete unit is replaced
  -- (20_returns.sql); 0: not replaced (the warranty applies).
  replacement_window_days integer not null default 7
    constraint products_replacement_window_days_valid check (replacement_window_days between 0 and 90),
  constraint products_discount_not_above_price check (discount_price <= price),
  -- Declarative consistency of the denormalised taxonomy (filters need each level indexed).
  constraint products_subcategory_in_category foreign key (subcategory_id, category_id)
    references public.subcategories (subcategory_id, category_id),
  constraint products_label_in_subcategory foreign key (label_id, subcategory_id)
    references public.labels (label_id, subcategory_id)
) with (fillfactor = 85);
comment on table public.products is
  'Every product of the store (consoles, computers, parts, accessories, games): one table, see the migration header.';

-- Full-text search; every search path starts here.
create index products_search_vector_idx on public.products using gin (search_vector);
create index products_title_vector_idx on public.products using gin (title_vector);
create index products_own_title_vector_idx on public.products using gin (own_title_vector);
-- Substring / typo fallback of the autocomplete (and admin lookups) on names.
create index products_name_trgm_idx on public.products using gin (name extensions.gin_trgm_ops);
-- Browsing in the default order (in stock first, then bestsellers, newest) by each taxonomy level
-- and over the whole catalogue, so listings and each search tier stream in order; is_active second
-- so the same index also serves service-role queries and the foreign keys. The included columns
-- let the filter panel count a category, subcategory or label from the index alone (index-only
-- scans).
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
-- Price sorts and price ranges over the catalogue and inside each taxonomy level.
create index products_price_idx on public.products (is_active, discount_price, product_id);
create index products_category_price_idx on public.products (category_id, is_active, discount_price, product_id);
create index products_subcategory_price_idx on public.products (subcategory_id, is_active, discount_price, product_id);
create index products_label_price_idx on public.products (label_id, is_active, discount_price, product_id);

-- Defaults, derived taxonomy and search text: the discount price defaults to the price, lower
-- taxonomy levels imply the upper ones, and the search vectors, the mention text and the own title
-- follow the searchable columns (their functions are in 03_search.sql).
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

-- Not on a stock update: it only derives prices, the taxonomy and the search vectors, from columns
-- an order never changes.
create trigger products_before_write
  before insert or update of name, search_keywords, brand, label_id, subcategory_id, category_id,
    technical_specification, price, discount_price
  on public.products
  for each row execute function private.products_before_write();

create trigger products_set_updated_at
  before insert or update on public.products
  for each row execute function public.set_updated_at();

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

-- Row-level security ------------------------------------------------------------------------------
-- The catalogue is public to read; nobody writes through the API (service_role bypasses RLS for
-- administration). Inactive products are invisible to shoppers, and so are their images.

alter table public.categories enable row level security;
alter table public.subcategories enable row level security;
alter table public.labels enable row level security;
alter table public.products enable row level security;
alter table public.product_images enable row level security;
alter table public.spec_definitions enable row level security;

create policy "Catalogue categories are public" on public.categories
  for select to anon, authenticated using (true);
create policy "Catalogue subcategories are public" on public.subcategories
  for select to anon, authenticated using (true);
create policy "Catalogue labels are public" on public.labels
  for select to anon, authenticated using (true);
create policy "Spec definitions are public" on public.spec_definitions
  for select to anon, authenticated using (true);
create policy "Active products are public" on public.products
  for select to anon, authenticated using (is_active);
-- The subquery runs under the products policy: images of inactive products stay hidden.
create policy "Images of active products are public" on public.product_images
  for select to anon, authenticated
  using (exists (select 1 from public.products p where p.product_id = product_images.product_id));

-- Supabase's default privileges grant everything to the API roles: read-only here.
revoke all on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions
  from anon, authenticated;
grant select on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions
  to anon, authenticated;
grant all on table public.categories, public.subcategories, public.labels, public.products,
  public.product_images, public.spec_definitions
  to service_role;

-- Trigger functions are not for API roles.
revoke all on function private.kind_words(text), private.products_before_write() from public, anon, authenticated;

-- Catalogue RPCs ----------------------------------------------------------------------------------
-- The catalogue RPCs (docs/product.md#catalogue-and-search), here and in 03_search.sql (search)
-- and 08_reviews.sql (reviews), callable by anon and authenticated. All are read-only (stable).
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

-- Category structure:
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

-- Product lists (category and subcategory pages): in stock first, then bestsellers, then newest.
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

-- Product page: one row (or none when the product does not exist or is inactive). o_images:
-- [{url, width, height, alt}] in carousel order. o_similar_products ('You May Also Like'): up to
-- 10 active products of the same subcategory, in stock first, then same label, bestsellers and
-- newest (each candidate scan streams the browse index in that order); bestsellers are flagged
-- only when in stock. o_specifications: the specification with display names and groups, in
-- display order. o_country_of_origin, o_warranty_months, o_return_window_days,
-- o_replacement_window_days: the disclosures;
-- o_seller_legal_name: who sells it (public.seller_profile, one row; null before it is filled in).
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
  o_specifications jsonb,
  o_country_of_origin text,
  o_warranty_months integer,
  o_return_window_days integer,
  o_seller_legal_name text,
  o_replacement_window_days integer
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
    ), '[]'::jsonb),
    p.country_of_origin, p.warranty_months, p.return_window_days,
    (select sp.legal_name from public.seller_profile sp), p.replacement_window_days
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
  o_specifications jsonb,
  o_country_of_origin text,
  o_warranty_months integer,
  o_return_window_days integer,
  o_seller_legal_name text,
  o_replacement_window_days integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from public.get_product_details(
    (select p.product_id from public.products p where p.slug = lower(btrim(p_target_slug)) and p.is_active))
$$;

-- Every RPC here is for shoppers, signed in or not.
revoke all on function
  public.get_product_categories_structure(),
  public.get_products_list(integer, integer, text, text, text, text[]),
  public.count_products(text, text, text, text[]),
  public.get_product_details(uuid),
  public.get_product_details_by_slug(text)
  from public;
grant execute on function
  public.get_product_categories_structure(),
  public.get_products_list(integer, integer, text, text, text, text[]),
  public.count_products(text, text, text, text[]),
  public.get_product_details(uuid),
  public.get_product_details_by_slug(text)
  to anon, authenticated, service_role;
