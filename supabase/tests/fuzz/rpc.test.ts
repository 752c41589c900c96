/**
 * Fuzzing of every RPC a guest or a shopper may call (ADR 0014), through the real gateway with
 * supabase-js, as a guest, shopper A, shopper B, a forged token and a deleted user's token.
 *
 * The functions are read from the catalogue (every function of public that anon or authenticated
 * may execute, as the RLS matrix reads them), with their argument names and types: a new RPC is
 * fuzzed without a line here, and a type no arbitrary knows fails the run naming it. Each argument
 * is well typed but hostile (ids of the other shopper's rows, huge, empty, unicode, NUL bytes,
 * negative and huge numbers), of a wrong type, or missing. After every call `World.observe`
 * checks the invariants (kit.ts). A second property drives sequences of cart, discount and order
 * calls with mostly valid values, so orders are placed, stock runs out and carts fill up while
 * the same invariants are checked.
 *
 * FUZZ_RUNS (runs per property, default 10) and FUZZ_SEED replay a run; the seed is printed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrix } from '../../access-matrix';
import {
  anyJson,
  type CallerName,
  callerArb,
  cartItemsArb,
  createWorld,
  histogram,
  hostileNumber,
  hostileString,
  Ref,
  runProperty,
  settings,
  summaryLine,
  textArb,
  uuidArb,
  type World,
} from './kit';

const FILE = 'tests/fuzz/rpc.test.ts';
const SEQUENCES = 'cart/discount/order sequences';
const s = settings(10);
let world: World;
const started = Date.now();
const failures: string[] = [];
let functionCount = 0;
/** The orders of A and B the world placed before the fuzz began. */
let worldOrders = 0;

const ordersOfAB = async () =>
  (
    await world.sql<{ n: number }[]>`
      select count(*)::int as n from public.orders where user_id in (${world.users.A.id}, ${world.users.B.id})`
  )[0]?.n ?? 0;

interface Rpc {
  name: string;
  sig: string;
  args: { name: string; type: string; optional: boolean }[];
  volatile: boolean;
}

/** Every function of public that a guest or a signed-in user may execute (not triggers). */
async function callableRpcs(): Promise<Rpc[]> {
  const rows = await world.sql<
    { name: string; sig: string; names: string[]; types: string[]; defaults: number; volatile: boolean }[]
  >`
    select p.proname::text as name, p.oid::regprocedure::text as sig,
      coalesce((select array_agg(a.n order by a.i) from unnest(p.proargnames) with ordinality a(n, i)
                where coalesce(p.proargmodes[a.i], 'i') in ('i', 'b', 'v')), '{}') as names,
      coalesce((select array_agg(format_type(t, null) order by o) from unnest(p.proargtypes) with ordinality u(t, o)), '{}')
        as types,
      p.pronargdefaults as defaults, p.provolatile = 'v' as volatile
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
      and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
    order by 1, 2`;
  return rows.map((r) => ({
    name: r.name,
    sig: r.sig,
    volatile: r.volatile,
    args: r.types.map((type, i) => ({
      name: r.names[i] ?? '',
      type,
      optional: i >= r.types.length - r.defaults,
    })),
  }));
}

const OMIT = Symbol('omit');

/** A well-typed but hostile value for one argument; null when no arbitrary knows its type. */
function typedArb(arg: { name: string; type: string }): fc.Arbitrary<unknown> | null {
  if (arg.name === 'p_cart_items') return cartItemsArb(world);
  switch (arg.type) {
    case 'uuid':
      return uuidArb(world);
    case 'integer':
    case 'smallint':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return hostileNumber;
    case 'text':
    case 'character varying':
      return textArb(world);
    case 'boolean':
      return fc.boolean();
    case 'timestamp with time zone':
    case 'date':
      // Real instants (years 0001-9999 and beyond), or hostile text.
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        textArb(world),
      );
    case 'json':
    case 'jsonb':
      return fc.oneof(
        anyJson,
        fc.array(hostileString, { maxLength: 12 }),
        fc.dictionary(hostileString, anyJson),
      );
    case 'text[]':
      return fc.array(textArb(world), { maxLength: 6 });
    case 'uuid[]':
      return fc.array(uuidArb(world), { maxLength: 6 });
    default:
      return null;
  }
}

