-- Running the shop without SQL (docs/product.md#staff-console, "Running the shop";
-- shared/src/contracts/staff-shop.ts): products and their stock, discount codes, the dashboard, and
-- the offers shoppers see. Every write is a security-definer function that checks is_staff()
-- (private.require_staff) and applies the contract's rules with its messages (SQLSTATE 22023 ->
-- HTTP 400), whatever the client sends. Stock changes are relative (stock + delta under the row's
-- lock), so an adjustment and concurrent orders never lose a unit, and each is recorded.

-- Stock adjustments --------------------------------------------------------------------------------

create table private.stock_adjustments (
  id bigint generated always as identity primary key,
  product_id uuid not null references public.products (product_id) on delete cascade,
  delta integer not null constraint stock_adjustments_delta_valid check (delta <> 0),
  from_units integer not null,
  to_units integer not null constraint stock_adjustments_to_units_valid check (to_units >= 0),
  reason text not null constraint stock_adjustments_reason_length check (char_length(reason) between 3 and 200),
  actor uuid,
  created_at timestamptz not null default now(),
  constraint stock_adjustments_adds_up check (to_units = from_units + delta)
);
comment on table private.stock_adjustments is 'Every stock change staff made: who, when, from, to and why.';
create index stock_adjustments_product_idx on private.stock_adjustments (product_id, created_at desc);

-- The catalogue's version: bumped by every staff change to what shoppers see (products, their
-- stock and photos). Page servers keep answers between renders and drop them when it moves, so a
-- change reaches server-rendered pages at once (docs/adr/0021-running-the-shop.md). Orders' own
-- stock changes do not bump it: they would empty every server's answers on every order.
create table private.catalogue_version (
  id boolean primary key default true constraint catalogue_version_one_row check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);
comment on table private.catalogue_version is 'One row: the catalogue''s version, bumped by staff changes.';
revoke all on table private.stock_adjustments from public, anon, authenticated, service_role;

-- A jsonb member as numeric, or null when it is missing or not a number.
create or replace function private.jsonb_number(p_value jsonb, p_key text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value -> p_key) = 'number' then (p_value ->> p_key)::numeric end
$$;

