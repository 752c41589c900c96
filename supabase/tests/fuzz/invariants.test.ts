/**
 * The fuzzing's invariant checks can fail: each broken state or answer the fuzz must catch is made
 * here on purpose (as superuser, triggers and constraints off where the database would refuse it),
 * and `World.observe` must throw naming it. Without this, "violations = 0" could mean "never looked".
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { UNPAID_ORDER_LIMITS } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type Exchange, type World } from './kit';

let world: World;

const ok = (body: unknown): Exchange => ({
  status: 200,
  contentType: 'application/json',
  text: JSON.stringify(body),
});
const refused = (status = 400): Exchange => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify({ message: 'No.' }),
});

/** Runs `tamper` as superuser with triggers and foreign keys off, committed; `undo` afterwards. */
async function broken(
  tamper: (tx: postgres.TransactionSql) => Promise<unknown>,
  check: () => Promise<void>,
  undo: (tx: postgres.TransactionSql) => Promise<unknown>,
): Promise<void> {
  const replica = async (fn: (tx: postgres.TransactionSql) => Promise<unknown>) =>
    world.sql.begin(async (tx) => {
      await tx`select set_config('session_replication_role', 'replica', true)`;
      await fn(tx);
    });
  await replica(tamper);
  try {
    await check();
  } finally {
    await replica(undo);
    // The next observation starts from the restored state.
    await world.observe({ label: 'reset', caller: 'A', exchange: ok({}) }).catch(() => {});
  }
}

beforeAll(async () => {
  world = await createWorld();
}, 120_000);

afterAll(async () => {
  await world?.drop();
});

