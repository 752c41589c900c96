-- Returns and replacements of delivered items (docs/product.md#returns-and-replacements;
-- docs/adr/0024-returns-and-replacements.md).
--
-- * A shopper asks with public.request_return() for one line of their own delivered order, inside
--   the product's window counted from the delivery (return_window_days, replacement_window_days;
--   0 = not offered), with a reason from the list and a comment. Once per line and kind (a request
--   the shopper cancelled does not count), and one open request per line at a time.
-- * The request is a fifth kind of the lifecycle (11_lifecycle_and_mail.sql): kind 'return', its
--   machine in private.status_transitions, every change an event and an e-mail.
--     requested -> approved | rejected | cancelled;  approved -> picked_up | cancelled;
--     picked_up -> received;  received -> refunded | replaced | rejected
--   Staff approve, reject (with a reason) and mark the pickup through staff_transition(); receiving
--   (is the unit resellable? then its stock comes back) and completing (the refund, or the
--   replacement order) have their own functions, so each happens once and with its money.
-- * The refund is the line's share of what was paid (the order's discount apportioned): an online
--   payment is refunded through the payment path (request_refund), and its credit note follows when
--   the gateway confirms; a cash-on-delivery order is refunded by UPI to the ID the shopper gave,
--   recorded by staff, and credited at once (16_invoices.sql issues credit notes as amount_refunded
--   grows).
-- * A replacement is a new order at no charge (total 0), processing at once, which takes its units
--   from stock. It carries no tax invoice: a warranty replacement without consideration is not a
--   supply (it travels with a delivery challan).

create table public.return_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid not null references public.products (product_id),
  product_name text not null,
  quantity integer not null constraint return_requests_quantity_range check (quantity between 1 and 99),
  kind text not null constraint return_requests_kind_valid check (kind in ('return', 'replacement')),
  reason text not null
    constraint return_requests_reason_valid
    check (reason in ('damaged', 'defective', 'wrong_item', 'missing_parts', 'not_as_described', 'no_longer_needed')),
  comment text constraint return_requests_comment_length check (char_length(comment) <= 1000),
  status text not null default 'requested'
    constraint return_requests_status_valid
    check (status in ('requested', 'approved', 'picked_up', 'received', 'refunded', 'replaced', 'rejected', 'cancelled')),
  -- The shop's words to the shopper (the last transition's remark).
  remark text constraint return_requests_remark_length check (char_length(remark) <= 2000),
  -- What a return refunds: the line's share of the amount paid, fixed when asked.
  refund_amount numeric(12, 2) not null constraint return_requests_refund_amount_valid check (refund_amount >= 0),
  -- A cash-on-delivery order's refund goes to this UPI ID.
  refund_upi text constraint return_requests_refund_upi_format
    check (refund_upi ~ '^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$'),
  -- The online refund made for it (13_payments.sql).
  refund_id uuid references public.payment_refunds (id),
  -- Set when received: could the unit be sold again (its stock came back)?
  resellable boolean,
  -- The order that sent the replacement.
  replacement_order_id uuid references public.orders (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What people read and type: 'GG-26-7K3M9Q' (private.assign_display_number; never changes).
  display_number text not null constraint return_requests_display_number_key unique
);
comment on table public.return_requests is
  'Returns and replacements of delivered order lines (docs/product.md#returns-and-replacements). Read own (shoppers) or all (staff); written by request_return() and the staff functions.';

-- Once per line and kind; a request the shopper cancelled may be asked again.
create unique index return_requests_once_per_kind on public.return_requests (order_id, product_id, kind)
  where status <> 'cancelled';
create index return_requests_user_idx on public.return_requests (user_id, created_at desc);
create index return_requests_status_idx on public.return_requests (status, created_at desc);
create index return_requests_product_idx on public.return_requests (product_id);
create index return_requests_refund_idx on public.return_requests (refund_id);
create index return_requests_replacement_order_idx on public.return_requests (replacement_order_id);

