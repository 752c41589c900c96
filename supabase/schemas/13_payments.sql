-- Payments (docs/product.md#payments; docs/adr/0019-payments.md): online through Razorpay, or
-- cash on delivery. The database is the only authority on what an order costs, whether it is
-- paid, and what may be refunded; the edge functions (orders, verify-payment, razorpay-webhook,
-- payments-sweep) only carry Razorpay's signed word here, through service-role functions:
--
-- * place_order (06_orders.sql) places an online order as payment_pending, its stock held until
--   payment_hold_until; cash on delivery is refused above shop_settings.cod_limit_rupees.
-- * attach_razorpay_order records the Razorpay order made for it (once).
-- * apply_payment_event applies one verified event (the Checkout handler's signature or a signed
--   webhook), once per event id, under the order's lock, in any order: a capture of the right
--   amount pays a payment_pending order; a capture for an order already closed is refunded; a wrong
--   amount is recorded and flagged for staff, never paid.
-- * expire_payment_holds closes unpaid orders whose hold ended (stock and code use back, once).
-- * Refunds are an outbox (payment_refunds): requested in the transaction that decides them
--   (a shopper's or staff's cancel of a paid order, a late capture, a staff partial refund), made
--   through Razorpay's Refunds API after commit by payments-sweep (claim, call, finish), and
--   completed by the refund.processed webhook.
-- Every payment event is appended to the order's timeline (public.item_events) with its e-mail.

-- Settings ------------------------------------------------------------------------------------------

-- One row: the shop's payment settings (PAYMENT_DEFAULTS of shared/contracts). The local stack
-- applies COD_LIMIT_RUPEES and PAYMENT_HOLD_MINUTES here; a deployment sets them with SQL.
create table private.shop_settings (
  singleton boolean primary key default true constraint shop_settings_one_row check (singleton),
  cod_limit_rupees numeric(12, 2) not null default 50000
    constraint shop_settings_cod_limit_valid check (cod_limit_rupees >= 0),
  payment_hold_minutes integer not null default 15
    constraint shop_settings_hold_valid check (payment_hold_minutes between 1 and 1440)
);
comment on table private.shop_settings is
  'The shop''s payment settings (one row): the cash-on-delivery limit and how long an online order holds its stock.';

revoke all on table private.shop_settings from public, anon, authenticated, service_role;

-- '₹1,23,456.00': rupees in Indian digit grouping (formatRupees of shared/contracts).
create or replace function private.inr_grouped(p_amount numeric)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := to_char(abs(coalesce(p_amount, 0)), 'FM999999999990.00');
  v_int text := split_part(v_text, '.', 1);
  v_out text := right(v_int, 3);
begin
  v_int := left(v_int, greatest(length(v_int) - 3, 0));
  while length(v_int) > 0 loop
    v_out := right(v_int, 2) || ',' || v_out;
    v_int := left(v_int, greatest(length(v_int) - 2, 0));
  end loop;
  return case when p_amount < 0 then '-' else '' end || '₹' || v_out || '.' || split_part(v_text, '.', 2);
end;
$$;

-- Paise of a rupee amount (exact for two decimals).
create or replace function private.paise(p_rupees numeric)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select (p_rupees * 100)::bigint
$$;

-- Payment events (idempotency and audit) -----------------------------------------------------------

create table public.payment_events (
  -- Razorpay's x-razorpay-event-id for webhooks; 'handler:' || payment id for a verified handler.
  event_id text primary key constraint payment_events_event_id_length check (char_length(event_id) between 1 and 200),
  source text not null constraint payment_events_source_valid check (source in ('webhook', 'handler')),
  event text not null constraint payment_events_event_length check (char_length(event) <= 100),
  order_id uuid references public.orders (id) on delete cascade,
  razorpay_order_id text,
  razorpay_payment_id text,
  razorpay_refund_id text,
  amount_paise bigint,
  currency text,
  method text,
  -- What it did: paid, already_paid, mismatch, late_refund, second_capture_refund, failed, ignored,
  -- refund_processed, refund_failed, unknown_order, unknown_refund.
  outcome text not null,
  detail text,
  received_at timestamptz not null default now()
);
comment on table public.payment_events is
  'Every verified payment event received (Checkout handler or webhook), once per event id, with what it did. Staff read it.';

create index payment_events_order_idx on public.payment_events (order_id, received_at);
create index payment_events_received_idx on public.payment_events (received_at);

alter table public.payment_events enable row level security;
create policy "Staff read payment events" on public.payment_events
  for select to authenticated
  using ((select public.is_staff()));

revoke all on table public.payment_events from anon, authenticated, service_role;
grant select on table public.payment_events to authenticated, service_role;

-- Refunds (an outbox) -------------------------------------------------------------------------------

create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  razorpay_payment_id text not null,
  amount numeric(12, 2) not null constraint payment_refunds_amount_valid check (amount > 0),
  reason text constraint payment_refunds_reason_length check (char_length(reason) <= 500),
  -- requested (to be made), pending (Razorpay has it), processed, failed.
  status text not null default 'requested'
    constraint payment_refunds_status_valid check (status in ('requested', 'pending', 'processed', 'failed')),
  razorpay_refund_id text constraint payment_refunds_razorpay_refund_id_key unique,
  requested_by uuid,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payment_refunds is
  'Refunds of an order''s payment: requested in the deciding transaction, made by payments-sweep, completed by the webhook. Owners and staff read them.';

create index payment_refunds_order_idx on public.payment_refunds (order_id);
create index payment_refunds_due_idx on public.payment_refunds (next_attempt_at) where status = 'requested';

create trigger payment_refunds_set_updated_at
  before insert or update on public.payment_refunds
  for each row execute function public.set_updated_at();

alter table public.payment_refunds enable row level security;
create policy "Owners and staff read refunds" on public.payment_refunds
  for select to authenticated
  using ((select public.is_staff())
         or exists (select 1 from public.orders o where o.id = payment_refunds.order_id and o.user_id = (select auth.uid())));

revoke all on table public.payment_refunds from anon, authenticated, service_role;
grant select on table public.payment_refunds to authenticated, service_role;

-- The timeline and e-mails ---------------------------------------------------------------------------

-- Appends a payment note to the order's timeline (an event from its status to the same status,
-- the note as its remark) and, with a subject, e-mails the shopper.
create or replace function private.note_payment(p_order_id uuid, p_note text, p_subject text, p_opening text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
begin
  select to_jsonb(o) into v_row from public.orders o where o.id = p_order_id;
  perform set_config('app.mail_subject', coalesce(p_subject, ''), true);
  perform set_config('app.mail_opening', coalesce(p_opening, ''), true);
  perform private.record_item_event('order', v_row, v_row->>'order_status', v_row->>'order_status', p_note,
                                    p_subject is not null);
  perform set_config('app.mail_subject', '', true);
  perform set_config('app.mail_opening', '', true);
end;
$$;

-- Moves an order's status for a payment (the one way out of payment_pending besides a cancel),
-- with the note as the event's remark and the e-mail's subject and opening.
create or replace function private.payment_transition(p_order_id uuid, p_status text, p_note text, p_subject text, p_opening text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('app.payment_transition', 'on', true);
  perform set_config('app.mail_subject', coalesce(p_subject, ''), true);
  perform set_config('app.mail_opening', coalesce(p_opening, ''), true);
  perform private.transition('order', p_order_id, p_status, p_note);
  perform set_config('app.payment_transition', '', true);
  perform set_config('app.mail_subject', '', true);
  perform set_config('app.mail_opening', '', true);
end;
$$;

-- 'UPI', 'Card'... as the shopper reads the method.
create or replace function private.payment_method_label(p_method text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case lower(coalesce(p_method, ''))
    when 'upi' then 'UPI' when 'card' then 'card' when 'netbanking' then 'netbanking'
    when 'wallet' then 'wallet' when 'emi' then 'EMI' when '' then 'online payment' else lower(p_method) end
$$;

-- Refunds ---------------------------------------------------------------------------------------------

-- What of the order's payment may still be refunded: paid, minus refunds done or under way.
create or replace function private.refundable(p_order_id uuid)
returns numeric
language sql
stable
set search_path = ''
as $$
  select o.amount_paid - coalesce((select sum(r.amount) from public.payment_refunds r
                                   where r.order_id = o.id and r.status <> 'failed'), 0)
  from public.orders o where o.id = p_order_id
$$;

-- Requests a refund of p_amount (null: all that is refundable) of the order's payment; the caller
-- holds the order's lock. Notes it on the timeline with the 'refund started' e-mail and wakes the
-- sweeper after commit. Answers the refund id (null when nothing is refundable).
create or replace function private.request_refund(p_order_id uuid, p_payment_id text, p_amount numeric, p_reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_amount numeric(12, 2);
  v_refundable numeric(12, 2) := private.refundable(p_order_id);
  v_id uuid;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  v_amount := coalesce(p_amount, v_refundable);
  if v_amount is null or v_amount <= 0 then
    return null;
  end if;
  if v_amount > v_refundable then
    raise exception using errcode = 'invalid_parameter_value',
      message = format('At most %s can be refunded.', private.inr_grouped(v_refundable));
  end if;
  insert into public.payment_refunds (order_id, razorpay_payment_id, amount, reason, requested_by)
  values (p_order_id, coalesce(p_payment_id, v_order.razorpay_payment_id), v_amount, nullif(btrim(p_reason), ''), auth.uid())
  returning id into v_id;
  if v_amount >= v_refundable and v_order.payment_status = 'paid' then
    update public.orders o set payment_status = 'refund_pending' where o.id = p_order_id;
  end if;
  perform private.note_payment(p_order_id,
    format('Refund started: %s', private.inr_grouped(v_amount)),
    format('Order #%s: refund started', v_order.display_number),
    format('We have started a refund of %s to your original payment method. It reaches your account in 5-7 working days.',
           private.inr_grouped(v_amount)));
  perform pg_notify('payments', v_id::text);
  return v_id;
end;
$$;

-- Called by private.transition when an order closes (cancelled, failed, payment_expired): a paid
-- order's payment is refunded whole; an unpaid one will take no payment any more.
create or replace function private.close_order_payment(p_order_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.payment_status = 'paid' and v_order.payment_method = 'online' then
    perform private.request_refund(p_order_id, v_order.razorpay_payment_id, null, 'Order ' || v_order.order_status);
  elsif v_order.payment_status in ('pending', 'failed', 'cod_due') then
    update public.orders o set payment_status = 'expired', payment_hold_until = null where o.id = p_order_id;
  end if;
end;
$$;

-- Called by private.transition when an order is delivered: cash on delivery is collected then.
create or replace function private.collect_cod(p_order_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.payment_method = 'cod' and v_order.payment_status = 'cod_due' then
    update public.orders o set payment_status = 'paid', amount_paid = o.total where o.id = p_order_id;
    perform private.note_payment(p_order_id, format('Cash received on delivery: %s', private.inr_grouped(v_order.total)),
                                 null, null);
  end if;
end;
$$;

-- The service role's side (edge functions) ----------------------------------------------------------

-- An order the caller may pay now, with what Checkout needs: PT404 when it is not the caller's,
-- P0001 when it waits for no payment (its hold ended, it is paid or closed). Used by `orders` for a
-- new online order and for Retry payment.
create or replace function public.payable_order(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in');
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = v_user;
  if not found then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  if v_order.order_status = 'payment_expired'
     or (v_order.order_status = 'payment_pending' and v_order.payment_hold_until <= now()) then
    raise exception using errcode = 'P0001',
      message = 'The time to pay for this order has ended, and its items were released. Please order again.';
  end if;
  if v_order.order_status <> 'payment_pending' or v_order.payment_status not in ('pending', 'failed') then
    raise exception using errcode = 'P0001', message = 'This order is not waiting for a payment.';
  end if;
  return jsonb_build_object('orderId', v_order.id, 'amount', private.paise(v_order.total), 'currency', 'INR',
                            'razorpayOrderId', v_order.razorpay_order_id, 'holdUntil', v_order.payment_hold_until);
end;
$$;
comment on function public.payable_order(uuid) is
  'The caller''s order waiting for payment: amount in paise, Razorpay order id, hold end (else PT404 / P0001).';

-- Records the Razorpay order made for an order (service role): once; a second call with another id
-- keeps the first (two tabs retrying at once), and answers the id in force.
create or replace function public.attach_razorpay_order(p_order_id uuid, p_razorpay_order_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id text;
begin
  if p_razorpay_order_id is null or p_razorpay_order_id !~ '^order_[A-Za-z0-9]{1,40}$' then
    raise exception using errcode = 'invalid_parameter_value', message = 'A Razorpay order id is required.';
  end if;
  update public.orders o set razorpay_order_id = p_razorpay_order_id
  where o.id = p_order_id and o.razorpay_order_id is null and o.payment_method = 'online'
  returning o.razorpay_order_id into v_id;
  if v_id is null then
    select o.razorpay_order_id into v_id from public.orders o where o.id = p_order_id;
  end if;
  if v_id is null then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  return v_id;
end;
$$;
comment on function public.attach_razorpay_order(uuid, text) is
  'Service role: records the Razorpay order of an online order (once); answers the id in force.';

-- Applies one verified payment event (service role), once per p_event_id. p_event: payment.captured,
-- order.paid, handler.verified (the Checkout handler's signature checked against the Razorpay order
-- id stored here), payment.failed, refund.processed, refund.failed. p_refund_request is our refund's
-- id, which payments-sweep sent in the refund's notes. Answers { outcome, orderId, paymentStatus }.
create or replace function public.apply_payment_event(
  p_event_id text,
  p_source text,
  p_event text,
  p_razorpay_order_id text,
  p_payment_id text,
  p_amount_paise bigint,
  p_currency text,
  p_method text default null,
  p_refund_id text default null,
  p_detail text default null,
  p_refund_request uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_refund public.payment_refunds;
  v_outcome text;
  v_short text;
  v_amount numeric(12, 2);
begin
  if coalesce(btrim(p_event_id), '') = '' or p_source not in ('webhook', 'handler') then
    raise exception using errcode = 'invalid_parameter_value', message = 'An event id and a source are required.';
  end if;
  -- Once per event: a replay (Razorpay retries, a handler posted twice) waits here for the first to
  -- commit, then finds it and changes nothing.
  insert into public.payment_events (event_id, source, event, razorpay_order_id, razorpay_payment_id,
                                     razorpay_refund_id, amount_paise, currency, method, outcome, detail)
  values (p_event_id, p_source, p_event, p_razorpay_order_id, p_payment_id, p_refund_id, p_amount_paise,
          p_currency, p_method, 'received', left(p_detail, 1000))
  on conflict (event_id) do nothing;
  if not found then
    return (select jsonb_build_object('outcome', 'duplicate', 'orderId', e.order_id,
                                      'paymentStatus', (select o.payment_status from public.orders o where o.id = e.order_id))
            from public.payment_events e where e.event_id = p_event_id);
  end if;

  -- The order, locked: every event of one order is applied one at a time, in the order they arrive.
  if p_event in ('refund.processed', 'refund.failed') then
    select * into v_refund from public.payment_refunds r where r.razorpay_refund_id = p_refund_id;
    if not found and p_refund_request is not null then
      -- The webhook can overtake the sweeper's record of the refund id: our id in its notes says
      -- which refund it is.
      select * into v_refund from public.payment_refunds r
      where r.id = p_refund_request and r.razorpay_payment_id = p_payment_id;
    end if;
    if not found then
      -- A refund without our note (made before notes were sent): match it by payment and amount.
      select * into v_refund from public.payment_refunds r
      where r.razorpay_payment_id = p_payment_id and r.razorpay_refund_id is null
        and r.status in ('requested', 'pending') and private.paise(r.amount) = p_amount_paise
      order by r.created_at limit 1;
    end if;
    select * into v_order from public.orders o
    where o.id = coalesce(v_refund.order_id, (select o2.id from public.orders o2 where o2.razorpay_order_id = p_razorpay_order_id))
    for update;
  else
    select * into v_order from public.orders o where o.razorpay_order_id = p_razorpay_order_id for update;
  end if;
  if v_refund.id is not null then
    -- Read again under the order's lock: another event of this refund may have just completed it.
    select * into v_refund from public.payment_refunds r where r.id = v_refund.id;
  end if;
  if v_order.id is null then
    update public.payment_events e set outcome = 'unknown_order' where e.event_id = p_event_id;
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  v_short := v_order.display_number;

  if p_event in ('payment.captured', 'order.paid', 'handler.verified') then
    if p_amount_paise is distinct from private.paise(v_order.total) or p_currency is distinct from 'INR' then
      v_outcome := 'mismatch';
      update public.orders o
      set payment_flag = left(format('Amount mismatch on %s: %s %s paise received, %s INR paise due.', p_payment_id,
                                     p_currency, p_amount_paise, private.paise(v_order.total)), 1000)
      where o.id = v_order.id;
      perform private.note_payment(v_order.id, format('Payment %s did not match the order total; the shop will check it.', p_payment_id),
                                   null, null);
    elsif v_order.razorpay_payment_id = p_payment_id
       or exists (select 1 from public.payment_events e
                  where e.order_id = v_order.id and e.razorpay_payment_id = p_payment_id and e.event_id <> p_event_id
                    and e.outcome in ('paid', 'already_paid', 'late_refund', 'second_capture_refund')) then
      -- This payment was applied already (by the handler or another of its webhooks).
      v_outcome := 'already_paid';
    elsif v_order.order_status = 'payment_pending' then
      -- Paid while the stock is still held (the hold ends only when expire_payment_holds closes the
      -- order, under this same lock): the order is placed.
      v_outcome := 'paid';
      update public.orders o
      set payment_status = 'paid', amount_paid = o.total, razorpay_payment_id = p_payment_id, payment_hold_until = null
      where o.id = v_order.id;
      perform private.payment_transition(v_order.id, 'pending',
        format('Payment received: %s by %s (%s)', private.inr_grouped(v_order.total), private.payment_method_label(p_method), p_payment_id),
        format('Order #%s placed: payment received', v_short),
        format('Thank you for your order. We have received your payment of %s and will keep you posted.',
               private.inr_grouped(v_order.total)));
    else
      -- Money for an order that no longer takes it (its hold ended, it was cancelled) or a second
      -- capture of a paid order: taken in, then refunded whole (docs/adr/0019-payments.md).
      v_outcome := case when v_order.payment_status = 'paid' then 'second_capture_refund' else 'late_refund' end;
      v_amount := p_amount_paise / 100.0;
      update public.orders o set amount_paid = o.amount_paid + v_amount,
        razorpay_payment_id = coalesce(o.razorpay_payment_id, p_payment_id),
        payment_status = case when v_outcome = 'late_refund' then 'refund_pending' else o.payment_status end
      where o.id = v_order.id;
      perform private.note_payment(v_order.id,
        format('Payment %s of %s arrived after the order closed; it will be refunded.', p_payment_id, private.inr_grouped(v_amount)),
        null, null);
      perform private.request_refund(v_order.id, p_payment_id, v_amount, 'Payment arrived after the order closed');
    end if;
  elsif p_event = 'payment.failed' then
    if v_order.order_status = 'payment_pending' and v_order.payment_status in ('pending', 'failed') then
      v_outcome := 'failed';
      update public.orders o set payment_status = 'failed' where o.id = v_order.id;
      perform private.note_payment(v_order.id,
        'Payment failed' || coalesce(': ' || nullif(btrim(p_detail), ''), ''),
        format('Order #%s: payment failed', v_short),
        format('Your payment did not go through, and no money was taken. You can retry until %s India time from your orders.',
               to_char(v_order.payment_hold_until at time zone 'Asia/Kolkata', 'DD Mon YYYY, HH24:MI')));
    else
      v_outcome := 'ignored';
    end if;
  elsif p_event = 'refund.processed' then
    if v_refund.id is null then
      v_outcome := 'unknown_refund';
    elsif v_refund.status = 'processed' then
      v_outcome := 'ignored';
    else
      v_outcome := 'refund_processed';
      update public.payment_refunds r set status = 'processed', razorpay_refund_id = coalesce(r.razorpay_refund_id, p_refund_id)
      where r.id = v_refund.id;
      update public.orders o
      set amount_refunded = o.amount_refunded + v_refund.amount,
          payment_status = case when o.amount_refunded + v_refund.amount >= o.amount_paid then 'refunded' else o.payment_status end
      where o.id = v_order.id;
      perform private.note_payment(v_order.id, format('Refund done: %s', private.inr_grouped(v_refund.amount)),
        format('Order #%s: refund done', v_short),
        format('Your refund of %s has been processed. It reaches your account in 5-7 working days, depending on your bank.',
               private.inr_grouped(v_refund.amount)));
    end if;
  elsif p_event = 'refund.failed' then
    if v_refund.id is null then
      v_outcome := 'unknown_refund';
    else
      v_outcome := 'refund_failed';
      update public.payment_refunds r set status = 'failed', last_error = left(p_detail, 1000),
        razorpay_refund_id = coalesce(r.razorpay_refund_id, p_refund_id)
      where r.id = v_refund.id;
      update public.orders o set payment_flag = left(format('Refund %s of %s failed: %s', coalesce(p_refund_id, v_refund.id::text),
                                                             private.inr_grouped(v_refund.amount), coalesce(p_detail, 'no reason given')), 1000)
      where o.id = v_order.id;
      perform private.note_payment(v_order.id, format('Refund of %s failed; the shop will retry it.', private.inr_grouped(v_refund.amount)),
                                   null, null);
    end if;
  else
    v_outcome := 'ignored';
  end if;

  update public.payment_events e set outcome = v_outcome, order_id = v_order.id where e.event_id = p_event_id;
  return jsonb_build_object('outcome', v_outcome, 'orderId', v_order.id,
                            'paymentStatus', (select o.payment_status from public.orders o where o.id = v_order.id));
end;
$$;
comment on function public.apply_payment_event(text, text, text, text, text, bigint, text, text, text, text, uuid) is
  'Service role: applies one verified Razorpay event once per event id (pays, fails, refunds, flags mismatches); answers { outcome, orderId, paymentStatus }.';

-- Closes the online orders whose hold ended unpaid (service role; the sweeper calls it): each
-- becomes payment_expired, its stock and code use given back once, the shopper e-mailed. Answers
-- how many.
create or replace function public.expire_payment_holds(p_limit integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select o.id from public.orders o
    where o.order_status = 'payment_pending' and o.payment_hold_until <= now()
    order by o.payment_hold_until
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
    for update skip locked
  loop
    perform private.payment_transition(v_id, 'payment_expired', 'The time to pay ended; the items were released.',
      format('Order #%s: payment time ended', (select o.display_number from public.orders o where o.id = v_id)),
      'The time to pay for your order has ended, so we have released its items and cancelled it. No money was taken. You are welcome to order again.');
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
comment on function public.expire_payment_holds(integer) is
  'Service role: closes unpaid online orders whose stock hold ended (payment_expired; stock and code use back once).';

-- The sweeper's refunds: claims due requested refunds (skip locked, leased two minutes).
create or replace function public.claim_payment_refunds(p_limit integer default 10)
returns table (id uuid, order_id uuid, razorpay_payment_id text, amount_paise bigint, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select r.id from public.payment_refunds r
    where r.status = 'requested' and r.next_attempt_at <= now()
    order by r.next_attempt_at, r.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  )
  update public.payment_refunds r
  set attempts = r.attempts + 1, next_attempt_at = now() + interval '2 minutes'
  from due where r.id = due.id
  returning r.id, r.order_id, r.razorpay_payment_id, private.paise(r.amount), r.attempts;
end;
$$;
comment on function public.claim_payment_refunds(integer) is
  'Service role: claims refunds to make through Razorpay (leased two minutes).';

-- Reports a claimed refund: made (p_razorpay_refund_id) or failed (p_error: retried with backoff,
-- given up after 8 attempts and flagged for staff).
create or replace function public.finish_payment_refund(p_id uuid, p_razorpay_refund_id text, p_error text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.payment_refunds;
begin
  select * into v_refund from public.payment_refunds r where r.id = p_id for update;
  if not found or v_refund.status <> 'requested' then
    -- The webhook may have completed it already (matched by payment and amount): record the id.
    if found and p_razorpay_refund_id is not null then
      update public.payment_refunds r set razorpay_refund_id = coalesce(r.razorpay_refund_id, p_razorpay_refund_id)
      where r.id = p_id;
    end if;
    return false;
  end if;
  if p_error is null and exists (select 1 from public.payment_refunds r
                                 where r.razorpay_refund_id = p_razorpay_refund_id and r.id <> p_id) then
    -- Recorded on another refund already (matched by amount before the id was known): never ask
    -- Razorpay again for this one; a person checks it.
    update public.payment_refunds r
    set status = 'pending', last_error = format('Razorpay refund %s is recorded on another refund.', p_razorpay_refund_id)
    where r.id = p_id;
    update public.orders o set payment_flag = left(format('Refund %s needs a check: Razorpay refund %s is recorded twice.',
                                                           p_id, p_razorpay_refund_id), 1000)
    where o.id = v_refund.order_id;
  elsif p_error is null then
    update public.payment_refunds r set status = 'pending', razorpay_refund_id = p_razorpay_refund_id, last_error = null
    where r.id = p_id;
  elsif v_refund.attempts >= 8 then
    update public.payment_refunds r set status = 'failed', last_error = left(p_error, 1000) where r.id = p_id;
    update public.orders o set payment_flag = left('Refund could not be made: ' || p_error, 1000) where o.id = v_refund.order_id;
  else
    update public.payment_refunds r
    set last_error = left(p_error, 1000),
        next_attempt_at = now() + least(interval '30 seconds' * power(2, greatest(r.attempts - 1, 0)), interval '1 hour')
    where r.id = p_id;
  end if;
  return true;
end;
$$;
comment on function public.finish_payment_refund(uuid, text, text) is
  'Service role: records a claimed refund as made (its Razorpay id) or failed (retried with backoff).';

-- The shopper's side ----------------------------------------------------------------------------------

-- A shopper cancels their own order until it ships (payment_pending, pending, processing), with a
-- reason (3-400 characters): stock and code use come back; a paid order's refund starts. PT404 not
-- theirs, PT409 past shipping or closed, 22023 the reason's length. Answers CancelOrderAnswer of shared/contracts.
create or replace function public.cancel_my_order(p_order_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Please log in');
  v_reason text := btrim(private.strip_invisible(coalesce(p_reason, '')));
  v_status text;
  v_order public.orders;
begin
  -- CANCEL_REASON_LIMITS of shared/contracts: with its prefix, the reason fits the order's remark (500).
  if char_length(v_reason) < 3 or char_length(v_reason) > 400 then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'Please tell us why you are cancelling (3-400 characters).';
  end if;
  select o.order_status into v_status from public.orders o where o.id = p_order_id and o.user_id = v_user for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  if v_status in ('shipped', 'out for delivery', 'delivered') then
    raise exception using errcode = 'PT409', message = 'This order can no longer be cancelled: it has shipped.';
  end if;
  if v_status not in ('payment_pending', 'pending', 'processing') then
    raise exception using errcode = 'PT409', message = format('This order is already %s.', lower(private.status_label(v_status)));
  end if;
  perform private.transition('order', p_order_id, 'cancelled', 'Cancelled by the shopper: ' || v_reason);
  select * into v_order from public.orders o where o.id = p_order_id;
  return jsonb_build_object('order_status', v_order.order_status, 'payment_status', v_order.payment_status,
                            'refund_started', v_order.payment_status = 'refund_pending');
end;
$$;
comment on function public.cancel_my_order(uuid, text) is
  'The caller cancels their own order before it ships, with a reason; stock and code use come back, a paid order is refunded.';

-- Staff ------------------------------------------------------------------------------------------------

-- A partial (or the rest of a) refund of a paid online order, never above what is refundable.
create or replace function public.staff_refund_order(p_order_id uuid, p_amount numeric, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_id uuid;
begin
  perform private.require_staff();
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception using errcode = 'invalid_parameter_value', message = 'Enter an amount in rupees and paise, above zero.';
  end if;
  if coalesce(btrim(p_reason), '') = '' or char_length(btrim(p_reason)) > 500 then
    raise exception using errcode = 'invalid_parameter_value', message = 'A reason of up to 500 characters is required.';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  if v_order.payment_method <> 'online' or v_order.razorpay_payment_id is null or v_order.amount_paid <= 0 then
    raise exception using errcode = 'PT409', message = 'Only an order paid online can be refunded here.';
  end if;
  v_id := private.request_refund(p_order_id, v_order.razorpay_payment_id, p_amount, btrim(p_reason));
  return jsonb_build_object('refundId', v_id, 'refundable', private.refundable(p_order_id));
end;
$$;
comment on function public.staff_refund_order(uuid, numeric, text) is
  'Staff: refunds part or the rest of an online order''s payment (never above what was paid).';

-- An order's payment for the staff console: method, status, ids, amounts, flag, refunds, events.
create or replace function public.staff_order_payment(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_staff();
  select * into v_order from public.orders o where o.id = p_order_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Order not found.';
  end if;
  return jsonb_build_object(
    'payment_method', v_order.payment_method,
    'payment_status', v_order.payment_status,
    'payment_hold_until', v_order.payment_hold_until,
    'razorpay_order_id', v_order.razorpay_order_id,
    'razorpay_payment_id', v_order.razorpay_payment_id,
    'total', v_order.total,
    'amount_paid', v_order.amount_paid,
    'amount_refunded', v_order.amount_refunded,
    'refundable', private.refundable(p_order_id),
    'payment_flag', v_order.payment_flag,
    'refunds', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'amount', r.amount, 'status', r.status, 'reason', r.reason,
        'razorpay_refund_id', r.razorpay_refund_id, 'last_error', r.last_error, 'created_at', r.created_at)
        order by r.created_at) from public.payment_refunds r where r.order_id = p_order_id), '[]'::jsonb),
    'events', coalesce((select jsonb_agg(jsonb_build_object(
        'event_id', e.event_id, 'source', e.source, 'event', e.event, 'outcome', e.outcome,
        'razorpay_payment_id', e.razorpay_payment_id, 'razorpay_refund_id', e.razorpay_refund_id,
        'amount_paise', e.amount_paise, 'currency', e.currency, 'method', e.method, 'detail', e.detail,
        'received_at', e.received_at)
        order by e.received_at, e.event_id) from public.payment_events e where e.order_id = p_order_id), '[]'::jsonb));
end;
$$;
comment on function public.staff_order_payment(uuid) is
  'Staff: an order''s payment (method, status, Razorpay ids, amounts, flag, refunds and events).';

-- One India day's money for the staff console: payments taken (online captures applied, cash
-- collected on delivery) and refunds done, each with its order, and totals by method.
create or replace function public.staff_list_payments(p_day date default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day date := coalesce(p_day, (now() at time zone 'Asia/Kolkata')::date);
  v_from timestamptz := v_day::timestamp at time zone 'Asia/Kolkata';
  v_to timestamptz := (v_day + 1)::timestamp at time zone 'Asia/Kolkata';
  v_rows jsonb;
begin
  perform private.require_staff();
  with taken as (
    -- Online: each applied capture.
    select e.received_at as at, e.order_id, 'online'::text as payment_method, e.method,
           e.razorpay_payment_id as reference, (e.amount_paise / 100.0)::numeric(12, 2) as amount, 'payment'::text as kind
    from public.payment_events e
    where e.received_at >= v_from and e.received_at < v_to
      and e.outcome in ('paid', 'late_refund', 'second_capture_refund')
    union all
    -- Cash on delivery: collected when delivered.
    select ev.created_at, ev.item_id, 'cod', 'cash', null, o.total, 'payment'
    from public.item_events ev
    join public.orders o on o.id = ev.item_id
    where ev.kind = 'order' and ev.to_status = 'delivered' and ev.from_status <> 'delivered'
      and o.payment_method = 'cod' and ev.created_at >= v_from and ev.created_at < v_to
    union all
    select r.updated_at, r.order_id, 'online', null, r.razorpay_refund_id, -r.amount, 'refund'
    from public.payment_refunds r
    where r.status = 'processed' and r.updated_at >= v_from and r.updated_at < v_to
  )
  select coalesce(jsonb_agg(jsonb_build_object('at', t.at, 'order_id', t.order_id, 'payment_method', t.payment_method,
                                               'method', t.method, 'reference', t.reference, 'amount', t.amount,
                                               'kind', t.kind, 'order_display_number', o.display_number)
                            order by t.at, t.order_id), '[]'::jsonb)
  into v_rows from taken t left join public.orders o on o.id = t.order_id;
  return jsonb_build_object(
    'day', v_day,
    'rows', v_rows,
    'totals', jsonb_build_object(
      'online', coalesce((select sum((r->>'amount')::numeric) from jsonb_array_elements(v_rows) r
                          where r->>'payment_method' = 'online' and r->>'kind' = 'payment'), 0),
      'cod', coalesce((select sum((r->>'amount')::numeric) from jsonb_array_elements(v_rows) r
                       where r->>'payment_method' = 'cod'), 0),
      'refunds', coalesce((select -sum((r->>'amount')::numeric) from jsonb_array_elements(v_rows) r
                           where r->>'kind' = 'refund'), 0),
      'net', coalesce((select sum((r->>'amount')::numeric) from jsonb_array_elements(v_rows) r), 0)));
end;
$$;
comment on function public.staff_list_payments(date) is
  'Staff: one India day''s payments (online captures, cash collected) and refunds, with totals by method.';

-- Privileges ----------------------------------------------------------------------------------------

revoke all on function private.inr_grouped(numeric), private.paise(numeric),
  private.note_payment(uuid, text, text, text), private.payment_transition(uuid, text, text, text, text),
  private.payment_method_label(text), private.refundable(uuid), private.request_refund(uuid, text, numeric, text),
  private.close_order_payment(uuid), private.collect_cod(uuid)
  from public, anon, authenticated;

revoke all on function public.attach_razorpay_order(uuid, text),
  public.apply_payment_event(text, text, text, text, text, bigint, text, text, text, text, uuid),
  public.expire_payment_holds(integer), public.claim_payment_refunds(integer),
  public.finish_payment_refund(uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.attach_razorpay_order(uuid, text),
  public.apply_payment_event(text, text, text, text, text, bigint, text, text, text, text, uuid),
  public.expire_payment_holds(integer), public.claim_payment_refunds(integer),
  public.finish_payment_refund(uuid, text, text)
  to service_role;

revoke all on function public.payable_order(uuid), public.cancel_my_order(uuid, text),
  public.staff_refund_order(uuid, numeric, text), public.staff_order_payment(uuid), public.staff_list_payments(date)
  from public, anon;
grant execute on function public.payable_order(uuid), public.cancel_my_order(uuid, text),
  public.staff_refund_order(uuid, numeric, text), public.staff_order_payment(uuid), public.staff_list_payments(date)
  to authenticated, service_role;
