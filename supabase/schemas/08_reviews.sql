-- Verified-purchase reviews (docs/product.md#reviews):
-- - A review is written only through submit_review(): by the signed-in owner of a delivered order
--   that contains the product, one per user, product and order, rating 1-5, title <= 255,
--   comment 1-5000 after trimming. A new or edited review is pending; it becomes public when staff
--   approve it through moderate_review() (who and when recorded).
-- - Reviewers' privacy: nobody but the author reads a review row (which carries user_id and
--   order_id). Public reads go through the security definer RPCs, which expose only what public
--   lists show: review id, the reviewer's display name, rating, title, comment, dates.
--
-- Moderation state: status is the truth; is_verified (read by the catalogue's ratings, indexes and
-- RPCs) is kept equal to status = 'approved' by a trigger. Writers that only know is_verified (the
-- catalogue seed, fixtures) still work: on insert a missing status follows it.

create table public.reviews (
  review_id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (product_id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The delivered order the review is about. No foreign key: the catalogue seed's imported reviews
  -- predate orders; submit_review is the gate for every new review (docs/adr/0010).
  order_id uuid,
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  title text constraint reviews_title_length check (char_length(title) <= 255),
  comment text not null constraint reviews_comment_length check (char_length(btrim(comment)) between 1 and 5000),
  -- Public only when approved (moderation); kept equal to status = 'approved'.
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  status text not null constraint reviews_status_valid check (status in ('pending', 'approved', 'rejected')),
  moderated_by uuid references auth.users (id) on delete set null,
  moderated_at timestamptz,
  -- One review per product per order (a review without an order counts as one).
  constraint reviews_one_per_order unique nulls not distinct (user_id, product_id, order_id),
  constraint reviews_verified_is_approved check (is_verified = (status = 'approved'))
);
comment on table public.reviews is 'Product reviews; only verified ones are public. Written through functions only.';

-- Verified reviews of a product, newest first; rating included for index-only averages.
create index reviews_product_verified_idx on public.reviews (product_id, created_at desc, review_id)
  include (rating) where is_verified;
create index reviews_product_idx on public.reviews (product_id);
create index reviews_order_idx on public.reviews (order_id) where order_id is not null;

create trigger reviews_set_updated_at
  before insert or update on public.reviews
  for each row execute function public.set_updated_at();

create or replace function private.reviews_sync_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.status := coalesce(new.status, case when new.is_verified then 'approved' else 'pending' end);
  elsif new.status is not distinct from old.status and new.is_verified is distinct from old.is_verified then
    new.status := case when new.is_verified then 'approved' else 'pending' end;
  end if;
  new.is_verified := new.status = 'approved';
  return new;
end;
$$;

create trigger reviews_sync_status
  before insert or update on public.reviews
  for each row execute function private.reviews_sync_status();

-- Review titles lose invisible format characters (private.strip_invisible), for every writer
-- (submit_review strips before its checks, and makes a title of such characters only no title).
create or replace function private.reviews_strip_invisible()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.title := private.strip_invisible(new.title);
  return new;
end;
$$;

create trigger reviews_strip_invisible
  before insert or update of title on public.reviews
  for each row execute function private.reviews_strip_invisible();

-- Privacy: no public reads of the table. Authors read their own rows (any status).
alter table public.reviews enable row level security;

create policy "Users read their own reviews" on public.reviews
  for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to authenticated;
grant all on table public.reviews to service_role;

-- Ratings and public reviews ------------------------------------------------------------------------
-- These read the table as its owner: the product page's RPCs run as the caller, who may not read
-- others' reviews.

-- Average verified rating and count of a product (0 and 0 without reviews). Executable by shoppers:
-- the security invoker product page calls it.
create or replace function private.product_rating(p_product_id uuid, out average_rating numeric, out review_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(round(avg(r.rating), 2), 0), count(*)::integer
  from public.reviews r
  where r.product_id = p_product_id and r.is_verified
$$;

-- Verified reviews of an active product, newest first. user_name is the reviewer's profile name or
-- 'Customer'. Security definer: profiles are private, only the name is read here.
create or replace function public.get_product_reviews(
  p_product_id uuid,
  p_page_number integer default 1,
  p_page_size integer default 5
)
returns table (
  review_id uuid,
  user_name text,
  rating integer,
  title text,
  comment text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_page(p_page_number, p_page_size, 50);
  return query
  select r.review_id,
         coalesce(nullif(btrim(up.name), ''), 'Customer'),
         r.rating::integer, r.title, r.comment, r.created_at
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  left join public.user_profiles up on up.user_id = r.user_id
  where r.product_id = p_product_id and r.is_verified
  order by r.created_at desc, r.review_id
  limit p_page_size offset (p_page_number - 1)::bigint * p_page_size;
end;
$$;

create or replace function public.count_verified_product_reviews(p_product_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  where r.product_id = p_product_id and r.is_verified
$$;

-- Average of the verified ratings, two decimals; 0 without reviews.
create or replace function public.get_average_product_rating(p_product_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(round(avg(r.rating), 2), 0)
  from public.reviews r
  join public.products p on p.product_id = r.product_id and p.is_active
  where r.product_id = p_product_id and r.is_verified
$$;

-- For shoppers, signed in or not.
revoke all on function private.product_rating(uuid) from public;
grant execute on function private.product_rating(uuid) to anon, authenticated, service_role;
revoke all on function public.get_product_reviews(uuid, integer, integer),
  public.count_verified_product_reviews(uuid), public.get_average_product_rating(uuid)
  from public;
grant execute on function public.get_product_reviews(uuid, integer, integer),
  public.count_verified_product_reviews(uuid), public.get_average_product_rating(uuid)
  to anon, authenticated, service_role;

-- The caller's reviews -----------------------------------------------------------------------------

-- get_user_review_for_product_order: the caller's review of one product of one
-- of their delivered orders, with its moderation status, as an array (the client uses the first
-- element). It decides 'Write Review' or 'Edit Review' in order history and on the review page;
-- the author sees a pending review marked as awaiting verification.
--
-- The client passes its own user id (p_user_id_check); the answer never depends on it: the
-- user is auth.uid(), and a different id answers nothing, so no one can probe others' reviews.
create function public.get_user_review_for_product_order(
  p_user_id_check uuid,
  p_product_id_check uuid,
  p_order_id_check uuid
)
returns table (
  review_id uuid,
  product_id uuid,
  order_id uuid,
  rating integer,
  title text,
  comment text,
  is_verified boolean,
  status text,
  created_at timestamptz,
  updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.review_id, r.product_id, r.order_id, r.rating::integer, r.title, r.comment, r.is_verified,
         r.status, r.created_at, r.updated_at
  from public.reviews r
  join public.orders o on o.id = r.order_id and o.user_id = r.user_id and o.order_status = 'delivered'
  where r.user_id = (select auth.uid())
    and p_user_id_check = (select auth.uid())
    and r.product_id = p_product_id_check
    and r.order_id = p_order_id_check
  limit 1
$$;

-- The caller's own reviews of a product that are not public yet (pending or rejected), newest
-- first: the product page shows them to their author only, marked as awaiting verification.
create or replace function public.get_my_unpublished_product_reviews(p_product_id uuid)
returns table (
  review_id uuid,
  rating integer,
  title text,
  comment text,
  status text,
  created_at timestamptz,
  updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.review_id, r.rating::integer, r.title, r.comment, r.status, r.created_at, r.updated_at
  from public.reviews r
  where r.user_id = (select auth.uid()) and r.product_id = p_product_id and r.status <> 'approved'
  order by r.updated_at desc, r.review_id
  limit 20
$$;

-- The review page: one of the caller's delivered orders with its products and the caller's review
-- of each (null when none yet). Nothing (PT404) for an order that is not the caller's, does not
-- exist or is not delivered: the page shows the 'Order not found, ...' message.
create or replace function public.get_order_for_review(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('You must be logged in to submit a review.');
  v_order public.orders;
begin
  select o.* into v_order from public.orders o
  where o.id = p_order_id and o.user_id = v_user and o.order_status = 'delivered';
  if not found then
    raise exception using errcode = 'PT404',
      message = 'Order not found, you are not authorized to review this order, or it has not been delivered yet.';
  end if;
  return jsonb_build_object(
    'id', v_order.id,
    'display_number', v_order.display_number,
    'order_date', v_order.order_details -> 'order_date',
    'delivered_at', v_order.updated_at,
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.product_id,
               'slug', coalesce(p.slug, i.product_slug),
               'name', i.product_name,
               'image', line.item ->> 'image',
               'quantity', i.quantity,
               'review', (
                 select jsonb_build_object(
                          'review_id', r.review_id, 'rating', r.rating, 'title', r.title,
                          'comment', r.comment, 'status', r.status,
                          'created_at', r.created_at, 'updated_at', r.updated_at)
                 from public.reviews r
                 where r.user_id = v_user and r.order_id = v_order.id and r.product_id = i.product_id))
             order by line.ord nulls last, i.product_id)
      from public.order_items i
      left join public.products p on p.product_id = i.product_id
      -- The order's snapshot keeps the image and the order the shopper saw.
      left join lateral (
        select x.item, x.ord
        from jsonb_array_elements(v_order.order_details -> 'products') with ordinality as x(item, ord)
        where x.item ->> 'id' = i.product_id::text
        limit 1
      ) as line on true
      where i.order_id = v_order.id
    ), '[]'::jsonb)
  );
end;
$$;

-- Writing a review ---------------------------------------------------------------------------------

-- Creates the caller's review of a product of one of their delivered orders, or, with
-- p_existing_review_id, updates that review. Either way the review is pending until staff approve
-- it. Answers the review (with product_slug). The title is stripped of invisible characters before
-- its checks; a comment of invisible characters only is no comment. Refusals: 42501 guests (401),
-- 22023 bad input (400) with the form's messages, PT404 an order or review that is not the
-- caller's (404), PT409 a second review of the same product and order (409).
create or replace function public.submit_review(
  p_product_id uuid,
  p_order_id uuid,
  p_rating integer,
  p_title text,
  p_comment text,
  p_existing_review_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('You must be logged in to submit a review.');
  v_title text := nullif(btrim(private.strip_invisible(coalesce(p_title, ''))), '');
  v_comment text := btrim(coalesce(p_comment, ''));
  v_status text;
  v_review public.reviews;
begin
  if p_rating is null then
    raise exception using errcode = 'invalid_parameter_value', message = 'Please select a rating.';
  end if;
  if p_rating not between 1 and 5 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Rating must be from 1 to 5 stars.';
  end if;
  if char_length(v_title) > 255 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Title cannot exceed 255 characters.';
  end if;
  if btrim(private.strip_invisible(v_comment)) = '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Please write a comment.';
  end if;
  if char_length(v_comment) > 5000 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Comment cannot exceed 5000 characters.';
  end if;

  select o.order_status into v_status from public.orders o where o.id = p_order_id and o.user_id = v_user;
  if not found then
    raise exception using errcode = 'PT404',
      message = 'Order not found, you are not authorized to review this order, or it has not been delivered yet.';
  end if;
  if v_status <> 'delivered' then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'You can only review products from delivered orders.';
  end if;
  if not exists (select 1 from public.order_items i where i.order_id = p_order_id and i.product_id = p_product_id) then
    raise exception using errcode = 'invalid_parameter_value', message = 'This product is not part of this order.';
  end if;

  if p_existing_review_id is not null then
    update public.reviews r
    set rating = p_rating, title = v_title, comment = v_comment,
        status = 'pending', moderated_by = null, moderated_at = null
    where r.review_id = p_existing_review_id and r.user_id = v_user
      and r.product_id = p_product_id and r.order_id = p_order_id
    returning r.* into v_review;
    if not found then
      raise exception using errcode = 'PT404', message = 'Review not found.';
    end if;
  else
    insert into public.reviews (product_id, user_id, order_id, rating, title, comment, status)
    values (p_product_id, v_user, p_order_id, p_rating, v_title, v_comment, 'pending')
    on conflict on constraint reviews_one_per_order do nothing
    returning * into v_review;
    if not found then
      raise exception using errcode = 'PT409', message = 'You have already reviewed this product for this order.';
    end if;
  end if;

  return jsonb_build_object(
    'review_id', v_review.review_id,
    'product_id', v_review.product_id,
    'product_slug', (select p.slug from public.products p where p.product_id = v_review.product_id),
    'order_id', v_review.order_id,
    'rating', v_review.rating,
    'title', v_review.title,
    'comment', v_review.comment,
    'status', v_review.status,
    'created_at', v_review.created_at,
    'updated_at', v_review.updated_at
  );
end;
$$;

-- Moderation (staff only) --------------------------------------------------------------------------
-- Approves or rejects a review; records who and when. Approved reviews count in the product's
-- rating and review count everywhere at once (they are computed from approved reviews).
create or replace function public.moderate_review(p_review_id uuid, p_status text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_review public.reviews;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = 'insufficient_privilege', message = 'Only staff can moderate reviews.';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception using errcode = 'invalid_parameter_value', message = 'Status must be approved or rejected.';
  end if;
  update public.reviews r
  set status = p_status, moderated_by = v_user, moderated_at = now()
  where r.review_id = p_review_id
  returning r.* into v_review;
  if not found then
    raise exception using errcode = 'PT404', message = 'Review not found.';
  end if;
  return jsonb_build_object(
    'review_id', v_review.review_id, 'status', v_review.status,
    'moderated_by', v_review.moderated_by, 'moderated_at', v_review.moderated_at);
end;
$$;

-- Approves or rejects several pending reviews at once (the console's 'Approve selected'); at most
-- 100. Answers how many changed; ids that are not reviews are skipped.
create or replace function public.moderate_reviews(p_review_ids uuid[], p_status text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_user('Login required.');
  v_count integer;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = 'insufficient_privilege', message = 'Only staff can moderate reviews.';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception using errcode = 'invalid_parameter_value', message = 'Status must be approved or rejected.';
  end if;
  if p_review_ids is null or cardinality(p_review_ids) not between 1 and 100 then
    raise exception using errcode = 'invalid_parameter_value', message = 'Choose 1 to 100 reviews.';
  end if;
  update public.reviews r
  set status = p_status, moderated_by = v_user, moderated_at = now()
  where r.review_id = any (p_review_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.moderate_reviews(uuid[], text) is
  'Staff only: approves or rejects up to 100 reviews at once; answers how many changed.';

revoke all on function private.reviews_sync_status(), private.reviews_strip_invisible()
  from public, anon, authenticated;

revoke all on function public.get_user_review_for_product_order(uuid, uuid, uuid),
  public.get_my_unpublished_product_reviews(uuid), public.get_order_for_review(uuid),
  public.submit_review(uuid, uuid, integer, text, text, uuid), public.moderate_review(uuid, text),
  public.moderate_reviews(uuid[], text)
  from public, anon;
grant execute on function public.get_user_review_for_product_order(uuid, uuid, uuid),
  public.get_my_unpublished_product_reviews(uuid), public.get_order_for_review(uuid),
  public.moderate_review(uuid, text), public.moderate_reviews(uuid[], text)
  to authenticated;
grant execute on function public.submit_review(uuid, uuid, integer, text, text, uuid) to authenticated, service_role;
