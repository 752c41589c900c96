-- get_user_review_for_product_order: the caller's review of one product of one
-- of their delivered orders, as an array (the client uses the first element). It decides 'Write
-- Review' or 'Edit Review' in order history and on the review page.
--
-- The client passes its own user id (p_user_id_check); the answer never depends on it: the
-- user is auth.uid(), and a different id answers nothing, so no one can probe others' reviews.
create or replace function public.get_user_review_for_product_order(
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
  created_at timestamptz,
  updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.review_id, r.product_id, r.order_id, r.rating::integer, r.title, r.comment, r.is_verified,
         r.created_at, r.updated_at
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