describe('the fuzzing invariants', () => {
  it('hold on the untouched world', async () => {
    await expect(world.observe({ label: 'nothing', caller: 'A', exchange: ok({}) })).resolves.toBeUndefined();
  });

  it('catch a 5xx', async () => {
    await expect(
      world.observe({
        label: 'probe',
        caller: 'A',
        exchange: { status: 500, contentType: 'text/plain', text: 'boom' },
      }),
    ).rejects.toThrow('probe as A: answered 500 (a 5xx)');
  });

  it('catch a refusal that is not a JSON error with a message', async () => {
    await expect(
      world.observe({
        label: 'probe',
        caller: 'A',
        exchange: { status: 400, contentType: 'text/html', text: '<h1>No</h1>' },
      }),
    ).rejects.toThrow('but not as a JSON error with a message');
    await expect(
      world.observe({
        label: 'probe',
        caller: 'A',
        exchange: { status: 404, contentType: 'application/json', text: '{"code":"x"}' },
      }),
    ).rejects.toThrow('but not as a JSON error with a message');
  });

  it("catch a function refusing with the database's own message", async () => {
    await expect(
      world.observe({
        label: 'function probe',
        caller: 'A',
        shopperFacing: true,
        exchange: {
          status: 400,
          contentType: 'application/json',
          text: '{"error":"invalid input syntax for type json"}',
        },
      }),
    ).rejects.toThrow("and the database's own message");
  });

  it("catch another shopper's private row in an answer, but not the caller's own input echoed in a refusal", async () => {
    const bOrder = world.delivered.B;
    await expect(
      world.observe({ label: 'probe', caller: 'A', exchange: ok({ orderId: bOrder }) }),
    ).rejects.toThrow(`the answer holds shopper B's private ${bOrder}`);
    await expect(
      world.observe({ label: 'probe', caller: 'anon', exchange: ok([{ id: world.delivered.A }]) }),
    ).rejects.toThrow("shopper A's private");
    await expect(
      world.observe({
        label: 'probe',
        caller: 'A',
        sent: JSON.stringify({ p_order_id: bOrder }),
        exchange: {
          status: 404,
          contentType: 'application/json',
          text: JSON.stringify({ message: `No order ${bOrder}` }),
        },
      }),
    ).resolves.toBeUndefined();
  });

  it('catch a write made by a refused call', async () => {
    const product = world.products[5]?.id ?? '';
    await world.sql`insert into public.wishlist_items (user_id, product_id) values (${world.users.B.id}, ${product})`;
    try {
      await expect(world.observe({ label: 'probe', caller: 'A', exchange: refused() })).rejects.toThrow(
        'refused with 400, yet it wrote to wishlist_items',
      );
    } finally {
      await world.sql`delete from public.wishlist_items where user_id = ${world.users.B.id} and product_id = ${product}`;
      await world.observe({ label: 'reset', caller: 'A', exchange: ok({}) });
    }
  });

  it('catch stock that does not add up with what was sold', async () => {
    // (Negative stock is refused by the products_stock_not_negative constraint itself.)
    const p = world.products[3]?.id ?? '';
    await broken(
      (tx) => tx`update public.products set stock_units = 61 where product_id = ${p}`,
      () =>
        expect(world.observe({ label: 'probe', caller: 'A', exchange: ok({}) })).rejects.toThrow(
          /stock of .* is 61 \+ 0 sold <> 60 at the start/,
        ),
      (tx) => tx`update public.products set stock_units = 60 where product_id = ${p}`,
    );
  });

  it('catch a cart above 20 lines or a line outside 1-99', async () => {
    const a = world.users.A.id;
    const ids = world.products.slice(0, 21).map((p) => p.id);
    await broken(
      async (tx) => {
        await tx`delete from public.cart_items where user_id = ${a}`;
        await tx`alter table public.cart_items disable trigger all`;
        await tx`insert into public.cart_items (user_id, product_id, quantity) select ${a}, unnest(${ids}::uuid[]), 1`;
        await tx`alter table public.cart_items enable trigger all`;
      },
      () =>
        expect(world.observe({ label: 'probe', caller: 'A', exchange: ok({}) })).rejects.toThrow(
          `cart of ${a} holds 21 lines (max 20)`,
        ),
      (tx) => tx`delete from public.cart_items where user_id = ${a}`,
    );
  });

  it('catch a shopper holding more unpaid orders, or more units of a product in them, than allowed', async () => {
    const a = world.users.A.id;
    const [unpaid] = await world.sql<{ id: string; product_id: string }[]>`
      select o.id, i.product_id from public.orders o join public.order_items i on i.order_id = o.id
      where o.user_id = ${a} and o.order_status = 'pending' limit 1`;
    if (!unpaid) throw new Error('the world gives A an unpaid order');
    const [held] = await world.sql<{ n: number }[]>`
      select count(*)::int as n from public.orders o
      where o.user_id = ${a} and private.is_unpaid(o.order_status, o.payment_status)`;
    // One unpaid order more than allowed, with those A holds already (the world's cash-on-delivery
    // order and its online order waiting for payment).
    const copies = Array.from({ length: UNPAID_ORDER_LIMITS.maxOrders + 1 - (held?.n ?? 0) }, () =>
      randomUUID(),
    );
    await broken(
      async (tx) => {
        // Copies of A's unpaid order (no lines), and its line raised past the units limit.
        // (Triggers are off here, so each copy brings its own display number.)
        await tx`insert into public.orders (id, user_id, idempotency_key, order_details, customer, subtotal, total,
                                            display_number)
                 select c.id, o.user_id, c.id, o.order_details, o.customer, 0, 0, 'FZ-' || c.id
                 from public.orders o cross join unnest(${copies}::uuid[]) as c(id) where o.id = ${unpaid.id}`;
        await tx`update public.order_items
                 set quantity = quantity + ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct},
                     subtotal = unit_price * (quantity + ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct})
                 where order_id = ${unpaid.id} and product_id = ${unpaid.product_id}`;
      },
      async () => {
        const error = await world.observe({ label: 'probe', caller: 'A', exchange: ok({}) }).then(
          () => null,
          (e: Error) => e.message,
        );
        expect(error).toContain(
          `shopper ${a} holds ${UNPAID_ORDER_LIMITS.maxOrders + 1} unpaid orders (max ${UNPAID_ORDER_LIMITS.maxOrders})`,
        );
        expect(error).toMatch(
          new RegExp(
            `shopper ${a} holds \\d+ units of .* in unpaid orders \\(max ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct}\\)`,
          ),
        );
      },
      async (tx) => {
        await tx`delete from public.orders where id = any(${copies}::uuid[])`;
        await tx`update public.order_items
                 set quantity = quantity - ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct},
                     subtotal = unit_price * (quantity - ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct})
                 where order_id = ${unpaid.id} and product_id = ${unpaid.product_id}`;
      },
    );
  });

  it("catch an order whose total is not the server's formula", async () => {
    const [order] = await world.sql<{ id: string; total: string; discount_amount: string }[]>`
      select id, total::text, discount_amount::text from public.orders where id = ${world.delivered.A}`;
    // The world's delivered orders were placed before it started watching: watch this one.
    await broken(
      async (tx) => {
        await tx`alter table public.orders disable trigger all`;
        await tx`update public.orders set created_at = now(), discount_amount = discount_amount + 1, total = total - 1
                 where id = ${world.delivered.A}`;
        await tx`alter table public.orders enable trigger all`;
      },
      () =>
        expect(world.observe({ label: 'probe', caller: 'A', exchange: ok({}) })).rejects.toThrow(
          new RegExp(`order ${world.delivered.A}: discount .* <> `),
        ),
      async (tx) => {
        await tx`alter table public.orders disable trigger all`;
        await tx`update public.orders set created_at = now() - interval '1 day', discount_amount = ${order?.discount_amount ?? '0'},
                   total = ${order?.total ?? '0'} where id = ${world.delivered.A}`;
        await tx`alter table public.orders enable trigger all`;
      },
    );
  });
});
