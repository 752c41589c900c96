-- The lifecycle of orders and requests (ADR 0015):
--
-- * One state machine per kind (private.status_transitions, mirrored by
--   shared/src/contracts/lifecycle.ts): the only way a status changes through the API is
--   public.staff_transition() (07_staff.sql). The API roles (anon, authenticated, service_role)
--   cannot write a status column: no column grant, and a trigger refuses the change even where a
--   grant would allow it. The database owner (migrations, seeds, test fixtures) keeps its power,
--   and its changes are recorded like any other.
-- * Every item's creation (from null to its first status) and every status change is appended to
--   public.item_events (kind, item id, from, to, remark, who, when), by triggers on the four
--   tables, in the same transaction. Nobody updates, deletes or truncates it: no grant, and
--   triggers refuse it even for the owner.
-- * The same triggers enqueue one e-mail for the shopper in private.email_outbox: on creation by
--   the shopper (an order placed, a request filed) and on every status change. A sender (the
--   send-emails edge function, driven locally by the stack) claims rows after commit, sends them
--   with the row's idempotency key, and marks them sent, or reschedules them with a backoff.

-- The state machines -------------------------------------------------------------------------------
-- Its rows (the legal transitions) are reference data, written by the migrations.

create table private.status_transitions (
  kind text not null check (kind in ('order', 'repair', 'game_load', 'discount_request', 'return')),
  from_status text not null,
  to_status text not null,
  primary key (kind, from_status, to_status)
);
comment on table private.status_transitions is
  'The legal status changes of each kind (ADR 0015); mirrored by shared/src/contracts/lifecycle.ts.';

revoke all on table private.status_transitions from public, anon, authenticated, service_role;