function argsArb(rpc: Rpc): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of rpc.args) {
    const typed = typedArb(arg);
    if (!typed)
      throw new Error(`no arbitrary for type ${arg.type} (${rpc.sig}, ${arg.name}): add one to typedArb`);
    fields[arg.name] = fc.oneof(
      { arbitrary: typed, weight: 60 },
      { arbitrary: anyJson, weight: 15 },
      // A missing required argument only finds no function (404): rarely.
      { arbitrary: fc.constant(OMIT), weight: arg.optional ? 15 : 1 },
    );
  }
  const junk = fc.oneof(
    { arbitrary: fc.constant(null), weight: 19 },
    { arbitrary: fc.tuple(hostileString, anyJson), weight: 1 },
  );
  return fc.tuple(fc.record(fields), junk).map(([record, junk]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (v !== OMIT) out[k] = v;
    if (junk) out[junk[0].slice(0, 40) || 'junk'] = junk[1];
    return out;
  });
}

let callNumber = 0;

/** One RPC call as `caller` through supabase-js; its exchange, not yet observed. */
async function rpcExchange(name: string, caller: CallerName, rawArgs: Record<string, unknown>, get: boolean) {
  let args = (await world.resolve(rawArgs, caller)) as Record<string, unknown>;
  // GET puts each argument in the query string: objects go as their JSON (supabase-js would call
  // their toString, which a JSON object such as { toString: '' } breaks before any request).
  if (get)
    args = Object.fromEntries(
      Object.entries(args).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
    );
  callNumber += 1;
  const id = String(callNumber);
  const client = world.clients[caller];
  await (get ? client.rpc(name, args, { get: true }) : client.rpc(name, args)).setHeader('x-fuzz-call', id);
  const exchange = world.exchanges.get(id) ?? { status: 0, contentType: '', text: 'no answer' };
  world.exchanges.delete(id);
  return { label: `rpc ${name}${get ? ' (GET)' : ''}`, caller, exchange, sent: JSON.stringify(args) };
}

async function callRpc(name: string, caller: CallerName, rawArgs: Record<string, unknown>, get = false) {
  await world.observe(await rpcExchange(name, caller, rawArgs, get));
}

/** A sequence step that is not a call: the shop confirms a shopper's unpaid orders (once paid). */
const CONFIRM_UNPAID = 'shop confirms unpaid orders';

/** Moves the shopper's unpaid orders on (pending -> processing), freeing the unpaid order limits. */
async function confirmUnpaid(caller: CallerName) {
  const user = caller === 'B' ? world.users.B : world.users.A;
  await world.asShop(
    (sql) => sql`update public.orders set order_status = 'processing'
                 where user_id = ${user.id} and order_status = 'pending'`,
  );
}

/** Several calls at once (double clicks, two tabs, a script): each observed once all answered. */
async function burst(calls: { caller: CallerName; fn: string; args: Record<string, unknown> }[]) {
  const exchanges = await Promise.all(calls.map((c) => rpcExchange(c.fn, c.caller, c.args, false)));
  for (const exchange of exchanges)
    await world.observe({ ...exchange, label: `${exchange.label} (concurrent)`, concurrent: true });
}

beforeAll(async () => {
  world = await createWorld();
  worldOrders = await ordersOfAB();
}, 120_000);

afterAll(async () => {
  if (process.env.FUZZ_VERBOSE) console.info(histogram(world.stats));
  const placed = (await ordersOfAB()) - worldOrders;
  console.info(
    summaryLine(
      'RPCs',
      s,
      world.stats,
      Date.now() - started,
      `, ${functionCount} functions x 5 callers (anon, A, B, forged, deleted user), ${placed} orders placed and checked`,
    ),
  );
  await world?.drop();
});

