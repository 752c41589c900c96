-- Orders (docs/product.md#orders; docs/adr/0008): placed only by place_order(), which
-- checks the profile and its PIN code, prices the caller's cart from the database, applies and
-- records the discount, takes the stock, stores the order with its order_details and
-- line items, and clears the cart, in one transaction. Clients read their own orders and never
-- write them; order_status and remark are the shop's (service role, and staff through the staff
-- console, 07_staff.sql). The lifecycle of a status (events, e-mails, giving back stock and
-- discount uses) is in 11_lifecycle_and_mail.sql.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Made by the client once per checkout attempt: a retried or double-clicked Place Order
  -- answers the order this key already created.
  idempotency_key uuid not null,
  order_status text not null default 'pending'
    constraint orders_status_valid
    check (order_status in ('payment_pending', 'pending', 'processing', 'shipped', 'out for delivery', 'delivered',
                            'cancelled', 'failed', 'payment_expired')),
  remark text constraint orders_remark_length check (char_length(remark) <= 500),
  -- Shape: { order_date, products[] (id, slug, name, image, quantity, subtotal),
  -- order_summary (subtotal, discount_amount, discount_code, discount_type, discount_rate, total) }.
  order_details jsonb not null constraint orders_details_object check (jsonb_typeof(order_details) = 'object'),
  -- The delivery address as text (name, address, PIN code, phone), copied from the profile.
  customer text not null constraint orders_customer_length check (char_length(customer) between 1 and 1000),
  -- The money of order_details.order_summary as columns (reports, constraints).
  subtotal numeric(12, 2) not null constraint orders_subtotal_valid check (subtotal >= 0),
  discount_amount numeric(12, 2) not null default 0
    constraint orders_discount_valid check (discount_amount >= 0 and discount_amount <= subtotal),
  total numeric(12, 2) not null constraint orders_total_valid check (total = subtotal - discount_amount),
  -- A code used by an order cannot be renamed or deleted (retire it with is_active).
  discount_code text references public.discount_codes (code),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Payment (13_payments.sql). Orders placed before payments existed are cash on delivery.
  payment_method text not null default 'cod'
    constraint orders_payment_method_valid check (payment_method in ('online', 'cod')),
  payment_status text not null default 'cod_due'
    constraint orders_payment_status_valid
    check (payment_status in ('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded', 'cod_due')),
  -- An online order's stock is held until then while it waits for its payment.
  payment_hold_until timestamptz,
  -- The Razorpay order created for it (receipt = our id), and the payment that paid it.
  razorpay_order_id text constraint orders_razorpay_order_id_key unique,
  razorpay_payment_id text,
  amount_paid numeric(12, 2) not null default 0 constraint orders_amount_paid_valid check (amount_paid >= 0),
  amount_refunded numeric(12, 2) not null default 0
    constraint orders_amount_refunded_valid check (amount_refunded >= 0 and amount_refunded <= amount_paid),
  -- Set when a payment needs a person: an amount that did not match, a refund that failed.
  payment_flag text constraint orders_payment_flag_length check (char_length(payment_flag) <= 1000),
  constraint orders_idempotency_key_per_user unique (user_id, idempotency_key),
  -- Who carries the parcel and its tracking number (staff_set_order_tracking, 07_staff.sql).
  courier text constraint orders_courier_length check (char_length(courier) between 2 and 60),
  tracking_number text constraint orders_tracking_number_format check (tracking_number ~ '^[A-Za-z0-9-]{4,40}$'),
  -- What people read and type: 'GG-26-7K3M9Q' (private.assign_display_number; never changes).
  display_number text not null constraint orders_display_number_key unique
);
comment on table public.orders is
  'Placed orders (docs/product.md#orders). Written only by place_order(); status and remark are updated by the shop.';

-- Order history: the user's orders newest first.
create index orders_user_created_idx on public.orders (user_id, created_at desc, id desc);
create index orders_discount_code_idx on public.orders (discount_code) where discount_code is not null;

