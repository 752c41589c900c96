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

-- The server owns the timestamps: a client-sent updated_at (the app sends one) or created_at is
-- replaced, so they can be trusted.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

create trigger user_profiles_set_updated_at
  before insert or update on public.user_profiles
  for each row execute function public.set_updated_at();

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
revoke all on table public.user_profiles from anon;
grant select, insert, update, delete on table public.user_profiles to authenticated;
grant all on table public.user_profiles to service_role;
