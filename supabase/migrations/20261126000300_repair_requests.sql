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
--   * notes, remark, technician, estimated_completion and status are the shop's: only staff
--     (public.is_staff()) set or change them.

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
    constraint repairrequests_shipping_address_object check (jsonb_typeof(shipping_address) = 'object')
);
comment on table public.repairrequests is
  'Repair requests (docs/product.md#repair-requests). Customers insert pending requests for themselves; staff move the status and write notes, remark, technician and estimated completion.';

-- Repair history: the user's requests newest first.
create index repairrequests_user_created_idx on public.repairrequests (user_id, creation_date desc, id desc);

-- The refusals of an insert through the API ------------------------------------------------------

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
  if coalesce(btrim(new.product_description), '') = '' then
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

-- get_user_repair_requests -------------------------------------------------------------------------

-- A single object { requests, totalCount } for one page of the caller's requests, newest
-- first. p_page_size is capped at 50; p_search matches the start of the id (a leading '#' is
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
           or lower(r.product_description) like '%' || v_pattern || '%')
  ), page as (
    select * from matching m
    order by m.creation_date desc, m.id desc
    limit v_size offset (p_page_number - 1)::bigint * v_size
  )
  select (select count(*) from matching)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id,
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

-- Row-level security and privileges ------------------------------------------------------------

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

revoke all on table public.repairrequests from anon, authenticated;
grant select, insert on table public.repairrequests to authenticated;
grant update (status, estimated_completion, notes, remark, technician, shipping_address)
  on table public.repairrequests to authenticated;
grant all on table public.repairrequests to service_role;

revoke all on function private.repairrequests_before_insert(), private.repairrequests_before_update()
  from public, anon, authenticated;

revoke all on function public.get_user_repair_requests(integer, integer, text) from public, anon;
grant execute on function public.get_user_repair_requests(integer, integer, text) to authenticated, service_role;
