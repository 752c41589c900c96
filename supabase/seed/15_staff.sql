-- The shop's staff account for local development and tests: staff@gamegear.in with the demo
-- password (GameGear@123). Local use only: a hosted project lists its staff with the service role.
-- Re-runnable: conflicts are skipped.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
values
  ('00000000-0000-0000-0000-000000000000', '0d6f3a58-7a1e-4c2b-9a51-00000000a001', 'authenticated',
   'authenticated', 'staff@gamegear.in', '$2a$10$GameGearLocalSeedSalt.mBXidMfwfDkCeNnor6diwAag6yRG0SG',
   timestamptz '2026-11-20T10:00:00+05:30' - interval '500 days', '{"provider":"email","providers":["email"]}'::jsonb,
   '{"name":"GameGear Staff","email_verified":true}'::jsonb, timestamptz '2026-11-20T10:00:00+05:30' - interval '500 days',
   timestamptz '2026-11-20T10:00:00+05:30' - interval '500 days', false, false)
on conflict do nothing;

do $$
begin
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
           'email', u.created_at, u.created_at
    from auth.users u
    where u.id = '0d6f3a58-7a1e-4c2b-9a51-00000000a001'
    on conflict do nothing;
  end if;
end
$$;

insert into public.user_profiles (user_id, name)
values ('0d6f3a58-7a1e-4c2b-9a51-00000000a001', 'GameGear Staff')
on conflict do nothing;

insert into public.staff (user_id)
values ('0d6f3a58-7a1e-4c2b-9a51-00000000a001')
on conflict do nothing;
