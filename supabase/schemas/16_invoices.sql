-- GST tax invoices and credit notes (docs/product.md#tax-invoices; docs/adr/0020-gst-invoices.md).
--
-- * An order's tax invoice is issued when it leaves the shop: the first move into shipped, out for
--   delivery or delivered (CGST Act s. 31: for goods, by the time they are removed for supply).
--   Cash on delivery is no exception: the goods leave the same way.
-- * Prices are GST-inclusive. Per line: the order's discount is apportioned across the lines by
--   value (largest remainder, to the paisa), the line's value after discount is split into taxable
--   value and tax at its rate, and the tax into CGST + SGST (same state as the seller) or IGST.
--   The tax is rounded, the taxable value takes the rest: the invoice total equals the order's
--   total exactly.
-- * Numbers come from one series per kind and financial year ('GG/26-27/000123',
--   'CN/26-27/000004'): a counter row updated in the issuing transaction, so concurrent issues
--   queue on it and a rolled-back issue gives its number back: consecutive, no gaps, never reused.
-- * A document is frozen: its seller, buyer, place of supply and figures are copied in when it is
--   issued, and nobody updates or deletes it. It does not reference the order row (an invoice
--   outlives it); user_id is the owner for RLS.
-- * A cancelled or failed (returned) order after its invoice, or a refund of an invoiced order,
--   gets a credit note from its own series for what was not yet credited.

-- GST state codes --------------------------------------------------------------------------------
-- Reference data (written by the migration): the code a GSTIN starts with and the place of supply
-- names, with the names the PIN code data uses for the same state.

create table public.gst_states (
  code char(2) primary key constraint gst_states_code_digits check (code ~ '^[0-9]{2}$'),
  name text not null constraint gst_states_name_key unique,
  pincode_names text[] not null default '{}'
);
comment on table public.gst_states is
  'GST state and union territory codes (place of supply), with the state names of the PIN code data.';

alter table public.gst_states enable row level security;
create policy "GST state codes are public" on public.gst_states
  for select to anon, authenticated
  using (true);
revoke all on table public.gst_states from anon, authenticated;
grant select on table public.gst_states to anon, authenticated;
grant all on table public.gst_states to service_role;

-- Services' SAC codes (repair and game loading are services, invoiced with SAC, not HSN) ----------

create table public.service_tax_codes (
  service text primary key constraint service_tax_codes_service_valid check (service in ('repair', 'game_load')),
  sac_code text not null constraint service_tax_codes_sac_format check (sac_code ~ '^99[0-9]{2}([0-9]{2})?$'),
  gst_rate numeric(4, 2) not null constraint service_tax_codes_gst_rate_valid check (gst_rate in (0, 5, 12, 18, 28))
);
comment on table public.service_tax_codes is 'SAC code and GST rate of each service the shop sells.';

alter table public.service_tax_codes enable row level security;
create policy "Service tax codes are public" on public.service_tax_codes
  for select to anon, authenticated
  using (true);
revoke all on table public.service_tax_codes from anon, authenticated;
grant select on table public.service_tax_codes to anon, authenticated;
grant all on table public.service_tax_codes to service_role;

-- The documents --------------------------------------------------------------------------------------

create table private.tax_document_series (
  kind text not null,
  financial_year text not null,
  last_serial integer not null,
  primary key (kind, financial_year)
);
comment on table private.tax_document_series is 'The last number issued per document kind and financial year.';
revoke all on table private.tax_document_series from public, anon, authenticated, service_role;

create table public.tax_documents (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint tax_documents_kind_valid check (kind in ('invoice', 'credit_note')),
  number text not null constraint tax_documents_number_key unique
    constraint tax_documents_number_length check (char_length(number) <= 16),
  -- '26-27': 1 April 2026 to 31 March 2027, India time.
  financial_year text not null constraint tax_documents_financial_year_format check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  serial integer not null constraint tax_documents_serial_positive check (serial > 0),
  order_id uuid not null,
  user_id uuid not null,
  -- A credit note's invoice.
  invoice_id uuid constraint tax_documents_invoice_id_fkey references public.tax_documents (id),
  issued_at timestamptz not null default now(),
  reason text constraint tax_documents_reason_length check (char_length(reason) <= 200),
  -- The seller as it was (legal and trade name, GSTIN, address, state and code, contact).
  seller jsonb not null constraint tax_documents_seller_object check (jsonb_typeof(seller) = 'object'),
  buyer_name text not null,
  buyer_address text not null,
  place_of_supply_state text not null,
  place_of_supply_code char(2) not null,
  supply text not null constraint tax_documents_supply_valid check (supply in ('intra', 'inter')),
  taxable_value numeric(12, 2) not null,
  cgst numeric(12, 2) not null,
  sgst numeric(12, 2) not null,
  igst numeric(12, 2) not null,
  total numeric(12, 2) not null constraint tax_documents_total_valid check (total >= 0),
  constraint tax_documents_serial_per_year unique (kind, financial_year, serial),
  constraint tax_documents_credit_note_invoice check ((kind = 'credit_note') = (invoice_id is not null)),
  constraint tax_documents_total_adds_up check (total = taxable_value + cgst + sgst + igst),
  constraint tax_documents_tax_split check (
    (supply = 'intra' and igst = 0 and cgst = sgst) or (supply = 'inter' and cgst = 0 and sgst = 0))
);
comment on table public.tax_documents is
  'GST tax invoices and credit notes (docs/product.md#tax-invoices): frozen when issued, never changed; read by the order''s owner and staff.';

-- One invoice per order.
create unique index tax_documents_one_invoice_per_order on public.tax_documents (order_id) where kind = 'invoice';
create index tax_documents_order_idx on public.tax_documents (order_id, issued_at);
create index tax_documents_user_idx on public.tax_documents (user_id);
create index tax_documents_issued_idx on public.tax_documents (issued_at);
create index tax_documents_invoice_idx on public.tax_documents (invoice_id) where invoice_id is not null;

create table public.tax_document_lines (
  document_id uuid not null references public.tax_documents (id),
  line_no integer not null constraint tax_document_lines_line_no_positive check (line_no > 0),
  product_id uuid,
  description text not null,
  hsn_code text not null,
  -- Null on a credit note that gives back value, not units (a partial refund).
  quantity integer constraint tax_document_lines_quantity_positive check (quantity > 0),
  -- One unit's selling price, GST included; the line's share of the order's discount.
  unit_price numeric(12, 2) not null,
  discount numeric(12, 2) not null,
  taxable_value numeric(12, 2) not null,
  gst_rate numeric(4, 2) not null,
  cgst numeric(12, 2) not null,
  sgst numeric(12, 2) not null,
  igst numeric(12, 2) not null,
  total numeric(12, 2) not null,
  primary key (document_id, line_no),
  constraint tax_document_lines_total_adds_up check (total = taxable_value + cgst + sgst + igst)
);
comment on table public.tax_document_lines is 'The lines of a tax invoice or credit note (frozen with it).';

create or replace function private.tax_documents_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'Tax invoices and credit notes cannot be changed or deleted.';
end;
$$;

create trigger tax_documents_no_update_delete
  before update or delete on public.tax_documents
  for each row execute function private.tax_documents_frozen();
create trigger tax_documents_no_truncate
  before truncate on public.tax_documents
  for each statement execute function private.tax_documents_frozen();
create trigger tax_document_lines_no_update_delete
  before update or delete on public.tax_document_lines
  for each row execute function private.tax_documents_frozen();
create trigger tax_document_lines_no_truncate
  before truncate on public.tax_document_lines
  for each statement execute function private.tax_documents_frozen();

alter table public.tax_documents enable row level security;
alter table public.tax_document_lines enable row level security;

create policy "Shoppers read their own tax documents, staff all" on public.tax_documents
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_staff()));
create policy "Shoppers read the lines of their own tax documents, staff all" on public.tax_document_lines
  for select to authenticated
  using (exists (select 1 from public.tax_documents d where d.id = document_id));