create trigger return_requests_set_updated_at
  before insert or update on public.return_requests
  for each row execute function public.set_updated_at();
create trigger return_requests_display_number
  before insert or update on public.return_requests
  for each row execute function private.assign_display_number('RT');

create trigger return_requests_item_created after insert on public.return_requests
  for each row execute function private.item_created('return', 'status');
create trigger return_requests_status_guard before update on public.return_requests
  for each row execute function private.item_status_guard('status');
create trigger return_requests_status_changed after update on public.return_requests
  for each row execute function private.item_status_changed('return', 'status', 'remark');

alter table public.return_requests enable row level security;

create policy "Users read their own returns" on public.return_requests
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_staff()));

revoke all on table public.return_requests from anon, authenticated, service_role;
grant select on table public.return_requests to authenticated, service_role;

-- Windows ---------------------------------------------------------------------------------------------

-- When the order was delivered (its last move into delivered), null while it is not delivered.
create or replace function private.order_delivered_at(p_order_id uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(e.created_at)
  from public.item_events e
  join public.orders o on o.id = e.item_id and o.order_status = 'delivered'
  where e.kind = 'order' and e.item_id = p_order_id and e.to_status = 'delivered'
$$;

-- The last moment of a window of p_days counted from the delivery: the end of that day in India.
-- Null when the window is 0 days (not offered).
create or replace function private.window_end(p_delivered_at timestamptz, p_days integer)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_days, 0) > 0 then
    (((p_delivered_at at time zone 'Asia/Kolkata')::date + p_days + 1)::timestamp at time zone 'Asia/Kolkata')
    - interval '1 microsecond' end
$$;

-- 'Return' / 'Replacement' (messages).
create or replace function private.return_kind_label(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind when 'return' then 'return' else 'replacement' end
$$;

-- The reasons as the shopper reads them (shared/src/contracts/returns.ts says the same).
create or replace function private.return_reason_label(p_reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_reason
    when 'damaged' then 'Arrived damaged'
    when 'defective' then 'Defective or not working'
    when 'wrong_item' then 'Wrong item sent'
    when 'missing_parts' then 'Missing parts or accessories'
    when 'not_as_described' then 'Not as described'
    when 'no_longer_needed' then 'No longer needed'
  end
$$;

-- What one unit of an order line refunds: its price less its share of the order's discount.
create or replace function private.line_unit_refund(p_order public.orders, p_item public.order_items)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_order.subtotal > 0 then
    round(p_item.unit_price * p_order.total / p_order.subtotal, 2) else 0 end
$$;

-- The shopper's side ----------------------------------------------------------------------------------

-- What the caller may ask for each line of their order: the windows (null when not offered), the
-- units still open to a request, and the requests made. PT404 for another shopper's order.
create or replace function public.order_return_options(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_order public.orders;
  v_delivered timestamptz;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if not found or (v_order.user_id <> v_user and not public.is_staff()) then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  v_delivered := private.order_delivered_at(p_order_id);
  return jsonb_build_object(
    'order_id', v_order.id,
    'delivered_at', v_delivered,
    'payment_method', v_order.payment_method,
    'replacement', (v_order.order_details ? 'replacement_for'),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_id', i.product_id,
        'name', i.product_name,
        'slug', i.product_slug,
        'quantity', i.quantity,
        'unit_refund', private.line_unit_refund(v_order, i),
        'return_until', case when v_delivered is not null and not (v_order.order_details ? 'replacement_for')
                             then private.window_end(v_delivered, p.return_window_days) end,
        'replacement_until', case when v_delivered is not null
                                  then private.window_end(v_delivered, p.replacement_window_days) end,
        'requests', coalesce((
          select jsonb_agg(to_jsonb(r) order by r.created_at)
          from public.return_requests r where r.order_id = i.order_id and r.product_id = i.product_id), '[]'::jsonb)
      ) order by i.product_name)
      from public.order_items i
      join public.products p on p.product_id = i.product_id
      where i.order_id = v_order.id), '[]'::jsonb));