create table public.order_items (
  order_id uuid not null references public.orders (id) on delete cascade,
  -- Sold products are deactivated, never deleted.
  product_id uuid not null references public.products (product_id),
  quantity integer not null constraint order_items_quantity_range check (quantity between 1 and 99),
  -- The selling price (discount_price) and the list price at placement.
  unit_price numeric(12, 2) not null constraint order_items_unit_price_valid check (unit_price >= 0),
  list_price numeric(12, 2) not null constraint order_items_list_price_valid check (list_price >= 0),
  subtotal numeric(12, 2) not null,
  product_name text not null,
  product_slug text not null,
  primary key (order_id, product_id),
  constraint order_items_subtotal_valid check (subtotal = unit_price * quantity)
);
comment on table public.order_items is 'Line items of an order (reviews check delivered purchases here).';

create index order_items_product_idx on public.order_items (product_id);

-- One row per order that used a code (per-user limits count these).
create table public.discount_redemptions (
  redemption_id bigint generated always as identity primary key,
  code text not null references public.discount_codes (code),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid not null constraint discount_redemptions_one_per_order unique
    constraint discount_redemptions_order_id_fkey references public.orders (id) on delete cascade,
  discount_amount numeric(12, 2) not null constraint discount_redemptions_amount_valid check (discount_amount >= 0),
  created_at timestamptz not null default now()
);
comment on table public.discount_redemptions is 'Uses of discount codes by placed orders (per-user limits count these).';

create index discount_redemptions_code_user_idx on public.discount_redemptions (code, user_id);
create index discount_redemptions_user_idx on public.discount_redemptions (user_id);

-- The server owns updated_at ('Delivered on {date of update}') and created_at.
create trigger orders_set_updated_at
  before insert or update on public.orders
  for each row execute function public.set_updated_at();

create trigger orders_display_number
  before insert or update on public.orders
  for each row execute function private.assign_display_number('GG');

-- What was sold, for how much and to whom never changes after placement: the shop moves the
-- status and the remark (and may correct the delivery address).
create or replace function private.orders_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.user_id, new.idempotency_key, new.order_details, new.subtotal, new.discount_amount,
      new.total, new.discount_code)
     is distinct from
     (old.id, old.user_id, old.idempotency_key, old.order_details, old.subtotal, old.discount_amount,
      old.total, old.discount_code) then
    raise exception using errcode = 'check_violation',
      message = 'Only the status, the remark and the delivery address of an order can change.';
  end if;
  return new;
end;
$$;

create trigger orders_guard
  before update on public.orders
  for each row execute function private.orders_guard();

create or replace function private.order_items_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'check_violation', message = 'Order line items cannot change after placement.';
end;
$$;

create trigger order_items_guard
  before update on public.order_items
  for each row execute function private.order_items_guard();

-- Checks before an order (the shared rules of shared/src/contracts; the service area is in
-- 01_profiles_and_pincodes.sql) ------------------------------------------------------------------

