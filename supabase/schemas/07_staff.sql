-- Staff: the shop's own people (the roles are guest, shopper and staff). One table lists them and
-- one function, is_staff(), answers "is the caller staff?" for every policy and staff-only
-- function (review moderation, repair notes, request statuses, offers), so the rule lives in one
-- place. Who is staff is managed with the service role (the dashboard or a migration), never
-- through the API.

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.staff is 'Users with staff powers; read by is_staff(), written with the service role only.';

alter table public.staff enable row level security;

-- A signed-in user may see whether they themselves are staff (the shell can show staff links);
-- nobody lists the staff through the API.
create policy "Staff see their own row" on public.staff
  for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.staff from anon, authenticated;
grant select on table public.staff to authenticated;
grant all on table public.staff to service_role;

-- Security definer so it answers the same inside any policy, whatever the caller may read; stable
-- and parameterless, so a policy's `(select public.is_staff())` is evaluated once per statement.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = (select auth.uid()))
$$;
comment on function public.is_staff() is 'True when the caller (auth.uid()) is listed in public.staff.';

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- The staff console ---------------------------------------------------------------------------------
-- The staff side of orders and requests (ADR 0015): staff-only functions (public.is_staff()) that
-- move statuses through the state machines of 11_lifecycle_and_mail.sql, assign repairs, send
-- discount offers, and list the queues the mf-staff remote shows; get_item_events()
-- (11_lifecycle_and_mail.sql) for the owner or staff. Refusals: 42501 not staff (or not signed
-- in), 22023 bad parameters / unknown status, PT404 no such item, PT409 a transition the machine
-- does not allow (including a second cancel).

create or replace function private.require_staff(p_message text default 'Only staff can do this.')
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = p_message;
  end if;
  return v_user;
end;
$$;

-- The kind's table, status and remark columns, and the remark's length limit.
create or replace function private.kind_table(p_kind text, out tbl text, out status_col text, out remark_col text, out remark_max integer)
language plpgsql
immutable
set search_path = ''
as $$
begin
  case p_kind
    when 'order' then tbl := 'orders'; status_col := 'order_status'; remark_col := 'remark'; remark_max := 500;
    when 'repair' then tbl := 'repairrequests'; status_col := 'status'; remark_col := 'remark'; remark_max := 2000;
    when 'game_load' then tbl := 'game_load_requests'; status_col := 'status'; remark_col := 'remark'; remark_max := 5000;
    when 'discount_request' then tbl := 'product_discount_requests'; status_col := 'status'; remark_col := 'remarks'; remark_max := 5000;
    when 'return' then tbl := 'return_requests'; status_col := 'status'; remark_col := 'remark'; remark_max := 2000;
    else
      raise exception using errcode = 'invalid_parameter_value',
        message = 'Unknown kind. Use order, repair, game_load, discount_request or return.';
  end case;
end;
$$;

-- Locks one item and answers it as jsonb (PT404 when it does not exist).
create or replace function private.lock_item(p_kind text, p_id uuid)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_kind record;
  v_row jsonb;
begin
  select * into v_kind from private.kind_table(p_kind);
  if p_id is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'An id is required.';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', v_kind.tbl) into v_row using p_id;
  if v_row is null then
    raise exception using errcode = 'PT404', message = private.kind_label(p_kind) || ' not found.';
  end if;
  return v_row;
end;
$$;