end;
$$;
comment on function public.order_return_options(uuid) is
  'The caller''s order: per line the return and replacement windows (end of the last day, India time) and the requests made.';

-- Asks for a return or a replacement of p_quantity units (all of the line when null) of one line.
-- A cash-on-delivery order's return names the UPI ID the refund goes to.
create or replace function public.request_return(
  p_order_id uuid,
  p_product_id uuid,
  p_kind text,
  p_reason text,
  p_comment text,
  p_quantity integer default null,
  p_refund_upi text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_order public.orders;
  v_item public.order_items;
  v_days integer;
  v_delivered timestamptz;
  v_until timestamptz;
  v_comment text := nullif(btrim(p_comment), '');
  v_upi text := nullif(btrim(p_refund_upi), '');
  v_quantity integer;
  v_open public.return_requests;
  v_row public.return_requests;
begin
  if p_kind is null or p_kind not in ('return', 'replacement') then
    perform private.invalid('Choose a return or a replacement.');
  end if;
  if private.return_reason_label(p_reason) is null then
    perform private.invalid('Choose a reason from the list.');
  end if;
  if p_kind = 'replacement' and p_reason in ('not_as_described', 'no_longer_needed') then
    perform private.invalid('A replacement is for an item that arrived damaged, defective, wrong or incomplete.');
  end if;
  if char_length(v_comment) > 1000 then
    perform private.invalid('Comment is too long (1000 characters at most).');
  end if;
  if p_reason in ('damaged', 'defective', 'missing_parts', 'not_as_described') and v_comment is null then
    perform private.invalid('Tell us what is wrong with the item.');
  end if;

  -- One request at a time per order: the checks below read what the others wrote.
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = v_user for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  select * into v_item from public.order_items i where i.order_id = p_order_id and i.product_id = p_product_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'This item is not in the order.';
  end if;
  v_delivered := private.order_delivered_at(p_order_id);
  if v_delivered is null then
    raise exception using errcode = 'PT409', message = 'A return or replacement can be asked once the order is delivered.';
  end if;
  select case when p_kind = 'return' then
              case when v_order.order_details ? 'replacement_for' then 0 else p.return_window_days end
              else p.replacement_window_days end
  into v_days
  from public.products p where p.product_id = p_product_id;
  v_until := private.window_end(v_delivered, v_days);
  if v_until is null then
    raise exception using errcode = 'PT409',
      message = format('This item cannot be %s.', case when p_kind = 'return' then 'returned' else 'replaced' end);
  end if;
  if now() > v_until then
    raise exception using errcode = 'PT409',
      message = format('The %s window for this item closed on %s.', private.return_kind_label(p_kind),
                       to_char(v_until at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'));
  end if;
  v_quantity := coalesce(p_quantity, v_item.quantity);
  if v_quantity < 1 or v_quantity > v_item.quantity then
    perform private.invalid(format('Choose 1 to %s units.', v_item.quantity));
  end if;
  if exists (select 1 from public.return_requests r
             where r.order_id = p_order_id and r.product_id = p_product_id and r.kind = p_kind
               and r.status <> 'cancelled') then
    raise exception using errcode = 'PT409',
      message = format('You have already asked for a %s of this item.', private.return_kind_label(p_kind));
  end if;
  select * into v_open from public.return_requests r
  where r.order_id = p_order_id and r.product_id = p_product_id
    and r.status in ('requested', 'approved', 'picked_up', 'received');
  if found then
    raise exception using errcode = 'PT409',
      message = format('This item already has an open %s request.', private.return_kind_label(v_open.kind));
  end if;
  if p_kind = 'return' and v_order.payment_method = 'cod' then
    if v_upi is null then
      perform private.invalid('Enter the UPI ID for the refund of a cash-on-delivery order.');
    elsif v_upi !~ '^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$' then
      perform private.invalid('Enter a valid UPI ID, such as name@okhdfcbank.');
    end if;
  else
    v_upi := null;
  end if;

  insert into public.return_requests (user_id, order_id, product_id, product_name, quantity, kind, reason, comment,
                                      refund_amount, refund_upi)
  values (v_user, p_order_id, p_product_id, v_item.product_name, v_quantity, p_kind, p_reason, v_comment,
          case when p_kind = 'return' then private.line_unit_refund(v_order, v_item) * v_quantity else 0 end, v_upi)
  returning * into v_row;
  return to_jsonb(v_row);
end;
$$;
comment on function public.request_return(uuid, uuid, text, text, text, integer, text) is
  'The caller asks for a return or replacement of a line of their delivered order, inside its window, once per line and kind.';

-- The shopper withdraws a request before the item is picked up.
create or replace function public.cancel_my_return(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_row public.return_requests;
begin
  select * into v_row from public.return_requests r where r.id = p_id and r.user_id = v_user for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Return request not found.';
  end if;
  if v_row.status not in ('requested', 'approved') then
    raise exception using errcode = 'PT409', message = 'A request can be withdrawn only before the pickup.';
  end if;
  perform set_config('app.return_step', 'on', true);
  perform private.transition('return', p_id, 'cancelled', 'Withdrawn by the shopper.');
  perform set_config('app.return_step', '', true);
  select * into v_row from public.return_requests r where r.id = p_id;
  return to_jsonb(v_row);
end;
$$;
comment on function public.cancel_my_return(uuid) is
  'The caller withdraws their own return or replacement request before the pickup.';

-- Staff ---------------------------------------------------------------------------------------------

-- The item is back at the shop: p_resellable says whether it can be sold again (its units go back
-- to stock, once: a request is received once).
create or replace function public.staff_receive_return(p_id uuid, p_resellable boolean, p_remark text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.return_requests;
begin
  perform private.require_staff('Only staff can receive returns.');
  if p_resellable is null then
    perform private.invalid('Say whether the item can be sold again.');
  end if;
  select * into v_row from public.return_requests r where r.id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Return request not found.';
  end if;
  update public.return_requests r set resellable = p_resellable where r.id = p_id;
  perform set_config('app.return_step', 'on', true);
  perform private.transition('return', p_id, 'received', p_remark);
  perform set_config('app.return_step', '', true);
  if p_resellable then
    update public.products p set stock_units = p.stock_units + v_row.quantity where p.product_id = v_row.product_id;
  end if;
  return private.transition_answer('return', p_id);
end;
$$;
comment on function public.staff_receive_return(uuid, boolean, text) is
  'Staff only: a picked-up return or replacement is back; resellable units return to stock.';

-- Completes a received request: a return is refunded (online: through the gateway; cash on delivery:
-- staff sent it by UPI, p_reference names the transfer), a replacement is sent as a new order at
-- no charge. Once: the request is final afterwards.
create or replace function public.staff_complete_return(p_id uuid, p_remark text default null, p_reference text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.return_requests;
  v_order public.orders;
  v_amount numeric(12, 2);
  v_refund uuid;
  v_line jsonb;
  v_new_order uuid;
  v_stock integer;
  v_reference text := nullif(btrim(p_reference), '');
  v_remark text := nullif(btrim(p_remark), '');
begin
  perform private.require_staff('Only staff can complete returns.');
  select * into v_row from public.return_requests r where r.id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Return request not found.';
  end if;
  if v_row.status <> 'received' then
    raise exception using errcode = 'PT409', message = 'Only a received item can be refunded or replaced.';
  end if;
  select * into v_order from public.orders o where o.id = v_row.order_id for update;

  if v_row.kind = 'return' then
    if v_order.payment_method = 'online' then
      v_amount := least(v_row.refund_amount, private.refundable(v_order.id));
      if v_amount <= 0 then
        raise exception using errcode = 'PT409', message = 'Nothing is left to refund on this order.';
      end if;
      v_refund := private.request_refund(v_order.id, v_order.razorpay_payment_id, v_amount,
                                         'Return of ' || v_row.product_name);
      update public.return_requests r set refund_id = v_refund where r.id = p_id;
      v_remark := coalesce(v_remark, format('We have started a refund of %s to your original payment method. It reaches your account in 5-7 working days.',
                                            private.inr_grouped(v_amount)));
    else
      if v_reference is null or v_reference !~ '^[A-Za-z0-9-]{6,40}$' then
        perform private.invalid('Enter the UPI transfer''s reference number (6 to 40 letters or digits).');
      end if;
      v_amount := least(v_row.refund_amount, v_order.amount_paid - v_order.amount_refunded);
      if v_amount <= 0 then
        raise exception using errcode = 'PT409', message = 'Nothing is left to refund on this order.';
      end if;
      update public.orders o
      set amount_refunded = o.amount_refunded + v_amount,
          payment_status = case when o.amount_refunded + v_amount >= o.amount_paid then 'refunded' else o.payment_status end
      where o.id = v_order.id;
      perform private.note_payment(v_order.id,
        format('Refunded %s by UPI to %s (reference %s) for the return of %s.',
               private.inr_grouped(v_amount), v_row.refund_upi, v_reference, v_row.product_name), null, null);
      v_remark := coalesce(v_remark, format('We have sent %s to %s by UPI (reference %s).',
                                            private.inr_grouped(v_amount), v_row.refund_upi, v_reference));
    end if;
    perform set_config('app.return_step', 'on', true);
    perform private.transition('return', p_id, 'refunded', v_remark);
    perform set_config('app.return_step', '', true);
  else
    update public.products p set stock_units = p.stock_units - v_row.quantity
    where p.product_id = v_row.product_id and p.stock_units >= v_row.quantity
    returning p.stock_units into v_stock;
    if not found then
      select p.stock_units into v_stock from public.products p where p.product_id = v_row.product_id;
      raise exception using errcode = 'PT409',
        message = format('Only %s left in stock for %s: restock it before sending the replacement.', v_stock, v_row.product_name);
    end if;
    select p into v_line
    from jsonb_array_elements(v_order.order_details->'products') p
    where p->>'id' = v_row.product_id::text;
    insert into public.orders (user_id, idempotency_key, order_status, remark, order_details, customer,
                               subtotal, discount_amount, total, payment_method, payment_status)
    values (v_row.user_id, v_row.id, 'processing',
            'Replacement at no charge for order #' || v_order.display_number || '.',
            jsonb_build_object(
              'order_date', now(),
              'products', jsonb_build_array(coalesce(v_line, '{}'::jsonb) || jsonb_build_object(
                'id', v_row.product_id, 'name', v_row.product_name, 'quantity', v_row.quantity, 'subtotal', 0)),
              'order_summary', jsonb_build_object('subtotal', 0, 'discount_amount', 0, 'discount_code', null,
                                                 'discount_type', null, 'discount_rate', null, 'total', 0),
              'replacement_for', jsonb_build_object('order_id', v_order.id, 'return_id', v_row.id)),
            v_order.customer, 0, 0, 0, 'cod', 'paid')
    returning id into v_new_order;
    insert into public.order_items (order_id, product_id, quantity, unit_price, list_price, subtotal, product_name, product_slug)
    select v_new_order, i.product_id, v_row.quantity, 0, i.list_price, 0, i.product_name, i.product_slug
    from public.order_items i where i.order_id = v_order.id and i.product_id = v_row.product_id;
    update public.return_requests r set replacement_order_id = v_new_order where r.id = p_id;
    perform set_config('app.return_step', 'on', true);
    perform private.transition('return', p_id, 'replaced',
      coalesce(v_remark, 'Your replacement is on its way at no charge: order #'
                         || (select o.display_number from public.orders o where o.id = v_new_order) || '.'));
    perform set_config('app.return_step', '', true);
  end if;
  return private.transition_answer('return', p_id);
end;
$$;
comment on function public.staff_complete_return(uuid, text, text) is
  'Staff only: refunds a received return (online through the gateway; COD by UPI with its reference) or sends a received replacement as a new order at no charge.';

-- The returns queue of staff_list_items (07_staff.sql): the request with its order's payment,
-- the shopper's contact and pickup address, and the replacement order. p_pattern is already escaped.
create or replace function private.staff_list_returns(
  p_status text,
  p_pattern text,
  p_page_number integer,
  p_size integer,
  out total integer,
  out items jsonb
)
language plpgsql
stable
set search_path = ''
as $$
begin
  with matching as (
    select r.*, u.email, p.name as customer_name, p.mobile as customer_phone, p.address as customer_address,
           o.payment_method, o.customer as delivery_address, o.display_number as order_display_number
    from public.return_requests r
    join public.orders o on o.id = r.order_id
    left join auth.users u on u.id = r.user_id
    left join public.user_profiles p on p.user_id = r.user_id
    where (p_status is null or r.status = p_status)
      and (p_pattern is null
           or r.id::text like p_pattern || '%'
           or lower(r.display_number) like '%' || p_pattern || '%'
           or lower(o.display_number) like '%' || p_pattern || '%'
           or r.order_id::text like p_pattern || '%'
           or lower(u.email) like '%' || p_pattern || '%'
           or lower(r.product_name) like '%' || p_pattern || '%')
  ), page as (
    select * from matching m order by m.created_at desc, m.id desc
    limit p_size offset (p_page_number - 1)::bigint * p_size
  )
  select (select count(*) from matching)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
           'id', pg.id, 'display_number', pg.display_number, 'user_id', pg.user_id, 'email', pg.email,
           'name', pg.customer_name, 'order_id', pg.order_id, 'order_display_number', pg.order_display_number, 'product_id', pg.product_id, 'product_name', pg.product_name,
           'quantity', pg.quantity, 'kind', pg.kind, 'reason', pg.reason,
           'reason_label', private.return_reason_label(pg.reason), 'comment', pg.comment,
           'status', pg.status, 'remark', pg.remark, 'refund_amount', pg.refund_amount,
           'refund_upi', pg.refund_upi, 'refund_id', pg.refund_id, 'resellable', pg.resellable,
           'replacement_order_id', pg.replacement_order_id, 'payment_method', pg.payment_method,
           'created_at', pg.created_at, 'updated_at', pg.updated_at,
           'phone', pg.customer_phone, 'pickup_address', pg.delivery_address,
           'allowedNext', to_jsonb(private.staff_next_statuses('return', pg.status))
         ) order by pg.created_at desc, pg.id desc), '[]'::jsonb)
  into total, items from page pg;
end;
$$;

revoke all on function private.order_delivered_at(uuid), private.window_end(timestamptz, integer),
  private.return_kind_label(text), private.return_reason_label(text),
  private.line_unit_refund(public.orders, public.order_items),
  private.staff_list_returns(text, text, integer, integer)
  from public, anon, authenticated;

revoke all on function public.order_return_options(uuid),
  public.request_return(uuid, uuid, text, text, text, integer, text),
  public.cancel_my_return(uuid),
  public.staff_receive_return(uuid, boolean, text),
  public.staff_complete_return(uuid, text, text)
  from public, anon;
grant execute on function public.order_return_options(uuid),
  public.request_return(uuid, uuid, text, text, text, integer, text),
  public.cancel_my_return(uuid),
  public.staff_receive_return(uuid, boolean, text),
  public.staff_complete_return(uuid, text, text)
  to authenticated, service_role;
