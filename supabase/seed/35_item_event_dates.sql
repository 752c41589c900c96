-- The seeded orders and requests' timelines start on the day the items were made (their created_at /
-- creation_date, days before the seed's base date), not on the day the seed ran. Runs after
-- 20_checkout.sql, 30_repair_requests.sql and 31_service_requests.sql.
--
-- Why an update: the first event of every item is written by its table's item_created trigger
-- (11_lifecycle_and_mail.sql), stamped clock_timestamp() when the seed inserts the item, and the
-- triggers stay the only writers of events (the seed does not copy their rules). item_events is
-- append-only (item_events_no_update_delete), so the guard is lifted for this one statement only and
-- put back at once; the seed runs in one transaction, so a failure leaves the guard on.
-- Re-runnable: only creation events written without an end user (seeds, actor null) whose time
-- differs from their item's are touched; a shopper's or staff member's events never are.

alter table public.item_events disable trigger item_events_no_update_delete;

update public.item_events e
set created_at = i.created_at
from (
  select 'order' as kind, o.id, o.created_at from public.orders o
  union all
  select 'repair', r.id, r.creation_date from public.repairrequests r
  union all
  select 'game_load', g.id, g.created_at from public.game_load_requests g
  union all
  select 'discount_request', d.id, d.created_at from public.product_discount_requests d
) as i
where e.kind = i.kind
  and e.item_id = i.id
  and e.from_status is null
  and e.actor is null
  and e.created_at is distinct from i.created_at;

alter table public.item_events enable trigger item_events_no_update_delete;