revoke all on table public.tax_documents, public.tax_document_lines from anon, authenticated, service_role;
grant select on table public.tax_documents, public.tax_document_lines to authenticated, service_role;

-- Arithmetic -----------------------------------------------------------------------------------------

-- '26-27' for any moment from 1 April 2026 to 31 March 2027 in India.
create or replace function private.financial_year(p_at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(y % 100, 'FM00') || '-' || to_char((y + 1) % 100, 'FM00')
  from (select extract(year from d)::integer - case when extract(month from d) < 4 then 1 else 0 end as y
        from (select (p_at at time zone 'Asia/Kolkata')::date as d) as day) as fy
$$;

-- p_total split in proportion to p_weights, to the paisa, adding up to p_total exactly: each share
-- rounded down, the paise left over to the largest remainders (the earlier line on a tie).
create or replace function private.apportion(p_weights numeric[], p_total numeric)
returns numeric[]
language sql
immutable
set search_path = ''
as $$
  with w as (
    select n, weight, sum(weight) over () as weights
    from unnest(p_weights) with ordinality as x(weight, n)
  ), exact as (
    select n, case when weights > 0 then p_total * 100 * weight / weights else 0 end as paise
    from w
  ), floored as (
    select n, floor(paise) as base, paise - floor(paise) as rest from exact
  ), ranked as (
    select n, base, row_number() over (order by rest desc, n) as rank,
           round(p_total * 100) - sum(base) over () as left_over
    from floored
  )
  select coalesce(array_agg((base + case when rank <= left_over then 1 else 0 end) / 100.0 order by n), '{}')::numeric[]
  from ranked
$$;

-- A GST-inclusive amount's taxable value and tax at p_rate per cent: within a state, CGST and SGST
-- of half the tax each (each rounded, so they are equal); across states, IGST. The taxable value
-- takes the rounding, so the parts add up to p_gross.
create or replace function private.gst_split(
  p_gross numeric, p_rate numeric, p_intra boolean,
  out taxable_value numeric, out cgst numeric, out sgst numeric, out igst numeric
)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_intra then
    cgst := round(p_gross * p_rate / (100 + p_rate) / 2, 2);
    sgst := cgst;
    igst := 0;
  else
    cgst := 0;
    sgst := 0;
    igst := round(p_gross * p_rate / (100 + p_rate), 2);
  end if;
  taxable_value := p_gross - cgst - sgst - igst;
end;
$$;

-- A product's HSN code and GST rate: its own, else its subcategory's, else its category's.
create or replace function private.product_tax_code(p_product_id uuid, out hsn_code text, out gst_rate numeric)
language sql
stable
set search_path = ''
as $$
  select coalesce(p.hsn_code, s.hsn_code, c.hsn_code), coalesce(p.gst_rate, s.gst_rate, c.gst_rate)
  from public.products p
  join public.subcategories s on s.subcategory_id = p.subcategory_id
  join public.categories c on c.category_id = p.category_id
  where p.product_id = p_product_id
$$;

-- The next number of a series (locks the series row until the transaction ends).
create or replace function private.next_tax_document_number(
  p_kind text, p_at timestamptz,
  out financial_year text, out serial integer, out number text
)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
begin
  financial_year := private.financial_year(p_at);
  insert into private.tax_document_series as s (kind, financial_year, last_serial)
  values (p_kind, next_tax_document_number.financial_year, 1)
  on conflict (kind, financial_year) do update set last_serial = s.last_serial + 1
  returning s.last_serial into serial;
  number := case p_kind when 'invoice' then 'GG' else 'CN' end || '/' || financial_year || '/' || lpad(serial::text, 6, '0');
  if char_length(number) > 16 then
    raise exception using errcode = 'program_limit_exceeded',
      message = format('The %s series of %s is full.', p_kind, financial_year);
  end if;
end;
$$;

-- Stores a document under the next number of its series: p_header holds its parties and kind
-- (tax_documents' columns), p_lines its lines (tax_document_lines' columns); its totals are its
-- lines'. Answers its id.
create or replace function private.store_tax_document(p_header jsonb, p_lines jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_number record := private.next_tax_document_number(p_header->>'kind', v_now);
  v_doc public.tax_documents;
begin
  v_doc := jsonb_populate_record(null::public.tax_documents, p_header || (
    select jsonb_build_object(
      'id', gen_random_uuid(), 'number', v_number.number, 'financial_year', v_number.financial_year,
      'serial', v_number.serial, 'issued_at', v_now,
      'taxable_value', sum((l->>'taxable_value')::numeric), 'cgst', sum((l->>'cgst')::numeric),
      'sgst', sum((l->>'sgst')::numeric), 'igst', sum((l->>'igst')::numeric), 'total', sum((l->>'total')::numeric))
    from jsonb_array_elements(p_lines) l));
  insert into public.tax_documents select v_doc.*;
  insert into public.tax_document_lines
  select (jsonb_populate_record(null::public.tax_document_lines, l || jsonb_build_object('document_id', v_doc.id))).*
  from jsonb_array_elements(p_lines) l;
  return v_doc.id;
end;
$$;

-- Issuing ----------------------------------------------------------------------------------------------

-- The order's tax invoice (issued now, or the one it has). Raises, and so stops the status change
-- that asked for it, when the seller's details or a line's HSN code are missing or the delivery
-- PIN code has no GST state: an order must not leave without its invoice.
create or replace function private.issue_invoice(p_order_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_seller public.seller_profile;
  v_existing uuid;
  v_address text;
  v_pincode text;
  v_state public.gst_states;
  v_intra boolean;
  v_lines jsonb;
  v_missing text;
begin
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception using errcode = 'no_data_found', message = 'Order not found.';
  end if;
  select d.id into v_existing from public.tax_documents d where d.order_id = p_order_id and d.kind = 'invoice';
  if found then
    return v_existing;
  end if;

  select * into v_seller from public.seller_profile where singleton;
  if not found then
    raise exception using errcode = 'check_violation',
      message = 'Enter the seller''s details (Staff > Seller) before shipping: a tax invoice needs them.';
  end if;

  -- The delivery address as the order holds it ('Name, line 1, ..., State 400001, India. Phone: ...'):
  -- its PIN code is the last 6-digit word before the phone.
  v_address := regexp_replace(v_order.customer, '\. Phone: .*$', '');
  v_pincode := substring(v_address from '.*\m([1-9][0-9]{5})\M');
  select g.* into v_state
  from public.pincodes p
  join public.gst_states g on g.name = p.state or p.state = any (g.pincode_names)
  where p.pincode = v_pincode::char(6);
  if not found then
    raise exception using errcode = 'check_violation',
      message = format('The delivery PIN code of order %s has no GST state: correct the address before shipping.', p_order_id);
  end if;
  v_intra := v_state.code = v_seller.state_code;

  -- The lines in the order's own order, with their share of the discount and their tax.
  with items as (
    select row_number() over (order by coalesce(x.n, 1000000), oi.product_name) as line_no,
           oi.product_id, oi.product_name, oi.quantity, oi.unit_price, oi.subtotal,
           t.hsn_code, t.gst_rate
    from public.order_items oi
    left join lateral (
      select n from jsonb_array_elements(v_order.order_details->'products') with ordinality as e(p, n)
      where (e.p->>'id')::uuid = oi.product_id
    ) x on true
    cross join lateral private.product_tax_code(oi.product_id) t
    where oi.order_id = p_order_id
  ), shares as (
    select i.*, (private.apportion(array_agg(i.subtotal) over w, v_order.discount_amount))[i.line_no] as discount
    from items i
    window w as (order by i.line_no rows between unbounded preceding and unbounded following)
  )
  select jsonb_agg(jsonb_build_object(
           'line_no', s.line_no, 'product_id', s.product_id, 'description', s.product_name,
           'hsn_code', s.hsn_code, 'quantity', s.quantity, 'unit_price', s.unit_price,
           'discount', s.discount, 'gst_rate', s.gst_rate,
           'taxable_value', g.taxable_value, 'cgst', g.cgst, 'sgst', g.sgst, 'igst', g.igst,
           'total', s.subtotal - s.discount) order by s.line_no),
         string_agg(s.product_name, ', ') filter (where s.hsn_code is null)
  into v_lines, v_missing
  from shares s
  cross join lateral private.gst_split(s.subtotal - s.discount, s.gst_rate, v_intra) g;

  if v_lines is null then
    raise exception using errcode = 'check_violation', message = 'An order without items cannot be invoiced.';
  end if;
  if v_missing is not null then
    raise exception using errcode = 'check_violation',
      message = format('Set the HSN code of %s before shipping: a tax invoice needs it.', v_missing);
  end if;

  return private.store_tax_document(jsonb_build_object(
    'kind', 'invoice', 'order_id', v_order.id, 'user_id', v_order.user_id, 'seller', private.seller_snapshot(v_seller),
    'buyer_name', btrim(split_part(v_address, ', ', 1)),
    'buyer_address', coalesce(nullif(btrim(substr(v_address, char_length(split_part(v_address, ', ', 1)) + 3)), ''), v_address),
    'place_of_supply_state', v_state.name, 'place_of_supply_code', v_state.code,
    'supply', case when v_intra then 'intra' else 'inter' end), v_lines);
end;
$$;

-- The seller's details a document keeps.
create or replace function private.seller_snapshot(p_seller public.seller_profile)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'legal_name', p_seller.legal_name, 'trade_name', p_seller.trade_name, 'gstin', p_seller.gstin,
    'address_line1', p_seller.address_line1, 'address_line2', p_seller.address_line2, 'city', p_seller.city,
    'state', p_seller.state, 'state_code', p_seller.state_code, 'pincode', p_seller.pincode,
    'support_email', p_seller.support_email, 'support_phone', p_seller.support_phone)
$$;

-- A credit note against the order's invoice for p_amount (GST-inclusive), at most what the invoice
-- has not yet credited; null when nothing is left. The whole remainder of an uncredited invoice
-- gives back its lines as they were; a part is apportioned across the lines by value (no units).
create or replace function private.issue_credit_note(p_order_id uuid, p_amount numeric, p_reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.tax_documents;
  v_credited numeric;
  v_amount numeric;
  v_lines jsonb;
begin
  select * into v_invoice from public.tax_documents d where d.order_id = p_order_id and d.kind = 'invoice';
  if not found then
    return null;
  end if;
  -- Credit notes of one invoice are issued one at a time (the invoice's row is never updated).
  perform pg_advisory_xact_lock(hashtextextended('tax_documents:' || v_invoice.id::text, 0));
  select coalesce(sum(d.total), 0) into v_credited from public.tax_documents d where d.invoice_id = v_invoice.id;
  v_amount := least(round(p_amount, 2), v_invoice.total - v_credited);
  if v_amount <= 0 then
    return null;
  end if;

  if v_credited = 0 and v_amount = v_invoice.total then
    select jsonb_agg(to_jsonb(l) order by l.line_no) into v_lines
    from public.tax_document_lines l where l.document_id = v_invoice.id;
  else
    with lines as (
      select l.*, (private.apportion(array_agg(l.total) over w, v_amount))[l.line_no] as share
      from public.tax_document_lines l
      where l.document_id = v_invoice.id
      window w as (order by l.line_no rows between unbounded preceding and unbounded following)
    )
    select jsonb_agg(jsonb_build_object(
             'line_no', l.line_no, 'product_id', l.product_id, 'description', l.description,
             'hsn_code', l.hsn_code, 'quantity', null, 'unit_price', l.share, 'discount', 0,
             'gst_rate', l.gst_rate, 'taxable_value', g.taxable_value, 'cgst', g.cgst, 'sgst', g.sgst,
             'igst', g.igst, 'total', l.share) order by l.line_no)
    into v_lines
    from lines l
    cross join lateral private.gst_split(l.share, l.gst_rate, v_invoice.supply = 'intra') g
    where l.share > 0;
  end if;

  return private.store_tax_document(
    jsonb_build_object('kind', 'credit_note', 'invoice_id', v_invoice.id, 'reason', left(p_reason, 200))
    || (to_jsonb(v_invoice) - array['id', 'kind', 'number', 'financial_year', 'serial', 'invoice_id', 'issued_at', 'reason']),
    v_lines);
end;
$$;

-- AFTER UPDATE of an order: its first move out of the shop issues the invoice; then a cancelled or
-- failed order is credited in full and a refund up to what was refunded. Its name sorts before
-- orders_status_changed (triggers of one event fire in name order), so the status e-mail already
-- sees the invoice.
create or replace function private.order_tax_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_left_shop constant text[] := array['shipped', 'out for delivery', 'delivered'];
  v_invoice public.tax_documents;
  v_target numeric;
  v_credited numeric;
begin
  -- A replacement at no charge (20_returns.sql) is no supply: it travels with a delivery challan.
  if new.total = 0 then
    return null;
  end if;
  if new.order_status = any (v_left_shop) and not (old.order_status = any (v_left_shop)) then
    perform private.issue_invoice(new.id);
  end if;
  select * into v_invoice from public.tax_documents d where d.order_id = new.id and d.kind = 'invoice';
  if not found then
    return null;
  end if;
  v_target := case when new.order_status in ('cancelled', 'failed') then v_invoice.total
                   else least(new.amount_refunded, v_invoice.total) end;
  select coalesce(sum(d.total), 0) into v_credited from public.tax_documents d where d.invoice_id = v_invoice.id;
  if v_target > v_credited then
    perform private.issue_credit_note(new.id, v_target - v_credited,
      case new.order_status when 'cancelled' then 'Order cancelled'
                            when 'failed' then 'Delivery failed: goods returned'
                            else 'Refund' end);
  end if;
  return null;
end;
$$;

create trigger orders_issue_tax_documents
  after update of order_status, amount_refunded on public.orders
  for each row execute function private.order_tax_documents();

-- Reading ----------------------------------------------------------------------------------------------

-- One document with its lines, as the `invoice` function renders it (taxDocumentSchema in
-- shared/src/contracts/invoices.ts): the order's invoice, or p_document_id of that order. Through
-- the caller's rights: another shopper's order answers null, like one not yet invoiced. Money as
-- text, exactly.
create or replace function public.get_tax_document(p_order_id uuid, p_document_id uuid default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', d.id, 'kind', d.kind, 'number', d.number, 'financial_year', d.financial_year, 'order_id', d.order_id,
    'invoice_number', i.number, 'invoice_issued_at', i.issued_at, 'issued_at', d.issued_at, 'reason', d.reason,
    'seller', d.seller, 'buyer_name', d.buyer_name, 'buyer_address', d.buyer_address,
    'place_of_supply_state', d.place_of_supply_state, 'place_of_supply_code', d.place_of_supply_code,
    'supply', d.supply, 'taxable_value', d.taxable_value::text, 'cgst', d.cgst::text, 'sgst', d.sgst::text,
    'igst', d.igst::text, 'total', d.total::text,
    'lines', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'line_no', l.line_no, 'description', l.description, 'hsn_code', l.hsn_code, 'quantity', l.quantity,
               'unit_price', l.unit_price::text, 'discount', l.discount::text, 'taxable_value', l.taxable_value::text,
               'gst_rate', l.gst_rate::text, 'cgst', l.cgst::text, 'sgst', l.sgst::text, 'igst', l.igst::text,
               'total', l.total::text) order by l.line_no), '[]'::jsonb)
      from public.tax_document_lines l where l.document_id = d.id))
  from public.tax_documents d
  left join public.tax_documents i on i.id = d.invoice_id
  where d.order_id = p_order_id
    and (case when p_document_id is null then d.kind = 'invoice' else d.id = p_document_id end)