-- The one way a status moves (the caller checked the staff rule). Locks the item, checks the
-- machine, writes the status (and the remark when one is given), and for a cancelled or failed
-- order returns its stock and its discount-code use. The triggers append the event and enqueue
-- the e-mail in this transaction. Answers the item after the change.
create or replace function private.transition(p_kind text, p_id uuid, p_status text, p_remark text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_kind record;
  v_row jsonb;
  v_from text;
  v_remark text := nullif(btrim(p_remark), '');
  v_code text;
begin
  select * into v_kind from private.kind_table(p_kind);
  if p_status is null or not (p_status = any (private.kind_statuses(p_kind))) then
    raise exception using errcode = 'invalid_parameter_value',
      message = format('Unknown %s status: %s.', lower(private.kind_label(p_kind)), coalesce(p_status, 'none'));
  end if;
  if char_length(v_remark) > v_kind.remark_max then
    raise exception using errcode = 'invalid_parameter_value',
      message = format('Remark is too long (%s characters at most).', v_kind.remark_max);
  end if;
  v_row := private.lock_item(p_kind, p_id);
  v_from := v_row->>v_kind.status_col;
  if not exists (select 1 from private.status_transitions t
                 where t.kind = p_kind and t.from_status = v_from and t.to_status = p_status) then
    raise exception using errcode = 'PT409',
      message = format('%s cannot move from %s to %s.', private.kind_label(p_kind),
                       private.status_label(v_from), private.status_label(p_status));
  end if;
  -- Out of payment_pending only a verified payment (payment_transition, 13_payments.sql), the hold's
  -- end, or a cancel moves an order: staff cannot mark an order paid by moving its status.
  if p_kind = 'order' and v_from = 'payment_pending' and p_status <> 'cancelled'
     and coalesce(current_setting('app.payment_transition', true), '') <> 'on' then
    raise exception using errcode = 'PT409',
      message = 'Only a verified payment moves an order on from Payment Pending.';
  end if;
  -- A price-match request is ordered when its shopper's order uses the offer, and opens again when
  -- that order does not go through (price_match_ordered, reopen_price_match): never by hand.
  if p_kind = 'discount_request' and 'ordered' in (v_from, p_status)
     and coalesce(current_setting('app.price_match_order', true), '') <> 'on' then
    raise exception using errcode = 'PT409',
      message = 'A discount request is ordered when the shopper orders at the offered price.';
  end if;
  -- A return is received, refunded or replaced by its own functions (20_returns.sql), which do the
  -- stock and the money; a shopper's withdrawal is theirs. A rejection tells the shopper why.
  if p_kind = 'return' and p_status in ('received', 'refunded', 'replaced')
     and coalesce(current_setting('app.return_step', true), '') <> 'on' then
    raise exception using errcode = 'PT409',
      message = format('Use %s to mark a return %s.',
                       case p_status when 'received' then 'Receive' else 'Complete' end, private.status_label(p_status));
  end if;
  if p_kind = 'return' and p_status = 'rejected' and v_remark is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Tell the shopper why the request is rejected.';
  end if;
  if p_kind = 'discount_request' and p_status = 'offer_sent' and v_row->>'our_price' is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Send the offer with its price first.';
  end if;

  perform set_config('app.transition_remark', coalesce(v_remark, ''), true);
  -- A payment's note goes to the event only: the order's remark stays the shop's.
  execute format('update public.%I t set %I = $2, %I = coalesce($3, t.%I) where t.id = $1 returning to_jsonb(t)',
                 v_kind.tbl, v_kind.status_col, v_kind.remark_col, v_kind.remark_col)
    into v_row
    using p_id, p_status,
          case when coalesce(current_setting('app.payment_transition', true), '') = 'on' then null else v_remark end;
  perform set_config('app.transition_remark', '', true);

  -- A cancelled, failed or expired order gives back what it took, once: these states are final. Its
  -- payment closes too: refunded when paid, no longer taken when not (13_payments.sql).
  if p_kind = 'order' and p_status in ('cancelled', 'failed', 'payment_expired') then
    update public.products p
    set stock_units = p.stock_units + x.quantity
    from (select i.product_id, i.quantity from public.order_items i where i.order_id = p_id order by i.product_id) x
    where p.product_id = x.product_id;
    delete from public.discount_redemptions r where r.order_id = p_id returning r.code into v_code;
    if v_code is not null then
      update public.discount_codes d set times_used = greatest(d.times_used - 1, 0) where d.code = v_code;
      perform private.reopen_price_match(v_code);
    end if;
    perform private.close_order_payment(p_id);
  elsif p_kind = 'order' and p_status = 'delivered' then
    perform private.collect_cod(p_id);
  end if;
  return v_row;
end;
$$;

-- A price-match offer whose order was cancelled, failed or expired is open again while its time
-- lasts (ordered -> offer_sent): the shopper can still buy at that price.
create or replace function private.reopen_price_match(p_code text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
  v_expires timestamptz;
begin
  select r.id, r.offer_expires_at into v_id, v_expires
  from public.product_discount_requests r
  where r.offer_code = p_code and r.status = 'ordered' and r.offer_expires_at > now();
  if v_id is null then
    return;
  end if;
  update public.product_discount_requests r set order_id = null where r.id = v_id;
  perform set_config('app.price_match_order', 'on', true);
  perform private.transition('discount_request', v_id, 'offer_sent',
    'Your order at the offered price did not go through, so the offer is open again until '
    || to_char(v_expires at time zone 'Asia/Kolkata', 'FMDD Mon YYYY') || '.');
  perform set_config('app.price_match_order', '', true);
end;
$$;

-- A placed order used a price-match code: its request moves to ordered (offer_sent or approved).
create or replace function private.price_match_ordered(p_code text, p_order_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select r.id into v_id from public.product_discount_requests r
  where r.offer_code = p_code and r.status in ('offer_sent', 'approved');
  if v_id is null then
    return;
  end if;
  update public.product_discount_requests r set order_id = p_order_id where r.id = v_id;
  perform set_config('app.price_match_order', 'on', true);
  perform private.transition('discount_request', v_id, 'ordered', null);
  perform set_config('app.price_match_order', '', true);
end;
$$;

-- The statuses staff may move an item to: the machine's, except that an order waiting for its
-- payment can only be cancelled (private.transition).
create or replace function private.staff_next_statuses(p_kind text, p_status text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_kind = 'order' and p_status = 'payment_pending' then
    return array['cancelled'];
  end if;
  if p_kind = 'return' then
    return array(select s from unnest(private.next_statuses(p_kind, p_status)) s
                 where s not in ('received', 'refunded', 'replaced'));
  end if;
  if p_kind = 'discount_request' then
    return case when p_status = 'ordered' then '{}'::text[]
                else array_remove(private.next_statuses(p_kind, p_status), 'ordered') end;
  end if;
  return private.next_statuses(p_kind, p_status);
end;
$$;

-- What a staff change answers: the item's status, remark and the statuses staff may move it to next.
create or replace function private.transition_answer(p_kind text, p_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_kind record;
  v_row jsonb;
begin
  select * into v_kind from private.kind_table(p_kind);
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_kind.tbl) into v_row using p_id;
  return jsonb_build_object(
    'id', v_row->>'id',
    'kind', p_kind,
    'status', v_row->>v_kind.status_col,
    'remark', v_row->>v_kind.remark_col,
    'allowedNext', to_jsonb(private.staff_next_statuses(p_kind, v_row->>v_kind.status_col)));
end;
$$;

create or replace function public.staff_transition(p_kind text, p_id uuid, p_status text, p_remark text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('Only staff can change statuses.');
  perform private.transition(p_kind, p_id, p_status, p_remark);
  return private.transition_answer(p_kind, p_id);
end;
$$;
comment on function public.staff_transition(text, uuid, text, text) is
  'Staff only: moves an order, repair, game load or discount request to p_status if its state machine allows it (remark optional); event and e-mail recorded.';

-- Repairs: technician, estimate, notes --------------------------------------------------------------

create or replace function public.staff_assign_repair(
  p_id uuid,
  p_technician text,
  p_estimated_completion timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_technician text := nullif(btrim(p_technician), '');
begin
  perform private.require_staff('Only staff can assign repairs.');
  if char_length(v_technician) > 100 then
    perform private.invalid('Technician name is too long (100 characters at most).');
  end if;
  v_row := private.lock_item('repair', p_id);
  if v_row->>'status' in ('completed', 'cancelled') then
    raise exception using errcode = 'PT409', message = 'A completed or cancelled repair cannot be reassigned.';
  end if;
  update public.repairrequests r
  set technician = v_technician, estimated_completion = p_estimated_completion
  where r.id = p_id
  returning to_jsonb(r) into v_row;
  return jsonb_build_object('id', p_id, 'technician', v_row->>'technician',
                            'estimated_completion', v_row->'estimated_completion');
end;
$$;
comment on function public.staff_assign_repair(uuid, text, timestamptz) is
  'Staff only: sets a repair''s technician and estimated completion (null clears).';

create or replace function public.staff_set_repair_notes(p_id uuid, p_notes text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notes text := nullif(btrim(p_notes), '');
begin
  perform private.require_staff('Only staff can write technician notes.');
  if char_length(v_notes) > 2000 then
    perform private.invalid('Technician notes are too long (2000 characters at most).');
  end if;
  perform private.lock_item('repair', p_id);
  update public.repairrequests r set notes = v_notes where r.id = p_id;
  return jsonb_build_object('id', p_id, 'notes', v_notes);
end;
$$;
comment on function public.staff_set_repair_notes(uuid, text) is 'Staff only: writes (or clears) a repair''s technician notes.';

-- Orders: courier and tracking number ----------------------------------------------------------------

-- Sets who carries the order and its tracking number, once it is being prepared or on its way. The
-- shopper sees it on the order's timeline (an event of the same status) and gets an e-mail.
create or replace function public.staff_set_order_tracking(p_id uuid, p_courier text, p_tracking_number text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_courier text := btrim(coalesce(p_courier, ''));
  v_number text := upper(btrim(coalesce(p_tracking_number, '')));
  v_row jsonb;
  v_short text;
begin
  perform private.require_staff('Only staff can change orders.');
  if char_length(v_courier) not between 2 and 60 then
    perform private.invalid('Enter the courier''s name: 2 to 60 characters.');
  end if;
  if v_number !~ '^[A-Z0-9-]{4,40}$' then
    perform private.invalid('Enter the tracking number: 4 to 40 letters, digits or dashes.');
  end if;
  v_row := private.lock_item('order', p_id);
  if v_row->>'order_status' not in ('processing', 'shipped', 'out for delivery') then
    raise exception using errcode = 'PT409',
      message = format('A tracking number is set while an order is Processing, Shipped or Out For Delivery, not %s.',
                       private.status_label(v_row->>'order_status'));
  end if;
  update public.orders o set courier = v_courier, tracking_number = v_number where o.id = p_id
  returning to_jsonb(o) into v_row;
  v_short := v_row->>'display_number';
  perform set_config('app.mail_subject', format('Order #%s: on its way with %s', v_short, v_courier), true);
  perform set_config('app.mail_opening',
    format('Your order is with %s. Its tracking number is %s.', v_courier, v_number), true);
  perform private.record_item_event('order', v_row, v_row->>'order_status', v_row->>'order_status',
    format('Courier: %s. Tracking number: %s.', v_courier, v_number), true);
  perform set_config('app.mail_subject', '', true);
  perform set_config('app.mail_opening', '', true);
  return jsonb_build_object('id', p_id, 'courier', v_courier, 'tracking_number', v_number);
end;
$$;
comment on function public.staff_set_order_tracking(uuid, text, text) is
  'Staff only: the courier and tracking number of an order being prepared or on its way; an event on its timeline and an e-mail.';

-- Discount offers ------------------------------------------------------------------------------------

-- A new price-match code: 'PM-' and 8 characters without look-alikes (0/O, 1/I/L), from random
-- bytes. It is bound to its shopper, so guessing one is of no use; it only has to be unique.
create or replace function private.new_price_match_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  c_alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  v_bytes bytea;
  v_code text;
begin
  loop
    v_bytes := uuid_send(gen_random_uuid());
    v_code := 'PM-';
    for i in 0 .. 7 loop
      -- Bytes 0-5 and 10-11: the uuid's random bytes (6-9 carry its version and variant bits).
      v_code := v_code || substr(c_alphabet, get_byte(v_bytes, case when i < 6 then i else i + 4 end) % 31 + 1, 1);
    end loop;
    exit when not exists (select 1 from public.discount_codes d where d.code = v_code);
  end loop;
  return v_code;
end;
$$;

-- Sends the offer of a pending request (pending -> offer_sent; the e-mail shows it): our_price for
-- one unit of p_product_id, the shop's product the shopper asked about, as a personal single-use
-- code valid for p_valid_days days (docs/product.md#price-match-requests).
create or replace function public.staff_send_discount_offer(
  p_id uuid,
  p_our_price numeric,
  p_remarks text default null,
  p_product_id uuid default null,
  p_valid_days integer default 7
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_product public.products;
  v_price numeric := round(p_our_price, 2);
  v_code text;
  v_expires timestamptz;
begin
  perform private.require_staff('Only staff can send offers.');
  if p_our_price is null or p_our_price <= 0 then
    perform private.invalid('Offer price must be a positive number.');
  end if;
  if p_our_price > 10000000 then
    perform private.invalid('Offer price seems too high. Please check the value.');
  end if;
  if p_product_id is null then
    perform private.invalid('Choose the product this offer is for.');
  end if;
  select * into v_product from public.products p where p.product_id = p_product_id;
  if not found or not v_product.is_active then
    perform private.invalid('Choose an active product of the shop.');
  end if;
  if v_price >= v_product.discount_price then
    perform private.invalid(format('The offer must be below our price of %s.', private.format_inr(v_product.discount_price)));
  end if;
  if p_valid_days is null or p_valid_days not between 1 and 30 then
    perform private.invalid('An offer holds for 1 to 30 days.');
  end if;
  v_row := private.lock_item('discount_request', p_id);
  if v_row->>'status' <> 'pending' then
    raise exception using errcode = 'PT409',
      message = format('Discount request cannot move from %s to Offer Sent.', private.status_label(v_row->>'status'));
  end if;

  v_code := private.new_price_match_code();
  -- To the end of the last day, India time (23:59:59, so the date shown is the last day).
  v_expires := ((now() at time zone 'Asia/Kolkata')::date + p_valid_days + 1)::timestamp at time zone 'Asia/Kolkata'
               - interval '1 second';
  insert into public.discount_codes (code, description, discount_type, discount_value, ends_at, usage_limit_total,
                                     usage_limit_per_user, user_id, product_id, target_price)
  values (v_code, left('Price match: ' || v_product.name, 200), 'fixed', v_product.discount_price - v_price, v_expires, 1,
          1, (v_row->>'user_id')::uuid, p_product_id, v_price);
  update public.product_discount_requests d
  set our_price = v_price, product_id = p_product_id, offer_code = v_code, offer_expires_at = v_expires
  where d.id = p_id;
  v_row := private.transition('discount_request', p_id, 'offer_sent', p_remarks);
  return jsonb_build_object('id', p_id, 'kind', 'discount_request', 'status', v_row->>'status',
                            'our_price', (v_row->>'our_price')::numeric, 'remark', v_row->>'remarks',
                            'offer_code', v_code, 'offer_expires_at', v_expires,
                            'allowedNext', to_jsonb(private.staff_next_statuses('discount_request', v_row->>'status')));
end;
$$;
comment on function public.staff_send_discount_offer(uuid, numeric, text, uuid, integer) is
  'Staff only: offers our_price for one unit of p_product_id on a pending discount request (pending -> offer_sent): a personal single-use code valid p_valid_days days.';

-- The queues -------------------------------------------------------------------------------------------

-- One page (20, newest first) of a queue with its total count: { items, totalCount, pageSize }.
-- p_kind: order, repair, game_load, discount_request or review. p_status filters (one of the kind's
-- statuses; reviews: pending, approved, rejected). p_search (case-insensitive) matches the start of
-- the id (a leading '#' ignored), the shopper's e-mail, or the item's text (product names, repair
-- description / technician, games, product link, review title / comment / product).
-- Items carry the row's columns, the shopper's email and name, and allowedNext (the statuses the
-- machine allows from the current one; reviews: approved / rejected while pending).
create or replace function public.staff_list_items(
  p_kind text,
  p_status text default null,
  p_search text default null,
  p_page_number integer default 1
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_size constant integer := 20;
  v_pattern text;
  v_status text := nullif(btrim(p_status), '');
  v_total integer;
  v_items jsonb;
begin
  perform private.require_staff('Only staff can list the queues.');
  if p_kind is null or p_kind not in ('order', 'repair', 'game_load', 'discount_request', 'review', 'return') then
    perform private.invalid('Unknown kind. Use order, repair, game_load, discount_request, review or return.');
  end if;
  if p_page_number is null or p_page_number < 1 then
    perform private.invalid('p_page_number must be 1 or more');
  end if;
  if v_status is not null and not (v_status = any (
       case when p_kind = 'review' then array['pending', 'approved', 'rejected'] else private.kind_statuses(p_kind) end)) then
    perform private.invalid(format('Unknown status: %s.', v_status));
  end if;
  if nullif(btrim(ltrim(btrim(coalesce(p_search, '')), '#')), '') is not null then
    -- LIKE wildcards typed by staff are literal.
    v_pattern := replace(replace(replace(lower(left(btrim(ltrim(btrim(p_search), '#')), 200)), '\', '\\'),
                                 '%', '\%'), '_', '\_');
  end if;

  if p_kind = 'order' then
    with matching as (
      select o.*, u.email, p.name as customer_name, p.mobile as customer_phone, p.address as customer_address
      from public.orders o
      left join auth.users u on u.id = o.user_id
      left join public.user_profiles p on p.user_id = o.user_id
      where (v_status is null or o.order_status = v_status)
        and (v_pattern is null
             or o.id::text like v_pattern || '%'
             or lower(o.display_number) like '%' || v_pattern || '%'
             or lower(u.email) like '%' || v_pattern || '%'
             or exists (select 1 from public.order_items i
                        where i.order_id = o.id and lower(i.product_name) like '%' || v_pattern || '%'))
    ), page as (
      select * from matching m order by m.created_at desc, m.id desc
      limit v_size offset (p_page_number - 1)::bigint * v_size
    )
    select (select count(*) from matching)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', pg.id, 'display_number', pg.display_number, 'user_id', pg.user_id, 'email', pg.email,
             'name', pg.customer_name,
             'order_status', pg.order_status, 'remark', pg.remark, 'order_details', pg.order_details,
             'customer', pg.customer, 'subtotal', pg.subtotal, 'discount_amount', pg.discount_amount,
             'total', pg.total, 'discount_code', pg.discount_code,
             'payment_method', pg.payment_method, 'payment_status', pg.payment_status,
             'amount_paid', pg.amount_paid, 'amount_refunded', pg.amount_refunded, 'payment_flag', pg.payment_flag,
             'created_at', pg.created_at, 'updated_at', pg.updated_at,
             'phone', pg.customer_phone, 'courier', pg.courier, 'tracking_number', pg.tracking_number,
             -- The lines as sold: unit and list prices (order_details keeps the line totals).
             'items', (select coalesce(jsonb_agg(jsonb_build_object(
                         'product_id', i.product_id, 'name', i.product_name, 'quantity', i.quantity,
                         'unit_price', i.unit_price, 'list_price', i.list_price, 'subtotal', i.subtotal)
                       order by i.product_name), '[]'::jsonb)
                       from public.order_items i where i.order_id = pg.id),
             'allowedNext', to_jsonb(private.staff_next_statuses('order', pg.order_status))
           ) order by pg.created_at desc, pg.id desc), '[]'::jsonb)
    into v_total, v_items from page pg;
  elsif p_kind = 'repair' then
    with matching as (
      select r.*, u.email, p.name as customer_name, p.mobile as customer_phone, p.address as customer_address
      from public.repairrequests r
      left join auth.users u on u.id = r.user_id
      left join public.user_profiles p on p.user_id = r.user_id
      where (v_status is null or r.status = v_status)
        and (v_pattern is null
             or r.id::text like v_pattern || '%'
             or lower(r.display_number) like '%' || v_pattern || '%'
             or lower(u.email) like '%' || v_pattern || '%'
             or lower(r.product_description) like '%' || v_pattern || '%'
             or lower(coalesce(r.technician, '')) like '%' || v_pattern || '%')
    ), page as (
      select * from matching m order by m.creation_date desc, m.id desc
      limit v_size offset (p_page_number - 1)::bigint * v_size
    )
    select (select count(*) from matching)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', pg.id, 'display_number', pg.display_number, 'user_id', pg.user_id, 'email', pg.email,
             'name', pg.customer_name,
             'status', pg.status, 'creation_date', pg.creation_date,
             'estimated_completion', pg.estimated_completion, 'updated_at', pg.updated_at,
             'product_type', pg.product_type, 'product_description', pg.product_description,
             'notes', pg.notes, 'remark', pg.remark, 'technician', pg.technician,
             'shipping_address', pg.shipping_address,
             -- Where to pick the device up: the profile's address and phone.
             'phone', pg.customer_phone, 'pickup_address', pg.customer_address,
             'allowedNext', to_jsonb(private.next_statuses('repair', pg.status))
           ) order by pg.creation_date desc, pg.id desc), '[]'::jsonb)
    into v_total, v_items from page pg;
  elsif p_kind = 'game_load' then
    with matching as (
      select g.*, u.email, p.name as customer_name, p.mobile as customer_phone, p.address as customer_address
      from public.game_load_requests g
      left join auth.users u on u.id = g.user_id
      left join public.user_profiles p on p.user_id = g.user_id
      where (v_status is null or g.status = v_status)
        and (v_pattern is null
             or g.id::text like v_pattern || '%'
             or lower(g.display_number) like '%' || v_pattern || '%'
             or lower(u.email) like '%' || v_pattern || '%'
             or lower(array_to_string(g.games_list, ' ')) like '%' || v_pattern || '%'
             or lower(g.console_type) like '%' || v_pattern || '%')
    ), page as (
      select * from matching m order by m.created_at desc, m.id desc
      limit v_size offset (p_page_number - 1)::bigint * v_size
    )
    select (select count(*) from matching)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', pg.id, 'display_number', pg.display_number, 'user_id', pg.user_id, 'email', pg.email,
             'name', pg.customer_name,
             'console_type', pg.console_type, 'available_storage', pg.available_storage,
             'storage_unit', pg.storage_unit, 'games_list', to_jsonb(pg.games_list),
             'storage_addon_added', pg.storage_addon_added, 'price_details', pg.price_details,
             'status', pg.status, 'remark', pg.remark, 'created_at', pg.created_at, 'updated_at', pg.updated_at,
             'phone', pg.customer_phone, 'pickup_address', pg.customer_address,
             'allowedNext', to_jsonb(private.next_statuses('game_load', pg.status))
           ) order by pg.created_at desc, pg.id desc), '[]'::jsonb)
    into v_total, v_items from page pg;
  elsif p_kind = 'return' then
    select * into v_total, v_items from private.staff_list_returns(v_status, v_pattern, p_page_number, v_size);
  elsif p_kind = 'discount_request' then
    with matching as (
      select d.*, u.email, p.name as customer_name, p.mobile as customer_phone, p.address as customer_address
      from public.product_discount_requests d
      left join auth.users u on u.id = d.user_id
      left join public.user_profiles p on p.user_id = d.user_id
      where (v_status is null or d.status = v_status)
        and (v_pattern is null
             or d.id::text like v_pattern || '%'
             or lower(d.display_number) like '%' || v_pattern || '%'
             or lower(u.email) like '%' || v_pattern || '%'
             or lower(d.product_url) like '%' || v_pattern || '%'
             or lower(d.product_type) like '%' || v_pattern || '%')
    ), page as (
      select * from matching m order by m.created_at desc, m.id desc
      limit v_size offset (p_page_number - 1)::bigint * v_size
    )
    select (select count(*) from matching)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', pg.id, 'display_number', pg.display_number, 'user_id', pg.user_id, 'email', pg.email,
             'name', pg.customer_name,
             'product_type', pg.product_type, 'ecom_site', pg.ecom_site, 'product_url', pg.product_url,
             'current_price', pg.current_price, 'our_price', pg.our_price, 'remarks', pg.remarks,
             'status', pg.status, 'created_at', pg.created_at, 'updated_at', pg.updated_at,
             'product_id', pg.product_id,
             'product_name', (select p.name from public.products p where p.product_id = pg.product_id),
             'offer_code', pg.offer_code, 'offer_expires_at', pg.offer_expires_at, 'order_id', pg.order_id,
             'phone', pg.customer_phone,
             'allowedNext', to_jsonb(private.staff_next_statuses('discount_request', pg.status))
           ) order by pg.created_at desc, pg.id desc), '[]'::jsonb)
    into v_total, v_items from page pg;
  else
    with matching as (
      select r.review_id, r.product_id, r.order_id, r.user_id, r.rating, r.title, r.comment, r.status,
             r.moderated_at, r.created_at, r.updated_at, u.email, p.name as product_name, p.slug as product_slug,
             up.name as customer_name
      from public.reviews r
      left join auth.users u on u.id = r.user_id
      left join public.products p on p.product_id = r.product_id
      left join public.user_profiles up on up.user_id = r.user_id
      where (v_status is null or r.status = v_status)
        and (v_pattern is null
             or r.review_id::text like v_pattern || '%'
             or lower(u.email) like '%' || v_pattern || '%'
             or lower(coalesce(r.title, '')) like '%' || v_pattern || '%'
             or lower(r.comment) like '%' || v_pattern || '%'
             or lower(coalesce(p.name, '')) like '%' || v_pattern || '%')
    ), page as (
      select * from matching m order by m.created_at desc, m.review_id desc
      limit v_size offset (p_page_number - 1)::bigint * v_size
    )
    select (select count(*) from matching)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', pg.review_id, 'review_id', pg.review_id, 'product_id', pg.product_id,
             'product_name', pg.product_name, 'product_slug', pg.product_slug, 'order_id', pg.order_id,
             'user_id', pg.user_id, 'email', pg.email, 'name', pg.customer_name,
             'rating', pg.rating, 'title', pg.title, 'comment', pg.comment, 'status', pg.status,
             'moderated_at', pg.moderated_at, 'created_at', pg.created_at, 'updated_at', pg.updated_at,
             'allowedNext', case when pg.status = 'pending' then '["approved", "rejected"]'::jsonb else '[]'::jsonb end
           ) order by pg.created_at desc, pg.review_id desc), '[]'::jsonb)
    into v_total, v_items from page pg;
  end if;

  return jsonb_build_object('items', v_items, 'totalCount', v_total, 'pageSize', v_size);
