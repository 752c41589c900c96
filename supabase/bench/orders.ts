/**
 * `pnpm bench:orders`: checkout under concurrency (docs/adr/0008).
 *
 * Starts a throwaway local stack in a child process (loopback, random ports), creates shoppers with
 * a complete Mumbai profile and filled carts, then runs, each with BENCH_CLIENTS (50) concurrent
 * clients:
 *  1. last units at the database: BENCH_ATTEMPTS (2,000) orders for one product with stock
 *     BENCH_STOCK (100); the clients share BENCH_DB_POOL (10, PostgREST's default) connections and
 *     call place_order as PostgREST does (begin, role and claims, the call, commit; prepared
 *     statements, sent in one pipelined write) -> exactly 100 orders, stock 0, every other attempt
 *     refused out of stock, zero deadlocks;
 *  2. overlapping multi-item carts at the database: BENCH_MULTI (1,000) carts of 2-4 of 6 products,
 *     filled in random order -> per product, stock + units sold = initial stock, zero deadlocks;
 *  3. throughput at the database: BENCH_DB_ORDERS (3,000) orders of 1-3 products from 200 in stock,
 *     after BENCH_WARMUP (200) untimed ones -> orders per second (target >= 1,000/s);
 *  4. last units through the `orders` function over HTTP (supabase-js functions.invoke, one user
 *     token per request): BENCH_ATTEMPTS orders for a product with stock BENCH_STOCK -> exactly
 *     BENCH_STOCK orders;
 *  5. throughput through the `orders` function: BENCH_HTTP_ORDERS (1,500) orders, after BENCH_WARMUP
 *     untimed ones -> orders per second (target >= 300/s);
 *  6. the same with payment: online orders (payment_method 'online'), each also making its Razorpay
 *     order at the stack's test gateway (Orders API, Basic auth) and answering what Checkout needs
 *     -> orders per second with payment (docs/adr/0019-payments.md).
 * Env: BENCH_CLIENTS, BENCH_DB_POOL (10), BENCH_ATTEMPTS, BENCH_STOCK, BENCH_MULTI, BENCH_DB_ORDERS,
 * BENCH_HTTP_ORDERS, BENCH_WARMUP, BENCH_PHASES (e.g. 3,5), BENCH_TARGETS=strict, BENCH_DATABASE_URL + BENCH_API_URL
 * (use a running local stack instead of starting one; it must be a throwaway: the bench adds rows).
 * The correctness checks decide the exit code (1 on any failure); the throughput targets print
 * PASS/FAIL beside the figures (BENCH_TARGETS=strict: a missed target fails the run too).
 */

import { randomUUID } from 'node:crypto';

import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { ANON_KEY } from '../local/src/keys';
import { finish, runBench } from './report';
import { createBenchShoppers } from './shoppers';
import { startStackProcess } from './start-stack-process';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
/** Database connections the clients share at the database (PostgREST's pool; the gateway uses 20). */
const DB_POOL = Number(process.env.BENCH_DB_POOL ?? 10);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 2000);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const MULTI = Number(process.env.BENCH_MULTI ?? 1000);
const DB_ORDERS = Number(process.env.BENCH_DB_ORDERS ?? 3000);
const HTTP_ORDERS = Number(process.env.BENCH_HTTP_ORDERS ?? 1500);
/** Untimed orders before each throughput run: every connection has compiled place_order's plans. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
/** Names of this run's rows (a reused stack may hold earlier runs). */
const RUN = randomUUID().slice(0, 8);
const DB_TARGET = 1000;
const HTTP_TARGET = 300;
/** The throughput targets print PASS/FAIL; BENCH_TARGETS=strict makes a missed target fail the run. */
const TARGETS_FAIL = process.env.BENCH_TARGETS === 'strict';
/** BENCH_PHASES=1,3: run only these phases (all by default). */
const PHASES = new Set((process.env.BENCH_PHASES ?? '1,2,3,4,5,6').split(',').map((x) => Number(x.trim())));