-- The profile's problem for ordering, or null: isProfileCompleteForOrdering (name, email, phone,
-- line1, city, state, zip present), then profilePincodeProblem (6 digits, known, serviceable).
create or replace function private.order_profile_problem(p_email text, p_name text, p_mobile text, p_address jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zip text := btrim(coalesce(p_address ->> 'zip', ''));
  v_district text;
begin
  if coalesce(btrim(p_name), '') = '' or coalesce(btrim(p_email), '') = '' or coalesce(btrim(p_mobile), '') = ''
     or coalesce(btrim(p_address ->> 'line1'), '') = '' or coalesce(btrim(p_address ->> 'city'), '') = ''
     or coalesce(btrim(p_address ->> 'state'), '') = '' or v_zip = '' then
    return 'Please complete your profile first.';
  end if;
  if v_zip !~ '^[0-9]{6}$' then
    return 'The PIN code in your profile is invalid. Please update it.';
  end if;
  select p.district into v_district from public.pincodes p where p.pincode = v_zip::char(6);
  if not found then
    return 'The PIN code in your profile is invalid. Please update it.';
  end if;
  if not private.is_serviceable_district(v_district) then
    return 'Service is unavailable for the PIN code in your profile.';
  end if;
  return null;
end;
$$;

-- 'Name, line 1, line 2, city, state PIN, country. Phone: 9876543210' (empty parts left out).
-- plpgsql, not sql: see private.service_area_districts().
create or replace function private.customer_text(p_name text, p_mobile text, p_address jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return concat_ws(', ',
           nullif(btrim(p_name), ''),
           nullif(btrim(p_address ->> 'line1'), ''),
           nullif(btrim(p_address ->> 'line2'), ''),
           nullif(btrim(p_address ->> 'city'), ''),
           nullif(btrim(concat_ws(' ', nullif(btrim(p_address ->> 'state'), ''), nullif(btrim(p_address ->> 'zip'), ''))), ''),
           nullif(btrim(p_address ->> 'country'), ''))
         || '. Phone: ' || coalesce(btrim(p_mobile), '');
end;
$$;

-- place_order -------------------------------------------------------------------------------------

-- 'Only 2 left in stock for X.' / 'X is out of stock.' (outOfStockMessage in shared/contracts).
create or replace function private.out_of_stock_message(p_name text, p_stock integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_stock > 0 then 'Only ' || p_stock || ' left in stock for ' || p_name || '.'
    else p_name || ' is out of stock.'
  end
$$;

-- What one shopper may hold unpaid. place_order bounds what one shopper may hold in unpaid orders
-- (private.is_unpaid: an online order waiting for its payment, a cash-on-delivery order the shop
-- has not confirmed). An order takes its stock
-- when it is placed, so without a bound one free account could hold a product's whole stock. At
-- most 5 units of one product across the shopper's unpaid orders and at most 5 unpaid orders
-- (UNPAID_ORDER_LIMITS of shared/src/contracts/checkout.ts); refused with PT422 (HTTP 422) and the
-- messages below.

-- unpaidUnitsLimitMessage of shared/contracts (a test keeps the two equal): p_held is what the
-- shopper's unpaid orders already hold of the product, p_max the limit.
create or replace function private.unpaid_units_message(p_name text, p_held integer, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_limit text := format('You can have at most %s units of "%s" in unpaid orders.', p_max, p_name);
begin
  if p_held <= 0 then
    return v_limit || format(' Please lower the quantity to %s.', p_max);
  end if;
  if p_held >= p_max then
    return v_limit || ' Please pay for or cancel one of those orders first.';
  end if;
  return v_limit || format(' You already have %s: lower the quantity to %s, or pay for or cancel one of those orders first.',
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
  return format('You have %s unpaid orders. Please pay for or cancel one before placing another.', p_open);
end;
$$;

-- An order holding stock unpaid (UNPAID_ORDER_STATUSES of shared/contracts): waiting for its online
-- payment, or cash on delivery not yet confirmed by the shop.
create or replace function private.is_unpaid(p_order_status text, p_payment_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_order_status in ('payment_pending', 'pending') and p_payment_status in ('pending', 'failed', 'cod_due')
$$;

-- codAboveLimitMessage of shared/contracts: '₹50,000' in Indian digit grouping.
create or replace function private.cod_above_limit_message(p_limit numeric)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return format('Cash on delivery is available for orders up to %s. Please pay online.', private.inr_grouped(p_limit));
end;
$$;

-- Answers { success: true, orderId, paymentMethod, total } (and replayed: true for a key already
-- used). p_payment_method 'online' places the order as payment_pending, holding its stock until
-- payment_hold_until (shop_settings, 13_payments.sql); 'cod' (the default, for apps without a
-- payment step) places it pending, cod_due, refused above the shop's cash-on-delivery limit.
-- Refusals raise, so nothing of a refused order remains:
--   42501 (401) guest; 22023 (400) bad parameters; P0001 (400) profile, PIN, empty cart, discount,
--   cash on delivery above the limit;
--   PT409 (409) out of stock, product withdrawn, or p_cart_items not matching the cart;
--   PT422 (422) either unpaid limit.
-- p_cart_items (optional): the [{ id, quantity }] the shopper confirmed; when given it must equal
-- the cart, so an order never holds what the shopper did not see.
-- Locks, always in this order (no deadlocks): the user's cart lock, the cart's products in
-- product-id order (FOR NO KEY UPDATE: foreign-key checks of other carts do not wait), then the
-- discount code's row. Every refusal that needs no lock (profile, PIN, empty or changed cart,
-- stock already short) is decided before the product locks. The unpaid limits are checked after
-- the shopper's lock (their orders cannot change meanwhile, except by staff moving one on, which
-- only frees room; two orders cannot both pass at the edge) and before the product locks (a
-- refused shopper never queues behind a hot product's row).
-- Generic plans (docs/adr/0008, "Throughput"): every statement is a key lookup (the user's cart,
-- profile, orders by key; products by id), so a custom plan is never better, yet plpgsql kept
-- re-planning several of them on every call: ~15 % of the function's time went to the planner.
create or replace function public.place_order(
  p_idempotency_key uuid,
  p_discount_code text default null,
  p_cart_items jsonb default null,
  p_payment_method text default 'cod'
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
  v_settings record;
  v_total numeric(14, 2);
  i integer;
begin
  if p_payment_method is null or p_payment_method not in ('online', 'cod') then
    raise exception using errcode = 'invalid_parameter_value', message = 'payment_method must be online or cod.';
  end if;
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
    return (select jsonb_build_object('success', true, 'orderId', o.id, 'replayed', true,
                                      'paymentMethod', o.payment_method, 'total', o.total,
                                      'displayNumber', o.display_number)
            from public.orders o where o.id = v_order_id);
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
  where o.user_id = v_user and private.is_unpaid(o.order_status, o.payment_status);
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
    where o.user_id = v_user and private.is_unpaid(o.order_status, o.payment_status)
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

  v_total := v_subtotal - v_discount_amount;
  -- PAYMENT_DEFAULTS of shared/contracts when the settings row is missing.
  select coalesce(max(s.cod_limit_rupees), 50000) as cod_limit_rupees, coalesce(max(s.payment_hold_minutes), 15) as payment_hold_minutes
  into v_settings from private.shop_settings s;
  if p_payment_method = 'cod' and v_total > v_settings.cod_limit_rupees then
    raise exception using errcode = 'P0001', message = private.cod_above_limit_message(v_settings.cod_limit_rupees);
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
                             total, discount_code, order_status, payment_method, payment_status, payment_hold_until)
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
    v_subtotal, v_discount_amount, v_total, v_discount.code,
    case p_payment_method when 'online' then 'payment_pending' else 'pending' end,
    p_payment_method,
    case p_payment_method when 'online' then 'pending' else 'cod_due' end,
    case p_payment_method when 'online' then v_now + make_interval(mins => v_settings.payment_hold_minutes) end;

  insert into public.order_items (order_id, product_id, quantity, unit_price, list_price, subtotal, product_name, product_slug)
  select v_order_id, x.id, x.quantity, x.unit, x.list, x.unit * x.quantity, x.name, x.slug
  from unnest(v_ids, v_qty, v_unit, v_list, v_names, v_slugs, v_active) as x(id, quantity, unit, list, name, slug, active)
  where x.active;

  if v_discount.is_valid then
    update public.discount_codes d set times_used = d.times_used + 1 where d.code = v_discount.code;
    insert into public.discount_redemptions (code, user_id, order_id, discount_amount)
    values (v_discount.code, v_user, v_order_id, v_discount_amount);
    perform private.price_match_ordered(v_discount.code, v_order_id);
  end if;

  delete from public.cart_items c where c.user_id = v_user;

  return jsonb_build_object('success', true, 'orderId', v_order_id, 'paymentMethod', p_payment_method, 'total', v_total,
                            'displayNumber', (select o.display_number from public.orders o where o.id = v_order_id));
end;
$$;
comment on function public.place_order(uuid, text, jsonb, text) is
  'Places the caller''s cart as an order (profile, PIN, stock, prices, discount, unpaid limits, payment method checked in the database); idempotent per key.';

-- get_user_orders ---------------------------------------------------------------------------------

-- A single object { orders, totalCount } for one page of the caller's orders, newest
-- first. p_status_group 'active' (payment_pending, pending, processing, shipped, out for delivery,
-- failed) or 'completed' (delivered, cancelled, payment_expired) picks a tab; p_search matches the start of the order id, a
-- product name or the status (case-insensitive). totalCount counts the filtered orders.
create or replace function public.get_user_orders(
  p_page_number integer default 1,
  p_page_size integer default 5,
  p_status_group text default null,
  p_search text default null
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_statuses text[];
  v_pattern text;
  v_total integer;
  v_orders jsonb;
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'Please log in';
  end if;
  if p_page_number is null or p_page_number < 1 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_number must be 1 or more';
  end if;
  if p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_size must be between 1 and 100';
  end if;
  v_statuses := case lower(btrim(coalesce(p_status_group, '')))
    when '' then null
    when 'active' then array['payment_pending', 'pending', 'processing', 'shipped', 'out for delivery', 'failed']
    when 'completed' then array['delivered', 'cancelled', 'payment_expired']
  end;
  if v_statuses is null and coalesce(btrim(p_status_group), '') <> '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_status_group must be active or completed';
  end if;
  if nullif(btrim(p_search), '') is not null then
    -- LIKE wildcards typed by the shopper are literal.
    v_pattern := replace(replace(replace(lower(left(btrim(p_search), 100)), '\', '\\'), '%', '\%'), '_', '\_');
  end if;

  with matching as (
    select o.*
    from public.orders o
    where o.user_id = v_user
      and (v_statuses is null or o.order_status = any (v_statuses))
      and (v_pattern is null
           or o.id::text like v_pattern || '%'
           or lower(o.display_number) like '%' || v_pattern || '%'
           or o.order_status like '%' || v_pattern || '%'
           or exists (select 1 from public.order_items i
                      where i.order_id = o.id and lower(i.product_name) like '%' || v_pattern || '%'))
  ), page as (
    select * from matching m
    order by m.created_at desc, m.id desc
    limit p_page_size offset (p_page_number - 1)::bigint * p_page_size
  )
  select (select count(*) from matching)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id,
           'user_id', pg.user_id,
           'order_status', pg.order_status,
           'created_at', pg.created_at,
           'updated_at', pg.updated_at,
           'remark', pg.remark,
           'order_details', pg.order_details,
           'customer', pg.customer,
           'payment_method', pg.payment_method,
           'payment_status', pg.payment_status,
           'payment_hold_until', pg.payment_hold_until,
           'amount_paid', pg.amount_paid,
           'amount_refunded', pg.amount_refunded,
           'courier', pg.courier,
           'tracking_number', pg.tracking_number,
           'display_number', pg.display_number
         ) order by pg.created_at desc, pg.id desc), '[]'::jsonb)
  into v_total, v_orders
  from page pg;

  return jsonb_build_object('orders', v_orders, 'totalCount', v_total);
end;
$$;
comment on function public.get_user_orders(integer, integer, text, text) is
  'One page of the caller''s orders, newest first: { orders, totalCount }; optional tab (active/completed) and search.';

-- Row-level security and privileges ------------------------------------------------------------
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.discount_redemptions enable row level security;

create policy "Users read their own orders" on public.orders
  for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Users read their own order items" on public.order_items
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_items.order_id and o.user_id = (select auth.uid())));
-- A shopper may see their own redemptions (which codes they used); codes stay hidden.
create policy "Users read their own redemptions" on public.discount_redemptions
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default privileges grant everything to the API roles: read-only, own rows, here.
revoke all on table public.orders, public.order_items, public.discount_redemptions from anon, authenticated;
grant select on table public.orders, public.order_items, public.discount_redemptions to authenticated;
grant all on table public.orders, public.order_items, public.discount_redemptions to service_role;

revoke all on function private.orders_guard(), private.order_items_guard(),
  private.order_profile_problem(text, text, text, jsonb), private.customer_text(text, text, jsonb),
  private.out_of_stock_message(text, integer), private.unpaid_units_message(text, integer, integer),
  private.unpaid_orders_message(integer), private.is_unpaid(text, text), private.cod_above_limit_message(numeric)
  from public, anon, authenticated;

revoke all on function public.place_order(uuid, text, jsonb, text),
  public.get_user_orders(integer, integer, text, text)
  from public, anon;
grant execute on function public.place_order(uuid, text, jsonb, text),
  public.get_user_orders(integer, integer, text, text)
  to authenticated, service_role;
