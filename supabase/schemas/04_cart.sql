-- Cart: one line per (user, product) with a quantity of 1-99 and at most 20 distinct lines
-- (docs/product.md#cart). Clients read their own lines; every write goes through the cart RPCs
-- below (security definer, the user from auth.uid()), and the table's own constraints and trigger
-- hold the rules for any other writer too (service role, admin SQL).
--
-- Concurrency: every cart write and place_order() take the same per-user transaction lock
-- (private.lock_user_cart) first, so the 20-line count cannot race and an order never sees a
-- cart half-way through a change.
--
-- Lines of products that were deactivated stay in the table but are not part of the cart: the
-- list, the subtotal, the 20-line count and orders ignore them (an order clears them with the rest).

create table public.cart_items (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (product_id) on delete cascade,
  quantity integer not null constraint cart_items_quantity_range check (quantity between 1 and 99),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
comment on table public.cart_items is
  'Cart lines (quantity 1-99, at most 20 per user). Read own rows; write through the cart_* RPCs.';

-- The product side of the foreign key (product deletes cascade here).
create index cart_items_product_idx on public.cart_items (product_id);

-- Helpers ------------------------------------------------------------------------------------------

-- Serialises a user's cart writes and orders (two-key advisory lock: namespace 'cart', user hash).
-- Held to the end of the transaction. Users never share a lock unless their hashes collide, which
-- only makes them wait for each other: no transaction takes more than one of these.
-- plpgsql, not sql: a LANGUAGE sql function with SET search_path cannot be inlined, and called from
-- plpgsql its body is parsed and planned again in every transaction (docs/adr/0008, "Throughput").
create or replace function private.lock_user_cart(p_user uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(1667330676, hashtext(p_user::text));
end;
$$;

-- The cart items (id, slug, title, price, discount_price, image, quantity), oldest first.
create or replace function private.cart_json(p_user uuid)
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
        'quantity', c.quantity
      )
      order by c.created_at, c.product_id
    ),
    '[]'::jsonb
  )
  from public.cart_items c
  join public.products p on p.product_id = c.product_id
  where c.user_id = p_user and p.is_active
$$;

-- Sum of discount_price x quantity over the cart (the selling price; docs/product.md#cart).
create or replace function private.cart_subtotal(p_user uuid)
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(p.discount_price * c.quantity), 0)::numeric(14, 2)
  from public.cart_items c
  join public.products p on p.product_id = c.product_id
  where c.user_id = p_user and p.is_active
$$;

-- The rules for every writer: active product on insert, at most 20 lines, keys never move, and the
-- server owns the timestamps. (Quantity 1-99 is the check constraint.)
create or replace function private.cart_items_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if (new.user_id, new.product_id) is distinct from (old.user_id, old.product_id) then
      raise exception using errcode = 'check_violation', message = 'A cart line cannot move to another user or product.';
    end if;
    new.created_at := old.created_at;
    new.updated_at := now();
    return new;
  end if;

  perform private.lock_user_cart(new.user_id);
  if not exists (select 1 from public.products p where p.product_id = new.product_id and p.is_active) then
    raise exception using errcode = 'PT404', message = 'This product is not available.';
  end if;
  -- An upsert of a line already held fires this trigger too: only a new line counts.
  if not exists (select 1 from public.cart_items c where c.user_id = new.user_id and c.product_id = new.product_id)
     and (select count(*) from public.cart_items c
          join public.products p on p.product_id = c.product_id
          where c.user_id = new.user_id and p.is_active) >= 20 then
    raise exception using errcode = 'P0001', message = 'Cart full (max 20 unique items)';
  end if;
  new.created_at := now();
  new.updated_at := new.created_at;
  return new;
end;
$$;

create trigger cart_items_guard
  before insert or update on public.cart_items
  for each row execute function private.cart_items_guard();

