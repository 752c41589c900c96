-- Delivery estimate (docs/product.md#catalogue-and-search, "Delivery date"): the date a shopper
-- may expect an order placed now, shown before they buy (product page, cart) for a PIN code.
--
-- A PIN code is deliverable when it is known (public.pincodes) and its district is in the service
-- area (private.is_serviceable_district, the rule orders use). Its zone is the delivery_zones row
-- naming its district (the district equals or contains the name, any case; the longest name wins,
-- so 'Navi Mumbai' is metro, not Mumbai's same city); a serviceable district no zone names is in
-- the 'rest' zone. The zones' rows (days per zone) are reference data, inserted by the migration
-- that created the table.
--
-- Dates are India time: an order before the 14:00 cut-off is dispatched that day, later the next
-- day; the zone's days are then counted from the dispatch day, Sundays not counted (no deliveries
-- on Sundays).

create table public.delivery_zones (
  zone text primary key constraint delivery_zones_zone_valid check (zone in ('same_city', 'metro', 'rest')),
  -- Delivery days after dispatch, Sundays not counted.
  days integer not null constraint delivery_zones_days_valid check (days between 1 and 30),
  -- District names of the zone (matched as above); empty for 'rest', the zone of every other
  -- serviceable district.
  districts text[] not null default '{}'
    constraint delivery_zones_districts_count check (cardinality(districts) <= 50)
);
comment on table public.delivery_zones is
  'Delivery zones of the service area: days after dispatch (Sundays not counted) and the districts named for each.';

alter table public.delivery_zones enable row level security;

create policy "Delivery zones are public" on public.delivery_zones
  for select to anon, authenticated
  using (true);

-- Reference data: read-only for the apps.
revoke all on table public.delivery_zones from anon, authenticated;
grant select on table public.delivery_zones to anon, authenticated;
grant all on table public.delivery_zones to service_role;

-- { deliverable, pincode, district, zone, deliverBy ('YYYY-MM-DD', India date, or null),
--   cutoffPassed }. Not 6 digits: 22023 (PostgREST answers 400), as lookup_pincode.
-- p_now is the moment of the question (tests pass one; the apps leave it to now()).
-- Security definer: the service-area rule is a private function the API roles cannot execute.
create or replace function public.delivery_estimate(p_pincode text, p_now timestamptz default now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_local timestamp := coalesce(p_now, now()) at time zone 'Asia/Kolkata';
  v_cutoff_passed boolean := v_local::time >= time '14:00';
  v_district text;
  v_zone text;
  v_days integer;
  v_day date;
  v_left integer;
begin
  if p_pincode is null or p_pincode !~ '^[0-9]{6}$' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Pincode must be exactly 6 digits';
  end if;

  select p.district into v_district from public.pincodes p where p.pincode = p_pincode::char(6);

  if v_district is null or not private.is_serviceable_district(v_district) then
    return jsonb_build_object(
      'deliverable', false, 'pincode', p_pincode, 'district', v_district, 'zone', null,
      'deliverBy', null, 'cutoffPassed', v_cutoff_passed);
  end if;

  select z.zone, z.days into v_zone, v_days
  from public.delivery_zones z
  cross join lateral unnest(z.districts) as d(name)
  where strpos(lower(btrim(v_district)), lower(d.name)) > 0
  order by char_length(d.name) desc, z.days
  limit 1;

  if v_zone is null then
    select z.zone, z.days into v_zone, v_days from public.delivery_zones z where z.zone = 'rest';
  end if;
  if v_zone is null then
    -- No zones configured: nothing honest to promise.
    return jsonb_build_object(
      'deliverable', false, 'pincode', p_pincode, 'district', v_district, 'zone', null,
      'deliverBy', null, 'cutoffPassed', v_cutoff_passed);
  end if;

  -- Dispatch day, then the zone's days, skipping Sundays (isodow 7).
  v_day := v_local::date + case when v_cutoff_passed then 1 else 0 end;
  v_left := v_days;
  while v_left > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day) <> 7 then
      v_left := v_left - 1;
    end if;
  end loop;

  return jsonb_build_object(
    'deliverable', true, 'pincode', p_pincode, 'district', v_district, 'zone', v_zone,
    'deliverBy', to_char(v_day, 'YYYY-MM-DD'), 'cutoffPassed', v_cutoff_passed);
end;
$$;
comment on function public.delivery_estimate(text, timestamptz) is
  'Delivery date for a 6-digit PIN code if ordered at p_now (India time, 14:00 cut-off, Sundays not counted); 22023 when not 6 digits.';

revoke all on function public.delivery_estimate(text, timestamptz) from public;
grant execute on function public.delivery_estimate(text, timestamptz) to anon, authenticated, service_role;
