-- Checkout seed: discount codes and the demo account's order history (local development and e2e).
-- Re-runnable: existing codes and orders are left alone. Runs after 10_catalog.sql (demo users,
-- products).

-- Discount codes --------------------------------------------------------------------------------
-- Windows are relative to the time of seeding, so 'expired' stays expired and 'upcoming' starts
-- a month later.
insert into public.discount_codes
  (code, description, discount_type, discount_value, min_subtotal, starts_at, ends_at,
   usage_limit_total, usage_limit_per_user, times_used)
values
  ('WELCOME10', 'Welcome offer: 10% off, once per customer', 'percentage', 0.10, 0, null, null, null, 1, 0),
  ('GAMER5', '5% off any order', 'percentage', 0.05, 0, null, null, null, null, 0),
  ('FLAT500', 'Flat ₹500 off orders of ₹5,000 or more', 'fixed', 500, 5000, null, null, null, null, 0),
  ('MEGA2000', 'Flat ₹2,000 off orders of ₹50,000 or more', 'fixed', 2000, 50000, null, null, 1000, 2, 0),
  ('DIWALI15', 'Diwali sale: 15% off (ended)', 'percentage', 0.15, 0,
   now() - interval '60 days', now() - interval '30 days', null, null, 0),
  ('NEWYEAR20', 'New Year sale: 20% off (starts soon)', 'percentage', 0.20, 0,
   now() + interval '30 days', now() + interval '60 days', null, null, 0),
  ('LAUNCH100', 'Launch offer for the first 100 orders (all used)', 'fixed', 1000, 0, null, null, 100, 1, 100)
on conflict (code) do nothing;