/** supabase-js builds a realtime client eagerly and Node 20 has no WebSocket; never used here. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the benchmark');
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shopper {
  id: string;
  token: string;
  lines: { id: string; quantity: number }[];
}

interface Outcome {
  ok: number;
  outOfStock: number;
  deadlocks: number;
  other: Map<string, number>;
  seconds: number;
}

const results: string[] = [];
let failed = false;

function check(label: string, ok: boolean, detail: string): void {
  failed ||= !ok;
  const line = `${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`;
  results.push(line);
  console.info(`  ${line}`);
}

function target(label: string, perSecond: number, goal: number): void {
  const ok = perSecond >= goal;
  if (TARGETS_FAIL) failed ||= !ok;
  const line = `${ok ? 'PASS' : 'FAIL'}  ${label}: ${perSecond.toFixed(0)} orders/s (target >= ${goal}/s${TARGETS_FAIL ? '' : ', reported'})`;
  results.push(line);
  console.info(`  ${line}`);
}

// Fixtures ------------------------------------------------------------------------------------------

async function createTaxonomy(sql: postgres.Sql): Promise<{ category: number; subcategory: number }> {
  const [c] = await sql<{ id: number }[]>`
    insert into public.categories (name, slug, sort_order, hsn_code) values (${`Bench Orders ${RUN}`}, ${`bench-orders-${RUN}`}, 9900, '8471')
    returning category_id as id`;
  const [s] = await sql<{ id: number }[]>`
    insert into public.subcategories (category_id, name, slug) values (${c?.id ?? 0}, ${`Bench Gear ${RUN}`}, ${`bench-gear-${RUN}`})
    returning subcategory_id as id`;
  return { category: c?.id ?? 0, subcategory: s?.id ?? 0 };
}

let productSeq = 0;
async function createProducts(
  sql: postgres.Sql,
  taxonomy: { category: number; subcategory: number },
  count: number,
  stock: number,
): Promise<string[]> {
  const first = productSeq + 1;
  productSeq += count;
  const rows = await sql<{ product_id: string }[]>`
    insert into public.products (slug, name, price, discount_price, stock_units, category_id, subcategory_id)
    select ${`bench-${RUN}-item-`} || n, ${`Bench ${RUN} Item `} || n, 1000 + n, 900 + n, ${stock}, ${taxonomy.category}, ${taxonomy.subcategory}
    from generate_series(${first}::int, ${first + count - 1}::int) as n
    order by n
    returning product_id`;
  return rows.map((r) => r.product_id);
}

let userSeq = 0;
/** Shoppers with a complete, serviceable profile, their tokens, and their carts filled. */
async function createShoppers(
  sql: postgres.Sql,
  carts: { id: string; quantity: number }[][],
): Promise<Shopper[]> {
  const first = userSeq + 1;
  userSeq += carts.length;
  const shoppers = await createBenchShoppers(sql, {
    prefix: `bench-${RUN}-`,
    domain: 'orders.bench',
    first,
    count: carts.length,
  });
  const ids = shoppers.map((s) => s.id);
  const users: string[] = [];
  const products: string[] = [];
  const quantities: number[] = [];
  carts.forEach((lines, i) => {
    for (const line of lines) {
      users.push(ids[i] ?? '');
      products.push(line.id);
      quantities.push(line.quantity);
    }
  });
  // Each cart's lines in the given order (the trigger stamps created_at; order = insertion order).
  await sql`
    insert into public.cart_items (user_id, product_id, quantity)
    select u, p, q from unnest(${users}::uuid[], ${products}::uuid[], ${quantities}::int[]) with ordinality as x(u, p, q, n)
    order by n`;
  return shoppers.map((shopper, i) => ({ ...shopper, lines: carts[i] ?? [] }));
}

/** 2-4 of `products`, in a random order, 1-3 units each. */
function randomCart(
  products: string[],
  next: () => number,
  min = 2,
  max = 4,
): { id: string; quantity: number }[] {
  const count = min + Math.floor(next() * (max - min + 1));
  const shuffled = [...products].sort(() => next() - 0.5);
  return shuffled.slice(0, count).map((id) => ({ id, quantity: 1 + Math.floor(next() * 3) }));
}

// Runners ---------------------------------------------------------------------------------------------

function emptyOutcome(): Outcome {
  return { ok: 0, outOfStock: 0, deadlocks: 0, other: new Map(), seconds: 0 };
}

function record(outcome: Outcome, code: string, message: string): void {
  if (code === 'PT409' && /out of stock|left in stock/.test(message)) outcome.outOfStock++;
  else if (code === '40P01') outcome.deadlocks++;
  else outcome.other.set(`${code} ${message}`, (outcome.other.get(`${code} ${message}`) ?? 0) + 1);
}

