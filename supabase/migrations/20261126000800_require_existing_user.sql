-- A signed-in caller must still exist (found by the fuzzing, ADR 0014). An access token stays valid
-- until it expires (up to an hour) after its user is deleted; with such a token the cart and
-- wishlist RPCs reached their insert and failed on the user foreign key, so the cart and wishlist
-- functions answered 409 with Postgres' words ('insert or update on table "cart_items" violates
-- foreign key constraint ...'). Every RPC that takes the user from private.require_user now
-- refuses a user who is not in auth.users exactly like a guest: 42501 with its login message (401).
-- Still security invoker: every caller is a security definer RPC, which may read auth.users.
create or replace function private.require_user(p_message text default 'Please log in')
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from auth.users u where u.id = v_user) then
    raise exception using errcode = 'insufficient_privilege', message = p_message;
  end if;
  return v_user;
end;
$$;

comment on function private.require_user(text) is
  'The calling user (auth.uid()), who must exist in auth.users; otherwise 42501 (401) with p_message.';

revoke all on function private.require_user(text) from public, anon, authenticated;
