-- A shopper deletes their account (docs/product.md#profile-and-pin-codes, "Deleting the account";
-- DPDP Act 2023 s. 12; shared/src/contracts/account-deletion.ts).
--
-- What identifies the person is erased: the profile, cart, wishlist, reviews, closed service
-- requests, unsent e-mails, and the sign-in (e-mail replaced, password, identities and sessions
-- removed, the account banned for good). What tax law keeps for 8 years stays: the orders, with
-- the delivery address replaced, and the tax invoices and credit notes as issued (they are frozen,
-- 16_invoices.sql; DPDP s. 8(7) allows keeping what another law requires). The auth.users row itself
-- stays, anonymised: deleting it would take the orders with it (on delete cascade).
--
-- Refused while something is in progress (an order not yet delivered, cancelled or closed, a refund
-- not yet paid out, a service request still open): the shop still needs to reach the shopper.

create table private.account_deletions (
  user_id uuid primary key,
  deleted_at timestamptz not null default now()
);
comment on table private.account_deletions is 'Accounts their owners deleted (who and when): the audit of DPDP erasures.';
revoke all on table private.account_deletions from public, anon, authenticated, service_role;

create or replace function public.delete_my_account(p_confirmation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'Please log in to delete your account.';
  end if;
  if p_confirmation is distinct from 'DELETE' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Type DELETE to confirm.';
  end if;
  if exists (select 1 from public.staff s where s.user_id = v_user) then
    raise exception using errcode = 'invalid_parameter_value', message = 'Staff accounts are removed by the shop.';
  end if;
  -- One deletion at a time per account, and nothing placed or filed meanwhile can slip past the check.
  perform 1 from auth.users u where u.id = v_user for update;
  if exists (select 1 from public.orders o where o.user_id = v_user
               and (o.order_status not in ('delivered', 'cancelled', 'failed', 'payment_expired')
                    or o.payment_status = 'refund_pending'))
     or exists (select 1 from public.repairrequests r where r.user_id = v_user and r.status not in ('completed', 'cancelled'))
     or exists (select 1 from public.game_load_requests g where g.user_id = v_user and g.status not in ('completed', 'cancelled'))
     or exists (select 1 from public.product_discount_requests d where d.user_id = v_user
                  and d.status not in ('approved', 'rejected', 'ordered')) then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'You have orders, refunds or service requests in progress. You can delete your account once they are completed or cancelled.';
  end if;

  delete from public.cart_items c where c.user_id = v_user;
  delete from public.wishlist_items w where w.user_id = v_user;
  delete from public.reviews r where r.user_id = v_user;
  delete from public.repairrequests r where r.user_id = v_user;
  delete from public.game_load_requests g where g.user_id = v_user;
  delete from public.product_discount_requests d where d.user_id = v_user;
  delete from public.user_profiles p where p.user_id = v_user;
  update public.orders o set customer = 'Account deleted' where o.user_id = v_user and o.customer <> 'Account deleted';
  delete from private.email_outbox m
  where m.sent_at is null and m.event_id in (select e.id from public.item_events e where e.user_id = v_user);

  delete from auth.refresh_tokens t where t.user_id = v_user::text;
  delete from auth.sessions s where s.user_id = v_user;
  delete from auth.identities i where i.user_id = v_user;
  update auth.users u
  set email = 'deleted-' || u.id::text || '@deleted.invalid',
      encrypted_password = '',
      phone = null,
      raw_user_meta_data = '{}'::jsonb,
      email_change = '',
      email_change_token_new = '',
      email_change_token_current = '',
      confirmation_token = '',
      recovery_token = '',
      reauthentication_token = '',
      banned_until = 'infinity',
      updated_at = now()
  where u.id = v_user;

  insert into private.account_deletions (user_id) values (v_user) on conflict (user_id) do nothing;
  return jsonb_build_object('success', true);
end;
$$;
comment on function public.delete_my_account(text) is
  'The caller erases their account (p_confirmation = ''DELETE''): personal data deleted, orders anonymised, invoices kept, sign-in closed.';

revoke all on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;
