-- Service requests seed: the demo account's game load and discount request histories (local
-- development and e2e), every status of both, markdown remarks on some, and offers below and above
-- the customer's price. Re-runnable: fixed ids, conflicts skipped. Runs after 10_catalog.sql (demo
-- users). The guards that stamp created_at are off while the seed writes (the dates are the story).

alter table public.game_load_requests disable trigger game_load_requests_guard;
alter table public.product_discount_requests disable trigger product_discount_requests_guard;

do $$
declare
  v_user constant uuid := '0d6f3a58-7a1e-4c2b-9a51-000000000001';
  v_base constant timestamptz := timestamptz '2026-11-20T10:00:00+05:30';
begin
  if not exists (select 1 from auth.users u where u.id = v_user) then
    return;
  end if;

  insert into public.game_load_requests
    (id, user_id, console_type, available_storage, storage_unit, games_list, storage_addon_added,
     price_details, status, remark, created_at, updated_at)
  select g.id, v_user, g.console, g.storage, g.unit, g.games, g.addon,
         private.game_load_price(g.console, g.addon), g.status, g.remark,
         v_base - make_interval(days => g.days_ago), v_base - make_interval(days => g.updated_days_ago)
  from (values
    ('6a1f0c1e-5b7d-4e21-9c3a-000000000001'::uuid, 'PS5', 512.00, 'GB',
     array['Marvel''s Spider-Man 2', 'Gran Turismo 7'], false, 'pending', null::text, 1, 1),
    ('6a1f0c2e-5b7d-4e21-9c3a-000000000002'::uuid, 'PS5', 1.50, 'TB',
     array['Elden Ring', 'God of War Ragnarök', 'Horizon Forbidden West', 'Final Fantasy XVI'], true, 'in-progress',
     E'**Pickup done** on 18 Nov.\n\n- Storage upgraded to 2 TB\n- Installing *Final Fantasy XVI* now\n\nTrack it here: [pickup status](https://www.gamegear.in/support)',
     3, 2),
    ('6a1f0c3e-5b7d-4e21-9c3a-000000000003'::uuid, 'PS4', 300.00, 'GB',
     array['The Last of Us Part II', 'Ghost of Tsushima', 'Uncharted 4'], false, 'completed',
     E'All 3 games installed and tested. Delivered back on **14 Nov**. Enjoy!', 9, 6),
    ('6a1f0c4e-5b7d-4e21-9c3a-000000000004'::uuid, 'PS4', 120.00, 'GB',
     array['FIFA 23'], true, 'cancelled',
     E'Cancelled at your request. <script>alert(1)</script> No charge was made.', 15, 14),
    ('6a1f0c5e-5b7d-4e21-9c3a-000000000005'::uuid, 'PS5', 825.00, 'GB',
     array['Astro Bot', 'Returnal', 'Demon''s Souls'], false, 'completed', null, 25, 21),
    ('6a1f0c6e-5b7d-4e21-9c3a-000000000006'::uuid, 'PS5', 2.00, 'TB',
     array['Call of Duty: Modern Warfare III', 'Cyberpunk 2077', 'Red Dead Redemption 2', 'GTA V', 'Hogwarts Legacy'],
     true, 'pending', null, 30, 30)
  ) as g(id, console, storage, unit, games, addon, status, remark, days_ago, updated_days_ago)
  on conflict (id) do nothing;

  insert into public.product_discount_requests
    (id, user_id, product_type, ecom_site, product_url, current_price, our_price, status, remarks,
     created_at, updated_at)
  select d.id, v_user, d.product_type, d.site, d.url, d.price, d.offer, d.status, d.remarks,
         v_base - make_interval(days => d.days_ago), v_base - make_interval(days => d.updated_days_ago)
  from (values
    ('7b2e1d1f-6c8e-4f32-8d4b-000000000001'::uuid, 'Laptops', 'Flipkart.in',
     'https://www.flipkart.com/asus-tuf-gaming-f15-rtx-4060/p/itm6f1a2b3c4d5e6', 84990.00, null::numeric, 'pending', null::text, 1, 1),
    ('7b2e1d2f-6c8e-4f32-8d4b-000000000002'::uuid, 'PC Parts', 'Amazon.in',
     'https://www.amazon.in/dp/B0CS19ZR3M', 32999.00, 30999.00, 'offer_sent',
     E'Good news! We can offer **₹30,999** for the same card, sealed with full warranty.\n\nReply on chat to confirm within *48 hours*.',
     2, 1),
    ('7b2e1d3f-6c8e-4f32-8d4b-000000000003'::uuid, 'Computer Accessories', 'Amazon.in',
     'https://www.amazon.in/dp/B0BQJ4Q6F7', 12995.00, 11495.00, 'approved',
     E'Offer accepted. Use the link we sent on e-mail to place the order.', 6, 4),
    ('7b2e1d4f-6c8e-4f32-8d4b-000000000004'::uuid, 'PC Parts', 'Flipkart.in',
     'https://www.flipkart.com/amd-ryzen-7-7800x3d/p/itm0a1b2c3d4e5f6', 33499.00, 34999.00, 'rejected',
     E'Sorry, our best price is above the one you found. <script>alert(1)</script>[x](javascript:alert(1))',
     10, 8),
    ('7b2e1d5f-6c8e-4f32-8d4b-000000000005'::uuid, 'Laptops', 'Amazon.in',
     'https://www.amazon.in/dp/B0D5XYZ123', 124990.00, 119990.00, 'ordered',
     E'Ordered. You saved ₹5,000.\n\n1. Packed today\n2. Ships tomorrow', 20, 15),
    ('7b2e1d6f-6c8e-4f32-8d4b-000000000006'::uuid, 'Computer Accessories', 'Flipkart.in',
     'https://www.flipkart.com/logitech-g-pro-x-superlight/p/itm9f8e7d6c5b4a3', 10995.00, 11495.00, 'offer_sent',
     E'Our price is slightly higher but includes a **2-year warranty**.', 28, 27)
  ) as d(id, product_type, site, url, price, offer, status, remarks, days_ago, updated_days_ago)
  on conflict (id) do nothing;
end
$$;

alter table public.game_load_requests enable trigger game_load_requests_guard;
alter table public.product_discount_requests enable trigger product_discount_requests_guard;
