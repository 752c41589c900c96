-- Limits a hostile (or careless) shopper could otherwise push past:
--
-- 1. Repair requests get the flood limit of the other services: at most 10 an hour per shopper,
--    counted under the same per-shopper, per-service transaction lock (parallel inserts cannot
--    pass it together), refused with PT429 (HTTP 429) and the same message shape. A refused
--    insert writes nothing, so it has no event and no e-mail.
-- 2. place_order bounds what one shopper may hold in unpaid orders (status 'pending': placed, not
--    yet paid or confirmed, not cancelled). An order takes its stock when it is placed, so without
--    a bound one free account could hold a product's whole stock. At most 5 units of one product
--    across the shopper's unpaid orders and at most 5 unpaid orders
--    (UNPAID_ORDER_LIMITS of shared/src/contracts/checkout.ts); refused with PT422 (HTTP 422) and
--    the messages of unpaidUnitsLimitMessage / unpaidOrdersLimitMessage there. Decided under the
--    per-shopper lock place_order already takes first, so two orders cannot both pass at the edge.
-- 3. Invisible format characters (bidi embeddings, overrides and isolates, zero-width space, word
--    joiner, LRM/RLM/ALM, BOM) are removed from short single-line fields people read as a name or
--    a label: profile name and address fields, review titles, game titles. Zero-width joiner and
--    non-joiner are kept between two visible characters (Indic scripts, Urdu and emoji need them)
--    and removed anywhere else. Long free text (review comments, repair descriptions) is stored as
--    typed (showing it isolated is the apps' job), but a value made only of such characters counts
--    as empty. Stripping comes before every length and 'required' check.

-- Invisible characters ----------------------------------------------------------------------------

-- The text without invisible format characters (null stays null). Always removed: U+200B,
-- U+200E, U+200F, U+202A-U+202E, U+2060-U+206F, U+FEFF, U+061C. U+200C and U+200D survive only
-- as a single joiner between two non-space characters.
create or replace function private.strip_invisible(p_text text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    p_text,
    '[\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u061C]', '', 'g'),
    '([\u200C\u200D])[\u200C\u200D]+', '\1', 'g'),
    '(^|[[:space:]])[\u200C\u200D]+', '\1', 'g'),
    '[\u200C\u200D]+($|[[:space:]])', '\1', 'g')
$$;