create or replace function private.bad_input(p_message text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'invalid_parameter_value', message = p_message;
end;
$$;

-- Products ---------------------------------------------------------------------------------------

-- Creates (no product_id) or edits a product from the product form's fields (staffProductInputSchema).
-- The slug is set once: pages and links keep it. Stock is set only on creation (then
-- staff_adjust_stock). Answers the product id.
create or replace function public.staff_upsert_product(p_product jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff uuid := private.require_staff('Only staff can change the catalogue.');
  p jsonb := coalesce(p_product, '{}'::jsonb);
  v_id uuid;
  v_existing public.products;
  v_name text := btrim(coalesce(p ->> 'name', ''));
  v_slug text := coalesce(p ->> 'slug', '');
  v_price numeric := private.jsonb_number(p, 'price');
  v_selling numeric := coalesce(private.jsonb_number(p, 'discount_price'), private.jsonb_number(p, 'price'));
  v_category integer := private.jsonb_number(p, 'category_id')::integer;
  v_subcategory integer := private.jsonb_number(p, 'subcategory_id')::integer;
  v_label integer := private.jsonb_number(p, 'label_id')::integer;
  v_stock numeric := coalesce(private.jsonb_number(p, 'stock_units'), 0);
  v_threshold numeric := coalesce(private.jsonb_number(p, 'low_stock_threshold'), 3);
  v_warranty numeric := coalesce(private.jsonb_number(p, 'warranty_months'), 12);
  v_returns numeric := coalesce(private.jsonb_number(p, 'return_window_days'), 7);
  v_replacements numeric := coalesce(private.jsonb_number(p, 'replacement_window_days'), 7);
  v_origin text := btrim(coalesce(p ->> 'country_of_origin', 'Not specified'));
  v_hsn text := nullif(p ->> 'hsn_code', '');
  v_rate numeric := private.jsonb_number(p, 'gst_rate');
  v_spec jsonb := coalesce(p -> 'technical_specification', '{}'::jsonb);
  v_keywords text[];
begin
  if p ? 'product_id' and nullif(p ->> 'product_id', '') is not null then
    begin
      v_id := (p ->> 'product_id')::uuid;
    exception when invalid_text_representation then
      perform private.bad_input('Product not found.');
    end;
    select * into v_existing from public.products where product_id = v_id for update;
    if not found then
      raise exception using errcode = 'PT404', message = 'Product not found.';
    end if;
  end if;

  if char_length(v_name) not between 1 and 200 then perform private.bad_input('Name must be 1 to 200 characters.'); end if;
  if v_existing.product_id is null and (v_slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(v_slug) > 160) then
    perform private.bad_input('Slug must be lower-case letters, digits and single hyphens, at most 160 characters.');
  end if;
  if v_existing.product_id is not null and p ? 'slug' and v_slug <> v_existing.slug then
    perform private.bad_input('A product keeps its slug: its pages and links use it.');
  end if;
  if v_price is null or v_price <= 0 or v_price > 10000000 or v_price <> round(v_price, 2) then
    perform private.bad_input('Price must be a positive amount in rupees with at most 2 decimals.');
  end if;
  if v_selling <= 0 or v_selling > v_price or v_selling <> round(v_selling, 2) then
    perform private.bad_input('The selling price must be a positive amount, at most the MRP.');
  end if;
  if not exists (select 1 from public.subcategories s where s.subcategory_id = v_subcategory and s.category_id = v_category) then
    perform private.bad_input('Choose a category and one of its subcategories.');
  end if;
  if v_label is not null and not exists (select 1 from public.labels l where l.label_id = v_label and l.subcategory_id = v_subcategory) then
    perform private.bad_input('The label must belong to the subcategory.');
  end if;
  if coalesce(p ->> 'condition', 'new') not in ('new', 'pre-owned', 'refurbished') then
    perform private.bad_input('Condition must be new, refurbished or pre-owned.');
  end if;
  if v_hsn is not null and v_hsn !~ '^[0-9]{4}([0-9]{2}){0,2}$' then perform private.bad_input('HSN code must be 4, 6 or 8 digits.'); end if;
  if v_rate is not null and v_rate not in (0, 5, 12, 18, 28) then perform private.bad_input('GST rate must be 0, 5, 12, 18 or 28 per cent.'); end if;
  if v_stock not between 0 and 100000 or v_stock <> trunc(v_stock) then perform private.bad_input('Stock must be a whole number from 0 to 100000.'); end if;
  if v_threshold not between 0 and 1000 or v_threshold <> trunc(v_threshold) then perform private.bad_input('Low-stock level must be a whole number from 0 to 1000.'); end if;
  if v_warranty not between 0 and 120 or v_warranty <> trunc(v_warranty) then perform private.bad_input('Warranty must be 0 to 120 months.'); end if;
  if v_returns not between 0 and 90 or v_returns <> trunc(v_returns) then perform private.bad_input('Return window must be 0 to 90 days.'); end if;
  if v_replacements not between 0 and 90 or v_replacements <> trunc(v_replacements) then perform private.bad_input('Replacement window must be 0 to 90 days.'); end if;
  if char_length(v_origin) not between 2 and 60 then perform private.bad_input('Country of origin must be 2 to 60 characters.'); end if;
  if char_length(coalesce(p ->> 'description', '')) > 10000 then perform private.bad_input('Description must be at most 10000 characters.'); end if;
  if jsonb_typeof(v_spec) <> 'object' then perform private.bad_input('The specification must be a list of names and values.'); end if;
  select coalesce(array_agg(btrim(k)) filter (where btrim(k) <> ''), '{}') into v_keywords
  from jsonb_array_elements_text(case when jsonb_typeof(p -> 'search_keywords') = 'array' then p -> 'search_keywords' else '[]' end) k;

  if v_existing.product_id is null then
    begin
      insert into public.products (slug, name, description, brand, condition, price, discount_price, stock_units,
                                   is_bestseller, is_active, category_id, subcategory_id, label_id,
                                   technical_specification, search_keywords, country_of_origin, warranty_months,
                                   return_window_days, hsn_code, gst_rate, low_stock_threshold,
                                   replacement_window_days)
      values (v_slug, v_name, coalesce(p ->> 'description', ''), nullif(btrim(p ->> 'brand'), ''),
              coalesce(p ->> 'condition', 'new'), v_price, v_selling, v_stock::integer,
              coalesce((p ->> 'is_bestseller')::boolean, false), coalesce((p ->> 'is_active')::boolean, true),
              v_category, v_subcategory, v_label, v_spec, v_keywords, v_origin, v_warranty::integer,
              v_returns::integer, v_hsn, v_rate, v_threshold::integer, v_replacements::integer)
      returning product_id into v_id;
    exception when unique_violation then
      perform private.bad_input('Another product already has this slug.');
    end;
    if v_stock > 0 then
      insert into private.stock_adjustments (product_id, delta, from_units, to_units, reason, actor)
      values (v_id, v_stock::integer, 0, v_stock::integer, 'Initial stock', v_staff);
    end if;
  else
    update public.products
    set name = v_name, description = coalesce(p ->> 'description', ''), brand = nullif(btrim(p ->> 'brand'), ''),
        condition = coalesce(p ->> 'condition', 'new'), price = v_price, discount_price = v_selling,
        is_bestseller = coalesce((p ->> 'is_bestseller')::boolean, false),
        is_active = coalesce((p ->> 'is_active')::boolean, true),
        category_id = v_category, subcategory_id = v_subcategory, label_id = v_label,
        technical_specification = v_spec, search_keywords = v_keywords, country_of_origin = v_origin,
        warranty_months = v_warranty::integer, return_window_days = v_returns::integer, hsn_code = v_hsn,
        gst_rate = v_rate, low_stock_threshold = v_threshold::integer,
        replacement_window_days = v_replacements::integer
    where product_id = v_id;
  end if;
  perform private.bump_catalogue_version();
  return v_id;
end;
$$;
comment on function public.staff_upsert_product(jsonb) is
  'Staff only: creates or edits a product (staffProductInputSchema); the slug never changes. Answers its id.';

create or replace function private.bump_catalogue_version()
returns void
language sql
set search_path = ''
as $$
  insert into private.catalogue_version (id, version, changed_at) values (true, 1, now())
  on conflict (id) do update set version = private.catalogue_version.version + 1, changed_at = now()
$$;

-- The catalogue's version (anyone: a page server asks it as a guest every few seconds).
create or replace function public.get_catalogue_version()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select v.version from private.catalogue_version v), 0)
$$;
comment on function public.get_catalogue_version() is
  'The catalogue''s version: it changes when staff change products, stock or photos (page servers drop their shared answers).';

