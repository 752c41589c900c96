-- Service requests: device repair, console game loading and price-match discount requests
-- (docs/product.md#repair-requests, #game-loading, #price-match-requests). Their statuses move
-- only through the staff console (07_staff.sql) and their lifecycle (events, e-mails) is in
-- 11_lifecycle_and_mail.sql.

-- Repair requests ----------------------------------------------------------------------------------
-- Repair requests (docs/product.md#repair-requests): the client inserts into repairrequests
-- (user_id, status, product_type, product_description, shipping_address) and reads
-- get_user_repair_requests; the database decides everything that matters:
--   * the owner is the caller, the status is 'pending', the id and both timestamps are the
--     server's, whatever the client sends (a different user or status is refused with a 4xx);
--   * the device type is one of the nine the form offers and the texts have a length;
--   * the caller's profile must be complete and its PIN code in the service area (the same rule
--     and messages as an order: private.order_profile_problem, shared/contracts pincode.ts);
--   * the shipping address is copied from that profile (the pickup goes where the profile says,
--     not where a client claims);
--   * at most 10 requests an hour per shopper (the flood limit of the other services);
--   * notes, remark, technician and estimated_completion are the shop's: only staff
--     (public.is_staff()) set or change them; the status moves only through staff_transition().

create table public.repairrequests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending'
    constraint repairrequests_status_valid
    check (status in ('pending', 'received', 'diagnosing', 'repairing', 'completed', 'cancelled')),
  creation_date timestamptz not null default now(),
  estimated_completion timestamptz,
  updated_at timestamptz not null default now(),
  -- REPAIR.deviceTypes of shared/src/constants/spec.ts (a test keeps the two lists equal).
  product_type text not null
    constraint repairrequests_product_type_valid
    check (product_type in ('ps5', 'ps4', 'ps3', 'xbox-series-x', 'xbox-series-s', 'nintendo-switch',
                            'gaming-pc', 'gaming-laptop', 'other')),
  -- '{model} - {issue}' (REPAIR_LIMITS.productDescription of shared/src/contracts/repair.ts).
  product_description text not null
    constraint repairrequests_description_length check (char_length(btrim(product_description)) between 1 and 2200),
  -- Technician notes, additional information / tracking, the technician's name (staff only).
  notes text constraint repairrequests_notes_length check (char_length(notes) <= 2000),
  remark text constraint repairrequests_remark_length check (char_length(remark) <= 2000),
  technician text constraint repairrequests_technician_length check (char_length(technician) <= 100),
  -- { name, email, phone, address: { line1, line2, city, state, zip, country } }, from the profile.
  shipping_address jsonb not null
    constraint repairrequests_shipping_address_object check (jsonb_typeof(shipping_address) = 'object'),
  -- What people read and type: 'GG-26-7K3M9Q' (private.assign_display_number; never changes).
  display_number text not null constraint repairrequests_display_number_key unique
);
comment on table public.repairrequests is
  'Repair requests (docs/product.md#repair-requests). Customers insert pending requests for themselves; staff move the status and write notes, remark, technician and estimated completion.';

-- Repair history: the user's requests newest first.
create index repairrequests_user_created_idx on public.repairrequests (user_id, creation_date desc, id desc);

-- The refusals of an insert through the API. A description of invisible characters only is
-- 'Description required'. The flood limit: at most 10 requests an hour per shopper, counted under
-- the per-shopper, per-service transaction lock of the game load and discount requests (parallel
-- inserts cannot pass it together), refused with PT429 (HTTP 429) and the same message shape; a
-- refused insert writes nothing, so it has no event and no e-mail. Seeds and the service role (no
-- end user) are not limited.
-- Security definer: it reads the caller's profile and e-mail (auth.users) and the private
-- service-area helpers, which API roles may not call. It takes the caller from auth.uid().
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

create trigger repairrequests_before_insert
  before insert on public.repairrequests
  for each row execute function private.repairrequests_before_insert();

-- Updates are staff's (the policy below); who asked, when, and for what device never change, and
-- the server stamps updated_at.
create or replace function private.repairrequests_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id
     or new.creation_date is distinct from old.creation_date then
    raise exception using errcode = 'check_violation',
      message = 'A repair request''s id, owner and creation date cannot change.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger repairrequests_before_update
  before update on public.repairrequests
  for each row execute function private.repairrequests_before_update();

