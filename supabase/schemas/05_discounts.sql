-- Discount codes (docs/product.md#discount-codes): percentage or fixed, an active
-- window, a minimum subtotal, usage limits in total and per user. Codes are not readable by
-- clients (no enumerating them); validate_discount_code() answers the discount result for
-- the caller's real cart, and place_order() (06_orders.sql) re-evaluates the code and records its
-- use (public.discount_redemptions) under a lock of the code's row, so limits hold under
-- concurrency.

create table public.discount_codes (
  -- Stored upper case; shoppers may type any case (the RPCs upper-case and trim).
  code text primary key constraint discount_codes_code_format check (code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  description text not null default ''
    constraint discount_codes_description_length check (char_length(description) <= 200),
  discount_type text not null constraint discount_codes_type_valid check (discount_type in ('percentage', 'fixed')),
  -- percentage: the rate as a fraction (0.1000 = 10 %); fixed: rupees off the subtotal.
  discount_value numeric(12, 4) not null,
  min_subtotal numeric(12, 2) not null default 0 constraint discount_codes_min_subtotal_valid check (min_subtotal >= 0),
  -- The active window; open-ended when null.
  starts_at timestamptz,
  ends_at timestamptz,
  -- Uses in total and per user; unlimited when null. times_used counts placed orders.
  usage_limit_total integer constraint discount_codes_usage_limit_total_positive check (usage_limit_total > 0),
  usage_limit_per_user integer constraint discount_codes_usage_limit_per_user_positive check (usage_limit_per_user > 0),
  times_used integer not null default 0 constraint discount_codes_times_used_valid check (times_used >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The most a percentage code takes off (10% up to ₹2,000); null: no cap.
  max_discount numeric(12, 2) constraint discount_codes_max_discount_valid check (max_discount > 0),
  -- Listed to shoppers under 'Available offers' (get_available_offers, 18_shop_admin.sql).
  is_public boolean not null default false,
  -- A price-match offer's personal code (staff_send_discount_offer, 07_staff.sql): usable by this
  -- shopper only, for one unit of this product at target_price, once. Null on shop-wide codes.
  user_id uuid constraint discount_codes_user_id_fkey references auth.users (id) on delete cascade,
  product_id uuid constraint discount_codes_product_id_fkey references public.products (product_id),
  target_price numeric(12, 2),
  constraint discount_codes_value_valid check (
    case discount_type
      when 'percentage' then discount_value > 0 and discount_value <= 1
      else discount_value > 0 and discount_value = round(discount_value, 2)
    end
  ),
  constraint discount_codes_personal_valid check (
    (user_id is null and product_id is null and target_price is null)
    or (user_id is not null and product_id is not null and target_price > 0 and discount_type = 'fixed'
        and not is_public and usage_limit_total = 1 and usage_limit_per_user = 1)
  ),
  constraint discount_codes_window_valid check (starts_at is null or ends_at is null or ends_at > starts_at),
  constraint discount_codes_within_limit check (usage_limit_total is null or times_used <= usage_limit_total)
);
comment on table public.discount_codes is
  'Discount codes (percentage rate or fixed rupees), active window, minimum subtotal, usage limits. Not readable by clients.';

create trigger discount_codes_set_updated_at
  before insert or update on public.discount_codes
  for each row execute function public.set_updated_at();

-- Row-level security and privileges: no client access to the table at all.
alter table public.discount_codes enable row level security;
revoke all on table public.discount_codes from anon, authenticated;
grant all on table public.discount_codes to service_role;

-- Evaluation ------------------------------------------------------------------------------------

-- '₹1,00,000.00': INR with Indian digit grouping, as en-IN formats it in the apps.
create or replace function private.format_inr(p_amount numeric)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := to_char(round(abs(p_amount), 2), 'FM99999999999999990.00');
  v_int text := split_part(v_text, '.', 1);
  v_out text;
begin
  if length(v_int) > 3 then
    v_out := right(v_int, 3);
    v_int := left(v_int, length(v_int) - 3);
    while length(v_int) > 2 loop
      v_out := right(v_int, 2) || ',' || v_out;
      v_int := left(v_int, length(v_int) - 2);
    end loop;
    v_out := v_int || ',' || v_out;
  else
    v_out := v_int;
  end if;
  return case when p_amount < 0 then '-' else '' end || '₹' || v_out || '.' || split_part(v_text, '.', 2);
end;
$$;

create type private.discount_evaluation as (
  is_valid boolean,
  code text,
  discount_type text,
  -- As in the discount result: the fraction for percentage codes, rupees for fixed ones.
  rate numeric,
  amount numeric,
  message text
);

-- The code's verdict for this user and subtotal, checks in this order: code given, cart not empty,
-- code known and active (a personal code: the caller's), window open, total uses left, user's uses
-- left, a personal code's product in the cart and above the offer, minimum subtotal.
-- Percentage: round(subtotal x rate, 2), at most max_discount; fixed: the value; never above the
-- subtotal.
-- p_lock (place_order): the code's row is locked, so the usage checks hold until commit.
create or replace function private.evaluate_discount(p_user uuid, p_code text, p_subtotal numeric, p_lock boolean)
returns private.discount_evaluation
language plpgsql
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(p_code, '')));
  v_row public.discount_codes;
  v_amount numeric;
  v_product_name text;
  v_personal_amount numeric;
  v_in_cart boolean;
  v_result private.discount_evaluation;
begin
  v_result := (false, v_code, 'percentage', 0, 0, 'Invalid or inapplicable discount code.')::private.discount_evaluation;
  if v_code = '' then
    v_result.message := 'Please enter a discount code.';
    return v_result;
  end if;
  if coalesce(p_subtotal, 0) <= 0 then
    v_result.message := 'Add items to cart first.';
    return v_result;
  end if;
  if char_length(v_code) > 32 then
    return v_result;
  end if;
  if p_lock then
    select * into v_row from public.discount_codes d where d.code = v_code for update;
  else
    select * into v_row from public.discount_codes d where d.code = v_code;
  end if;
  -- Someone else's personal code is as unknown as a made-up one.
  if not found or not v_row.is_active or v_row.user_id <> p_user then
    return v_result;
  end if;
  -- A price-match code takes off what brings one unit of its product to the offered price, at the
  -- product's price now; it needs that product in the cart.
  if v_row.product_id is not null then
    select p.name, p.discount_price - v_row.target_price,
           exists (select 1 from public.cart_items c where c.user_id = p_user and c.product_id = p.product_id)
    into v_product_name, v_personal_amount, v_in_cart
    from public.products p
    where p.product_id = v_row.product_id and p.is_active;
    if not found then
      v_result.message := 'The product of this offer is no longer available.';
      return v_result;
    end if;
  end if;
  v_result.discount_type := v_row.discount_type;
  if v_row.starts_at is not null and v_row.starts_at > now() then
    v_result.message := 'This discount code is not active yet.';
  elsif v_row.ends_at is not null and v_row.ends_at <= now() then
    v_result.message := 'This discount code has expired.';
  elsif v_row.usage_limit_total is not null and v_row.times_used >= v_row.usage_limit_total then
    v_result.message := 'This discount code has reached its usage limit.';
  elsif v_row.usage_limit_per_user is not null
        and (select count(*) from public.discount_redemptions r
             where r.code = v_row.code and r.user_id = p_user) >= v_row.usage_limit_per_user then
    v_result.message := 'You have already used this discount code.';
  elsif v_row.product_id is not null and not v_in_cart then
    v_result.message := 'This offer is for ' || v_product_name || ': add it to your cart to use it.';
  elsif v_row.product_id is not null and v_personal_amount <= 0 then
    v_result.message := 'Our price for ' || v_product_name || ' is already at or below this offer.';
  elsif p_subtotal < v_row.min_subtotal then
    v_result.message := 'This code needs a cart subtotal of at least ' || private.format_inr(v_row.min_subtotal) || '.';
  else
    v_amount := least(case
                        when v_row.product_id is not null then v_personal_amount
                        when v_row.discount_type = 'percentage' then round(p_subtotal * v_row.discount_value, 2)
                        else v_row.discount_value
                      end,
                      coalesce(v_row.max_discount, v_row.discount_value + p_subtotal));
    v_result.is_valid := true;
    v_result.rate := case
                       when v_row.product_id is not null then v_personal_amount
                       when v_row.discount_type = 'percentage' then v_row.discount_value
                       else round(v_row.discount_value, 2)
                     end;
    v_result.amount := least(v_amount, p_subtotal);
    v_result.message := 'Discount code applied.';
  end if;
  return v_result;
end;
$$;

-- The discount result for the caller's cart. The subtotal is the database's (the client's
-- cartSubtotal is not an input): what the code would take off if the order were placed now.
create or replace function public.validate_discount_code(p_code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in to apply discounts.');
  v_eval private.discount_evaluation;
begin
  v_eval := private.evaluate_discount(v_user, p_code, private.cart_subtotal(v_user), false);
  return jsonb_build_object(
    'isValid', v_eval.is_valid,
    'discountCode', v_eval.code,
    'rate', v_eval.rate,
    'type', v_eval.discount_type,
    'calculatedDiscountAmount', v_eval.amount,
    -- A percentage code's cap, so the cart recomputes the discount as quantities change.
    'maxDiscount', (select d.max_discount from public.discount_codes d where v_eval.is_valid and d.code = v_eval.code),
    'message', v_eval.message
  );
end;
$$;
comment on function public.validate_discount_code(text) is
  'Discount result (isValid, discountCode, rate, type, calculatedDiscountAmount, maxDiscount, message) for the caller''s cart.';

revoke all on function private.format_inr(numeric),
  private.evaluate_discount(uuid, text, numeric, boolean)
  from public, anon, authenticated;

revoke all on function public.validate_discount_code(text) from public, anon;
grant execute on function public.validate_discount_code(text) to authenticated, service_role;
