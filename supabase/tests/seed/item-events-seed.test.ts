/**
 * The seeded orders and requests' timelines start when their items were made, not when the seed
 * ran (seed/35_item_event_dates.sql), and the events are append-only again after the seed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';

const sql = directSql();
const DEMO = '0d6f3a58-7a1e-4c2b-9a51-000000000001';

afterAll(async () => {
  await sql.end();
});

describe('seeded item events', () => {
  it('date the first event of every seeded order and request as its item', async () => {
    const rows = await sql<{ kind: string; id: string; item_at: Date; event_at: Date | null }[]>`
      with items as (
        select 'order' as kind, o.id, o.created_at as item_at from public.orders o where o.user_id = ${DEMO}
        union all
        select 'repair', r.id, r.creation_date from public.repairrequests r where r.user_id = ${DEMO}
        union all
        select 'game_load', g.id, g.created_at from public.game_load_requests g where g.user_id = ${DEMO}
        union all
        select 'discount_request', d.id, d.created_at from public.product_discount_requests d
        where d.user_id = ${DEMO}
      )
      select i.kind, i.id, i.item_at,
             (select e.created_at from public.item_events e
              where e.kind = i.kind and e.item_id = i.id and e.from_status is null) as event_at
      from items i`;
    // Every kind is seeded, and the seed's items are days old (the bug: all dated the seed's run).
    expect(new Set(rows.map((r) => r.kind))).toEqual(
      new Set(['order', 'repair', 'game_load', 'discount_request']),
    );
    expect(rows.some((r) => Date.now() - r.item_at.getTime() > 7 * 86_400_000)).toBe(true);
    const wrong = rows.filter((r) => r.event_at?.getTime() !== r.item_at.getTime());
    expect(wrong).toEqual([]);
  });

  it('leave the events append-only', async () => {
    const [guard] = await sql<{ tgenabled: string }[]>`
      select t.tgenabled from pg_trigger t
      where t.tgrelid = 'public.item_events'::regclass and t.tgname = 'item_events_no_update_delete'`;
    expect(guard?.tgenabled).toBe('O');
    const [event] = await sql<{ id: string }[]>`select id from public.item_events limit 1`;
    await expect(
      sql`update public.item_events set remark = 'x' where id = ${event?.id ?? 0}`,
    ).rejects.toThrow('Events cannot be changed or deleted.');
  });
});