-- A single object { requests, totalCount } for one page of the caller's requests, newest
-- first. p_page_size is capped at 50; p_search matches the start of the id or the display number (a leading '#' is
-- ignored) or any part of the description, case-insensitively; totalCount counts the matches.
create or replace function public.get_user_repair_requests(
  p_page_number integer default 1,
  p_page_size integer default 5,
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
  v_size integer;
  v_pattern text;
  v_total integer;
  v_requests jsonb;
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'Login required.';
  end if;
  if p_page_number is null or p_page_number < 1 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_number must be 1 or more';
  end if;
  if p_page_size is null or p_page_size < 1 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_size must be 1 or more';
  end if;
  v_size := least(p_page_size, 50);
  if nullif(btrim(ltrim(btrim(coalesce(p_search, '')), '#')), '') is not null then
    -- LIKE wildcards typed by the customer are literal.
    v_pattern := replace(replace(replace(lower(left(btrim(ltrim(btrim(p_search), '#')), 100)), '\', '\\'),
                                 '%', '\%'), '_', '\_');
  end if;

  with matching as (
    select r.*
    from public.repairrequests r
    where r.user_id = v_user
      and (v_pattern is null
           or r.id::text like v_pattern || '%'
           or lower(r.display_number) like '%' || v_pattern || '%'
           or lower(r.product_description) like '%' || v_pattern || '%')
  ), page as (
    select * from matching m
    order by m.creation_date desc, m.id desc
    limit v_size offset (p_page_number - 1)::bigint * v_size
  )
  select (select count(*) from matching)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id,
           'display_number', pg.display_number,
           'user_id', pg.user_id,
           'status', pg.status,
           'creation_date', pg.creation_date,
           'estimated_completion', pg.estimated_completion,
           'updated_at', pg.updated_at,
           'product_type', pg.product_type,
           'product_description', pg.product_description,
           'notes', pg.notes,
           'remark', pg.remark,
           'technician', pg.technician,
           'shipping_address', pg.shipping_address
         ) order by pg.creation_date desc, pg.id desc), '[]'::jsonb)
  into v_total, v_requests
  from page pg;

  return jsonb_build_object('requests', v_requests, 'totalCount', v_total);
end;
$$;
comment on function public.get_user_repair_requests(integer, integer, text) is
  'One page of the caller''s repair requests, newest first: { requests, totalCount }; optional search by id start or description.';

alter table public.repairrequests enable row level security;

create policy "Users read their own repair requests" on public.repairrequests
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_staff()));
create policy "Users create their own repair requests" on public.repairrequests
  for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Staff update repair requests" on public.repairrequests
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- Shoppers insert (checked by the trigger) and read; staff write their columns, never the status
-- (staff_transition() does, with its event and e-mail).
revoke all on table public.repairrequests from anon, authenticated;
grant select, insert on table public.repairrequests to authenticated;
grant update (estimated_completion, notes, remark, technician, shipping_address)
  on table public.repairrequests to authenticated;
grant all on table public.repairrequests to service_role;

revoke all on function private.repairrequests_before_insert(), private.repairrequests_before_update()
  from public, anon, authenticated;

revoke all on function public.get_user_repair_requests(integer, integer, text) from public, anon;
grant execute on function public.get_user_repair_requests(integer, integer, text) to authenticated, service_role;