$$;
comment on function public.get_tax_document(uuid, uuid) is
  'An order''s tax invoice (or one of its documents) with its lines, for its owner and staff (RLS); null otherwise.';

-- The month's B2C figures for GSTR-1 (staff only): per document kind, place of supply and rate, the
-- documents, taxable value and each tax, money as text. p_month: any day of the month (India time).
create or replace function public.staff_gst_summary(p_month date)
returns table (
  document_kind text,
  place_of_supply_code text,
  place_of_supply_state text,
  supply text,
  gst_rate text,
  documents integer,
  taxable_value text,
  cgst text,
  sgst text,
  igst text,
  total text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = 'Only staff can read the GST summary.';
  end if;
  return query
  select d.kind, d.place_of_supply_code::text, d.place_of_supply_state, d.supply, l.gst_rate::text,
         count(distinct d.id)::integer, sum(l.taxable_value)::text, sum(l.cgst)::text, sum(l.sgst)::text,
         sum(l.igst)::text, sum(l.total)::text
  from public.tax_documents d
  join public.tax_document_lines l on l.document_id = d.id
  where d.issued_at >= (date_trunc('month', p_month)::timestamp at time zone 'Asia/Kolkata')
    and d.issued_at < ((date_trunc('month', p_month) + interval '1 month')::timestamp at time zone 'Asia/Kolkata')
  group by d.kind, d.place_of_supply_code, d.place_of_supply_state, d.supply, l.gst_rate
  order by d.kind desc, d.place_of_supply_code, l.gst_rate;
end;
$$;
comment on function public.staff_gst_summary(date) is
  'Staff only: a month''s invoices and credit notes per place of supply and GST rate (GSTR-1, B2C).';

revoke all on function private.financial_year(timestamptz), private.apportion(numeric[], numeric),
  private.gst_split(numeric, numeric, boolean), private.product_tax_code(uuid),
  private.next_tax_document_number(text, timestamptz), private.store_tax_document(jsonb, jsonb), private.issue_invoice(uuid),
  private.seller_snapshot(public.seller_profile), private.issue_credit_note(uuid, numeric, text),
  private.order_tax_documents(), private.tax_documents_frozen()
  from public, anon, authenticated;
revoke all on function public.get_tax_document(uuid, uuid), public.staff_gst_summary(date) from public, anon;
grant execute on function public.get_tax_document(uuid, uuid), public.staff_gst_summary(date) to authenticated;
grant execute on function public.get_tax_document(uuid, uuid) to service_role;
