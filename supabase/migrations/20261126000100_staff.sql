-- Staff: the shop's own people (the roles are guest, shopper and staff). One table lists them and
-- one function, is_staff(), answers "is the caller staff?" for every policy and staff-only
-- function (review moderation, repair notes, request statuses, offers), so the rule lives in one
-- place. Who is staff is managed with the service role (the dashboard or a migration), never
-- through the API.

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.staff is 'Users with staff powers; read by is_staff(), written with the service role only.';

alter table public.staff enable row level security;

-- A signed-in user may see whether they themselves are staff (the shell can show staff links);
-- nobody lists the staff through the API.
create policy "Staff see their own row" on public.staff
  for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.staff from anon, authenticated;
grant select on table public.staff to authenticated;
grant all on table public.staff to service_role;

-- Security definer so it answers the same inside any policy, whatever the caller may read; stable
-- and parameterless, so a policy's `(select public.is_staff())` is evaluated once per statement.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = (select auth.uid()))
$$;
comment on function public.is_staff() is 'True when the caller (auth.uid()) is listed in public.staff.';

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;