-- One product as the editor shows it (the fields of staffProductInputSchema, and its stock), active
-- or not: shoppers' reads see active products only, staff edit both.
create or replace function public.staff_get_product(p_product_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_product jsonb;
begin
  perform private.require_staff('Only staff can change the catalogue.');
  select jsonb_build_object(
           'product_id', p.product_id, 'name', p.name, 'slug', p.slug, 'description', p.description,
           'brand', p.brand, 'condition', p.condition, 'price', p.price, 'discount_price', p.discount_price,
           'category_id', p.category_id, 'subcategory_id', p.subcategory_id, 'label_id', p.label_id,
           'technical_specification', p.technical_specification, 'search_keywords', to_jsonb(p.search_keywords),
           'is_bestseller', p.is_bestseller, 'is_active', p.is_active, 'country_of_origin', p.country_of_origin,
           'warranty_months', p.warranty_months, 'return_window_days', p.return_window_days,
           'hsn_code', p.hsn_code, 'gst_rate', p.gst_rate, 'low_stock_threshold', p.low_stock_threshold,
           'replacement_window_days', p.replacement_window_days,
           'stock_units', p.stock_units, 'updated_at', p.updated_at,
           'images', private.product_images_json(p.product_id))
  into v_product
  from public.products p where p.product_id = p_product_id;
  if v_product is null then
    raise exception using errcode = 'PT404', message = 'Product not found.';
  end if;
  return v_product;
end;
$$;

-- Adds p_delta units (negative: takes them away) with a reason; answers the units before and after.
create or replace function public.staff_adjust_stock(p_product_id uuid, p_delta integer, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff uuid := private.require_staff('Only staff can change the catalogue.');
  v_reason text := btrim(coalesce(p_reason, ''));
  v_to integer;
begin
  if p_delta is null or p_delta = 0 or abs(p_delta) > 100000 then
    perform private.bad_input('Enter how many units to add (positive) or take away (negative), not 0.');
  end if;
  if char_length(v_reason) not between 3 and 200 then perform private.bad_input('Say why in 3 to 200 characters.'); end if;
  -- Relative, under the row's lock: orders taking units at the same moment are never overwritten.
  update public.products set stock_units = stock_units + p_delta
  where product_id = p_product_id and stock_units + p_delta >= 0
  returning stock_units into v_to;
  if not found then
    if exists (select 1 from public.products where product_id = p_product_id) then
      perform private.bad_input('Stock cannot go below zero.');
    end if;
    raise exception using errcode = 'PT404', message = 'Product not found.';
  end if;
  insert into private.stock_adjustments (product_id, delta, from_units, to_units, reason, actor)
  values (p_product_id, p_delta, v_to - p_delta, v_to, v_reason, v_staff);
  perform private.bump_catalogue_version();
  return jsonb_build_object('from_units', v_to - p_delta, 'to_units', v_to);
end;
$$;

-- The product's stock changes, newest first (stockAdjustmentSchema).
create or replace function public.staff_list_stock_adjustments(p_product_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('Only staff can change the catalogue.');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', a.id, 'delta', a.delta, 'from_units', a.from_units, 'to_units', a.to_units, 'reason', a.reason,
             'actor_name', coalesce(nullif(btrim(up.name), ''), u.email), 'created_at', a.created_at)
           order by a.created_at desc, a.id desc)
    from (select * from private.stock_adjustments s where s.product_id = p_product_id
          order by s.created_at desc, s.id desc limit 100) a
    left join auth.users u on u.id = a.actor
    left join public.user_profiles up on up.user_id = a.actor), '[]'::jsonb);
