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
  kind text not null check (kind in ('order', 'repair', 'game_load', 'discount_request')),
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
  kind text not null constraint item_events_kind check (kind in ('order', 'repair', 'game_load', 'discount_request')),
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
  last_error text
);
comment on table private.email_outbox is
  'E-mails to shoppers, enqueued in the transaction of the change; sent after commit by send-emails (claim, send with idempotency key, mark).';

create index email_outbox_due_idx on private.email_outbox (next_attempt_at, id)
  where sent_at is null and failed_at is null;

revoke all on table private.email_outbox from public, anon, authenticated, service_role;

-- Writing events and e-mails -------------------------------------------------------------------------

-- ₹ and two decimals ('₹6999.00').
create or replace function private.inr(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '₹' || to_char(coalesce(p_amount, 0), 'FM999999999990.00')
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
  end || '?id=' || p_id::text
$$;

-- What the item is (the e-mail's middle part): items and amounts, or the service.
create or replace function private.item_summary(p_kind text, p_row jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_lines text;
  v_summary jsonb;
begin
  if p_kind = 'order' then
    select string_agg(format('- %s x %s: %s', p->>'name', p->>'quantity', private.inr((p->>'subtotal')::numeric)), E'\n' order by n)
    into v_lines
    from jsonb_array_elements(coalesce(p_row #> '{order_details,products}', '[]'::jsonb)) with ordinality as x(p, n);
    v_summary := coalesce(p_row #> '{order_details,order_summary}', '{}'::jsonb);
    return concat_ws(E'\n',
      'Items:', coalesce(v_lines, '-'),
      'Subtotal: ' || private.inr((p_row->>'subtotal')::numeric),
      case when coalesce((p_row->>'discount_amount')::numeric, 0) > 0 then
        'Discount' || coalesce(' (' || (v_summary->>'discount_code') || ')', '') || ': -' ||
        private.inr((p_row->>'discount_amount')::numeric) end,
      'Total: ' || private.inr((p_row->>'total')::numeric));
  elsif p_kind = 'repair' then
    return concat_ws(E'\n',
      'Service: Repair',
      'Device: ' || (p_row->>'product_type'),
      'Description: ' || (p_row->>'product_description'),
      case when p_row->>'technician' is not null then 'Technician: ' || (p_row->>'technician') end,
      case when p_row->>'estimated_completion' is not null then
        'Estimated completion: ' || to_char((p_row->>'estimated_completion')::timestamptz at time zone 'Asia/Kolkata', 'DD Mon YYYY') end);
  elsif p_kind = 'game_load' then
    return concat_ws(E'\n',
      'Service: Game load',
      'Console: ' || (p_row->>'console_type'),
      'Storage: ' || (p_row->>'available_storage') || ' ' || (p_row->>'storage_unit'),
      'Games: ' || (select string_agg(g, ', ' order by n) from jsonb_array_elements_text(p_row->'games_list') with ordinality as x(g, n)),
      'Storage add-on: ' || case when (p_row->>'storage_addon_added')::boolean then 'Yes' else 'No' end,
      'Total: ' || private.inr((p_row #>> '{price_details,total}')::numeric));
  else
    return concat_ws(E'\n',
      'Service: Product discount request',
      'Product type: ' || (p_row->>'product_type'),
      'Site: ' || (p_row->>'ecom_site'),
      'Product link: ' || (p_row->>'product_url'),
      'Your price: ' || private.inr((p_row->>'current_price')::numeric),
      case when p_row->>'our_price' is not null then 'Our price: ' || private.inr((p_row->>'our_price')::numeric) end,
      -- An open offer is a personal price the shopper can buy at (07_staff.sql).
      case when p_row->>'offer_code' is not null and p_row->>'status' in ('offer_sent', 'approved') then
        format(E'\nBuy at %s: one %s with your personal code %s, until %s. Open the link below and choose ''Buy at %s''.',
               private.format_inr((p_row->>'our_price')::numeric),
               (select p.name from public.products p where p.product_id = (p_row->>'product_id')::uuid),
               p_row->>'offer_code',
               to_char((p_row->>'offer_expires_at')::timestamptz at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'),
               private.format_inr((p_row->>'our_price')::numeric)) end);
  end if;
end;
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
  v_short text := left(v_id::text, 8);
  v_subject text;
  v_opening text;
  v_invoice text;
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

  insert into private.email_outbox (event_id, to_email, subject, body, link_path)
  values (
    v_event, v_email, v_subject,
    concat_ws(E'\n',
      'Hello ' || coalesce(v_name, 'there') || ',',
      '',
      v_opening,
      '',
      private.kind_label(p_kind) || ' id: ' || v_id::text,
      'Status: ' || private.status_label(p_to),
      case when nullif(btrim(p_remark), '') is not null then 'Remark: ' || btrim(p_remark) end,
      '',
      private.item_summary(p_kind, p_row),
      case when v_invoice is not null then
        E'\nTax invoice ' || v_invoice || ': the link below opens your order and downloads it.' end),
    private.item_link_path(p_kind, v_id) || case when v_invoice is not null then '&invoice=1' else '' end);
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
  private.item_link_path(text, uuid), private.item_summary(text, jsonb),
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
  attempts integer
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
  returning o.id, o.claim_token, o.idempotency_key, o.to_email, o.subject, o.body, o.link_path, o.attempts;
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