-- Game load and product discount requests ------------------------------------------------------------
-- Game load and product discount requests (docs/product.md#game-loading, #price-match-requests).
--
-- Customers read their own requests; nobody writes them through the tables except staff, who set
-- the staff-only remark / remarks and nothing else (the status and the offered price move through
-- staff_transition() and staff_send_discount_offer()). A request is created only through
-- create_game_load_request() / create_product_discount_request() (security definer, the user from
-- auth.uid(), called by the edge functions as the user), which re-check every rule of the forms
-- with their messages, require a complete profile, compute the game load price from the
-- price table whatever the client sent, and hold a per-user flood limit of 10 requests an hour
-- per service (PT429 -> HTTP 429). Status starts pending; the database owns the timestamps.
--
-- History: get_user_game_load_requests / get_user_product_discount_requests (p_page_number,
-- p_page_size) answer one row { requests, totalCount } (error only when something is wrong),
-- newest first, the page size capped at 50.

create table public.game_load_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  console_type text not null constraint game_load_requests_console check (console_type in ('PS4', 'PS5')),
  available_storage numeric(7, 2) not null
    constraint game_load_requests_storage check (available_storage between 1 and 16000),
  storage_unit text not null default 'GB' constraint game_load_requests_unit check (storage_unit in ('GB', 'TB')),
  games_list text[] not null constraint game_load_requests_games check (
    cardinality(games_list) between 1 and 10
    and array_position(games_list, null) is null
  ),
  storage_addon_added boolean not null default false,
  price_details jsonb not null,
  status text not null default 'pending'
    constraint game_load_requests_status check (status in ('pending', 'in-progress', 'completed', 'cancelled')),
  remark text constraint game_load_requests_remark_length check (char_length(remark) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What people read and type: 'GG-26-7K3M9Q' (private.assign_display_number; never changes).
  display_number text not null constraint game_load_requests_display_number_key unique
);
comment on table public.game_load_requests is
  'Game load requests. Read own rows; created by create_game_load_request(); staff set status and remark.';

create index game_load_requests_user_created_idx on public.game_load_requests (user_id, created_at desc, id desc);

create table public.product_discount_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  product_type text not null
    constraint product_discount_requests_type check (product_type in ('PC Parts', 'Laptops', 'Computer Accessories', 'Consoles')),
  ecom_site text not null constraint product_discount_requests_site check (ecom_site in (
    'Amazon.in', 'Flipkart.in', 'Croma', 'Reliance Digital', 'Vijay Sales', 'MD Computers', 'PrimeABGB', 'Vedant Computers'
  )),
  product_url text not null
    constraint product_discount_requests_url check (char_length(product_url) between 15 and 2048 and product_url ~* '^https?://'),
  current_price numeric(12, 2) not null
    constraint product_discount_requests_price check (current_price between 100 and 10000000),
  our_price numeric(12, 2) constraint product_discount_requests_offer check (our_price > 0),
  status text not null default 'pending' constraint product_discount_requests_status check (
    status in ('pending', 'offer_sent', 'approved', 'rejected', 'ordered')
  ),
  remarks text constraint product_discount_requests_remarks_length check (char_length(remarks) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The offer (staff_send_discount_offer): our product it is for, the shopper's personal code for
  -- one unit at our_price, and until when it holds; the order that used it.
  product_id uuid constraint product_discount_requests_product_id_fkey references public.products (product_id),
  offer_code text constraint product_discount_requests_offer_code_fkey references public.discount_codes (code),
  offer_expires_at timestamptz,
  order_id uuid constraint product_discount_requests_order_id_fkey references public.orders (id) on delete set null,
  -- What people read and type: 'GG-26-7K3M9Q' (private.assign_display_number; never changes).
  display_number text not null constraint product_discount_requests_display_number_key unique
);
comment on table public.product_discount_requests is
  'Price-match discount requests. Read own rows; created by create_product_discount_request(); staff set status, remarks and our_price.';

create index product_discount_requests_user_created_idx
  on public.product_discount_requests (user_id, created_at desc, id desc);

-- Guards: staff change only their columns; the database owns the timestamps.
create or replace function private.game_load_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := new.created_at;
    return new;
  end if;
  if (new.id, new.user_id, new.console_type, new.available_storage, new.storage_unit, new.games_list,
      new.storage_addon_added, new.price_details, new.created_at)
     is distinct from
     (old.id, old.user_id, old.console_type, old.available_storage, old.storage_unit, old.games_list,
      old.storage_addon_added, old.price_details, old.created_at) then
    raise exception using errcode = 'check_violation',
      message = 'Only the status and the remark of a game load request can change.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger game_load_requests_guard
  before insert or update on public.game_load_requests
  for each row execute function private.game_load_requests_guard();

create or replace function private.product_discount_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := new.created_at;
    return new;
  end if;
  if (new.id, new.user_id, new.product_type, new.ecom_site, new.product_url, new.current_price, new.created_at)
     is distinct from
     (old.id, old.user_id, old.product_type, old.ecom_site, old.product_url, old.current_price, old.created_at) then
    raise exception using errcode = 'check_violation',
      message = 'Only the status, the remarks and the offer of a discount request can change.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger product_discount_requests_guard
  before insert or update on public.product_discount_requests
  for each row execute function private.product_discount_requests_guard();

-- Helpers ----------------------------------------------------------------------------------------

-- The price table (docs/product.md#game-loading): PS4 6999 + 2499 add-on, PS5 9999 + 5999; with
-- no console, PS5.
create or replace function private.game_load_price(p_console_type text, p_add_storage boolean)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with p as (
    select case when p_console_type = 'PS4' then 6999 else 9999 end as base,
           case when coalesce(p_add_storage, false)
                then case when p_console_type = 'PS4' then 2499 else 5999 end
                else 0 end as addon
  )
  select jsonb_build_object('base', p.base, 'addon', p.addon, 'total', p.base + p.addon) from p
$$;

-- 'Please complete your profile first.' unless the caller's profile has name, e-mail, phone and
-- address line 1, city, state and PIN code (complete: docs/product.md#profile-and-pin-codes).
create or replace function private.require_complete_service_profile(p_user uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (
    select 1
    from public.user_profiles p
    join auth.users u on u.id = p.user_id
    where p.user_id = p_user
      and coalesce(btrim(u.email), '') <> ''
      and coalesce(btrim(p.name), '') <> ''
      and coalesce(btrim(p.mobile), '') <> ''
      and coalesce(btrim(p.address ->> 'line1'), '') <> ''
      and coalesce(btrim(p.address ->> 'city'), '') <> ''
      and coalesce(btrim(p.address ->> 'state'), '') <> ''
      and coalesce(btrim(p.address ->> 'zip'), '') <> ''
  ) then
    raise exception using errcode = 'P0001', message = 'Please complete your profile first.';
  end if;
end;
$$;

-- The flood limit: at most p_limit requests of one kind per user in the last hour. The caller
-- holds the per-user, per-service transaction lock taken here, so two parallel requests cannot
-- both pass at the limit.
create or replace function private.check_service_request_rate(p_user uuid, p_service text, p_recent integer, p_limit integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_recent >= p_limit then
    raise exception using errcode = 'PT429',
      message = format('Too many %s requests. You can send up to %s an hour; please try again later.', p_service, p_limit);
  end if;
end;
$$;

-- The per-user, per-service transaction lock the flood limit is counted under.
create or replace function private.lock_service_requests(p_user uuid, p_service text)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('service_requests:' || p_service), hashtext(p_user::text))
$$;

-- create_game_load_request ---------------------------------------------------------------------------
-- The form's rules with their messages, in the form's order: console, storage, unit, games.
-- p_games: titles; blank entries are dropped (the submission payload's rule), each stripped of
-- invisible characters (private.strip_invisible) and trimmed before the blank and length checks.
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
  -- The column keeps two decimals: more would be rounded away without a word.
  if p_available_storage <> round(p_available_storage, 2) then
    perform private.invalid('Storage can have at most 2 decimal places.');
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

-- create_product_discount_request ---------------------------------------------------------------------

-- True when the URL's host is the chosen site's (or one of its subdomains / short-link hosts).
create or replace function private.discount_url_matches_site(p_url text, p_site text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  with h as (
    select lower(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')) as host
  )
  select coalesce(
    case p_site
      when 'Amazon.in' then h.host ~ '(^|\.)(amazon\.in|amzn\.in)$'
      when 'Flipkart.in' then h.host ~ '(^|\.)(flipkart\.com|flipkart\.in|fkrt\.it)$'
      when 'Croma' then h.host ~ '(^|\.)croma\.com$'
      when 'Reliance Digital' then h.host ~ '(^|\.)reliancedigital\.in$'
      when 'Vijay Sales' then h.host ~ '(^|\.)vijaysales\.com$'
      when 'MD Computers' then h.host ~ '(^|\.)mdcomputers\.in$'
      when 'PrimeABGB' then h.host ~ '(^|\.)primeabgb\.com$'
      when 'Vedant Computers' then h.host ~ '(^|\.)vedantcomputers\.com$'
      else false
    end, false)
  from h
$$;

create or replace function public.create_product_discount_request(
  p_product_type text,
  p_ecom_site text,
  p_product_url text,
  p_current_price numeric
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in to submit a request.');
  v_url text := btrim(coalesce(p_product_url, ''));
  v_recent integer;
  v_id uuid;
begin
  if p_product_type is null or p_product_type not in ('PC Parts', 'Laptops', 'Computer Accessories', 'Consoles') then
    perform private.invalid('Please select a product type.');
  end if;
  if p_ecom_site is null or p_ecom_site not in ('Amazon.in', 'Flipkart.in', 'Croma', 'Reliance Digital', 'Vijay Sales',
                                                  'MD Computers', 'PrimeABGB', 'Vedant Computers') then
    perform private.invalid('Please select the E-commerce site.');
  end if;
  if v_url !~* '^https?://[^/?#\s]+\.[^/?#\s]+' or v_url ~ '\s' or char_length(v_url) > 2048 then
    perform private.invalid('Please enter a valid product URL.');
  end if;
  if char_length(v_url) < 15 then
    perform private.invalid('URL seems too short.');
  end if;
  if not private.discount_url_matches_site(v_url, p_ecom_site) then
    perform private.invalid(format('This link is not from %s. Please paste the product link from the site you selected.', p_ecom_site));
  end if;
  if p_current_price is null then
    perform private.invalid('Current price is required.');
  end if;
  if p_current_price <= 0 then
    perform private.invalid('Price must be a positive number.');
  end if;
  if p_current_price < 100 then
    perform private.invalid('Price must be at least Rs. 100.');
  end if;
  if p_current_price > 10000000 then
    perform private.invalid('Price seems too high. Please check the value.');
  end if;

  perform private.require_complete_service_profile(v_user);

  perform private.lock_service_requests(v_user, 'product_discount');
  select count(*) into v_recent from public.product_discount_requests r
  where r.user_id = v_user and r.created_at > now() - interval '1 hour';
  perform private.check_service_request_rate(v_user, 'discount', v_recent, 10);

  insert into public.product_discount_requests (user_id, product_type, ecom_site, product_url, current_price)
  values (v_user, p_product_type, p_ecom_site, v_url, round(p_current_price, 2))
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.create_product_discount_request(text, text, text, numeric) is
  'Files a pending discount request for the caller (complete profile, the rules of docs/product.md#price-match-requests, 10 an hour); answers its id.';

-- Buy at the offered price -----------------------------------------------------------------------------

-- 'Buy at ₹X': puts one unit of the offer's product in the caller's cart (a line already there stays
-- as it is) and answers the personal code the cart applies. Only the request's own shopper, while
-- the offer is open; the code itself is checked again when the order is placed.
create or replace function public.add_price_match_to_cart(p_request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in to buy at the offered price.');
  v_request public.product_discount_requests;
begin
  perform private.lock_user_cart(v_user);
  select * into v_request from public.product_discount_requests r
  where r.id = p_request_id and r.user_id = v_user;
  if not found or v_request.offer_code is null then
    raise exception using errcode = 'PT404', message = 'This offer was not found.';
  end if;
  if v_request.status = 'ordered' then
    raise exception using errcode = 'PT409', message = 'You have already ordered at this price.';
  end if;
  if v_request.status not in ('offer_sent', 'approved') or v_request.offer_expires_at <= now() then
    raise exception using errcode = 'PT409', message = 'This offer has expired.';
  end if;
  if not exists (select 1 from public.products p where p.product_id = v_request.product_id and p.is_active) then
    raise exception using errcode = 'PT409', message = 'The product of this offer is no longer available.';
  end if;
  insert into public.cart_items (user_id, product_id, quantity)
  values (v_user, v_request.product_id, 1)
  on conflict (user_id, product_id) do nothing;
  return jsonb_build_object('code', v_request.offer_code, 'productId', v_request.product_id);
end;
$$;
comment on function public.add_price_match_to_cart(uuid) is
  'The caller''s open price-match offer: its product into the cart (one unit), answers { code, productId } for the cart to apply.';

-- History ------------------------------------------------------------------------------------------

create or replace function public.get_user_game_load_requests(
  p_page_number integer default 1,
  p_page_size integer default 5
)
returns table (requests jsonb, "totalCount" integer, error text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'Please log in';
  end if;
  if p_page_number is null or p_page_number < 1 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_number must be 1 or more';
  end if;
  if p_page_size is null or p_page_size < 1 or p_page_size > 50 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_size must be between 1 and 50';
  end if;
  return query
  with mine as (
    select r.* from public.game_load_requests r where r.user_id = v_user
  ), page as (
    select * from mine m
    order by m.created_at desc, m.id desc
    limit p_page_size offset (p_page_number - 1)::bigint * p_page_size
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id,
           'display_number', pg.display_number,
           'console_type', pg.console_type,
           'available_storage', pg.available_storage,
           'storage_unit', pg.storage_unit,
           'games_list', to_jsonb(pg.games_list),
           'storage_addon_added', pg.storage_addon_added,
           'remark', pg.remark,
           'status', pg.status,
           'created_at', pg.created_at,
           'price_details', pg.price_details
         ) order by pg.created_at desc, pg.id desc), '[]'::jsonb),
         (select count(*) from mine)::integer,
         null::text
  from page pg;
end;
$$;
comment on function public.get_user_game_load_requests(integer, integer) is
  'One page of the caller''s game load requests, newest first: one row { requests, totalCount, error }.';

create or replace function public.get_user_product_discount_requests(
  p_page_number integer default 1,
  p_page_size integer default 5
)
returns table (requests jsonb, "totalCount" integer, error text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'Please log in';
  end if;
  if p_page_number is null or p_page_number < 1 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_number must be 1 or more';
  end if;
  if p_page_size is null or p_page_size < 1 or p_page_size > 50 then
    raise exception using errcode = 'invalid_parameter_value', message = 'p_page_size must be between 1 and 50';
  end if;
  return query
  with mine as (
    select r.* from public.product_discount_requests r where r.user_id = v_user
  ), page as (
    select * from mine m
    order by m.created_at desc, m.id desc
    limit p_page_size offset (p_page_number - 1)::bigint * p_page_size
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id,
           'display_number', pg.display_number,
           'product_type', pg.product_type,
           'ecom_site', pg.ecom_site,
           'product_url', pg.product_url,
           'current_price', pg.current_price,
           'our_price', pg.our_price,
           'remarks', pg.remarks,
           'status', pg.status,
           'created_at', pg.created_at,
           -- The offer's personal price (docs/product.md#price-match-requests): 'Buy at ₹X' while
           -- it is open. The same fields as the table read with offer_product:products(name, slug).
           'product_id', pg.product_id,
           'offer_code', pg.offer_code,
           'offer_expires_at', pg.offer_expires_at,
           'order_id', pg.order_id,
           'offer_product', (select jsonb_build_object('name', p.name, 'slug', p.slug)
                             from public.products p where p.product_id = pg.product_id)
         ) order by pg.created_at desc, pg.id desc), '[]'::jsonb),
         (select count(*) from mine)::integer,
         null::text
  from page pg;
end;
$$;
comment on function public.get_user_product_discount_requests(integer, integer) is
  'One page of the caller''s discount requests, newest first: one row { requests, totalCount, error }.';

-- Row-level security and privileges ------------------------------------------------------------
alter table public.game_load_requests enable row level security;
alter table public.product_discount_requests enable row level security;

create policy "Users read their own game load requests" on public.game_load_requests
  for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Staff read game load requests" on public.game_load_requests
  for select to authenticated
  using ((select public.is_staff()));
create policy "Staff update game load requests" on public.game_load_requests
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
create policy "Users read their own discount requests" on public.product_discount_requests
  for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Staff read discount requests" on public.product_discount_requests
  for select to authenticated
  using ((select public.is_staff()));
create policy "Staff update discount requests" on public.product_discount_requests
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

revoke all on table public.game_load_requests, public.product_discount_requests from anon, authenticated;
grant select on table public.game_load_requests, public.product_discount_requests to authenticated;
-- Staff write only their columns (the guards refuse any other change, and RLS any non-staff).
grant update (remark) on table public.game_load_requests to authenticated;
grant update (remarks) on table public.product_discount_requests to authenticated;
grant all on table public.game_load_requests, public.product_discount_requests to service_role;

revoke all on function private.game_load_requests_guard(), private.product_discount_requests_guard(),
  private.game_load_price(text, boolean), private.require_complete_service_profile(uuid),
  private.check_service_request_rate(uuid, text, integer, integer), private.lock_service_requests(uuid, text),
  private.discount_url_matches_site(text, text)
  from public, anon, authenticated;

revoke all on function public.create_game_load_request(text, numeric, text, jsonb, boolean),
  public.create_product_discount_request(text, text, text, numeric),
  public.add_price_match_to_cart(uuid),
  public.get_user_game_load_requests(integer, integer),
  public.get_user_product_discount_requests(integer, integer)
  from public, anon;
grant execute on function public.create_game_load_request(text, numeric, text, jsonb, boolean),
  public.create_product_discount_request(text, text, text, numeric),
  public.add_price_match_to_cart(uuid),
  public.get_user_game_load_requests(integer, integer),
  public.get_user_product_discount_requests(integer, integer)
  to authenticated, service_role;

-- Display numbers (00_roles_and_extensions.sql): RP- repairs, GL- game loads, PM- price matches.
create trigger repairrequests_display_number
  before insert or update on public.repairrequests
  for each row execute function private.assign_display_number('RP');
create trigger game_load_requests_display_number
  before insert or update on public.game_load_requests
  for each row execute function private.assign_display_number('GL');
create trigger product_discount_requests_display_number
  before insert or update on public.product_discount_requests
  for each row execute function private.assign_display_number('PM');