end;
$$;

-- The console's product list (staffProductListSchema), 20 a page, most recently changed first.
-- p_query matches name, slug or brand as text (never as a pattern); p_stock 'out' (none left) or
-- 'low' (1 to the product's low-stock level); p_active filters active or inactive products.
create or replace function public.staff_list_products(
  p_query text default null,
  p_category_id integer default null,
  p_subcategory_id integer default null,
  p_label_id integer default null,
  p_condition text default null,
  p_stock text default null,
  p_active boolean default null,
  p_page integer default 1
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := lower(btrim(coalesce(p_query, '')));
  v_page integer := greatest(coalesce(p_page, 1), 1);
begin
  perform private.require_staff('Only staff can change the catalogue.');
  return (
    with found as (
      select p.*
      from public.products p
      where (v_query = '' or strpos(lower(p.name), v_query) > 0 or strpos(p.slug, v_query) > 0
             or strpos(lower(coalesce(p.brand, '')), v_query) > 0 or p.product_id::text = v_query)
        and (p_category_id is null or p.category_id = p_category_id)
        and (p_subcategory_id is null or p.subcategory_id = p_subcategory_id)
        and (p_label_id is null or p.label_id = p_label_id)
        and (p_condition is null or p.condition = p_condition)
        and (p_stock is null or (p_stock = 'out' and p.stock_units = 0)
             or (p_stock = 'low' and p.stock_units > 0 and p.stock_units <= p.low_stock_threshold))
        and (p_active is null or p.is_active = p_active)
    ), page as (
      select * from found order by updated_at desc, product_id limit 20 offset (v_page - 1) * 20
    )
    select jsonb_build_object(
      'total', (select count(*) from found),
      'items', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'product_id', pg.product_id, 'slug', pg.slug, 'name', pg.name, 'brand', pg.brand,
                 'condition', pg.condition, 'price', pg.price, 'discount_price', pg.discount_price,
                 'stock_units', pg.stock_units, 'low_stock_threshold', pg.low_stock_threshold,
                 'is_active', pg.is_active, 'category_id', pg.category_id, 'category', c.name,
                 'subcategory_id', pg.subcategory_id, 'subcategory', s.name, 'label_id', pg.label_id,
                 'label', l.name,
                 'primary_image', (select i.url from public.product_images i where i.product_id = pg.product_id
                                   order by i.position limit 1),
                 'updated_at', pg.updated_at)
               order by pg.updated_at desc, pg.product_id)
        from page pg
        join public.categories c on c.category_id = pg.category_id
        join public.subcategories s on s.subcategory_id = pg.subcategory_id
        left join public.labels l on l.label_id = pg.label_id), '[]'::jsonb))
  );
