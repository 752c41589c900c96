-- The seller (docs/product.md#seller-and-policies): who sells on this store, as the Consumer
-- Protection (E-Commerce) Rules, 2020 ask a shop to say on every page (legal name, address,
-- GSTIN, contact, grievance officer), and as a tax invoice names it. One row; anyone may read it,
-- staff edit it. A deployment fills it in with the shop's own details; the seed holds the demo
-- shop's.

create table public.seller_profile (
  singleton boolean primary key default true constraint seller_profile_one_row check (singleton),
  legal_name text not null constraint seller_profile_legal_name_length check (char_length(legal_name) between 2 and 200),
  trade_name text not null constraint seller_profile_trade_name_length check (char_length(trade_name) between 2 and 200),
  -- 15 characters: state code, PAN, entity number, 'Z', check character.
  gstin text not null constraint seller_profile_gstin_format
    check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  address_line1 text not null constraint seller_profile_line1_length check (char_length(address_line1) between 1 and 200),
  address_line2 text constraint seller_profile_line2_length check (char_length(address_line2) <= 200),
  city text not null constraint seller_profile_city_length check (char_length(city) between 1 and 100),
  state text not null constraint seller_profile_state_length check (char_length(state) between 1 and 100),
  -- The GST state code (27 Maharashtra); the GSTIN starts with it.
  state_code char(2) not null constraint seller_profile_state_code_digits check (state_code ~ '^[0-9]{2}$'),
  pincode char(6) not null constraint seller_profile_pincode_digits check (pincode ~ '^[1-9][0-9]{5}$'),
  support_email text not null constraint seller_profile_support_email_format check (support_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  support_phone text not null constraint seller_profile_support_phone_format check (support_phone ~ '^\+?[0-9 -]{8,20}$'),
  grievance_officer_name text not null
    constraint seller_profile_grievance_name_length check (char_length(grievance_officer_name) between 2 and 100),
  grievance_officer_email text not null
    constraint seller_profile_grievance_email_format check (grievance_officer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  grievance_officer_phone text not null
    constraint seller_profile_grievance_phone_format check (grievance_officer_phone ~ '^\+?[0-9 -]{8,20}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint seller_profile_gstin_state check (left(gstin, 2) = state_code)
);
comment on table public.seller_profile is
  'The seller''s details (one row): legal and trade name, GSTIN, registered address, contact and grievance officer. Public; staff edit it.';

create trigger seller_profile_set_updated_at
  before insert or update on public.seller_profile
  for each row execute function public.set_updated_at();

alter table public.seller_profile enable row level security;

create policy "The seller's details are public" on public.seller_profile
  for select to anon, authenticated
  using (true);
create policy "Staff edit the seller's details" on public.seller_profile
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

revoke all on table public.seller_profile from anon, authenticated;
grant select on table public.seller_profile to anon, authenticated;
grant update (legal_name, trade_name, gstin, address_line1, address_line2, city, state, state_code, pincode,
              support_email, support_phone, grievance_officer_name, grievance_officer_email, grievance_officer_phone)
  on table public.seller_profile to authenticated;
grant all on table public.seller_profile to service_role;