-- Every status a kind knows (its check constraint's list), for 'unknown status' messages.
create or replace function private.kind_statuses(p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'order' then array['payment_pending', 'pending', 'processing', 'shipped', 'out for delivery', 'delivered',
                            'cancelled', 'failed', 'payment_expired']
    when 'repair' then array['pending', 'received', 'diagnosing', 'repairing', 'completed', 'cancelled']
    when 'game_load' then array['pending', 'in-progress', 'completed', 'cancelled']
    when 'discount_request' then array['pending', 'offer_sent', 'approved', 'rejected', 'ordered']
    when 'return' then array['requested', 'approved', 'picked_up', 'received', 'refunded', 'replaced',
                             'rejected', 'cancelled']
  end
$$;

-- 'order' -> 'Order', 'discount_request' -> 'Discount request' (messages and e-mails).
create or replace function private.kind_label(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'order' then 'Order'
    when 'repair' then 'Repair request'
    when 'game_load' then 'Game load request'
    when 'discount_request' then 'Discount request'
    when 'return' then 'Return request'
  end
$$;

-- 'out for delivery' -> 'Out For Delivery', 'offer_sent' -> 'Offer Sent' (as the apps show them).
create or replace function private.status_label(p_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select initcap(replace(p_status, '_', ' '))
$$;

-- The statuses an item of p_kind may move to from p_status, in the machine's order.
create or replace function private.next_statuses(p_kind text, p_status text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(t.to_status order by array_position(private.kind_statuses(p_kind), t.to_status)), '{}')
  from private.status_transitions t
  where t.kind = p_kind and t.from_status = p_status
$$;

-- The events ---------------------------------------------------------------------------------------

create table public.item_events (
  id bigint generated always as identity primary key,
  kind text not null constraint item_events_kind check (kind in ('order', 'repair', 'game_load', 'discount_request', 'return')),
  item_id uuid not null,
  -- The item's owner, for row-level security (no foreign key: the history outlives the account).
  user_id uuid not null,
  from_status text,
  to_status text not null,
  remark text,
  -- Who made the change (auth.uid()), null for the shop's own processes (seeds, migrations).
  actor uuid,
  actor_role text not null constraint item_events_actor_role check (actor_role in ('shopper', 'staff', 'system')),
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.item_events is
  'Append-only history of orders and requests: creation and every status change (ADR 0015). Read own (shoppers) or all (staff); written only by triggers.';

create index item_events_item_idx on public.item_events (kind, item_id, created_at, id);
create index item_events_user_idx on public.item_events (user_id);

create or replace function private.item_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'Events cannot be changed or deleted.';
end;
$$;

create trigger item_events_no_update_delete
  before update or delete on public.item_events
  for each row execute function private.item_events_append_only();
create trigger item_events_no_truncate
  before truncate on public.item_events
  for each statement execute function private.item_events_append_only();

alter table public.item_events enable row level security;

create policy "Users read the events of their own items" on public.item_events
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_staff()));

revoke all on table public.item_events from anon, authenticated, service_role;
grant select on table public.item_events to authenticated, service_role;

-- The e-mail outbox ---------------------------------------------------------------------------------

create table private.email_outbox (
  id bigint generated always as identity primary key,
  -- One e-mail per event at most: a change is never announced twice.
  event_id bigint not null unique references public.item_events (id),
  to_email text not null,
  subject text not null,
  -- The text body; the sender adds the link (site address from its environment + link_path).
  -- The plain-text fallback: rows written before `payload` existed are sent from it alone.
  body text not null,
  link_path text not null,
  -- Sent with the message (Idempotency-Key): a provider delivers a key once, even if a sender
  -- dies between sending and recording it.
  idempotency_key uuid not null unique default gen_random_uuid(),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claim is a lease: another sender may take the row again only after claimed_until.
  claim_token uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  -- Set when the retries are exhausted (the row stays for inspection).
  failed_at timestamptz,
  last_error text,
  -- What the e-mail says, as data (ADR 0023), rendered to HTML and text by send-emails
  -- (supabase/functions/_shared/email): greeting_name, opening, kind, kind_label, item_id,
  -- reference, status, status_label, remark (markdown as written), invoice_number, link_path and
  -- summary { lines [{name, quantity, amount}], rows [{label, value}], totals [{label, value}],
  -- notes [text] }, amounts already in Indian grouping. Null on rows older than it.
  payload jsonb
);
comment on table private.email_outbox is
  'E-mails to shoppers, enqueued in the transaction of the change; sent after commit by send-emails (claim, send with idempotency key, mark).';

create index email_outbox_due_idx on private.email_outbox (next_attempt_at, id)
  where sent_at is null and failed_at is null;

revoke all on table private.email_outbox from public, anon, authenticated, service_role;

-- Writing events and e-mails -------------------------------------------------------------------------

-- ₹, Indian digit grouping and two decimals ('₹1,40,980.00'), as the apps show amounts.
create or replace function private.inr(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.format_inr(coalesce(p_amount, 0))
$$;

-- A repair's stored product_type as the repair form names it ('ps4' -> 'PlayStation 4'); mirrors
-- REPAIR_DEVICE_LABELS (shared/src/contracts/repair.ts). Unknown values as stored.
create or replace function private.repair_device_label(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(case p_type
    when 'ps5' then 'PlayStation 5'
    when 'ps4' then 'PlayStation 4'
    when 'ps3' then 'PlayStation 3'
    when 'xbox-series-x' then 'Xbox Series X'
    when 'xbox-series-s' then 'Xbox Series S'
    when 'nintendo-switch' then 'Nintendo Switch'
    when 'gaming-pc' then 'Gaming PC'
    when 'gaming-laptop' then 'Gaming Laptop'
    when 'other' then 'Other'
  end, p_type)
$$;

-- A game load's console_type as the game-load form names it ('PS4' -> 'PlayStation 4 (PS4)').
-- Unknown values as stored.
create or replace function private.console_label(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(case p_type
    when 'PS4' then 'PlayStation 4 (PS4)'
    when 'PS5' then 'PlayStation 5 (PS5)'
  end, p_type)
$$;

-- Where the shopper sees the item (its route in the apps), with the item's id as a query parameter.
create or replace function private.item_link_path(p_kind text, p_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'order' then '/order-history'
    when 'repair' then '/repair/history'
    when 'game_load' then '/game-load/history'
    when 'discount_request' then '/product-discount-request/history'
    when 'return' then '/order-history'
  end || case when p_kind = 'return' then '?return=' else '?id=' end || p_id::text
$$;

-- What the item is (the e-mail's middle part), as data for the e-mail templates (ADR 0023):
-- { lines: [{name, quantity, amount}], rows: [{label, value}], totals: [{label, value}],
--   notes: [text] }, every amount already written as the apps write it ('₹1,40,980.00'). Orders
-- have lines and totals, services rows; a new kind adds one branch of the same shape.
create or replace function private.item_summary_data(p_kind text, p_row jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_summary jsonb;
  v_rows jsonb;
  v_notes jsonb := '[]'::jsonb;
begin
  if p_kind = 'order' then
    v_summary := coalesce(p_row #> '{order_details,order_summary}', '{}'::jsonb);
    return jsonb_build_object(
      'lines', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'name', p->>'name',
                 'quantity', (p->>'quantity')::integer,
                 'amount', private.inr((p->>'subtotal')::numeric)) order by n)
        from jsonb_array_elements(coalesce(p_row #> '{order_details,products}', '[]'::jsonb)) with ordinality as x(p, n)),
        '[]'::jsonb),
      'rows', '[]'::jsonb,
      'totals', jsonb_build_array(jsonb_build_object('label', 'Subtotal', 'value', private.inr((p_row->>'subtotal')::numeric)))
        || case when coalesce((p_row->>'discount_amount')::numeric, 0) > 0 then
             jsonb_build_array(jsonb_build_object(
               'label', 'Discount' || coalesce(' (' || (v_summary->>'discount_code') || ')', ''),
               'value', '-' || private.inr((p_row->>'discount_amount')::numeric)))
           else '[]'::jsonb end
        || jsonb_build_array(jsonb_build_object('label', 'Total', 'value', private.inr((p_row->>'total')::numeric))),
      'notes', '[]'::jsonb);
  elsif p_kind = 'repair' then
    v_rows := jsonb_build_array(
      jsonb_build_object('label', 'Service', 'value', 'Repair'),
      jsonb_build_object('label', 'Device', 'value', private.repair_device_label(p_row->>'product_type')),
      jsonb_build_object('label', 'Description', 'value', p_row->>'product_description'));
    if p_row->>'technician' is not null then
      v_rows := v_rows || jsonb_build_array(jsonb_build_object('label', 'Technician', 'value', p_row->>'technician'));
    end if;
    if p_row->>'estimated_completion' is not null then
      v_rows := v_rows || jsonb_build_array(jsonb_build_object('label', 'Estimated completion',
        'value', to_char((p_row->>'estimated_completion')::timestamptz at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')));
    end if;
    return jsonb_build_object('lines', '[]'::jsonb, 'rows', v_rows, 'totals', '[]'::jsonb, 'notes', v_notes);
  elsif p_kind = 'game_load' then
    return jsonb_build_object(
      'lines', '[]'::jsonb,
      'rows', jsonb_build_array(
        jsonb_build_object('label', 'Service', 'value', 'Game load'),
        jsonb_build_object('label', 'Console', 'value', private.console_label(p_row->>'console_type')),
        jsonb_build_object('label', 'Storage', 'value', (p_row->>'available_storage') || ' ' || (p_row->>'storage_unit')),
        jsonb_build_object('label', 'Games', 'value',
          (select string_agg(g, ', ' order by n) from jsonb_array_elements_text(p_row->'games_list') with ordinality as x(g, n))),
        jsonb_build_object('label', 'Storage add-on', 'value',
          case when (p_row->>'storage_addon_added')::boolean then 'Yes' else 'No' end)),
      'totals', jsonb_build_array(jsonb_build_object('label', 'Total',
        'value', private.inr((p_row #>> '{price_details,total}')::numeric))),
      'notes', v_notes);
  elsif p_kind = 'return' then
    -- A return or replacement (20_returns.sql): the item, the reason, and what it refunds.
    v_rows := jsonb_build_array(
      jsonb_build_object('label', 'Request', 'value', case when p_row->>'kind' = 'return' then 'Return' else 'Replacement' end),
      jsonb_build_object('label', 'Item', 'value', (p_row->>'product_name') || ' x ' || (p_row->>'quantity')),
      jsonb_build_object('label', 'Reason', 'value', private.return_reason_label(p_row->>'reason')),
      jsonb_build_object('label', 'Order', 'value',
        '#' || (select o.display_number from public.orders o where o.id = (p_row->>'order_id')::uuid)));
    if p_row->>'kind' = 'return' then
      v_rows := v_rows || jsonb_build_array(jsonb_build_object('label', 'Refund',
        'value', private.inr((p_row->>'refund_amount')::numeric)
                 || case when p_row->>'refund_upi' is not null then ' by UPI to ' || (p_row->>'refund_upi')
                         else ' to your original payment method' end));
    end if;
    return jsonb_build_object('lines', '[]'::jsonb, 'rows', v_rows, 'totals', '[]'::jsonb, 'notes', v_notes);
  else
    v_rows := jsonb_build_array(
      jsonb_build_object('label', 'Service', 'value', 'Product discount request'),
      jsonb_build_object('label', 'Product type', 'value', p_row->>'product_type'),
      jsonb_build_object('label', 'Site', 'value', p_row->>'ecom_site'),
      jsonb_build_object('label', 'Product link', 'value', p_row->>'product_url'),
      jsonb_build_object('label', 'Your price', 'value', private.inr((p_row->>'current_price')::numeric)));
    if p_row->>'our_price' is not null then
      v_rows := v_rows || jsonb_build_array(jsonb_build_object('label', 'Our price', 'value', private.inr((p_row->>'our_price')::numeric)));
    end if;
    -- An open offer is a personal price the shopper can buy at (07_staff.sql).
    if p_row->>'offer_code' is not null and p_row->>'status' in ('offer_sent', 'approved') then
      v_notes := jsonb_build_array(format('Buy at %s: one %s with your personal code %s, until %s. Open the link below and choose ''Buy at %s''.',
        private.format_inr((p_row->>'our_price')::numeric),
        (select p.name from public.products p where p.product_id = (p_row->>'product_id')::uuid),
        p_row->>'offer_code',
        to_char((p_row->>'offer_expires_at')::timestamptz at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'),
        private.format_inr((p_row->>'our_price')::numeric)));
    end if;
    return jsonb_build_object('lines', '[]'::jsonb, 'rows', v_rows, 'totals', '[]'::jsonb, 'notes', v_notes);
  end if;
end;
$$;

-- The summary as plain text (the outbox's body): 'Items:' and '- name x 2: ₹1,234.00' lines, then
-- 'Label: value' rows and totals, then each note as its own paragraph. Mirrored by the text part
-- of supabase/functions/_shared/email/item-email.ts.
create or replace function private.summary_text(p_summary jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(E'\n',
    case when jsonb_array_length(coalesce(p_summary->'lines', '[]'::jsonb)) > 0 then
      'Items:' || E'\n' || (
        select string_agg(format('- %s x %s: %s', l->>'name', l->>'quantity', l->>'amount'), E'\n' order by n)
        from jsonb_array_elements(p_summary->'lines') with ordinality as x(l, n)) end,
    (select string_agg(concat(r->>'label', ': ', r->>'value'), E'\n' order by n)
     from jsonb_array_elements(coalesce(p_summary->'rows', '[]'::jsonb) || coalesce(p_summary->'totals', '[]'::jsonb))
          with ordinality as x(r, n)),
    (select string_agg(E'\n' || t, E'\n' order by n)
     from jsonb_array_elements_text(coalesce(p_summary->'notes', '[]'::jsonb)) with ordinality as x(t, n)))
$$;

-- What the item is, as text (private.summary_text of private.item_summary_data).
create or replace function private.item_summary(p_kind text, p_row jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select private.summary_text(private.item_summary_data(p_kind, p_row))
$$;

-- The e-mail's plain text from its payload (the outbox's body; send-emails renders the same
-- payload to HTML and to its own text part).
create or replace function private.email_text(p_payload jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(E'\n',
    'Hello ' || coalesce(p_payload->>'greeting_name', 'there') || ',',
    '',
    p_payload->>'opening',
    '',
    (p_payload->>'kind_label') || ' #' || (p_payload->>'reference'),
    'Status: ' || (p_payload->>'status_label'),
    case when p_payload->>'remark' is not null then 'Remark: ' || (p_payload->>'remark') end,
    '',
    private.summary_text(p_payload->'summary'),
    case when p_payload->>'invoice_number' is not null then
      E'\nTax invoice ' || (p_payload->>'invoice_number') || ': the link below opens your order and downloads it.' end)
$$;

-- Appends one event and, when p_mail, enqueues its e-mail to the owner. The row is the item as
-- jsonb (its kind's columns). A payment's event brings its own subject and opening (app.mail_subject,
-- app.mail_opening, set by 13_payments.sql for its transaction). Answers the event id.
create or replace function private.record_item_event(
  p_kind text,
  p_row jsonb,
  p_from text,
  p_to text,
  p_remark text,
  p_mail boolean
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_owner uuid := (p_row->>'user_id')::uuid;
  v_id uuid := (p_row->>'id')::uuid;
  v_event bigint;
  v_email text;
  v_name text;
  -- How the shopper names the item: its display number once it has one, else the id's first 8.
  v_short text := p_row->>'display_number';
  v_subject text;
  v_opening text;
  v_invoice text;
  v_link text;
  v_payload jsonb;
begin
  insert into public.item_events (kind, item_id, user_id, from_status, to_status, remark, actor, actor_role)
  values (p_kind, v_id, v_owner, p_from, p_to, nullif(btrim(p_remark), ''), v_actor,
          case when v_actor is null then 'system'
               when exists (select 1 from public.staff s where s.user_id = v_actor) then 'staff'
               else 'shopper' end)
  returning id into v_event;

  if not p_mail then
    return v_event;
  end if;
  select u.email into v_email from auth.users u where u.id = v_owner;
  if coalesce(btrim(v_email), '') = '' then
    return v_event;
  end if;
  select nullif(btrim(p.name), '') into v_name from public.user_profiles p where p.user_id = v_owner;

  if p_from is null then
    v_subject := case p_kind
      when 'order' then format('Order #%s placed', v_short)
      else format('%s #%s received', private.kind_label(p_kind), v_short) end;
    v_opening := case p_kind
      when 'order' then 'Thank you for your order. We have received it and will keep you posted.'
      else format('Thank you. We have received your %s and will keep you posted.', lower(private.kind_label(p_kind))) end;
  else
    v_subject := format('%s #%s: %s', private.kind_label(p_kind), v_short, private.status_label(p_to));
    v_opening := format('Your %s is now %s.', lower(private.kind_label(p_kind)), private.status_label(p_to));
  end if;
  v_subject := coalesce(nullif(current_setting('app.mail_subject', true), ''), v_subject);
  v_opening := coalesce(nullif(current_setting('app.mail_opening', true), ''), v_opening);
  -- A shipped order has its tax invoice (16_invoices.sql, issued by a trigger that fires before
  -- this one): the shipped e-mail names it and its link opens the order and downloads it.
  if p_kind = 'order' and p_to = 'shipped' then
    select d.number into v_invoice from public.tax_documents d where d.order_id = v_id and d.kind = 'invoice';
  end if;

  v_link := private.item_link_path(p_kind, v_id) || case when v_invoice is not null then '&invoice=1' else '' end;
  v_payload := jsonb_build_object(
    'greeting_name', v_name,
    'opening', v_opening,
    'kind', p_kind,
    'kind_label', private.kind_label(p_kind),
    'item_id', v_id,
    'reference', v_short,
    'status', p_to,
    'status_label', private.status_label(p_to),
    'remark', nullif(btrim(p_remark), ''),
    'invoice_number', v_invoice,
    'link_path', v_link,
    'summary', private.item_summary_data(p_kind, p_row));

  insert into private.email_outbox (event_id, to_email, subject, body, link_path, payload)
  values (v_event, v_email, v_subject, private.email_text(v_payload), v_link, v_payload);
  -- Wakes a listening sender; delivered only if this transaction commits.
  perform pg_notify('email_outbox', v_event::text);
  return v_event;
end;
$$;

-- AFTER INSERT on the four tables (TG_ARGV[0] = kind, [1] = status column): the first event. The
-- shopper who placed or filed the item gets an e-mail; seeds and the shop's own inserts do not, nor
-- does an order waiting for its online payment (its e-mail says the payment arrived).
create or replace function private.item_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb := to_jsonb(new);
begin
  perform private.record_item_event(tg_argv[0], v_row, null, v_row->>tg_argv[1], null,
                                    auth.uid() is not null and auth.uid() = new.user_id
                                    and v_row->>tg_argv[1] <> 'payment_pending');
  return null;
end;
$$;

-- BEFORE UPDATE: the API roles never write a status (staff_transition runs as the owner).
create or replace function private.item_status_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new)->>tg_argv[0]) is distinct from (to_jsonb(old)->>tg_argv[0])
     and current_user in ('anon', 'authenticated', 'service_role') then
    raise exception using errcode = 'insufficient_privilege',
      message = 'A status changes only through staff_transition().';
  end if;
  return new;
end;
$$;

-- AFTER UPDATE: every status change is an event and an e-mail. The remark is the one
-- staff_transition() passed (app.transition_remark), else the row's remark if it changed.
create or replace function private.item_status_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
  v_remark text := nullif(current_setting('app.transition_remark', true), '');
begin
  if (v_new->>tg_argv[1]) is not distinct from (v_old->>tg_argv[1]) then
    return null;
  end if;
  if v_remark is null and (v_new->>tg_argv[2]) is distinct from (v_old->>tg_argv[2]) then
    v_remark := v_new->>tg_argv[2];
  end if;
  perform private.record_item_event(tg_argv[0], v_new, v_old->>tg_argv[1], v_new->>tg_argv[1], v_remark, true);
  return null;
end;
$$;

create trigger orders_item_created after insert on public.orders
  for each row execute function private.item_created('order', 'order_status');
create trigger orders_status_guard before update on public.orders
  for each row execute function private.item_status_guard('order_status');
create trigger orders_status_changed after update on public.orders
  for each row execute function private.item_status_changed('order', 'order_status', 'remark');

create trigger repairrequests_item_created after insert on public.repairrequests
  for each row execute function private.item_created('repair', 'status');
create trigger repairrequests_status_guard before update on public.repairrequests
  for each row execute function private.item_status_guard('status');
create trigger repairrequests_status_changed after update on public.repairrequests
  for each row execute function private.item_status_changed('repair', 'status', 'remark');

create trigger game_load_requests_item_created after insert on public.game_load_requests
  for each row execute function private.item_created('game_load', 'status');
create trigger game_load_requests_status_guard before update on public.game_load_requests
  for each row execute function private.item_status_guard('status');
create trigger game_load_requests_status_changed after update on public.game_load_requests
  for each row execute function private.item_status_changed('game_load', 'status', 'remark');

create trigger product_discount_requests_item_created after insert on public.product_discount_requests
  for each row execute function private.item_created('discount_request', 'status');
create trigger product_discount_requests_status_guard before update on public.product_discount_requests
  for each row execute function private.item_status_guard('status');
create trigger product_discount_requests_status_changed after update on public.product_discount_requests
  for each row execute function private.item_status_changed('discount_request', 'status', 'remarks');

revoke all on function private.kind_statuses(text), private.kind_label(text), private.status_label(text),
  private.next_statuses(text, text), private.item_events_append_only(), private.inr(numeric),
  private.repair_device_label(text), private.console_label(text),
  private.item_link_path(text, uuid), private.item_summary_data(text, jsonb), private.summary_text(jsonb),
  private.item_summary(text, jsonb), private.email_text(jsonb),
  private.record_item_event(text, jsonb, text, text, text, boolean), private.item_created(),
  private.item_status_guard(), private.item_status_changed()
  from public, anon, authenticated;

-- Events ---------------------------------------------------------------------------------------------

-- An item's history, oldest first, for its owner or staff (anyone else: PT404, as if it did not
-- exist). `actor` (who) and `actor_name` (their profile's name, else their e-mail) are shown to staff
-- only; everyone sees actor_role.
create or replace function public.get_item_events(p_kind text, p_id uuid)
returns table (
  id bigint,
  kind text,
  item_id uuid,
  from_status text,
  to_status text,
  remark text,
  actor_role text,
  actor uuid,
  created_at timestamptz,
  actor_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_kind record;
  v_owner uuid;
  v_staff boolean := public.is_staff();
begin
  select * into v_kind from private.kind_table(p_kind);
  execute format('select t.user_id from public.%I t where t.id = $1', v_kind.tbl) into v_owner using p_id;
  if v_owner is null or (v_owner <> v_user and not v_staff) then
    raise exception using errcode = 'PT404', message = private.kind_label(p_kind) || ' not found.';
  end if;
  return query
  select e.id, e.kind, e.item_id, e.from_status, e.to_status, e.remark, e.actor_role,
         case when v_staff then e.actor end, e.created_at,
         case when v_staff and e.actor is not null then
           coalesce((select nullif(btrim(p.name), '') from public.user_profiles p where p.user_id = e.actor),
                    (select u.email from auth.users u where u.id = e.actor)) end
  from public.item_events e
  where e.kind = p_kind and e.item_id = p_id
  order by e.created_at, e.id;
end;
$$;
comment on function public.get_item_events(text, uuid) is
  'The events of one order or request, oldest first, for its owner or staff.';

revoke all on function public.get_item_events(text, uuid) from public, anon;
grant execute on function public.get_item_events(text, uuid) to authenticated, service_role;

-- The sender's side: claim, then finish -------------------------------------------------------------

-- Claims up to p_limit due e-mails for one sender: rows locked by another sender are skipped, and
-- a claimed row is leased for p_lease_seconds (it is offered again only if the sender never
-- reports). Answers the rows with their claim token. Service role only.
create or replace function public.claim_email_outbox(p_limit integer default 20, p_lease_seconds integer default 120)
returns table (
  id bigint,
  claim_token uuid,
  idempotency_key uuid,
  to_email text,
  subject text,
  body text,
  link_path text,
  attempts integer,
  payload jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token uuid := gen_random_uuid();
begin
  return query
  with due as (
    select o.id
    from private.email_outbox o
    where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
      and (o.claimed_until is null or o.claimed_until < now())
    order by o.next_attempt_at, o.id
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  )
  update private.email_outbox o
  set claim_token = v_token,
      claimed_until = now() + make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 5), 3600)),
      attempts = o.attempts + 1
  from due
  where o.id = due.id
  returning o.id, o.claim_token, o.idempotency_key, o.to_email, o.subject, o.body, o.link_path, o.attempts,
            o.payload;
end;
$$;
comment on function public.claim_email_outbox(integer, integer) is
  'Sender only (service role): claims due outbox e-mails (skip locked, leased); answers them with a claim token.';

-- Reports one claimed e-mail: sent (p_error null) or failed. A failure is retried after
-- 30 s x 2^(attempts - 1), at most an hour apart, and given up after 8 attempts. A report with a
-- stale claim (the lease passed and another sender took the row) changes nothing. Answers whether
-- the report was recorded.
create or replace function public.finish_email_outbox(p_id bigint, p_claim_token uuid, p_error text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_error is null then
    update private.email_outbox o
    set sent_at = now(), claim_token = null, claimed_until = null, last_error = null
    where o.id = p_id and o.claim_token = p_claim_token and o.sent_at is null;
  else
    update private.email_outbox o
    set claim_token = null,
        claimed_until = null,
        last_error = left(p_error, 1000),
        next_attempt_at = now() + least(interval '30 seconds' * power(2, greatest(o.attempts - 1, 0)), interval '1 hour'),
        failed_at = case when o.attempts >= 8 then now() end
    where o.id = p_id and o.claim_token = p_claim_token and o.sent_at is null;
  end if;
  return found;
end;
$$;
comment on function public.finish_email_outbox(bigint, uuid, text) is
  'Sender only (service role): records a claimed e-mail as sent, or failed (retried with backoff, given up after 8 attempts).';

revoke all on function public.claim_email_outbox(integer, integer), public.finish_email_outbox(bigint, uuid, text)
  from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer), public.finish_email_outbox(bigint, uuid, text)
  to service_role;