end;
$$;

-- Discount codes -----------------------------------------------------------------------------------

-- Creates or edits a code from the form's fields (staffDiscountCodeInputSchema: the percentage in
-- per cent). is_new: refused if the code exists. Answers the stored (upper-case) code.
create or replace function public.staff_upsert_discount_code(p_code jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff uuid := private.require_staff('Only staff can manage discount codes.');
  c jsonb := coalesce(p_code, '{}'::jsonb);
  v_code text := upper(btrim(coalesce(c ->> 'code', '')));
  v_type text := coalesce(c ->> 'discount_type', '');
  v_value numeric := private.jsonb_number(c, 'value');
  v_max numeric := private.jsonb_number(c, 'max_discount');
  v_min numeric := coalesce(private.jsonb_number(c, 'min_subtotal'), 0);
  v_total numeric := private.jsonb_number(c, 'usage_limit_total');
  v_per_user numeric := private.jsonb_number(c, 'usage_limit_per_user');
  v_starts timestamptz;
  v_ends timestamptz;
begin
  if v_code !~ '^[A-Z0-9][A-Z0-9_-]{2,31}$' then
    perform private.bad_input('Code must be 3 to 32 characters: capital letters, digits, - and _.');
  end if;
  if coalesce((c ->> 'is_new')::boolean, false) and exists (select 1 from public.discount_codes d where d.code = v_code) then
    perform private.bad_input('A code with this name already exists.');
  end if;
  -- A price-match code is the shopper's: it changes only through its request.
  if exists (select 1 from public.discount_codes d where d.code = v_code and d.user_id is not null) then
    perform private.bad_input('This is a shopper''s price-match code: it changes only through its request.');
  end if;
  if not (v_type = 'percentage' and v_value between 1 and 100 and v_value = round(v_value, 2))
     and not (v_type = 'fixed' and v_value > 0 and v_value <= 10000000 and v_value = round(v_value, 2)) then
    perform private.bad_input('A percentage is 1 to 100; a flat discount a positive amount in rupees.');
  end if;
  if c ? 'max_discount' and jsonb_typeof(c -> 'max_discount') <> 'null'
     and (v_max is null or v_max <= 0 or v_max <> round(v_max, 2)) then
    perform private.bad_input('The maximum discount must be a positive amount in rupees, or empty for none.');
  end if;
  if v_min < 0 or v_min <> round(v_min, 2) then perform private.bad_input('The minimum order must be 0 or more rupees.'); end if;
  if (v_total is not null and (v_total < 1 or v_total <> trunc(v_total)))
     or (v_per_user is not null and (v_per_user < 1 or v_per_user <> trunc(v_per_user))) then
    perform private.bad_input('Use limits must be whole numbers of at least 1, or empty for no limit.');
  end if;
  if char_length(coalesce(c ->> 'description', '')) > 200 then perform private.bad_input('Description must be at most 200 characters.'); end if;
  begin
    v_starts := nullif(c ->> 'starts_at', '')::timestamptz;
    v_ends := nullif(c ->> 'ends_at', '')::timestamptz;
  exception when others then
    perform private.bad_input('The end must be after the start.');
  end;
  if v_starts is not null and v_ends is not null and v_ends <= v_starts then
    perform private.bad_input('The end must be after the start.');
  end if;

  insert into public.discount_codes as d (code, description, discount_type, discount_value, min_subtotal, starts_at,
                                          ends_at, usage_limit_total, usage_limit_per_user, is_active, max_discount,
                                          is_public)
  values (v_code, coalesce(c ->> 'description', ''), v_type,
          case v_type when 'percentage' then v_value / 100 else v_value end, v_min, v_starts, v_ends,
          v_total::integer, v_per_user::integer, coalesce((c ->> 'is_active')::boolean, true), v_max,
          coalesce((c ->> 'is_public')::boolean, false))
  on conflict (code) do update
  set description = excluded.description, discount_type = excluded.discount_type,
      discount_value = excluded.discount_value, min_subtotal = excluded.min_subtotal, starts_at = excluded.starts_at,
      ends_at = excluded.ends_at, usage_limit_total = excluded.usage_limit_total,
      usage_limit_per_user = excluded.usage_limit_per_user, is_active = excluded.is_active,
      max_discount = excluded.max_discount, is_public = excluded.is_public;
  return v_code;
exception when check_violation then
  -- A total limit below the uses already made.
  perform private.bad_input('Use limits must be whole numbers of at least 1, or empty for no limit.');
  return null;
end;
$$;

-- A code's state now: 'paused' (switched off), 'scheduled', 'ended', 'used up' or 'active'.
create or replace function private.discount_code_state(p_code public.discount_codes, p_now timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when not p_code.is_active then 'paused'
    when p_code.starts_at is not null and p_code.starts_at > p_now then 'scheduled'
    when p_code.ends_at is not null and p_code.ends_at <= p_now then 'ended'
    when p_code.usage_limit_total is not null and p_code.times_used >= p_code.usage_limit_total then 'used up'
    else 'active'
  end
$$;

-- Every code with its uses and state (staffDiscountCodeRowSchema), newest first.
create or replace function public.staff_list_discount_codes()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('Only staff can manage discount codes.');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'code', d.code, 'description', d.description, 'discount_type', d.discount_type,
             'value', case d.discount_type when 'percentage' then round(d.discount_value * 100, 2) else d.discount_value end,
             'max_discount', d.max_discount, 'min_subtotal', d.min_subtotal, 'starts_at', d.starts_at,
             'ends_at', d.ends_at, 'usage_limit_total', d.usage_limit_total,
             'usage_limit_per_user', d.usage_limit_per_user, 'times_used', d.times_used, 'is_active', d.is_active,
             'is_public', d.is_public, 'state', private.discount_code_state(d, now()))
           order by d.created_at desc, d.code)
    -- Price-match codes belong to their requests (the discount-request queue shows them).
    from public.discount_codes d where d.user_id is null), '[]'::jsonb);