-- The welcome offer is capped (10% up to ₹2,000), and three offers are listed to shoppers under
-- 'Available offers' (docs/product.md#discount-codes).
update public.discount_codes
set max_discount = 2000, description = 'Welcome offer: 10% off up to ₹2,000, once per customer'
where code = 'WELCOME10' and max_discount is null;
update public.discount_codes set is_public = true
where code in ('WELCOME10', 'FLAT500', 'MEGA2000') and not is_public;

-- Demo orders: every status, Active tab (6) and Completed tab (6) -------------------------------
-- Built from the current catalogue rows (names, prices, images); stock is not taken (history).
-- The delivered ones hold products Demo Shopper has not reviewed yet (review page demo).
-- updated_at is part of the story ('Delivered on {date of update}'): the trigger that stamps it
-- is off while the seed writes.
alter table public.orders disable trigger orders_set_updated_at;
alter table public.payment_refunds disable trigger payment_refunds_set_updated_at;

do $$
declare
  v_user constant uuid := '0d6f3a58-7a1e-4c2b-9a51-000000000001';
  v_base constant timestamptz := timestamptz '2026-11-20T10:00:00+05:30';
  v_profile record;
  o record;
  v_lines jsonb;
  v_subtotal numeric(12, 2);
  v_rate numeric;
  v_type text;
  v_discount numeric(12, 2);
begin
  select p.name, p.mobile, p.address into v_profile from public.user_profiles p where p.user_id = v_user;
  if not found then
    return;
  end if;

  for o in
    select *
    from (values
      ('83295ea1-3c1b-4f6e-9a2d-000000000001'::uuid, 'pending', 1, 1, null::text, null::text,
       array['sony-playstation-5-slim-digital-edition', 'sony-dualsense-wireless-controller-for-ps5-white'], array[1, 1], 'online:paid'),
      ('4b7460cd-3c1b-4f6e-9a2d-000000000002'::uuid, 'processing', 2, 1, 'Packed at our Andheri warehouse.', null,
       array['galax-1-click-oc-geforce-rtx-4060-8gb-gddr6-graphics-card'], array[1], 'online:paid'),
      ('8e0d38d4-3c1b-4f6e-9a2d-000000000003'::uuid, 'shipped', 4, 3, 'Shipped with Blue Dart, AWB 78345521093.', 'FLAT500',
       array['keychron-k8-pro-wireless-mechanical-keyboard', 'razer-deathadder-essential-gaming-mouse'], array[1, 1], 'cod:cod_due'),
      ('db00419f-3c1b-4f6e-9a2d-000000000004'::uuid, 'out for delivery', 5, 0, 'Arriving today between 2 PM and 6 PM.', null,
       array['sony-inzone-h7-wireless-gaming-headset'], array[1], 'online:paid'),
      ('345ef8de-3c1b-4f6e-9a2d-000000000005'::uuid, 'failed', 8, 8, 'Payment could not be confirmed. No amount was charged.', null,
       array['asus-tuf-gaming-vg27aq3a-27-qhd-180hz-ips-gaming-monitor'], array[1], 'online:expired'),
      ('e21127c0-3c1b-4f6e-9a2d-000000000006'::uuid, 'pending', 0, 0, null, null,
       array['tekken-8-ps5', 'nba-2k25-ps5'], array[1, 2], 'cod:cod_due'),
      ('3b1c315f-3c1b-4f6e-9a2d-000000000007'::uuid, 'delivered', 20, 16, null, null,
       array['grand-theft-auto-v-ps5', 'demon-s-souls-ps5'], array[1, 1], 'cod:paid'),
      ('acfca40d-3c1b-4f6e-9a2d-000000000008'::uuid, 'delivered', 35, 31, null, 'GAMER5',
       array['sony-playstation-5-slim-console-disc-edition-with-astro-bot-bundle', 'returnal-ps5'], array[1, 1], 'online:paid'),
      ('ff5adcf5-3c1b-4f6e-9a2d-000000000009'::uuid, 'cancelled', 40, 39, 'Cancelled at your request. Refund processed.', null,
       array['zowie-ec2-c-gaming-mouse'], array[1], 'online:refunded'),
      ('654a28b4-3c1b-4f6e-9a2d-000000000010'::uuid, 'delivered', 60, 56, null, null,
       array['logitech-g304-lightspeed-wireless-gaming-mouse', 'corsair-hs55-stereo-gaming-headset'], array[1, 1], 'online:paid'),
      ('e0066843-3c1b-4f6e-9a2d-000000000011'::uuid, 'delivered', 90, 86, null, null,
       array['sony-playstation-portal-remote-player'], array[1], 'cod:paid'),
      ('4457f41d-3c1b-4f6e-9a2d-000000000012'::uuid, 'delivered', 120, 115, null, null,
       array['steelseries-apex-3-gaming-keyboard'], array[2], 'online:paid'),
      -- Waiting for its online payment (the first attempt failed): Retry payment until the hold
      -- ends, 15 minutes after seeding; the payment jobs then close it.
      ('5a7c0e21-3c1b-4f6e-9a2d-000000000013'::uuid, 'payment_pending', 0, 0, null, null,
       array['microsoft-xbox-wireless-controller-carbon-black'], array[1], 'online:failed'),
      ('9d2b6f40-3c1b-4f6e-9a2d-000000000014'::uuid, 'payment_expired', 3, 3, null, null,
       array['hyperx-cloud-stinger-2-gaming-headset'], array[1], 'online:expired'),
      ('c81e4a77-3c1b-4f6e-9a2d-000000000015'::uuid, 'cancelled', 2, 1, 'Cancelled by the shopper: Ordered by mistake', null,
       array['logitech-g502-hero-gaming-mouse'], array[1], 'online:refund_pending')
    ) as t(id, status, placed_days_ago, updated_days_ago, remark, code, slugs, quantities, pay)
  loop
    continue when exists (select 1 from public.orders x where x.id = o.id);

    select jsonb_agg(jsonb_build_object(
             'id', p.product_id, 'slug', p.slug, 'name', p.name,
             'image', (select i.url from public.product_images i where i.product_id = p.product_id order by i.position limit 1),
             'quantity', x.quantity, 'subtotal', (p.discount_price * x.quantity)::numeric(12, 2),
             'unit_price', p.discount_price, 'list_price', p.price)
           order by x.n),
           sum(p.discount_price * x.quantity)
    into v_lines, v_subtotal
    from unnest(o.slugs, o.quantities) with ordinality as x(slug, quantity, n)
    join public.products p on p.slug = x.slug;
    -- A catalogue without these products (a custom seed) gets no demo orders.
    continue when v_lines is null or jsonb_array_length(v_lines) <> cardinality(o.slugs);

    v_type := null;
    v_rate := null;
    v_discount := 0;
    if o.code is not null then
      select d.discount_type,
             case d.discount_type when 'percentage' then d.discount_value else round(d.discount_value, 2) end,
             least(case d.discount_type when 'percentage' then round(v_subtotal * d.discount_value, 2)
                                        else d.discount_value end, v_subtotal)
      into v_type, v_rate, v_discount
      from public.discount_codes d where d.code = o.code;
    end if;

    insert into public.orders (id, user_id, idempotency_key, order_status, remark, order_details, customer,
                               subtotal, discount_amount, total, discount_code, created_at, updated_at,
                               payment_method, payment_status, payment_hold_until, razorpay_payment_id,
                               amount_paid, amount_refunded)
    values (
      o.id, v_user, o.id, o.status, o.remark,
      jsonb_build_object(
        'order_date', v_base - make_interval(days => o.placed_days_ago),
        'products', (select jsonb_agg(l - 'unit_price' - 'list_price') from jsonb_array_elements(v_lines) as l),
        'order_summary', jsonb_build_object(
          'subtotal', v_subtotal, 'discount_amount', v_discount, 'discount_code', o.code,
          'discount_type', v_type, 'discount_rate', v_rate, 'total', v_subtotal - v_discount)
      ),
      private.customer_text(v_profile.name, v_profile.mobile, v_profile.address),
      v_subtotal, v_discount, v_subtotal - v_discount, o.code,
      v_base - make_interval(days => o.placed_days_ago),
      v_base - make_interval(days => o.updated_days_ago),
      split_part(o.pay, ':', 1), split_part(o.pay, ':', 2),
      case when o.status = 'payment_pending' then now() + interval '15 minutes' end,
      case when split_part(o.pay, ':', 2) in ('paid', 'refunded', 'refund_pending') and o.pay like 'online:%'
           then 'pay_Demo' || right(replace(o.id::text, '-', ''), 10) end,
      case when split_part(o.pay, ':', 2) in ('paid', 'refunded', 'refund_pending') then v_subtotal - v_discount else 0 end,
      case when split_part(o.pay, ':', 2) = 'refunded' then v_subtotal - v_discount else 0 end
    );

    insert into public.order_items (order_id, product_id, quantity, unit_price, list_price, subtotal, product_name, product_slug)
    select o.id, (l ->> 'id')::uuid, (l ->> 'quantity')::integer, (l ->> 'unit_price')::numeric,
           (l ->> 'list_price')::numeric, (l ->> 'subtotal')::numeric, l ->> 'name', l ->> 'slug'
    from jsonb_array_elements(v_lines) as l;

    -- The demo refunds: one done, one with Razorpay (never completed locally: no webhook will come).
    if split_part(o.pay, ':', 2) in ('refunded', 'refund_pending') then
      insert into public.payment_refunds (order_id, razorpay_payment_id, amount, reason, status, razorpay_refund_id,
                                          created_at, updated_at)
      values (o.id, 'pay_Demo' || right(replace(o.id::text, '-', ''), 10), v_subtotal - v_discount, 'Order cancelled',
              case split_part(o.pay, ':', 2) when 'refunded' then 'processed' else 'pending' end,
              'rfnd_Demo' || right(replace(o.id::text, '-', ''), 10),
              v_base - make_interval(days => o.updated_days_ago), v_base - make_interval(days => o.updated_days_ago));
    end if;

    if o.code is not null then
      insert into public.discount_redemptions (code, user_id, order_id, discount_amount, created_at)
      values (o.code, v_user, o.id, v_discount, v_base - make_interval(days => o.placed_days_ago));
      update public.discount_codes d set times_used = d.times_used + 1 where d.code = o.code;
    end if;
  end loop;
end
$$;

alter table public.orders enable trigger orders_set_updated_at;
alter table public.payment_refunds enable trigger payment_refunds_set_updated_at;
