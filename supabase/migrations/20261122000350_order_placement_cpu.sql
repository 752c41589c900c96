-- Fewer CPU cycles per placed order (docs/adr/0008, "Throughput"). Profiled with perf on a
-- backend running place_order in a loop; each change below removed work Postgres redid per order.

-- 1. Generic plans for place_order's statements. Every statement is a key lookup (the user's cart,
--    profile, orders by key; products by id), so a custom plan is never better, yet plpgsql kept
--    re-planning several of them on every call (the custom plan looked cheaper than the generic
--    one): ~15 % of the function's time went to the planner.
alter function public.place_order(uuid, text, jsonb) set plan_cache_mode = force_generic_plan;

-- 2. The small helpers as plpgsql. A LANGUAGE sql function with SET search_path cannot be inlined,
--    and called from plpgsql its body is parsed and planned again in every transaction; a plpgsql
--    function keeps its plans for the session. Same results as before.
create or replace function private.lock_user_cart(p_user uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(1667330676, hashtext(p_user::text));
end;
$$;

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

-- 3. A stock update no longer runs the catalogue's before-write trigger: it only derives prices,
--    the taxonomy and the search vectors, from columns an order never changes.
drop trigger products_before_write on public.products;
create trigger products_before_write
  before insert or update of name, search_keywords, brand, label_id, subcategory_id, category_id,
    technical_specification, price, discount_price
  on public.products
  for each row execute function private.products_before_write();