end;
$$;

-- The public codes a shopper can use now (availableOfferSchema), soonest ending first. Anyone may
-- read them; the codes themselves stay unreadable (only these, which staff chose to show).
create or replace function public.get_available_offers()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'code', d.code, 'description', d.description, 'discount_type', d.discount_type,
           'value', case d.discount_type when 'percentage' then round(d.discount_value * 100, 2) else d.discount_value end,
           'max_discount', d.max_discount, 'min_subtotal', d.min_subtotal, 'ends_at', d.ends_at)
         order by d.ends_at nulls last, d.code), '[]'::jsonb)
  from public.discount_codes d
  where d.is_public and private.discount_code_state(d, now()) = 'active'
$$;

-- The dashboard --------------------------------------------------------------------------------------

-- Staff's first screen (staffDashboardSchema): today's and this week's (Monday, India time) orders
-- and revenue (orders the shop took on: not waiting for payment, cancelled, failed or expired),
-- what waits for the shop, and products low on stock.
create or replace function public.staff_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today timestamptz := date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata';
  v_week timestamptz := date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata';
begin
  perform private.require_staff('Only staff can see the dashboard.');
  return jsonb_build_object(
    'today', (select jsonb_build_object('orders', count(*), 'revenue', coalesce(sum(o.total), 0))
              from public.orders o
              where o.created_at >= v_today
                and o.order_status not in ('payment_pending', 'cancelled', 'failed', 'payment_expired')),
    'week', (select jsonb_build_object('orders', count(*), 'revenue', coalesce(sum(o.total), 0))
             from public.orders o
             where o.created_at >= v_week
               and o.order_status not in ('payment_pending', 'cancelled', 'failed', 'payment_expired')),
    'orders_waiting', (select jsonb_object_agg(s.status, (select count(*) from public.orders o where o.order_status = s.status))
                       from unnest(array['pending', 'processing', 'shipped', 'out for delivery']) as s(status)),
    'requests_waiting', jsonb_build_object(
      'repair', (select count(*) from public.repairrequests r where r.status = 'pending'),
      'game_load', (select count(*) from public.game_load_requests g where g.status = 'pending'),
      'discount_request', (select count(*) from public.product_discount_requests d where d.status = 'pending'),
      'return', (select count(*) from public.return_requests r where r.status = 'requested')),
    'reviews_pending', (select count(*) from public.reviews r where r.status = 'pending'),
    'low_stock', jsonb_build_object(
      'count', (select count(*) from public.products p where p.is_active and p.stock_units <= p.low_stock_threshold),
      'products', coalesce((
        select jsonb_agg(jsonb_build_object('product_id', x.product_id, 'name', x.name, 'stock_units', x.stock_units,
                                            'low_stock_threshold', x.low_stock_threshold)
                         order by x.stock_units, x.name)
        from (select p.product_id, p.name, p.stock_units, p.low_stock_threshold from public.products p
              where p.is_active and p.stock_units <= p.low_stock_threshold
              order by p.stock_units, p.name limit 10) x), '[]'::jsonb)));
