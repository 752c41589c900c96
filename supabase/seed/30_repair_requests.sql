-- Repair seed: the demo account's repair history, one or more requests in every status (two
-- pages of five), some with technician notes, remarks and an estimated completion (local
-- development and e2e). Re-runnable: existing ids are left alone. Runs after 10_catalog.sql
-- (demo user and profile). Inserted without an end user, so the dates below stand.

do $$
declare
  v_user constant uuid := '0d6f3a58-7a1e-4c2b-9a51-000000000001';
  v_base constant timestamptz := timestamptz '2026-11-20T10:00:00+05:30';
  v_email text;
  v_profile record;
  v_shipping jsonb;
begin
  select u.email into v_email from auth.users u where u.id = v_user;
  select p.name, p.mobile, p.address into v_profile from public.user_profiles p where p.user_id = v_user;
  if v_email is null or not found then
    return;
  end if;
  v_shipping := jsonb_build_object('name', v_profile.name, 'email', v_email, 'phone', v_profile.mobile,
                                   'address', v_profile.address);

  insert into public.repairrequests
    (id, user_id, status, creation_date, updated_at, estimated_completion, product_type, product_description,
     notes, remark, technician, shipping_address)
  select r.id::uuid, v_user, r.status, v_base - r.created_days_ago * interval '1 day',
         v_base - r.updated_days_ago * interval '1 day',
         case when r.eta_days is null then null else v_base + r.eta_days * interval '1 day' end,
         r.product_type, r.description, r.notes, r.remark, r.technician, v_shipping
  from (values
    ('7c0a1d2e-51b3-4c6a-9e21-000000000001'::text, 'pending', 1, 1, null::integer, 'ps5',
     'PS5 Disc Edition (CFI-1008A) - Console turns off after 10 minutes of gameplay, fan is very loud before it shuts down.',
     null::text, null::text, null::text),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000002', 'received', 3, 2, 5, 'gaming-laptop',
     'ASUS TUF Gaming F15 (RTX 3050, i5-11400H) - Keyboard backlight and three keys stopped working after a liquid spill.',
     null, 'Device received at our Andheri service centre. Diagnosis starts within 24 hours.', null),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000003', 'diagnosing', 6, 4, 3, 'xbox-series-x',
     'Xbox Series X 1TB - HDMI output shows no picture on two different TVs; console powers on and the controller connects.',
     'HDMI port pins look bent. Checking the HDMI retimer chip before quoting.', 'Picked up by our courier, tracking GG-PU-448120.',
     'Imran Shaikh'),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000004', 'repairing', 9, 2, 2, 'nintendo-switch',
     'Nintendo Switch OLED - Left Joy-Con drifts upward in every game even after calibration.',
     'Replacing the left analog stick module with a genuine part. Right Joy-Con tested fine.',
     'Quote of Rs. 1,499 approved by the customer on WhatsApp.', 'Neha Patil'),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000005', 'completed', 20, 12, -13, 'gaming-pc',
     'Custom build: Ryzen 5 5600X, RTX 3060, B550 - Random restarts under load, sometimes no display after a restart.',
     'Faulty 550 W PSU replaced with a 650 W 80+ Gold unit; 3-hour stress test passed. Thermal paste renewed.',
     'Shipped back with Blue Dart, AWB 78345529910. 30-day support starts on delivery.', 'Rahul Deshmukh'),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000006', 'cancelled', 30, 28, null, 'ps4',
     'PS4 Slim 500GB - Disc drive ejects discs on its own and makes a clicking sound.',
     null, 'Cancelled at the customer''s request before pickup.', null),
    ('7c0a1d2e-51b3-4c6a-9e21-000000000007', 'pending', 45, 45, null, 'other',
     'Logitech G29 steering wheel - Force feedback motor makes a grinding noise and the wheel pulls to the right.',
     null, null, null)
  ) as r(id, status, created_days_ago, updated_days_ago, eta_days, product_type, description, notes, remark, technician)
  on conflict (id) do nothing;
end
$$;