-- Profiles: the name and every address field, whoever writes them (the app upserts the row).
-- Security definer: it runs as the shopper's own write and calls a private helper.
create or replace function private.user_profiles_strip_invisible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := private.strip_invisible(new.name);
  if jsonb_typeof(new.address) = 'object' then
    new.address := coalesce(
      (select jsonb_object_agg(
                a.key,
                case when jsonb_typeof(a.value) = 'string' then to_jsonb(private.strip_invisible(a.value #>> '{}'))
                     else a.value end)
       from jsonb_each(new.address) as a(key, value)),
      '{}'::jsonb);
  end if;
  return new;
end;
$$;

create trigger user_profiles_strip_invisible
  before insert or update of name, address on public.user_profiles
  for each row execute function private.user_profiles_strip_invisible();

-- Review titles, for every writer (submit_review strips before its checks, and makes a title of
-- such characters only no title).
create or replace function private.reviews_strip_invisible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.title := private.strip_invisible(new.title);
  return new;
end;
$$;

create trigger reviews_strip_invisible
  before insert or update of title on public.reviews
  for each row execute function private.reviews_strip_invisible();

-- What is already stored goes through the same triggers (only rows holding such characters).
update public.user_profiles p
set name = p.name, address = p.address
where p.name ~ '[\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u061C]'
   or p.address::text ~ '[\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u061C]';
update public.reviews r
set title = r.title
where r.title ~ '[\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u061C]';

-- submit_review: the title stripped before its checks; a comment of invisible characters only
-- is no comment. Otherwise as in 20261126000210_review_rules.sql.
create or replace function public.submit_review(
  p_product_id uuid,
  p_order_id uuid,
  p_rating integer,
  p_title text,
  p_comment text,
  p_existing_review_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('You must be logged in to submit a review.');
  v_title text := nullif(btrim(private.strip_invisible(coalesce(p_title, ''))), '');
  v_comment text := btrim(coalesce(p_comment, ''));
  v_status text;
  v_review public.reviews;
begin
  if p_rating is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Please select a rating.';
  end if;
  if p_rating not between 1 and 5 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Rating must be from 1 to 5 stars.';
  end if;
  if char_length(v_title) > 255 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Title cannot exceed 255 characters.';
  end if;
  if btrim(private.strip_invisible(v_comment)) = '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Please write a comment.';
  end if;
  if char_length(v_comment) > 5000 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Comment cannot exceed 5000 characters.';
  end if;

  select o.order_status into v_status from public.orders o where o.id = p_order_id and o.user_id = v_user;
  if not found then
    raise exception using errcode = 'PT404',
      message = 'Order not found, you are not authorized to review this order, or it has not been delivered yet.';
  end if;
  if v_status <> 'delivered' then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'You can only review products from delivered orders.';
  end if;
  if not exists (select 1 from public.order_items i where i.order_id = p_order_id and i.product_id = p_product_id) then
    raise exception using errcode = 'invalid_parameter_value', message = 'This product is not part of this order.';
  end if;

  if p_existing_review_id is not null then
    update public.reviews r
    set rating = p_rating, title = v_title, comment = v_comment,
        status = 'pending', moderated_by = null, moderated_at = null
    where r.review_id = p_existing_review_id and r.user_id = v_user
      and r.product_id = p_product_id and r.order_id = p_order_id
    returning r.* into v_review;
    if not found then
      raise exception using errcode = 'PT404', message = 'Review not found.';
    end if;
  else
    insert into public.reviews (product_id, user_id, order_id, rating, title, comment, status)
    values (p_product_id, v_user, p_order_id, p_rating, v_title, v_comment, 'pending')
    on conflict on constraint reviews_one_per_order do nothing
    returning * into v_review;
    if not found then
      raise exception using errcode = 'PT409', message = 'You have already reviewed this product for this order.';
    end if;
  end if;

  return jsonb_build_object(
    'review_id', v_review.review_id,
    'product_id', v_review.product_id,
    'product_slug', (select p.slug from public.products p where p.product_id = v_review.product_id),
    'order_id', v_review.order_id,
    'rating', v_review.rating,
    'title', v_review.title,
    'comment', v_review.comment,
    'status', v_review.status,
    'created_at', v_review.created_at,
    'updated_at', v_review.updated_at
  );
end;
$$;
revoke all on function public.submit_review(uuid, uuid, integer, text, text, uuid) from public, anon;
grant execute on function public.submit_review(uuid, uuid, integer, text, text, uuid) to authenticated, service_role;

-- create_game_load_request: each game title stripped before the blank and length checks.
-- Otherwise as in 20261126000400_service_requests.sql.
create or replace function public.create_game_load_request(
  p_console_type text,
  p_available_storage numeric,
  p_storage_unit text,
  p_games jsonb,
  p_add_storage boolean
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in to submit a request.');
  v_games text[];
  v_recent integer;
  v_id uuid;
begin
  if p_console_type is null or p_console_type not in ('PS4', 'PS5') then
    perform private.invalid('Please select a console type.');
  end if;
  if p_available_storage is null then
    perform private.invalid('Storage must be a number.');
  end if;
  if p_available_storage <= 0 then
    perform private.invalid('Storage must be a positive number.');
  end if;
  if p_available_storage < 1 then
    perform private.invalid('Storage must be at least 1.');
  end if;
  if p_available_storage > 16000 then
    perform private.invalid('Storage seems too high. Please check the value.');
  end if;
  if coalesce(p_storage_unit, 'GB') not in ('GB', 'TB') then
    perform private.invalid('Storage unit must be GB or TB.');
  end if;
  if p_games is null or jsonb_typeof(p_games) <> 'array' then
    perform private.invalid('Please add at least one game.');
  end if;
  if exists (select 1 from jsonb_array_elements(p_games) g where jsonb_typeof(g) <> 'string') then
    perform private.invalid('Each game must be a title.');
  end if;
  select coalesce(array_agg(t.title order by t.n), '{}')
  into v_games
  from (
    select btrim(private.strip_invisible(g)) as title, n
    from jsonb_array_elements_text(p_games) with ordinality as e(g, n)
  ) as t
  where t.title <> '';
  if cardinality(v_games) < 1 then
    perform private.invalid('Please add at least one game.');
  end if;
  if cardinality(v_games) > 10 then
    perform private.invalid('You can add a maximum of 10 games.');
  end if;
  if exists (select 1 from unnest(v_games) g where char_length(g) < 2) then
    perform private.invalid('Game title must be at least 2 characters long.');
  end if;
  if exists (select 1 from unnest(v_games) g where char_length(g) > 150) then
    perform private.invalid('Game title is too long.');
  end if;

  perform private.require_complete_service_profile(v_user);

  perform private.lock_service_requests(v_user, 'game_load');
  select count(*) into v_recent from public.game_load_requests r
  where r.user_id = v_user and r.created_at > now() - interval '1 hour';
  perform private.check_service_request_rate(v_user, 'game load', v_recent, 10);

  insert into public.game_load_requests
    (user_id, console_type, available_storage, storage_unit, games_list, storage_addon_added, price_details)
  values
    (v_user, p_console_type, p_available_storage, coalesce(p_storage_unit, 'GB'), v_games,
     coalesce(p_add_storage, false), private.game_load_price(p_console_type, coalesce(p_add_storage, false)))
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.create_game_load_request(text, numeric, text, jsonb, boolean) is
  'Files a pending game load request for the caller (complete profile, the rules and price table of docs/product.md#game-loading, 10 an hour); answers its id.';
revoke all on function public.create_game_load_request(text, numeric, text, jsonb, boolean) from public, anon;
grant execute on function public.create_game_load_request(text, numeric, text, jsonb, boolean)
  to authenticated, service_role;

-- Repair requests: the flood limit -------------------------------------------------------------------

-- As in 20261126000300_repair_requests.sql, plus: a description of invisible characters only is
-- 'Description required'; at most 10 requests an hour per shopper (the game load and discount
-- requests' limit, helper and lock). Seeds and the service role (no end user) are not limited.
create or replace function private.repairrequests_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_email text;
  v_profile record;
  v_problem text;
  v_recent integer;
begin
  -- Seeds and the service role (no end user): their values stand, blanks get the defaults.
  if v_user is null then
    new.creation_date := coalesce(new.creation_date, now());
    new.updated_at := coalesce(new.updated_at, new.creation_date);
    return new;
  end if;

  if new.user_id is distinct from v_user then
    raise exception using errcode = 'insufficient_privilege',
      message = 'You can only create repair requests for yourself.';
  end if;
  if new.status is distinct from 'pending' then
    raise exception using errcode = 'invalid_parameter_value', message = 'A new repair request must be pending.';
  end if;
  if (new.notes is not null or new.remark is not null or new.technician is not null
      or new.estimated_completion is not null) and not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege',
      message = 'Only staff can set notes, remark, technician or estimated completion.';
  end if;
  if coalesce(btrim(new.product_type), '') = '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Type required';
  end if;
  if new.product_type not in ('ps5', 'ps4', 'ps3', 'xbox-series-x', 'xbox-series-s', 'nintendo-switch',
                              'gaming-pc', 'gaming-laptop', 'other') then
    raise exception using errcode = 'invalid_parameter_value', message = 'Unknown device type.';
  end if;
  if coalesce(btrim(private.strip_invisible(new.product_description)), '') = '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Description required';
  end if;
  if char_length(btrim(new.product_description)) > 2200 then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'Description is too long (2200 characters at most).';
  end if;

  select u.email into v_email from auth.users u where u.id = v_user;
  select p.name, p.mobile, p.address into v_profile from public.user_profiles p where p.user_id = v_user;
  if not found then
    raise exception using errcode = 'P0001', message = 'Please complete your profile first.';
  end if;
  v_problem := private.order_profile_problem(v_email, v_profile.name, v_profile.mobile, v_profile.address);
  if v_problem is not null then
    raise exception using errcode = 'P0001', message = v_problem;
  end if;

  -- Held until the insert commits: a parallel insert counts this one.
  perform private.lock_service_requests(v_user, 'repair');
  select count(*) into v_recent from public.repairrequests r
  where r.user_id = v_user and r.creation_date > now() - interval '1 hour';
  perform private.check_service_request_rate(v_user, 'repair', v_recent, 10);

  new.id := gen_random_uuid();
  new.product_description := btrim(new.product_description);
  new.creation_date := now();
  new.updated_at := now();
  new.shipping_address := jsonb_build_object(
    'name', btrim(v_profile.name),
    'email', v_email,
    'phone', btrim(v_profile.mobile),
    'address', jsonb_build_object(
      'line1', btrim(coalesce(v_profile.address ->> 'line1', '')),
      'line2', btrim(coalesce(v_profile.address ->> 'line2', '')),
      'city', btrim(coalesce(v_profile.address ->> 'city', '')),
      'state', btrim(coalesce(v_profile.address ->> 'state', '')),
      'zip', btrim(coalesce(v_profile.address ->> 'zip', '')),
      'country', btrim(coalesce(v_profile.address ->> 'country', ''))
    )
  );
  return new;
end;
$$;

-- Orders: what one shopper may hold unpaid ---------------------------------------------------------

-- unpaidUnitsLimitMessage of shared/contracts (a test keeps the two equal): p_held is what the
-- shopper's unpaid orders already hold of the product, p_max the limit.
create or replace function private.unpaid_units_message(p_name text, p_held integer, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_limit text := format('You can have at most %s units of "%s" in pending orders.', p_max, p_name);
begin
  if p_held <= 0 then
    return v_limit || format(' Please lower the quantity to %s.', p_max);
  end if;
  if p_held >= p_max then
    return v_limit || ' Please wait until the shop confirms one of those orders.';
  end if;
  return v_limit || format(' You already have %s: lower the quantity to %s, or wait until the shop confirms one of those orders.',
                           p_held, p_max - p_held);
end;
$$;

-- unpaidOrdersLimitMessage of shared/contracts.
create or replace function private.unpaid_orders_message(p_open integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return format('You have %s pending orders. Please wait until the shop confirms one before placing another.', p_open);
end;
$$;

-- As in 20261122000320_orders.sql (with plan_cache_mode from 20261122000350), plus the unpaid
-- limits, checked after the shopper's lock (their orders cannot change meanwhile, except by staff
-- moving one on, which only frees room) and before the product locks (a refused shopper never
-- queues behind a hot product's row). Refusals: as before, and PT422 (422) for either limit.
create or replace function public.place_order(
  p_idempotency_key uuid,
  p_discount_code text default null,
  p_cart_items jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  -- UNPAID_ORDER_LIMITS of shared/src/contracts/checkout.ts.
  c_max_unpaid_units constant integer := 5;
  c_max_unpaid_orders constant integer := 5;
  v_user uuid := private.require_user('Please log in to place an order.');
  v_order_id uuid;
  v_email text;
  v_profile record;
  v_problem text;
  v_ids uuid[];
  v_qty integer[];
  v_names text[];
  v_slugs text[];
  v_stock integer[];
  v_active boolean[];
  v_was_active boolean[];
  v_unit numeric[];
  v_list numeric[];
  v_images text[];
  v_subtotal numeric(14, 2) := 0;
  v_discount private.discount_evaluation;
  v_discount_amount numeric(14, 2) := 0;
  v_now timestamptz := now();
  v_unpaid integer;
  v_over_name text;
  v_over_held integer;
  i integer;
begin
  if p_idempotency_key is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'idempotencyKey is required.';
  end if;
  if p_cart_items is not null and jsonb_typeof(p_cart_items) <> 'array' then
    raise exception using errcode = 'invalid_parameter_value', message = 'cartItems must be a list.';
  end if;

  perform private.lock_user_cart(v_user);

  -- The same key again (a retry, a double click): the order it created.
  select o.id into v_order_id from public.orders o
  where o.user_id = v_user and o.idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('success', true, 'orderId', v_order_id, 'replayed', true);
  end if;

  select u.email into v_email from auth.users u where u.id = v_user;
  select p.name, p.mobile, coalesce(p.address, '{}'::jsonb) as address into v_profile
  from public.user_profiles p where p.user_id = v_user;
  if not found then
    raise exception using errcode = 'P0001', message = 'Please complete your profile first.';
  end if;
  v_problem := private.order_profile_problem(v_email, v_profile.name, v_profile.mobile, v_profile.address);
  -- Checked in this order (docs/product.md#orders): profile complete, then cart not empty, then the PIN code.
  if v_problem = 'Please complete your profile first.' then
    raise exception using errcode = 'P0001', message = v_problem;
  end if;

  -- The cart as it stands, read without locks: every refusal below costs no lock, so a sold-out
  -- product turns buyers away without queueing them behind its row.
  select array_agg(c.product_id order by c.created_at, c.product_id),
         array_agg(c.quantity order by c.created_at, c.product_id),
         array_agg(p.name order by c.created_at, c.product_id),
         array_agg(p.stock_units order by c.created_at, c.product_id),
         array_agg(p.is_active order by c.created_at, c.product_id)
  into v_ids, v_qty, v_names, v_stock, v_active
  from public.cart_items c
  join public.products p on p.product_id = c.product_id
  where c.user_id = v_user;

  if v_ids is null or not (true = any (v_active)) then
    raise exception using errcode = 'P0001', message = 'Your cart is empty';
  end if;
  if v_problem is not null then
    raise exception using errcode = 'P0001', message = v_problem;
  end if;

  -- What the shopper confirmed must be the cart (its active lines), each line once.
  if p_cart_items is not null and (
    jsonb_array_length(p_cart_items) <> (select count(*) from unnest(v_active) as a(active) where a.active)
    or exists (
    select 1
    from (
      select lower(e ->> 'id') as id, e ->> 'quantity' as quantity
      from jsonb_array_elements(p_cart_items) as e
    ) as sent
    full join (
      select x.id::text as id, x.quantity
      from unnest(v_ids, v_qty, v_active) as x(id, quantity, active)
      where x.active
    ) as cart on cart.id = sent.id
    where sent.id is null or cart.id is null
       or sent.quantity is null or sent.quantity !~ '^[0-9]+$' or sent.quantity::numeric <> cart.quantity
  )) then
    raise exception using errcode = 'PT409', message = 'Your cart has changed. Please review it and place the order again.';
  end if;

  for i in 1 .. array_length(v_ids, 1) loop
    if v_active[i] and v_stock[i] < v_qty[i] then
      raise exception using errcode = 'PT409', message = private.out_of_stock_message(v_names[i], v_stock[i]);
    end if;
  end loop;

  -- What the shopper already holds unpaid: at most c_max_unpaid_orders orders, and at most
  -- c_max_unpaid_units units of a product with this order's lines added.
  select count(*)::integer into v_unpaid
  from public.orders o
  where o.user_id = v_user and o.order_status = 'pending';
  if v_unpaid >= c_max_unpaid_orders then
    raise exception using errcode = 'PT422', message = private.unpaid_orders_message(v_unpaid);
  end if;
  select x.name, coalesce(h.held, 0)::integer
  into v_over_name, v_over_held
  from unnest(v_ids, v_qty, v_names, v_active) with ordinality as x(id, quantity, name, active, n)
  left join (
    select oi.product_id, sum(oi.quantity) as held
    from public.orders o
    join public.order_items oi on oi.order_id = o.id
    where o.user_id = v_user and o.order_status = 'pending'
    group by oi.product_id
  ) as h on h.product_id = x.id
  where x.active and coalesce(h.held, 0) + x.quantity > c_max_unpaid_units
  order by x.n
  limit 1;
  if found then
    raise exception using errcode = 'PT422',
      message = private.unpaid_units_message(v_over_name, v_over_held, c_max_unpaid_units);
  end if;

  -- Now the products, locked in product-id order, read again: this decides. The cart's lines
  -- cannot change meanwhile (the user's lock), so both reads list them in the same order.
  v_was_active := v_active;
  with locked as (
    select c.product_id, c.quantity, c.created_at, p.name, p.slug, p.stock_units, p.is_active,
           p.discount_price, p.price
    from public.cart_items c
    join public.products p on p.product_id = c.product_id
    where c.user_id = v_user
    order by p.product_id
    for no key update of p
  )
  select array_agg(l.product_id order by l.created_at, l.product_id),
         array_agg(l.quantity order by l.created_at, l.product_id),
         array_agg(l.name order by l.created_at, l.product_id),
         array_agg(l.slug order by l.created_at, l.product_id),
         array_agg(l.stock_units order by l.created_at, l.product_id),
         array_agg(l.is_active order by l.created_at, l.product_id),
         array_agg(l.discount_price order by l.created_at, l.product_id),
         array_agg(l.price order by l.created_at, l.product_id)
  into v_ids, v_qty, v_names, v_slugs, v_stock, v_active, v_unit, v_list
  from locked l;

  for i in 1 .. array_length(v_ids, 1) loop
    if v_was_active[i] and not v_active[i] then
      raise exception using errcode = 'PT409', message = v_names[i] || ' is no longer available.';
    end if;
    if v_active[i] and not v_was_active[i] then
      raise exception using errcode = 'PT409', message = 'Your cart has changed. Please review it and place the order again.';
    end if;
    continue when not v_active[i];
    if v_stock[i] < v_qty[i] then
      raise exception using errcode = 'PT409', message = private.out_of_stock_message(v_names[i], v_stock[i]);
    end if;
    v_subtotal := v_subtotal + v_unit[i] * v_qty[i];
  end loop;

  if coalesce(btrim(p_discount_code), '') <> '' then
    v_discount := private.evaluate_discount(v_user, p_discount_code, v_subtotal, true);
    if not v_discount.is_valid then
      raise exception using errcode = 'P0001', message = v_discount.message;
    end if;
    v_discount_amount := v_discount.amount;
  end if;

  update public.products p
  set stock_units = p.stock_units - x.quantity
  from unnest(v_ids, v_qty, v_active) as x(id, quantity, active)
  where p.product_id = x.id and x.active;

  select array_agg((select i.url from public.product_images i where i.product_id = x.id order by i.position limit 1)
                   order by x.n)
  into v_images
  from unnest(v_ids) with ordinality as x(id, n);

  v_order_id := gen_random_uuid();
  insert into public.orders (id, user_id, idempotency_key, order_details, customer, subtotal, discount_amount,
                             total, discount_code)
  select v_order_id, v_user, p_idempotency_key,
    jsonb_build_object(
      'order_date', v_now,
      'products', (
        select jsonb_agg(jsonb_build_object(
                 'id', x.id, 'slug', x.slug, 'name', x.name, 'image', x.image, 'quantity', x.quantity,
                 'subtotal', (x.unit * x.quantity)::numeric(12, 2))
               order by x.n)
        from unnest(v_ids, v_slugs, v_names, v_images, v_qty, v_unit, v_active)
             with ordinality as x(id, slug, name, image, quantity, unit, active, n)
        where x.active
      ),
      'order_summary', jsonb_build_object(
        'subtotal', v_subtotal,
        'discount_amount', v_discount_amount,
        'discount_code', v_discount.code,
        'discount_type', v_discount.discount_type,
        'discount_rate', v_discount.rate,
        'total', v_subtotal - v_discount_amount
      )
    ),
    private.customer_text(v_profile.name, v_profile.mobile, v_profile.address),
    v_subtotal, v_discount_amount, v_subtotal - v_discount_amount, v_discount.code;

  insert into public.order_items (order_id, product_id, quantity, unit_price, list_price, subtotal, product_name, product_slug)
  select v_order_id, x.id, x.quantity, x.unit, x.list, x.unit * x.quantity, x.name, x.slug
  from unnest(v_ids, v_qty, v_unit, v_list, v_names, v_slugs, v_active) as x(id, quantity, unit, list, name, slug, active)
  where x.active;

  if v_discount.is_valid then
    update public.discount_codes d set times_used = d.times_used + 1 where d.code = v_discount.code;
    insert into public.discount_redemptions (code, user_id, order_id, discount_amount)
    values (v_discount.code, v_user, v_order_id, v_discount_amount);
  end if;

  delete from public.cart_items c where c.user_id = v_user;

  return jsonb_build_object('success', true, 'orderId', v_order_id);
end;
$$;
comment on function public.place_order(uuid, text, jsonb) is
  'Places the caller''s cart as an order (profile, PIN, stock, prices, discount, unpaid limits checked in the database); idempotent per key.';
revoke all on function public.place_order(uuid, text, jsonb) from public, anon;
grant execute on function public.place_order(uuid, text, jsonb) to authenticated, service_role;

-- Privileges ----------------------------------------------------------------------------------------

revoke all on function private.strip_invisible(text), private.user_profiles_strip_invisible(),
  private.reviews_strip_invisible(), private.repairrequests_before_insert(),
  private.unpaid_units_message(text, integer, integer), private.unpaid_orders_message(integer)
  from public, anon, authenticated;