end;
$$;

revoke all on function private.jsonb_number(jsonb, text), private.bad_input(text),
  private.discount_code_state(public.discount_codes, timestamptz)
  from public, anon, authenticated;
revoke all on function public.staff_upsert_product(jsonb), public.staff_get_product(uuid),
  public.staff_adjust_stock(uuid, integer, text),
  public.staff_list_stock_adjustments(uuid),
  public.staff_list_products(text, integer, integer, integer, text, text, boolean, integer),
  public.staff_upsert_discount_code(jsonb), public.staff_list_discount_codes(), public.staff_dashboard()
  from public, anon;
grant execute on function public.staff_upsert_product(jsonb), public.staff_get_product(uuid),
  public.staff_adjust_stock(uuid, integer, text),
  public.staff_list_stock_adjustments(uuid),
  public.staff_list_products(text, integer, integer, integer, text, text, boolean, integer),
  public.staff_upsert_discount_code(jsonb), public.staff_list_discount_codes(), public.staff_dashboard()
  to authenticated, service_role;
revoke all on function public.get_available_offers() from public;
grant execute on function public.get_available_offers() to anon, authenticated, service_role;
revoke all on table private.catalogue_version from public, anon, authenticated, service_role;
revoke all on function private.bump_catalogue_version() from public, anon, authenticated;
revoke all on function public.get_catalogue_version() from public;
grant execute on function public.get_catalogue_version() to anon, authenticated, service_role;
