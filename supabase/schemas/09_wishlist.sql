-- Wishlist (docs/product.md#wishlist): one row per (user, product). Clients read their own rows;
-- every write goes through the wishlist RPCs below (security definer, the user from auth.uid()),
-- which the `wishlist` edge function calls as the user. Products that were deactivated stay in the
-- table but are hidden from the list until they are active again.

create table public.wishlist_items (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (product_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
comment on table public.wishlist_items is
  'Wishlist lines, unique per user and product. Read own rows; write through the wishlist_* RPCs.';

-- The product side of the foreign key (product deletes cascade here); the list reads newest first.
create index wishlist_items_product_idx on public.wishlist_items (product_id);
create index wishlist_items_user_recent_idx on public.wishlist_items (user_id, created_at desc, product_id);

alter table public.wishlist_items enable row level security;

create policy "Users read their own wishlist" on public.wishlist_items
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default privileges grant everything to the API roles: read-only, own rows, here.
revoke all on table public.wishlist_items from anon, authenticated;
grant select on table public.wishlist_items to authenticated;
grant all on table public.wishlist_items to service_role;

-- The wishlist items (id, slug, title, price, discount_price, image) plus stock_units,
-- newest first.
create or replace function private.wishlist_json(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'id', p.product_id,
        'slug', p.slug,
        'title', p.name,
        'price', p.price,
        'discount_price', p.discount_price,
        'image', (select i.url from public.product_images i
                  where i.product_id = p.product_id order by i.position limit 1),
        -- Beside the item's fields: lets the list's Add to Cart say 'Out of Stock'.
        'stock_units', p.stock_units
      )
      order by w.created_at desc, w.product_id
    ),
    '[]'::jsonb
  )
  from public.wishlist_items w
  join public.products p on p.product_id = w.product_id
  where w.user_id = p_user and p.is_active
$$;

-- RPCs ---------------------------------------------------------------------------------------------
-- Guests: 42501 (401, 'Login required.'); a product that does not exist or is not active: PT404.
create or replace function public.get_wishlist()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.wishlist_json(private.require_user('Login required.'));
end;
$$;

-- Adds a product; a product already held is not added twice: { alreadyExisted, items }.
create or replace function public.wishlist_add_item(p_product_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_added integer;
begin
  if p_product_id is null
     or not exists (select 1 from public.products p where p.product_id = p_product_id and p.is_active) then
    raise exception using errcode = 'PT404', message = 'This product is not available.';
  end if;
  insert into public.wishlist_items (user_id, product_id)
  values (v_user, p_product_id)
  on conflict (user_id, product_id) do nothing;
  get diagnostics v_added = row_count;
  return jsonb_build_object('alreadyExisted', v_added = 0, 'items', private.wishlist_json(v_user));
end;
$$;

-- Removes a product; one that is not in the list answers the list unchanged (idempotent delete).
create or replace function public.wishlist_remove_item(p_product_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
begin
  delete from public.wishlist_items w where w.user_id = v_user and w.product_id = p_product_id;
  return private.wishlist_json(v_user);
end;
$$;

create or replace function public.wishlist_clear()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
begin
  delete from public.wishlist_items w where w.user_id = v_user;
  return '[]'::jsonb;
end;
$$;

revoke all on function private.wishlist_json(uuid) from public, anon, authenticated;

revoke all on function public.get_wishlist(), public.wishlist_add_item(uuid), public.wishlist_remove_item(uuid),
  public.wishlist_clear()
  from public, anon;
grant execute on function public.get_wishlist(), public.wishlist_add_item(uuid), public.wishlist_remove_item(uuid),
  public.wishlist_clear()
  to authenticated, service_role;
