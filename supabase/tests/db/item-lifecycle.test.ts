/**
 * The lifecycle of orders and requests (ADR 0015), against the real stack as hostile clients:
 * the state machines (every legal and illegal transition of each kind), stock and discount-code
 * use given back once when an order is cancelled or failed, the append-only events and who reads
 * them, the staff-only functions, and the e-mail outbox (one e-mail per change).
 * The sender (send-emails) is in item-emails.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  formatRupees,
  type ItemKind,
  KIND_STATUSES,
  LIFECYCLE_TRANSITIONS,
  nextStatuses,
  REPAIR_DEVICE_LABELS,
  REPAIR_DEVICE_TYPES,
  statusLabel,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, rawRest, serviceClient, userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let owner: TestUser;
let other: TestUser;
let staffer: TestUser;
let product: ShopProduct;
/** What price-match offers are for: priced above every offer the tests send. */
let offered: ShopProduct;
let ownerDb: SupabaseClient;
let otherDb: SupabaseClient;
let staffDb: SupabaseClient;

const LABEL: Record<ItemKind, string> = {
  order: 'Order',
  repair: 'Repair request',
  game_load: 'Game load request',
  discount_request: 'Discount request',
  return: 'Return request',
};

beforeAll(async () => {
  shop = await createShopFixture();
  owner = await shop.user('life-owner');
  other = await shop.user('life-other');
  staffer = await shop.user('life-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  product = await shop.product({ stock: 10_000 });
  offered = await shop.product({ price: 59_990, stock: 10 });
  ownerDb = userClient(owner.accessToken);
  otherDb = userClient(other.accessToken);
  staffDb = userClient(staffer.accessToken);
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

const REPAIR_DESCRIPTION = 'PS5 Disc Edition - Overheats after an hour';

/**
 * A new item of `kind` owned by `user` (pending). Orders are placed the way shoppers place them
 * (mind the unpaid limits: a test that leaves its order pending uses up one of the owner's 5).
 */
async function newItem(
  kind: ItemKind,
  user: TestUser = owner,
  quantity = 1,
  code?: string,
  paymentMethod: 'cod' | 'online' = 'cod',
): Promise<string> {
  if (kind === 'order') {
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: quantity });
    const placed = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      ...(code ? { p_discount_code: code } : {}),
      p_payment_method: paymentMethod,
    });
    return placed.orderId;
  }
  // Straight into the tables (the shop's own insert): the hourly flood limit of the requests
  // (repairs included) would stop a test that needs many items. The shoppers' own first event is
  // checked below (fileRepair and the request RPCs).
  if (kind === 'repair') {
    const [row] = await shop.sql<{ id: string }[]>`
      insert into public.repairrequests (user_id, product_type, product_description, shipping_address)
      values (${user.id}, 'ps5', ${REPAIR_DESCRIPTION}, '{}')
      returning id`;
    return row?.id ?? '';
  }
  if (kind === 'game_load') {
    const [row] = await shop.sql<{ id: string }[]>`
      insert into public.game_load_requests (user_id, console_type, available_storage, storage_unit, games_list, price_details)
      values (${user.id}, 'PS5', 500, 'GB', array['Elden Ring', 'Astro Bot'], '{"base": 9999, "addon": 0, "total": 9999}')
      returning id`;
    return row?.id ?? '';
  }
  if (kind === 'return') {
    // A delivered order of its own (the shop's insert), so each request is its line's only one.
    const [order] = await shop.sql<{ id: string }[]>`
      insert into public.orders (user_id, idempotency_key, order_status, order_details, customer, subtotal, total,
                                 payment_status, amount_paid)
      values (${user.id}, ${randomUUID()}, 'delivered', '{"products": []}', 'Asha, Mumbai 400001', 999, 999, 'paid', 999)
      returning id`;
    const [row] = await shop.sql<{ id: string }[]>`
      insert into public.return_requests (user_id, order_id, product_id, product_name, quantity, kind, reason, refund_amount)
      values (${user.id}, ${order?.id ?? ''}, ${product.id}, ${product.name}, 1, 'replacement', 'defective', 0)
      returning id`;
    return row?.id ?? '';
  }
  const [row] = await shop.sql<{ id: string }[]>`
    insert into public.product_discount_requests (user_id, product_type, ecom_site, product_url, current_price)
    values (${user.id}, 'Laptops', 'Flipkart.in', 'https://www.flipkart.com/asus-tuf-f15/p/itm123456', 45999)
    returning id`;
  return row?.id ?? '';
}