describe('fuzzing every RPC a guest or a shopper may call', () => {
  it('fuzzes exactly the functions the access matrix opens to guests, shoppers or staff', async () => {
    const fuzzed = new Set((await callableRpcs()).map((r) => r.name));
    const declared = Object.entries(accessMatrix.functions)
      .filter(([, access]) => access === 'anon' || access === 'shopper' || access === 'staff')
      .map(([name]) => name);
    expect([...fuzzed].sort()).toEqual([...new Set(declared)].sort());
  });

  it('answers every hostile call with a 2xx or a JSON 4xx, and keeps every invariant', async () => {
    const rpcs = await callableRpcs();
    functionCount = rpcs.length;
    for (const rpc of rpcs) {
      const arb = fc.record({
        caller: callerArb,
        args: argsArb(rpc),
        get: rpc.volatile ? fc.constant(false) : fc.boolean(),
      });
      const failure = await runProperty(`rpc ${rpc.sig}`, FILE, s, arb, ({ caller, args, get }) =>
        callRpc(rpc.name, caller, args, get),
      );
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('keeps stock, cart limits and order totals right through sequences of cart, discount and order calls', async () => {
    if (process.env.FUZZ_ONLY && process.env.FUZZ_ONLY !== SEQUENCES) return;
    const product = fc.constantFrom(...world.products.map((p) => p.id));
    const quantity = fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 8 },
      { arbitrary: fc.integer({ min: -2, max: 101 }), weight: 2 },
      { arbitrary: fc.constantFrom(2147483647, -2147483648), weight: 1 },
    );
    const code = fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.constantFrom(...world.codes), weight: 3 },
      { arbitrary: hostileString, weight: 1 },
    );
    const command = fc.oneof(
      {
        arbitrary: fc.record({
          fn: fc.constant('cart_add_item'),
          args: fc.record({ p_product_id: product, p_quantity: quantity }),
        }),
        weight: 6,
      },
      {
        arbitrary: fc.record({
          fn: fc.constant('cart_set_quantity'),
          args: fc.record({ p_product_id: product, p_quantity: quantity }),
        }),
        weight: 2,
      },
      {
        arbitrary: fc.record({
          fn: fc.constant('cart_remove_item'),
          args: fc.record({ p_product_id: product }),
        }),
        weight: 1,
      },
      { arbitrary: fc.record({ fn: fc.constant('cart_clear'), args: fc.constant({}) }), weight: 1 },
      {
        arbitrary: fc.record({
          fn: fc.constant('validate_discount_code'),
          args: fc.record({ p_code: code }),
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({
          fn: fc.constant('place_order'),
          args: fc.record({
            p_idempotency_key: fc.oneof(fc.uuid(), uuidArb(world)),
            p_discount_code: code,
            p_cart_items: cartItemsArb(world),
          }),
        }),
        weight: 3,
      },
    );
    const shopper = fc.constantFrom<CallerName>('A', 'A', 'B');
    const single = fc.record({ caller: shopper, command });
    const placeOrder = fc.record({
      caller: shopper,
      command: fc.record({
        fn: fc.constant('place_order'),
        args: fc.record({
          p_idempotency_key: fc.uuid(),
          p_discount_code: code,
          p_cart_items: cartItemsArb(world),
        }),
      }),
    });
    const step = fc.oneof(
      { arbitrary: single.map((one) => [one]), weight: 10 },
      // Mixed calls at once.
      { arbitrary: fc.array(single, { minLength: 2, maxLength: 6 }), weight: 1 },
      // The same order placed 2-5 times at once (a double click: the same idempotency key).
      {
        arbitrary: fc.tuple(placeOrder, fc.integer({ min: 2, max: 5 })).map(([one, n]) => Array(n).fill(one)),
        weight: 1,
      },
      // Every product added at once: the 20-line limit under concurrency.
      {
        arbitrary: shopper.map((caller) =>
          world.products.map((p) => ({
            caller,
            command: {
              fn: 'cart_add_item',
              args: { p_product_id: p.id, p_quantity: 1 } as Record<string, unknown>,
            },
          })),
        ),
        weight: 1,
      },
      // Now and then the shop confirms a shopper's orders, so sessions go on placing orders past
      // the unpaid order limits (which refuse them in between).
      {
        arbitrary: shopper.map((caller) => [
          { caller, command: { fn: CONFIRM_UNPAID, args: {} as Record<string, unknown> } },
        ]),
        weight: 1,
      },
    );
    // Every session ends with A checking out what A's cart holds (most sessions then place an order).
    const checkout = fc.uuid().map((key) => [
      {
        caller: 'A' as CallerName,
        command: {
          fn: 'place_order',
          args: { p_idempotency_key: key, p_discount_code: null, p_cart_items: new Ref('ownCart') } as Record<
            string,
            unknown
          >,
        },
      },
    ]);
    const session = fc
      .tuple(fc.array(step, { minLength: 1, maxLength: 10 }), checkout)
      .map(([steps, last]) => [...steps, last]);
    const failure = await runProperty(
      SEQUENCES,
      FILE,
      s,
      session,
      async (steps) => {
        // Each sequence starts from empty carts (the first property leaves them full of 99s).
        await callRpc('cart_clear', 'A', {});
        await callRpc('cart_clear', 'B', {});
        for (const calls of steps) {
          const [only] = calls;
          if (calls.length === 1 && only?.command.fn === CONFIRM_UNPAID) await confirmUnpaid(only.caller);
          else if (calls.length === 1 && only) await callRpc(only.command.fn, only.caller, only.command.args);
          else await burst(calls.map((c) => ({ caller: c.caller, fn: c.command.fn, args: c.command.args })));
        }
      },
      s.runs,
    );
    expect(failure).toBeNull();
    // The sequences did place orders and refuse some (the formula was checked on real orders).
    expect(await ordersOfAB()).toBeGreaterThan(worldOrders);
  }, 600_000);
});