end;
$$;
comment on function public.staff_list_items(text, text, text, integer) is
  'Staff only: one page (20, newest first) of a queue (order, repair, game_load, discount_request, review, return) with status filter and search by id, e-mail or text: { items, totalCount, pageSize }.';

revoke all on function private.require_staff(text), private.kind_table(text), private.lock_item(text, uuid),
  private.transition(text, uuid, text, text), private.staff_next_statuses(text, text),
  private.transition_answer(text, uuid),
  private.new_price_match_code(), private.reopen_price_match(text), private.price_match_ordered(text, uuid)
  from public, anon, authenticated;

revoke all on function public.staff_transition(text, uuid, text, text),
  public.staff_set_order_tracking(uuid, text, text),
  public.staff_assign_repair(uuid, text, timestamptz),
  public.staff_set_repair_notes(uuid, text),
  public.staff_send_discount_offer(uuid, numeric, text, uuid, integer),
  public.staff_list_items(text, text, text, integer)
  from public, anon;
grant execute on function public.staff_transition(text, uuid, text, text),
  public.staff_set_order_tracking(uuid, text, text),
  public.staff_assign_repair(uuid, text, timestamptz),
  public.staff_set_repair_notes(uuid, text),
  public.staff_send_discount_offer(uuid, numeric, text, uuid, integer),
  public.staff_list_items(text, text, text, integer)
  to authenticated, service_role;