/**
 * place_order as each shopper, CLIENTS at a time. Like PostgREST, the clients share a pool of
 * DB_POOL connections (each request: begin, role and claims, the call, then commit).
 */
async function runDatabase(dbUrl: string, shoppers: Shopper[]): Promise<Outcome> {
  const sql = postgres(dbUrl, { max: DB_POOL, onnotice: () => {} });
  const outcome = emptyOutcome();
  let next = 0;
  try {
    // Connect the pool first, so connection setup is not measured.
    await Promise.all(Array.from({ length: DB_POOL }, () => sql.reserve().then((c) => c.release())));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < shoppers.length; i = next++) {
          const shopper = shoppers[i] as Shopper;
          const claims = JSON.stringify({ sub: shopper.id, role: 'authenticated' });
          const conn = await sql.reserve();
          try {
            const begin = conn.unsafe('begin').execute();
            const set = conn
              .unsafe(
                `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
                [claims],
                { prepare: true },
              )
              .execute();
            const call = conn
              .unsafe(
                `select public.place_order(p_idempotency_key => $1::uuid, p_cart_items => $2::text::jsonb)`,
                [randomUUID(), JSON.stringify(shopper.lines)],
                { prepare: true },
              )
              .execute();
            // COMMIT goes down the same pipe: after a failed call it ends the aborted
            // transaction as a rollback, so no round trip waits for the call's answer.
            const commit = conn.unsafe('commit').execute();
            const settled = await Promise.allSettled([begin, set, call, commit]);
            const error = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
            if (error) {
              const e = error.reason as { code?: string; message?: string };
              record(outcome, e.code ?? '?', e.message ?? String(error.reason));
            } else {
              outcome.ok++;
            }
          } finally {
            conn.release();
          }
        }
      }),
    );
    outcome.seconds = (performance.now() - started) / 1000;
  } finally {
    await sql.end({ timeout: 5 });
  }
  return outcome;
}

/** The `orders` function for each shopper, CLIENTS supabase-js clients at a time. */
async function runHttp(
  apiUrl: string,
  anonKey: string,
  shoppers: Shopper[],
  paymentMethod: 'cod' | 'online' = 'cod',
): Promise<Outcome> {
  const clients: SupabaseClient[] = Array.from({ length: CLIENTS }, () =>
    createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
    }),
  );
  const outcome = emptyOutcome();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = next++; i < shoppers.length; i = next++) {
        const shopper = shoppers[i] as Shopper;
        const { data, error } = await client.functions.invoke('orders', {
          headers: { Authorization: `Bearer ${shopper.token}` },
          body: {
            cartItems: shopper.lines,
            userProfile: null,
            discountCode: null,
            idempotencyKey: randomUUID(),
            payment_method: paymentMethod,
          },
        });
        const answer = data as { success?: boolean; payment?: { razorpay_order_id?: string } } | null;
        // An online order counts only with its payment made ready (a Razorpay order to pay).
        if (
          !error &&
          answer?.success === true &&
          (paymentMethod === 'cod' || answer.payment?.razorpay_order_id)
        ) {
          outcome.ok++;
          continue;
        }
        if (error instanceof FunctionsHttpError) {
          const response = error.context as Response;
          const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
          const message = body.message ?? body.error ?? '';
          // The function answers 409 for stock; a deadlock would surface as a 5xx.
          record(outcome, response.status === 409 ? 'PT409' : `HTTP ${response.status}`, message);
        } else {
          record(outcome, 'client', (error as Error | null)?.message ?? 'no answer');
        }
      }
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

/**
 * Shoppers for a throughput run (1-3 of `products` each) plus WARMUP more, whose orders go first,
 * untimed. Statistics are refreshed after the fixtures, as autovacuum would on a live database.
 */
async function throughputShoppers(
  sql: postgres.Sql,
  products: string[],
  count: number,
  seed: number,
): Promise<{ warmup: Shopper[]; timed: Shopper[] }> {
  const next = random(seed);
  const shoppers = await createShoppers(
    sql,
    Array.from({ length: WARMUP + count }, () => randomCart(products, next, 1, 3)),
  );
  await sql`vacuum analyze auth.users, public.user_profiles, public.cart_items, public.products`;
  return { warmup: shoppers.slice(0, WARMUP), timed: shoppers.slice(WARMUP) };
}

function describe(outcome: Outcome, attempts: number): string {
  const other = [...outcome.other.entries()].map(([k, n]) => `${n} x ${k}`).join('; ');
  return `${attempts} attempts in ${outcome.seconds.toFixed(2)} s (${(attempts / outcome.seconds).toFixed(0)} attempts/s): ${outcome.ok} ordered, ${outcome.outOfStock} out of stock, ${outcome.deadlocks} deadlocks${other ? `, other: ${other}` : ''}`;
}

async function deadlockCount(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select deadlocks::int as n from pg_stat_database where datname = current_database()`;
  return row?.n ?? 0;
}

async function soldAndStock(
  sql: postgres.Sql,
  products: string[],
): Promise<{ id: string; stock: number; sold: number; orders: number }[]> {
  return await sql<{ id: string; stock: number; sold: number; orders: number }[]>`
    select p.product_id as id, p.stock_units as stock,
           coalesce(sum(i.quantity), 0)::int as sold, count(i.order_id)::int as orders
    from public.products p left join public.order_items i on i.product_id = p.product_id
    where p.product_id in ${sql(products)}
    group by p.product_id`;
}

async function lastUnits(
  label: string,
  sql: postgres.Sql,
  taxonomy: { category: number; subcategory: number },
  run: (shoppers: Shopper[]) => Promise<Outcome>,
): Promise<void> {
  const [hot] = await createProducts(sql, taxonomy, 1, STOCK);
  const shoppers = await createShoppers(
    sql,
    Array.from({ length: ATTEMPTS }, () => [{ id: hot ?? '', quantity: 1 }]),
  );
  const deadlocksBefore = await deadlockCount(sql);
  const outcome = await run(shoppers);
  console.info(`  ${describe(outcome, ATTEMPTS)}`);
  const [row] = await soldAndStock(sql, [hot ?? '']);
  check(
    `${label}: exactly ${STOCK} orders`,
    outcome.ok === STOCK && row?.orders === STOCK && row.sold === STOCK,
    `${outcome.ok} answered, ${row?.orders} stored, ${row?.sold} units sold`,
  );
  check(`${label}: stock 0`, row?.stock === 0, `stock ${row?.stock}`);
  check(
    `${label}: the rest refused out of stock, no deadlock, no other error`,
    outcome.outOfStock === ATTEMPTS - STOCK &&
      outcome.deadlocks === 0 &&
      outcome.other.size === 0 &&
      (await deadlockCount(sql)) === deadlocksBefore,
    `${outcome.outOfStock} out of stock, ${outcome.deadlocks} deadlocks, ${outcome.other.size} other kinds`,
  );
}

async function main(): Promise<number> {
  const started = Date.now();
  const reuse = process.env.BENCH_DATABASE_URL && process.env.BENCH_API_URL;
  if (!reuse) console.info('starting a throwaway local stack...');
  const stack = reuse
    ? {
        apiUrl: process.env.BENCH_API_URL as string,
        anonKey: ANON_KEY,
        dbUrl: process.env.BENCH_DATABASE_URL as string,
        stop: async () => {},
      }
    : // Every request comes from one loopback address: no per-IP auth limits in the way.
      await startStackProcess({ STORE_AUTH_RATE_LIMIT_SCALE: '100000' });
  const sql = postgres(stack.dbUrl, { max: 4, onnotice: () => {} });
  try {
    const taxonomy = await createTaxonomy(sql);

    if (PHASES.has(1)) {
      console.info(
        `\n1. last units at the database: ${ATTEMPTS} attempts, stock ${STOCK}, ${CLIENTS} clients`,
      );
      await lastUnits('database', sql, taxonomy, (s) => runDatabase(stack.dbUrl, s));
    }

    if (PHASES.has(2)) {
      console.info(`\n2. overlapping multi-item carts at the database: ${MULTI} carts of 2-4 of 6 products`);
      const initial = Math.round((MULTI * 3 * 2) / 6 / 1.5);
      const products = await createProducts(sql, taxonomy, 6, initial);
      const next = random(6);
      const shoppers = await createShoppers(
        sql,
        Array.from({ length: MULTI }, () => randomCart(products, next)),
      );
      const deadlocksBefore = await deadlockCount(sql);
      const outcome = await runDatabase(stack.dbUrl, shoppers);
      console.info(`  ${describe(outcome, MULTI)}`);
      const rows = await soldAndStock(sql, products);
      check(
        'multi-item: stock + units sold = initial stock for every product, never negative',
        rows.length === 6 && rows.every((r) => r.stock + r.sold === initial && r.stock >= 0),
        `${rows.map((r) => `${r.sold} sold + ${r.stock} left`).join(', ')} (initial ${initial})`,
      );
      check(
        'multi-item: no deadlock, only out-of-stock refusals',
        outcome.deadlocks === 0 && outcome.other.size === 0 && (await deadlockCount(sql)) === deadlocksBefore,
        `${outcome.ok} ordered, ${outcome.outOfStock} out of stock, ${outcome.deadlocks} deadlocks`,
      );
    }

    if (PHASES.has(3)) {
      console.info(
        `\n3. throughput at the database: ${DB_ORDERS} orders of 1-3 of 200 products, ${CLIENTS} clients`,
      );
      const products = await createProducts(sql, taxonomy, 200, 1_000_000);
      const { warmup, timed } = await throughputShoppers(sql, products, DB_ORDERS, 3);
      await runDatabase(stack.dbUrl, warmup);
      const outcome = await runDatabase(stack.dbUrl, timed);
      console.info(`  ${describe(outcome, DB_ORDERS)}`);
      check(
        'database throughput run: every order placed',
        outcome.ok === DB_ORDERS,
        `${outcome.ok} of ${DB_ORDERS}`,
      );
      target('orders per second at the database', outcome.ok / outcome.seconds, DB_TARGET);
    }

    if (PHASES.has(4)) {
      console.info(
        `\n4. last units through the orders function: ${ATTEMPTS} attempts, stock ${STOCK}, ${CLIENTS} clients`,
      );
      await lastUnits('orders function', sql, taxonomy, (s) => runHttp(stack.apiUrl, stack.anonKey, s));
    }

    if (PHASES.has(5)) {
      console.info(`\n5. throughput through the orders function: ${HTTP_ORDERS} orders, ${CLIENTS} clients`);
      const products = await createProducts(sql, taxonomy, 200, 1_000_000);
      const { warmup, timed } = await throughputShoppers(sql, products, HTTP_ORDERS, 5);
      await runHttp(stack.apiUrl, stack.anonKey, warmup);
      const outcome = await runHttp(stack.apiUrl, stack.anonKey, timed);
      console.info(`  ${describe(outcome, HTTP_ORDERS)}`);
      check(
        'function throughput run: every order placed',
        outcome.ok === HTTP_ORDERS,
        `${outcome.ok} of ${HTTP_ORDERS}`,
      );
      target(
        'orders per second through the orders function (HTTP)',
        outcome.ok / outcome.seconds,
        HTTP_TARGET,
      );
    }

    if (PHASES.has(6)) {
      console.info(
        `\n6. throughput with payment (online orders, each with its Razorpay order): ${HTTP_ORDERS} orders, ${CLIENTS} clients`,
      );
      const products = await createProducts(sql, taxonomy, 200, 1_000_000);
      const { warmup, timed } = await throughputShoppers(sql, products, HTTP_ORDERS, 6);
      await runHttp(stack.apiUrl, stack.anonKey, warmup, 'online');
      const outcome = await runHttp(stack.apiUrl, stack.anonKey, timed, 'online');
      console.info(`  ${describe(outcome, HTTP_ORDERS)}`);
      const [made] = await sql<{ n: number }[]>`
        select count(*)::int as n from public.orders
        where payment_method = 'online' and razorpay_order_id is not null and order_status = 'payment_pending'`;
      check(
        'payment throughput run: every order placed with its Razorpay order recorded',
        outcome.ok === HTTP_ORDERS && (made?.n ?? 0) >= HTTP_ORDERS,
        `${outcome.ok} of ${HTTP_ORDERS} answered with a payment; ${made?.n ?? 0} recorded`,
      );
      target(
        'orders per second with payment (HTTP, Razorpay order included)',
        outcome.ok / outcome.seconds,
        HTTP_TARGET,
      );
    }

    return finish(results, failed, started);
  } finally {
    await sql.end({ timeout: 5 });
    await stack.stop();
  }
}

runBench(main);
