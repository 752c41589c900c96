-- Verified-purchase reviews (docs/product.md#reviews):
-- - A review is written only through submit_review(): by the signed-in owner of a delivered order
--   that contains the product, one per user, product and order, rating 1-5, title <= 255,
--   comment 1-5000 after trimming. A new or edited review is pending; it becomes public when staff
--   approve it through moderate_review() (who and when recorded).
-- - Reviewers' privacy: nobody but the author reads a review row (which carries user_id and
--   order_id). Public reads go through the security definer RPCs, which expose only what public
--   lists show: review id, the reviewer's display name, rating, title, comment, dates.

-- Moderation state ---------------------------------------------------------------------------------
-- status is the truth; is_verified (read by the catalogue's ratings, indexes and RPCs) is kept equal
-- to status = 'approved' by the trigger below. Writers that only know is_verified (the catalogue
-- seed, fixtures) still work: on insert a missing status follows it.
alter table public.reviews
  add column status text,
  add column moderated_by uuid references auth.users (id) on delete set null,
  add column moderated_at timestamptz;

update public.reviews set status = case when is_verified then 'approved' else 'pending' end;

alter table public.reviews
  alter column status set not null,
  add constraint reviews_status_valid check (status in ('pending', 'approved', 'rejected')),
  add constraint reviews_verified_is_approved check (is_verified = (status = 'approved'));

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

-- Privacy: no public reads of the table ------------------------------------------------------------
drop policy "Verified reviews of active products are public" on public.reviews;
revoke select on table public.reviews from anon;
-- "Users read their own reviews" stays: authors read their own rows (any status).

-- The catalogue's rating helper and the review counters now read the table as its owner (the
-- product page's RPCs run as the caller, who may no longer read others' reviews).
alter function private.product_rating(uuid) security definer;

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

-- The caller's reviews -----------------------------------------------------------------------------

-- get_user_review_for_product_order now also answers the moderation status, so the author sees a
-- pending review marked as awaiting verification.
drop function public.get_user_review_for_product_order(uuid, uuid, uuid);
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
revoke all on function public.get_user_review_for_product_order(uuid, uuid, uuid) from public, anon;
grant execute on function public.get_user_review_for_product_order(uuid, uuid, uuid) to authenticated;

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
revoke all on function public.get_my_unpublished_product_reviews(uuid) from public, anon;
grant execute on function public.get_my_unpublished_product_reviews(uuid) to authenticated;

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
revoke all on function public.get_order_for_review(uuid) from public, anon;
grant execute on function public.get_order_for_review(uuid) to authenticated;

-- Writing a review ---------------------------------------------------------------------------------

-- Creates the caller's review of a product of one of their delivered orders, or, with
-- p_existing_review_id, updates that review. Either way the review is pending until staff approve
-- it. Answers the review (with product_slug). Refusals: 42501 guests (401), 22023 bad input (400)
-- with the form's messages, PT404 an order or review that is not the caller's (404), PT409 a second
-- review of the same product and order (409).
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
  v_title text := nullif(btrim(coalesce(p_title, '')), '');
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
  if v_comment = '' then
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
revoke all on function public.submit_review(uuid, uuid, integer, text, text, uuid) from public, anon;
grant execute on function public.submit_review(uuid, uuid, integer, text, text, uuid) to authenticated, service_role;

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
revoke all on function public.moderate_review(uuid, text) from public, anon;
grant execute on function public.moderate_review(uuid, text) to authenticated;

revoke all on function private.reviews_sync_status() from public, anon, authenticated;