-- A cart line never holds more than the units in stock (a single pre-owned unit: 1): refused with
-- the order's own message (06_orders.sql), PT409. Inactive or unknown products are left to the
-- line's guard ('This product is not available.').
create or replace function private.check_cart_stock(p_product_id uuid, p_quantity integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_name text;
  v_stock integer;
begin
  select p.name, p.stock_units into v_name, v_stock
  from public.products p where p.product_id = p_product_id and p.is_active;
  if found and v_stock < p_quantity then
    raise exception using errcode = 'PT409', message = private.out_of_stock_message(v_name, v_stock);
  end if;
end;
$$;

-- RPCs (the `cart` edge function calls these as the user) -----------------------------------------
-- Each answers the whole cart. Bad input raises 22023 (400) with the rule's message; a product that
-- is not available or not in the cart PT404 (404); a full cart P0001 (400); guests 42501 (401).

create or replace function public.get_cart()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.cart_json(private.require_user());
end;
$$;
comment on function public.get_cart() is 'The caller''s cart items (docs/product.md#cart), oldest first.';

-- POST (add or update): adds p_quantity (1-99) to the line, capped at 99; a new product becomes a
-- new line unless 20 are held.
create or replace function public.cart_add_item(p_product_id uuid, p_quantity integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user();
begin
  if p_product_id is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Invalid product.';
  end if;
  if p_quantity is null or p_quantity < 1 or p_quantity > 99 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Quantity must be 1-99';
  end if;
  perform private.lock_user_cart(v_user);
  perform private.check_cart_stock(p_product_id,
    least(coalesce((select c.quantity from public.cart_items c
                    where c.user_id = v_user and c.product_id = p_product_id), 0) + p_quantity, 99));
  insert into public.cart_items as c (user_id, product_id, quantity)
  values (v_user, p_product_id, p_quantity)
  on conflict (user_id, product_id) do update set quantity = least(c.quantity + excluded.quantity, 99);
  return private.cart_json(v_user);
end;
$$;
comment on function public.cart_add_item(uuid, integer) is
  'Adds 1-99 units of an active product to the caller''s cart (capped at 99; max 20 lines); answers the cart.';

-- PATCH: sets the quantity; below 1 removes the line, above 99 stores 99.
create or replace function public.cart_set_quantity(p_product_id uuid, p_quantity integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user();
begin
  if p_product_id is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Invalid product.';
  end if;
  if p_quantity is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Quantity must be 1-99';
  end if;
  perform private.lock_user_cart(v_user);
  if p_quantity < 1 then
    delete from public.cart_items c where c.user_id = v_user and c.product_id = p_product_id;
  else
    perform private.check_cart_stock(p_product_id, least(p_quantity, 99));
    update public.cart_items c set quantity = least(p_quantity, 99)
    where c.user_id = v_user and c.product_id = p_product_id
      and exists (select 1 from public.products p where p.product_id = c.product_id and p.is_active);
    if not found then
      raise exception using errcode = 'PT404', message = 'This item is not in your cart.';
    end if;
  end if;
  return private.cart_json(v_user);
end;
$$;
comment on function public.cart_set_quantity(uuid, integer) is
  'Sets a cart line''s quantity (below 1 removes it, above 99 stores 99); answers the cart.';

create or replace function public.cart_remove_item(p_product_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user();
begin
  if p_product_id is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Invalid product.';
  end if;
  perform private.lock_user_cart(v_user);
  delete from public.cart_items c where c.user_id = v_user and c.product_id = p_product_id;
  return private.cart_json(v_user);
end;
$$;
comment on function public.cart_remove_item(uuid) is 'Removes a line from the caller''s cart (no-op when absent); answers the cart.';

create or replace function public.cart_clear()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user();
begin
  perform private.lock_user_cart(v_user);
  delete from public.cart_items c where c.user_id = v_user;
  return '[]'::jsonb;
end;
$$;
comment on function public.cart_clear() is 'Empties the caller''s cart; answers the (empty) cart.';

-- Row-level security and privileges ------------------------------------------------------------
alter table public.cart_items enable row level security;

create policy "Users read their own cart" on public.cart_items
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default privileges grant everything to the API roles: read-only, own rows, here.
revoke all on table public.cart_items from anon, authenticated;
grant select on table public.cart_items to authenticated;
grant all on table public.cart_items to service_role;

revoke all on function private.lock_user_cart(uuid), private.cart_json(uuid),
  private.cart_subtotal(uuid), private.cart_items_guard(), private.check_cart_stock(uuid, integer)
  from public, anon, authenticated;

revoke all on function public.get_cart(), public.cart_add_item(uuid, integer),
  public.cart_set_quantity(uuid, integer), public.cart_remove_item(uuid), public.cart_clear()
  from public, anon;
grant execute on function public.get_cart(), public.cart_add_item(uuid, integer),
  public.cart_set_quantity(uuid, integer), public.cart_remove_item(uuid), public.cart_clear()
  to authenticated, service_role;