/** A repair request filed by `user` through the table, as the repair form files it. */
async function fileRepair(user: TestUser): Promise<string> {
  const { data, error } = await userClient(user.accessToken)
    .from('repairrequests')
    .insert({
      user_id: user.id,
      status: 'pending',
      product_type: 'ps5',
      product_description: REPAIR_DESCRIPTION,
      shipping_address: {},
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

/** Moves an item as staff; returns the PostgREST error (null on success). */
async function move(kind: ItemKind, id: string, status: string, remark: string | null = null, db = staffDb) {
  if (kind === 'discount_request' && status === 'offer_sent') {
    const { error, status: http } = await db.rpc('staff_send_discount_offer', {
      p_id: id,
      p_our_price: 41999,
      p_remarks: remark,
      p_product_id: offered.id,
    });
    return error ? { ...error, http } : null;
  }
  const { error, status: http } = await db.rpc('staff_transition', {
    p_kind: kind,
    p_id: id,
    p_status: status,
    p_remark: remark,
  });
  return error ? { ...error, http } : null;
}

/** Where an item of `kind` starts on its way to `status`: an online order waits for its payment. */
const startOf = (kind: ItemKind, status: string) =>
  kind === 'return'
    ? 'requested'
    : kind === 'order' && status.startsWith('payment_')
      ? 'payment_pending'
      : 'pending';

/**
 * A return is received, refunded or replaced by staff_receive_return / staff_complete_return, which
 * move the stock and the money (returns.test.ts); here the fixture owner sets those statuses.
 */
const returnStepOnly = (kind: ItemKind, to: string) =>
  kind === 'return' && ['received', 'refunded', 'replaced'].includes(to);

/**
 * The order moves staff may not make: out of payment_pending only a verified payment (to pending)
 * or the hold's end (to payment_expired) moves an order, besides a cancel.
 */
const paymentOnly = (kind: ItemKind, from: string, to: string) =>
  kind === 'order' && from === 'payment_pending' && to !== 'cancelled';

/** A price-match request goes into and out of ordered with its shopper's order only (07_staff.sql). */
const byShopperOrderOnly = (kind: ItemKind, from: string, to: string) =>
  kind === 'discount_request' && (from === 'ordered' || to === 'ordered');

/**
 * Moves a price-match request as its shopper's order does: into ordered by buying at the offered
 * price, out of it (back to offer_sent) by that order being cancelled.
 */
async function byShopperOrder(requestId: string, to: string, user: TestUser): Promise<void> {
  if (to === 'ordered') {
    const { code } = await shop.rpc<{ code: string }>(user.id, 'add_price_match_to_cart', {
      p_request_id: requestId,
    });
    await shop.rpc(user.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_discount_code: code,
      p_payment_method: 'online',
    });
  } else {
    const [row] = await shop.sql<{ order_id: string }[]>`
      select order_id from public.product_discount_requests where id = ${requestId}`;
    expect(await move('order', row?.order_id ?? '', 'cancelled')).toBeNull();
  }
}

/** The shortest legal path from the item's first status to `status`. */
function pathTo(kind: ItemKind, status: string): string[] {
  const queue: string[][] = [[startOf(kind, status)]];
  while (queue.length) {
    const path = queue.shift() as string[];
    const last = path.at(-1) as string;
    if (last === status) return path.slice(1);
    for (const next of nextStatuses(kind, last)) if (!path.includes(next)) queue.push([...path, next]);
  }
  throw new Error(`${status} is not reachable for ${kind}`);
}

/**
 * Moves an order out of payment_pending the payment's way, as the edge functions do with the service
 * role: a verified capture of its total (to pending) or the sweeper's expiry of its hold (to
 * payment_expired, the hold set in the past first).
 */
async function byPayment(orderId: string, to: string): Promise<void> {
  if (to === 'pending') {
    const [row] = await shop.sql<{ total: string }[]>`select total from public.orders where id = ${orderId}`;
    const tail = randomUUID().replaceAll('-', '').slice(0, 14);
    const razorpayOrder = await shop.rpc<string>('service_role', 'attach_razorpay_order', {
      p_order_id: orderId,
      p_razorpay_order_id: `order_L${tail}`,
    });
    const applied = await shop.rpc<{ outcome: string }>('service_role', 'apply_payment_event', {
      p_event_id: `evt_L${tail}`,
      p_source: 'webhook',
      p_event: 'payment.captured',
      p_razorpay_order_id: razorpayOrder,
      p_payment_id: `pay_L${tail}`,
      p_amount_paise: Math.round(Number(row?.total) * 100),
      p_currency: 'INR',
      p_method: 'upi',
    });
    expect(applied.outcome).toBe('paid');
  } else if (to === 'payment_expired') {
    await shop.sql`update public.orders set payment_hold_until = now() - interval '1 second' where id = ${orderId}`;
    expect(await shop.rpc<number>('service_role', 'expire_payment_holds', {})).toBeGreaterThan(0);
  } else {
    throw new Error(`no payment moves an order to ${to}`);
  }
}

async function itemAt(kind: ItemKind, status: string, user: TestUser = owner): Promise<string> {
  const online = startOf(kind, status) === 'payment_pending';
  const id = await newItem(kind, user, 1, undefined, online ? 'online' : 'cod');
  let from = startOf(kind, status);
  for (const step of pathTo(kind, status)) {
    if (paymentOnly(kind, from, step)) await byPayment(id, step);
    else if (returnStepOnly(kind, step))
      await shop.sql`update public.return_requests set status = ${step} where id = ${id}`;
    else if (byShopperOrderOnly(kind, from, step)) await byShopperOrder(id, step, user);
    else
      expect(
        await move(kind, id, step, kind === 'return' && step === 'rejected' ? 'Not eligible' : null),
      ).toBeNull();
    from = step;
  }
  return id;
}

const TABLE: Record<ItemKind, { table: string; status: string }> = {
  order: { table: 'orders', status: 'order_status' },
  repair: { table: 'repairrequests', status: 'status' },
  game_load: { table: 'game_load_requests', status: 'status' },
  discount_request: { table: 'product_discount_requests', status: 'status' },
  return: { table: 'return_requests', status: 'status' },
};

async function statusOf(kind: ItemKind, id: string): Promise<string> {
  const { table, status } = TABLE[kind];
  const [row] = await shop.sql.unsafe(`select ${status} as s from public.${table} where id = $1`, [id]);
  return (row as unknown as { s: string }).s;
}

async function eventsOf(kind: ItemKind, id: string) {
  return await shop.sql<
    { from_status: string | null; to_status: string; remark: string | null; actor_role: string }[]
  >`
    select from_status, to_status, remark, actor_role from public.item_events
    where kind = ${kind} and item_id = ${id} order by created_at, id`;
}

async function mailsOf(id: string) {
  return await shop.sql<
    { subject: string; body: string; link_path: string; to_email: string; payload: Record<string, unknown> }[]
  >`
    select o.subject, o.body, o.link_path, o.to_email, o.payload from private.email_outbox o
    join public.item_events e on e.id = o.event_id
    where e.item_id = ${id} order by o.id`;
}

describe('the state machines', () => {
  it('in the database are exactly the contract of shared/contracts', async () => {
    const rows = await shop.sql<{ kind: ItemKind; from_status: string; to_status: string }[]>`
      select kind, from_status, to_status from private.status_transitions order by 1, 2, 3`;
    const fromDb: Record<string, Record<string, string[]>> = {};
    for (const r of rows) {
      fromDb[r.kind] ??= {};
      (fromDb[r.kind] as Record<string, string[]>)[r.from_status] ??= [];
      (fromDb[r.kind] as Record<string, string[]>)[r.from_status]?.push(r.to_status);
    }
    const fromContract: Record<string, Record<string, string[]>> = {};
    for (const [kind, table] of Object.entries(LIFECYCLE_TRANSITIONS))
      fromContract[kind] = Object.fromEntries(Object.entries(table).map(([f, t]) => [f, [...t].sort()]));
    expect(fromDb).toEqual(fromContract);
  });

  for (const kind of Object.keys(LIFECYCLE_TRANSITIONS) as ItemKind[]) {
    it(`${kind}: allows every listed transition and refuses every other one with a 409`, async () => {
      const statuses = KIND_STATUSES[kind] as readonly string[];
      // A shopper of its own: the items left waiting count toward the unpaid order limits.
      const user = await shop.user(`life-machine-${kind}`);
      for (const from of statuses) {
        const legal = nextStatuses(kind, from);
        // Every illegal target, on one item in `from`: refused, nothing changes.
        const id = await itemAt(kind, from, user);
        const eventsBefore = (await eventsOf(kind, id)).length;
        for (const to of statuses.filter((s) => !legal.includes(s))) {
          const error = await move(kind, id, to);
          expect(error, `${kind} ${from} -> ${to}`).toMatchObject({
            code: 'PT409',
            http: 409,
            message: `${LABEL[kind]} cannot move from ${statusLabel(from)} to ${statusLabel(to)}.`,
          });
          expect(await statusOf(kind, id)).toBe(from);
        }
        expect(await eventsOf(kind, id)).toHaveLength(eventsBefore);
        // Every legal target, each on a fresh item in `from`.
        for (const to of legal) {
          const fresh = await itemAt(kind, from, user);
          if (paymentOnly(kind, from, to)) {
            // Staff cannot mark an order paid (or expired) by moving its status...
            const events = (await eventsOf(kind, fresh)).length;
            expect(await move(kind, fresh, to, `Now ${to}`), `${kind} ${from} -> ${to}`).toMatchObject({
              code: 'PT409',
              http: 409,
              message: 'Only a verified payment moves an order on from Payment Pending.',
            });
            expect(await statusOf(kind, fresh)).toBe(from);
            expect(await eventsOf(kind, fresh)).toHaveLength(events);
            // ...a verified payment or the hold's end does, noted by the system.
            await byPayment(fresh, to);
            expect(await statusOf(kind, fresh)).toBe(to);
            expect((await eventsOf(kind, fresh)).at(-1)).toEqual({
              from_status: from,
              to_status: to,
              remark:
                to === 'pending'
                  ? expect.stringMatching(/^Payment received: ₹[\d,]+\.\d\d by UPI \(pay_L\w+\)$/)
                  : 'The time to pay ended; the items were released.',
              actor_role: 'system',
            });
            continue;
          }
          if (returnStepOnly(kind, to)) {
            // Staff cannot receive, refund or replace by moving the status: the functions do it.
            const events = (await eventsOf(kind, fresh)).length;
            expect(await move(kind, fresh, to, `Now ${to}`), `${kind} ${from} -> ${to}`).toMatchObject({
              code: 'PT409',
              http: 409,
              message: `Use ${to === 'received' ? 'Receive' : 'Complete'} to mark a return ${statusLabel(to)}.`,
            });
            expect(await eventsOf(kind, fresh)).toHaveLength(events);
            continue;
          }
          if (byShopperOrderOnly(kind, from, to)) {
            // Staff cannot order a price-match request, nor open an ordered one again, by hand...
            const events = (await eventsOf(kind, fresh)).length;
            expect(await move(kind, fresh, to, `Now ${to}`), `${kind} ${from} -> ${to}`).toMatchObject({
              code: 'PT409',
              http: 409,
              // Back to offer_sent is staff_send_discount_offer's move (see `move`): pending only.
              message:
                to === 'ordered'
                  ? 'A discount request is ordered when the shopper orders at the offered price.'
                  : `Discount request cannot move from ${statusLabel(from)} to ${statusLabel(to)}.`,
            });
            expect(await eventsOf(kind, fresh)).toHaveLength(events);
            // ...the shopper's order at the offered price does, and that order being cancelled.
            await byShopperOrder(fresh, to, user);
            expect(await statusOf(kind, fresh)).toBe(to);
            expect((await eventsOf(kind, fresh)).at(-1)).toMatchObject({
              from_status: from,
              to_status: to,
              actor_role: to === 'ordered' ? 'shopper' : 'staff',
            });
            continue;
          }
          expect(await move(kind, fresh, to, `Now ${to}`), `${kind} ${from} -> ${to}`).toBeNull();
          expect(await statusOf(kind, fresh)).toBe(to);
          // The change itself; a payment's note may follow it (cash collected on delivery).
          const events = await eventsOf(kind, fresh);
          expect(events.filter((e) => e.from_status !== e.to_status).at(-1)).toEqual({
            from_status: from,
            to_status: to,
            remark: `Now ${to}`,
            actor_role: 'staff',
          });
          expect(events.filter((e) => e.from_status === e.to_status).map((e) => e.remark)).toEqual(
            kind === 'order' && to === 'delivered'
              ? [expect.stringMatching(/^Cash received on delivery: ₹/)]
              : [],
          );
        }
      }
    }, 120_000);
  }

  it('refuses an unknown status, an unknown kind, a missing item and a remark too long', async () => {
    const id = await newItem('order');
    expect(await move('order', id, 'lost')).toMatchObject({
      code: '22023',
      http: 400,
      message: 'Unknown order status: lost.',
    });
    expect(await move('parcel' as ItemKind, id, 'shipped')).toMatchObject({
      code: '22023',
      message: 'Unknown kind. Use order, repair, game_load, discount_request or return.',
    });
    expect(await move('repair', randomUUID(), 'received')).toMatchObject({
      code: 'PT404',
      http: 404,
      message: 'Repair request not found.',
    });
    expect(await move('order', id, 'processing', 'x'.repeat(501))).toMatchObject({
      code: '22023',
      message: 'Remark is too long (500 characters at most).',
    });
    expect(await statusOf('order', id)).toBe('pending');
  });

  it('keeps the remark when none is given and sets it when one is', async () => {
    const id = await newItem('game_load');
    expect(await move('game_load', id, 'in-progress', '**Copying** your games')).toBeNull();
    expect(await move('game_load', id, 'completed')).toBeNull();
    const [row] = await shop.sql`select remark from public.game_load_requests where id = ${id}`;
    expect(row?.remark).toBe('**Copying** your games');
    expect((await eventsOf('game_load', id)).map((e) => e.remark)).toEqual([
      null,
      '**Copying** your games',
      null,
    ]);
  });
});

describe('cancelling or failing an order', () => {
  it('returns its stock and its discount-code use once; a second cancel is refused', async () => {
    const item = await shop.product({ stock: 10 });
    const code = await shop.code({
      discount_type: 'percentage',
      discount_value: 0.1,
      usage_limit_per_user: 1,
    });
    await shop.rpc(owner.id, 'cart_add_item', { p_product_id: item.id, p_quantity: 3 });
    const { orderId } = await shop.rpc<{ orderId: string }>(owner.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_discount_code: code,
    });
    const used = async () =>
      (
        await shop.sql<{ times_used: number; redemptions: number }[]>`
          select d.times_used, (select count(*)::int from public.discount_redemptions r where r.code = d.code) as redemptions
          from public.discount_codes d where d.code = ${code}`
      )[0];
    expect(await shop.stock(item)).toBe(7);
    expect(await used()).toEqual({ times_used: 1, redemptions: 1 });

    expect(await move('order', orderId, 'cancelled', 'Cancelled at your request.')).toBeNull();
    expect(await shop.stock(item)).toBe(10);
    expect(await used()).toEqual({ times_used: 0, redemptions: 0 });

    expect(await move('order', orderId, 'cancelled')).toMatchObject({
      code: 'PT409',
      message: 'Order cannot move from Cancelled to Cancelled.',
    });
    expect(await move('order', orderId, 'failed')).toMatchObject({ code: 'PT409' });
    expect(await shop.stock(item)).toBe(10);
    expect(await used()).toEqual({ times_used: 0, redemptions: 0 });

    // The use is really back: the once-per-user code works again.
    await shop.rpc(owner.id, 'cart_add_item', { p_product_id: item.id, p_quantity: 1 });
    await shop.rpc(owner.id, 'place_order', { p_idempotency_key: randomUUID(), p_discount_code: code });
    expect(await used()).toEqual({ times_used: 1, redemptions: 1 });
  });

  it('gives the stock back once when two staff cancel at the same moment', async () => {
    const item = await shop.product({ stock: 5 });
    await shop.rpc(owner.id, 'cart_add_item', { p_product_id: item.id, p_quantity: 2 });
    const { orderId } = await shop.rpc<{ orderId: string }>(owner.id, 'place_order', {
      p_idempotency_key: randomUUID(),
    });
    expect(await move('order', orderId, 'processing')).toBeNull();
    expect(await move('order', orderId, 'shipped')).toBeNull();
    const results = await Promise.all([
      move('order', orderId, 'failed', 'Courier lost it'),
      move('order', orderId, 'cancelled'),
      move('order', orderId, 'cancelled'),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r?.code === 'PT409')).toHaveLength(2);
    expect(await shop.stock(item)).toBe(5);
    expect(
      (await eventsOf('order', orderId)).filter((e) => ['failed', 'cancelled'].includes(e.to_status)),
    ).toHaveLength(1);
  });
});

describe('status columns', () => {
  it('cannot be written through the tables by anyone: shopper, staff or service role', async () => {
    const orderId = await newItem('order');
    const repairId = await newItem('repair');
    const gameId = await newItem('game_load');
    const discountId = await newItem('discount_request');

    const shopperOrder = await ownerDb
      .from('orders')
      .update({ order_status: 'delivered' })
      .eq('id', orderId)
      .select('id');
    expect(shopperOrder.error?.code).toBe('42501');
    const staffOrder = await staffDb
      .from('orders')
      .update({ order_status: 'delivered' })
      .eq('id', orderId)
      .select('id');
    expect(staffOrder.error?.code).toBe('42501');
    const service = serviceClient();
    const serviceOrder = await service.from('orders').update({ order_status: 'delivered' }).eq('id', orderId);
    expect(serviceOrder.error).toMatchObject({
      code: '42501',
      message: 'A status changes only through staff_transition().',
    });
    for (const [table, id] of [
      ['repairrequests', repairId],
      ['game_load_requests', gameId],
      ['product_discount_requests', discountId],
    ] as const) {
      const byStaff = await staffDb.from(table).update({ status: 'cancelled' }).eq('id', id);
      expect(byStaff.error?.code, table).toBe('42501');
      const byService = await service.from(table).update({ status: 'cancelled' }).eq('id', id);
      expect(byService.error?.code, table).toBe('42501');
    }
    const offer = await staffDb
      .from('product_discount_requests')
      .update({ our_price: 1 })
      .eq('id', discountId);
    expect(offer.error?.code).toBe('42501');
    expect(await statusOf('order', orderId)).toBe('pending');
    expect(await statusOf('repair', repairId)).toBe('pending');
    expect(await statusOf('game_load', gameId)).toBe('pending');
    expect(await statusOf('discount_request', discountId)).toBe('pending');
  });
});

describe('events', () => {
  it('start with the placed order or filed request (null -> pending), by the shopper', async () => {
    // A shopper of their own: the request RPCs allow 10 an hour, and newItem's rows count.
    const filer = await shop.user('life-filer');
    const filerDb = userClient(filer.accessToken);
    const orderId = await newItem('order', filer);
    const repairId = await fileRepair(filer);
    const { data: gameId, error: gameError } = await filerDb.rpc('create_game_load_request', {
      p_console_type: 'PS4',
      p_available_storage: 200,
      p_storage_unit: 'GB',
      p_games: ['Bloodborne'],
      p_add_storage: false,
    });
    expect(gameError).toBeNull();
    const { data: discountId, error: discountError } = await filerDb.rpc('create_product_discount_request', {
      p_product_type: 'Laptops',
      p_ecom_site: 'Amazon.in',
      p_product_url: 'https://www.amazon.in/dp/B0TESTLAP1',
      p_current_price: 55999,
    });
    expect(discountError).toBeNull();
    for (const [kind, id] of [
      ['order', orderId],
      ['repair', repairId],
      ['game_load', gameId as string],
      ['discount_request', discountId as string],
    ] as const) {
      expect(await eventsOf(kind, id), kind).toEqual([
        { from_status: null, to_status: 'pending', remark: null, actor_role: 'shopper' },
      ]);
    }
  });

  it('are read oldest first by the owner and staff; another shopper and guests get nothing', async () => {
    const orderId = await newItem('order');
    expect(await move('order', orderId, 'processing', 'Packed')).toBeNull();
    expect(await move('order', orderId, 'shipped', 'AWB 123')).toBeNull();

    const mine = await ownerDb.rpc('get_item_events', { p_kind: 'order', p_id: orderId });
    expect(mine.error).toBeNull();
    expect(
      (
        mine.data as {
          from_status: string | null;
          to_status: string;
          remark: string | null;
          actor: string | null;
          actor_role: string;
        }[]
      ).map((e) => [e.from_status, e.to_status, e.remark, e.actor_role, e.actor]),
    ).toEqual([
      [null, 'pending', null, 'shopper', null],
      ['pending', 'processing', 'Packed', 'staff', null],
      ['processing', 'shipped', 'AWB 123', 'staff', null],
    ]);
    const asStaff = await staffDb.rpc('get_item_events', { p_kind: 'order', p_id: orderId });
    expect((asStaff.data as { actor: string | null }[]).map((e) => e.actor)).toEqual([
      owner.id,
      staffer.id,
      staffer.id,
    ]);

    const theirs = await otherDb.rpc('get_item_events', { p_kind: 'order', p_id: orderId });
    expect(theirs).toMatchObject({ status: 404, error: { code: 'PT404', message: 'Order not found.' } });
    const table = await otherDb.from('item_events').select('id').eq('item_id', orderId);
    expect(table.data).toEqual([]);
    const ownTable = await ownerDb.from('item_events').select('to_status').eq('item_id', orderId).order('id');
    expect(ownTable.data).toEqual([
      { to_status: 'pending' },
      { to_status: 'processing' },
      { to_status: 'shipped' },
    ]);
    const guest = await anonClient().rpc('get_item_events', { p_kind: 'order', p_id: orderId });
    expect(guest.status).toBe(401);
    const guestTable = await anonClient().from('item_events').select('id');
    expect(guestTable.error?.code).toBe('42501');
  });

  it('cannot be inserted, updated or deleted: not by the shopper, staff, the service role or the owner of the database', async () => {
    const orderId = await newItem('order');
    const [event] = await shop.sql<{ id: string }[]>`
      select id::text from public.item_events where item_id = ${orderId}`;
    const eventId = event?.id ?? '';
    for (const [who, db] of [
      ['shopper', ownerDb],
      ['staff', staffDb],
      ['service role', serviceClient()],
    ] as const) {
      const update = await db
        .from('item_events')
        .update({ to_status: 'delivered' })
        .eq('id', eventId)
        .select('id');
      expect(update.error?.code, `${who} update`).toBe('42501');
      const remove = await db.from('item_events').delete().eq('id', eventId).select('id');
      expect(remove.error?.code, `${who} delete`).toBe('42501');
      const insert = await db.from('item_events').insert({
        kind: 'order',
        item_id: orderId,
        user_id: owner.id,
        to_status: 'delivered',
        actor_role: 'staff',
      });
      expect(insert.error?.code, `${who} insert`).toBe('42501');
    }
    const raw = await rawRest(`/item_events?id=eq.${eventId}`, {
      method: 'DELETE',
      token: staffer.accessToken,
    });
    expect(raw.status).toBe(403);
    for (const statement of [
      () => shop.sql`update public.item_events set remark = 'edited' where id = ${eventId}`,
      () => shop.sql`delete from public.item_events where id = ${eventId}`,
      () => shop.sql`truncate public.item_events cascade`,
    ])
      expect(await failure(statement)).toEqual({
        code: '42501',
        message: 'Events cannot be changed or deleted.',
      });
    expect(await eventsOf('order', orderId)).toEqual([
      { from_status: null, to_status: 'pending', remark: null, actor_role: 'shopper' },
    ]);
  });
});

describe('staff-only functions', () => {
  it('refuse shoppers (42501) and change nothing', async () => {
    const repairId = await newItem('repair');
    const discountId = await newItem('discount_request');
    const calls: [string, Record<string, unknown>][] = [
      ['staff_transition', { p_kind: 'repair', p_id: repairId, p_status: 'received', p_remark: null }],
      ['staff_assign_repair', { p_id: repairId, p_technician: 'Me', p_estimated_completion: null }],
      ['staff_set_repair_notes', { p_id: repairId, p_notes: 'Mine' }],
      [
        'staff_send_discount_offer',
        { p_id: discountId, p_our_price: 100, p_remarks: null, p_product_id: offered.id },
      ],
      ['staff_list_items', { p_kind: 'order' }],
    ];
    for (const [fn, args] of calls) {
      const asOwner = await ownerDb.rpc(fn, args);
      expect(asOwner.error?.code, fn).toBe('42501');
      expect(asOwner.status, fn).toBe(403);
      const asGuest = await anonClient().rpc(fn, args);
      expect(asGuest.status, fn).toBe(401);
    }
    const [repair] =
      await shop.sql`select status, technician, notes from public.repairrequests where id = ${repairId}`;
    expect(repair).toEqual({ status: 'pending', technician: null, notes: null });
    expect(await statusOf('discount_request', discountId)).toBe('pending');
  });

  it('assign a repair, write its notes, and refuse a finished one', async () => {
    const repairId = await newItem('repair');
    const assigned = await staffDb.rpc('staff_assign_repair', {
      p_id: repairId,
      p_technician: '  Imran Shaikh ',
      p_estimated_completion: '2030-01-05T10:00:00+05:30',
    });
    expect(assigned.error).toBeNull();
    const notes = await staffDb.rpc('staff_set_repair_notes', {
      p_id: repairId,
      p_notes: 'Fan bearing worn.',
    });
    expect(notes.error).toBeNull();
    const [row] = await shop.sql`
      select technician, notes, estimated_completion from public.repairrequests where id = ${repairId}`;
    expect(row).toEqual({
      technician: 'Imran Shaikh',
      notes: 'Fan bearing worn.',
      estimated_completion: new Date('2030-01-05T04:30:00Z'),
    });
    const long = await staffDb.rpc('staff_assign_repair', { p_id: repairId, p_technician: 'x'.repeat(101) });
    expect(long.error).toMatchObject({
      code: '22023',
      message: 'Technician name is too long (100 characters at most).',
    });
    const done = await itemAt('repair', 'completed');
    const late = await staffDb.rpc('staff_assign_repair', { p_id: done, p_technician: 'Someone' });
    expect(late.error).toMatchObject({
      code: 'PT409',
      message: 'A completed or cancelled repair cannot be reassigned.',
    });
    const missing = await staffDb.rpc('staff_set_repair_notes', { p_id: randomUUID(), p_notes: 'x' });
    expect(missing.error).toMatchObject({ code: 'PT404', message: 'Repair request not found.' });
  });

  it('send a discount offer on a pending request only, with a positive price', async () => {
    const noPrice = await newItem('discount_request');
    const bare = await staffDb.rpc('staff_transition', {
      p_kind: 'discount_request',
      p_id: noPrice,
      p_status: 'offer_sent',
      p_remark: null,
    });
    expect(bare.error).toMatchObject({ code: '22023', message: 'Send the offer with its price first.' });
    const zero = await staffDb.rpc('staff_send_discount_offer', {
      p_id: noPrice,
      p_our_price: 0,
      p_remarks: null,
    });
    expect(zero.error).toMatchObject({ code: '22023', message: 'Offer price must be a positive number.' });
    const offer = await staffDb.rpc('staff_send_discount_offer', {
      p_id: noPrice,
      p_our_price: 42999.5,
      p_remarks: 'Price matched.',
      p_product_id: offered.id,
    });
    expect(offer.data).toMatchObject({
      id: noPrice,
      kind: 'discount_request',
      status: 'offer_sent',
      our_price: 42999.5,
      remark: 'Price matched.',
      allowedNext: ['approved', 'rejected'],
    });
    const again = await staffDb.rpc('staff_send_discount_offer', {
      p_id: noPrice,
      p_our_price: 1,
      p_remarks: null,
      p_product_id: offered.id,
    });
    expect(again.error).toMatchObject({
      code: 'PT409',
      message: 'Discount request cannot move from Offer Sent to Offer Sent.',
    });
    // The shopper sees the offer in their history.
    const history = await ownerDb.rpc('get_user_product_discount_requests', {
      p_page_number: 1,
      p_page_size: 50,
    });
    const mine = (history.data as { requests: { id: string; our_price: number; status: string }[] }[])[0]
      ?.requests;
    expect(mine?.find((r) => r.id === noPrice)).toMatchObject({ our_price: 42999.5, status: 'offer_sent' });
  });

  it('list the queues: 20 per page, newest first, filtered by status, searched by id, e-mail or text', async () => {
    const shopper = await shop.user('life-queue');
    const ids: string[] = [];
    for (let i = 0; i < 21; i += 1) ids.push(await newItem('repair', shopper));
    await move('repair', ids[0] ?? '', 'received');
    const list = async (args: Record<string, unknown>) => {
      const { data, error } = await staffDb.rpc('staff_list_items', args);
      expect(error).toBeNull();
      return data as {
        items: { id: string; email: string; status: string; allowedNext: string[] }[];
        totalCount: number;
        pageSize: number;
      };
    };
    const page1 = await list({ p_kind: 'repair', p_search: shopper.email.toUpperCase() });
    expect(page1.totalCount).toBe(21);
    expect(page1.pageSize).toBe(20);
    expect(page1.items.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(page1.items[0]).toMatchObject({
      email: shopper.email,
      status: 'pending',
      allowedNext: ['received', 'cancelled'],
    });
    const page2 = await list({ p_kind: 'repair', p_search: shopper.email, p_page_number: 2 });
    expect(page2.items.map((r) => r.id)).toEqual([ids[0]]);
    const received = await list({ p_kind: 'repair', p_status: 'received', p_search: shopper.email });
    expect(received).toMatchObject({
      totalCount: 1,
      items: [{ id: ids[0], allowedNext: ['diagnosing', 'cancelled'] }],
    });
    const byId = await list({ p_kind: 'repair', p_search: `#${(ids[5] ?? '').slice(0, 8)}` });
    expect(byId.items.map((r) => r.id)).toContain(ids[5]);
    const byText = await list({ p_kind: 'repair', p_search: 'overheats AFTER', p_status: 'received' });
    expect(byText.items.map((r) => r.id)).toContain(ids[0]);

    const orderId = await newItem('order', shopper);
    const orders = await list({ p_kind: 'order', p_search: product.name.toLowerCase() });
    expect(orders.items.map((o) => o.id)).toContain(orderId);
    const bad = await staffDb.rpc('staff_list_items', { p_kind: 'order', p_status: 'lost' });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Unknown status: lost.' });
    const wildcard = await list({ p_kind: 'order', p_search: '%' });
    expect(wildcard.totalCount).toBe(0);
  });

  it('list pending reviews for moderation', async () => {
    const reviewer = await shop.user('life-reviewer');
    const orderId = await newItem('order', reviewer);
    for (const step of ['processing', 'shipped', 'out for delivery', 'delivered'])
      expect(await move('order', orderId, step)).toBeNull();
    await shop.rpc(reviewer.id, 'submit_review', {
      p_product_id: product.id,
      p_order_id: orderId,
      p_rating: 4,
      p_title: 'Queue check',
      p_comment: 'Arrived quickly and works.',
    });
    const { data } = await staffDb.rpc('staff_list_items', {
      p_kind: 'review',
      p_status: 'pending',
      p_search: reviewer.email,
    });
    expect(data).toMatchObject({
      totalCount: 1,
      items: [
        {
          product_name: product.name,
          rating: 4,
          title: 'Queue check',
          status: 'pending',
          allowedNext: ['approved', 'rejected'],
        },
      ],
    });
  });
});

describe('the e-mail outbox', () => {
  it('holds one e-mail for a placed order and one per status change, with id, items, amounts, status, remark and link', async () => {
    const code = await shop.code({ discount_type: 'fixed', discount_value: 100 });
    // A buyer of their own: the owner's earlier tests leave unpaid orders behind.
    const buyer = await shop.user('life-mail');
    const orderId = await newItem('order', buyer, 2, code);
    const number = await shop.displayNumber(orderId);
    expect(number).toMatch(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/);
    const [placed] = await mailsOf(orderId);
    expect(await mailsOf(orderId)).toHaveLength(1);
    expect(placed?.to_email).toBe(buyer.email);
    expect(placed?.subject).toBe(`Order #${number} placed`);
    expect(placed?.link_path).toBe(`/order-history?id=${orderId}`);
    for (const part of [
      `Order #${number}`,
      'Status: Pending',
      `- ${product.name} x 2: ${formatRupees(product.discountPrice * 2)}`,
      `Discount (${code}): -₹100.00`,
      `Total: ${formatRupees(product.discountPrice * 2 - 100)}`,
    ])
      expect(placed?.body, part).toContain(part);
    // The same e-mail as data, for the templates of send-emails (ADR 0023).
    expect(placed?.payload).toEqual({
      greeting_name: expect.any(String),
      opening: 'Thank you for your order. We have received it and will keep you posted.',
      kind: 'order',
      kind_label: 'Order',
      item_id: orderId,
      reference: number,
      status: 'pending',
      status_label: 'Pending',
      remark: null,
      invoice_number: null,
      link_path: `/order-history?id=${orderId}`,
      summary: {
        lines: [{ name: product.name, quantity: 2, amount: formatRupees(product.discountPrice * 2) }],
        rows: [],
        totals: [
          { label: 'Subtotal', value: formatRupees(product.discountPrice * 2) },
          { label: `Discount (${code})`, value: '-₹100.00' },
          { label: 'Total', value: formatRupees(product.discountPrice * 2 - 100) },
        ],
        notes: [],
      },
    });

    expect(await move('order', orderId, 'processing', 'Packed with care')).toBeNull();
    expect(await move('order', orderId, 'shipped')).toBeNull();
    // A refused change sends nothing.
    expect(await move('order', orderId, 'pending')).not.toBeNull();
    const mails = await mailsOf(orderId);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${number} placed`,
      `Order #${number}: Processing`,
      `Order #${number}: Shipped`,
    ]);
    expect(mails[1]?.body).toContain('Your order is now Processing.');
    expect(mails[1]?.body).toContain('Remark: Packed with care');
    expect(mails[1]?.payload).toMatchObject({ remark: 'Packed with care', status_label: 'Processing' });
    expect(mails[2]?.body).not.toContain('Remark:');
  });

  it('names the item by its display number once it has one, else by the first 8 characters of its id', async () => {
    const user = await shop.user('life-display-number');
    const id = randomUUID();
    const rollback = new Error('rollback');
    let mail: { subject: string; body: string; payload: Record<string, unknown> } | undefined;
    await shop.sql
      .begin(async (tx) => {
        const row = {
          id,
          user_id: user.id,
          display_number: 'R-000042',
          product_type: 'ps4',
          product_description: 'x',
        };
        await tx`select private.record_item_event('repair', ${tx.json(row)}::jsonb, null, 'pending', null, true)`;
        [mail] = await tx<{ subject: string; body: string; payload: Record<string, unknown> }[]>`
          select o.subject, o.body, o.payload from private.email_outbox o
          join public.item_events e on e.id = o.event_id where e.item_id = ${id}`;
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    expect(mail?.subject).toBe('Repair request #R-000042 received');
    expect(mail?.payload).toMatchObject({ reference: 'R-000042', item_id: id });
    expect(mail?.body).toContain('Repair request #R-000042');
    expect(mail?.body).toContain('Device: PlayStation 4');
  });

  it('names devices and consoles as the forms do, and groups amounts the Indian way', async () => {
    const [row] = await shop.sql<
      { devices: string[]; consoles: string[]; amount: string; unknown: string }[]
    >`
      select array(select private.repair_device_label(t) from unnest(${REPAIR_DEVICE_TYPES as unknown as string[]}::text[]) t) as devices,
             array[private.console_label('PS4'), private.console_label('PS5')] as consoles,
             private.inr(140980) as amount,
             private.repair_device_label('toaster') as unknown`;
    expect(row?.devices).toEqual(REPAIR_DEVICE_TYPES.map((t) => REPAIR_DEVICE_LABELS[t]));
    expect(row?.consoles).toEqual(['PlayStation 4 (PS4)', 'PlayStation 5 (PS5)']);
    expect(row?.amount).toBe('₹1,40,980.00');
    expect(row?.unknown).toBe('toaster');
  });

  it("holds one e-mail for a filed request and its changes; none for the shop's own inserts", async () => {
    // A shopper of their own: newItem's repairs count toward the owner's hourly limit.
    const repairId = await fileRepair(await shop.user('life-repair-mail'));
    expect(await move('repair', repairId, 'received', 'Picked up by courier')).toBeNull();
    const mails = await mailsOf(repairId);
    expect(mails.map((m) => m.subject)).toEqual([
      `Repair request #${await shop.displayNumber(repairId)} received`,
      `Repair request #${await shop.displayNumber(repairId)}: Received`,
    ]);
    expect(mails[0]?.body).toContain('Device: PlayStation 5');
    expect(mails[0]?.body).toContain('Description: PS5 Disc Edition - Overheats after an hour');
    expect(mails[0]?.payload).toMatchObject({
      summary: { rows: expect.arrayContaining([{ label: 'Device', value: 'PlayStation 5' }]) },
    });
    expect(mails[1]?.link_path).toBe(`/repair/history?id=${repairId}`);

    const discountId = await newItem('discount_request');
    expect(await mailsOf(discountId)).toEqual([]);
    expect(await move('discount_request', discountId, 'offer_sent')).toBeNull();
    const [offer] = await mailsOf(discountId);
    expect(offer?.subject).toBe(`Discount request #${await shop.displayNumber(discountId)}: Offer Sent`);
    expect(offer?.body).toContain('Our price: ₹41,999.00');
    expect(offer?.link_path).toBe(`/product-discount-request/history?id=${discountId}`);
  });
});
