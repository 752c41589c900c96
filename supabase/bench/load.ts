/**
 * `pnpm bench:load`: a mixed shopper workload through the local gateway (docs/benchmarks.md).
 *
 * Starts a throwaway local stack in a child process (loopback, random ports, the seed catalogue),
 * creates BENCH_SHOPPERS (100) shoppers with a complete Mumbai profile, then runs them all at once
 * for BENCH_DURATION_S (60) seconds. Each shopper is one supabase-js client with its own token
 * and repeats what a shopper does on the site, waiting a random think time (uniform 0-2x
 * BENCH_THINK_MS, 250 ms, seeded) before every call:
 *   browse      get_products_list of a category (the category page)
 *   search      unified_product_search and get_product_search_count (the search page)
 *   product     get_product_details_by_slug (the product page)
 *   cart add    POST the `cart` function (Add to Cart)
 *   cart        GET the `cart` function (the cart page)
 *   order       POST the `orders` function with the cart and a fresh idempotency key, once the
 *               cart holds 3 lines; every 5th order (of all shoppers) is sent twice at the same moment with the same
 *               key (a double click): both answers must name the same order
 *   history     get_user_orders, page 1 (after each order, and on 1 visit in 4 otherwise)
 * Shoppers add only products the generator knows to have units left (it counts the units it put
 * in carts against the stock read before the run), so an out-of-stock refusal is an error too.
 *
 * Prints requests per second, p50/p95/p99 and errors per call; targets: 0 errors, p95 of every
 * read (browse, search, search count, product, cart, history) under BENCH_READ_P95_MS (50) ms.
 * Then checks the database: no product's stock negative; each product's stock equals the stock
 * before the run minus the units of the run's orders; every order's total = subtotal - discount,
 * its subtotal = the sum of its lines and each line priced at the product's price; exactly one
 * order per idempotency key, and one per order the shoppers were answered.
 * Exit code 1 on any error, missed target or failed check.
 *
 * Env: BENCH_SHOPPERS, BENCH_DURATION_S, BENCH_WARMUP_S (5), BENCH_THINK_MS, BENCH_READ_P95_MS, BENCH_SEED (1),
 * BENCH_DATABASE_URL + BENCH_API_URL (use a running throwaway stack instead; it must be loopback).
 * Short smoke: `BENCH_SHOPPERS=10 BENCH_DURATION_S=5 pnpm bench:load`.
 */

import { randomUUID } from 'node:crypto';
import os from 'node:os';

import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { productBySlugArgs, productsListArgs } from 'shared/contracts';
import { PAGE_SIZE, SEARCH } from '../../shared/src/constants/spec';
import { ANON_KEY } from '../local/src/keys';
import { familyCpuSeconds, machineCpuSeconds, parentPid, processCpuSeconds, processFamily } from './cpu';
import { finish, percentile, runBench } from './report';
import { type BenchShopper, createBenchShoppers } from './shoppers';
import { startStackProcess } from './start-stack-process';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 250);
const READ_P95_MS = Number(process.env.BENCH_READ_P95_MS ?? 50);
const SEED = Number(process.env.BENCH_SEED ?? 1);
/**
 * Untimed seconds of the same workload first: every gateway connection, Postgres backend and
 * edge function is warm and every query planned when the clock starts (their orders count in the
 * database checks all the same).
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
/** Lines in a cart before the shopper orders it. */
const LINES_PER_ORDER = 3;
/** Units never claimed from a product (a margin, so the seed's own carts or orders do not matter). */
const STOCK_MARGIN = 1;
const RUN = randomUUID().slice(0, 8);

const READS = ['browse', 'search', 'search count', 'product', 'cart', 'history'] as const;
const WRITES = ['cart add', 'order', 'order (double click)'] as const;
type Call = (typeof READS)[number] | (typeof WRITES)[number];

const TERMS = [
  'playstation',
  'ps5',
  'rtx 4060',
  'gaming laptop',
  'logitech mouse',
  'ryzen 7',
  'mechanical keyboard',
  'wireless headset',
  'nintendo switch',
  'ssd',
  'xbox controller',
  'monitor',
  'playstaton',
  'keybord',
];

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stats {
  samples: Map<Call, number[]>;
  errors: Map<Call, Map<string, number>>;
}

interface Product {
  id: string;
  slug: string;
  /** Units the shoppers may still put in carts. */
  available: number;
}

interface PlacedOrder {
  shopper: string;
  key: string;
  orderId: string;
}

interface Catalogue {
  categories: string[];
  products: Product[];
  stockBefore: Map<string, number>;
}

async function readCatalogue(sql: postgres.Sql): Promise<Catalogue> {
  const categories = (
    await sql<{ slug: string }[]>`select slug from public.categories order by sort_order`
  ).map((r) => r.slug);
  const rows = await sql<{ id: string; slug: string; stock: number; active: boolean }[]>`
    select product_id as id, slug, stock_units as stock, is_active as active from public.products`;
  return {
    categories,
    products: rows
      .filter((r) => r.active && r.stock > STOCK_MARGIN)
      .map((r) => ({ id: r.id, slug: r.slug, available: r.stock - STOCK_MARGIN })),
    stockBefore: new Map(rows.map((r) => [r.id, r.stock])),
  };
}

/** Orders started by all shoppers: every 5th is a double click. */
let ordersStarted = 0;

/** One shopper's session until the deadline. */
async function shop(
  client: SupabaseClient,
  shopper: BenchShopper,
  catalogue: Catalogue,
  next: () => number,
  deadline: number,
  stats: Stats,
  placed: PlacedOrder[],
): Promise<void> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const think = () => sleep(next() * 2 * THINK_MS);
  const fail = (call: Call, reason: string) => {
    const byReason = stats.errors.get(call) ?? new Map<string, number>();
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    stats.errors.set(call, byReason);
  };
  /** Times one call; its error (or a thrown one) counts against it. */
  const timed = async <T>(
    call: Call,
    run: () => PromiseLike<{ data: T | null; error: unknown }>,
  ): Promise<T | null> => {
    await think();
    if (Date.now() >= deadline) return null;
    const started = performance.now();
    let result: { data: T | null; error: unknown };
    try {
      result = await run();
    } catch (error) {
      fail(call, (error as Error).message);
      return null;
    }
    const list = stats.samples.get(call) ?? [];
    list.push(performance.now() - started);
    stats.samples.set(call, list);
    if (result.error) {
      fail(call, await errorText(result.error));
      return null;
    }
    return result.data;
  };

  let cartLines = 0;
  while (Date.now() < deadline) {
    await timed('browse', () =>
      client.rpc(
        'get_products_list',
        productsListArgs({ category: pick(catalogue.categories) }, 1, PAGE_SIZE.productList),
      ),
    );
    const term = pick(TERMS);
    const searchArgs = {
      search_term: term,
      p_category: null,
      p_subcategory: null,
      p_label: null,
      min_price: null,
      max_price: null,
      condition_filter: null,
      include_inactive: false,
      sort_by: SEARCH.defaultSort,
      page_number: 1,
      page_size: SEARCH.pageSize,
      min_relevance: SEARCH.minRelevance,
      p_spec_filters: null,
      filter_by_discount: false,
    };
    await timed('search', () => client.rpc('unified_product_search', searchArgs));
    const { p_label, sort_by: _s, page_number: _n, page_size: _z, ...countArgs } = searchArgs;
    await timed('search count', () =>
      client.rpc('get_product_search_count', { ...countArgs, label_filter: p_label }),
    );

    // A product with units left: the product page, then Add to Cart.
    const candidates = catalogue.products.filter((p) => p.available > 0);
    if (candidates.length === 0) {
      fail('cart add', 'no product with units left to add (the seed stock is used up)');
      break;
    }
    const product = pick(candidates);
    await timed('product', () => client.rpc('get_product_details_by_slug', productBySlugArgs(product.slug)));
    product.available -= 1;
    const added = await timed('cart add', () =>
      client.functions.invoke('cart', { method: 'POST', body: { product_uuid: product.id, quantity: 1 } }),
    );
    if (added === null) product.available += 1;
    const cart = await timed<{ id: string; quantity: number }[]>('cart', () =>
      client.functions.invoke('cart', { method: 'GET' }),
    );
    cartLines = cart?.length ?? cartLines;

    if (cart && cartLines >= LINES_PER_ORDER) {
      const body = {
        cartItems: cart.map((line) => ({ id: line.id, quantity: line.quantity })),
        userProfile: null,
        discountCode: null,
        idempotencyKey: randomUUID(),
      };
      ordersStarted += 1;
      const order = () => client.functions.invoke<{ success: boolean; orderId: string }>('orders', { body });
      if (ordersStarted % 5 === 0) {
        // A double click: the same request twice at once; one order, the same answer twice.
        await think();
        if (Date.now() >= deadline) break;
        const started = performance.now();
        const answers = await Promise.all([order(), order()]);
        const elapsed = performance.now() - started;
        const list = stats.samples.get('order (double click)') ?? [];
        list.push(elapsed);
        stats.samples.set('order (double click)', list);
        const ids = new Set(answers.map((a) => a.data?.orderId));
        const failed = answers.find((a) => a.error);
        if (failed) fail('order (double click)', await errorText(failed.error));
        else if (ids.size !== 1) fail('order (double click)', 'the two answers name different orders');
        else placed.push({ shopper: shopper.id, key: body.idempotencyKey, orderId: [...ids][0] as string });
      } else {
        const answer = await timed('order', order);
        if (answer?.success && answer.orderId) {
          placed.push({ shopper: shopper.id, key: body.idempotencyKey, orderId: answer.orderId });
        }
      }
      cartLines = 0;
      await timed('history', () =>
        client.rpc('get_user_orders', {
          p_page_number: 1,
          p_page_size: 5,
          p_status_group: null,
          p_search: null,
        }),
      );
    } else if (next() < 0.25) {
      await timed('history', () =>
        client.rpc('get_user_orders', {
          p_page_number: 1,
          p_page_size: 5,
          p_status_group: null,
          p_search: null,
        }),
      );
    }
  }
}

async function errorText(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    return `HTTP ${response.status} ${body.message ?? body.error ?? ''}`.trim();
  }
  const e = error as { code?: string; message?: string };
  return `${e.code ?? ''} ${e.message ?? String(error)}`.trim();
}

// Database checks ----------------------------------------------------------------------------------

const results: string[] = [];
let failed = false;

function check(label: string, ok: boolean, detail: string): void {
  failed ||= !ok;
  const line = `${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`;
  results.push(line);
  console.info(`  ${line}`);
}

async function checkDatabase(
  sql: postgres.Sql,
  catalogue: Catalogue,
  placed: PlacedOrder[],
  shopperIds: string[],
) {
  const negative = await sql<
    { n: number }[]
  >`select count(*)::int as n from public.products where stock_units < 0`;
  check('no product with negative stock', negative[0]?.n === 0, `${negative[0]?.n} negative`);

  const sold = await sql<{ id: string; units: number; stock: number }[]>`
    select p.product_id as id, sum(i.quantity)::int as units, p.stock_units as stock
    from public.orders o
    join public.order_items i on i.order_id = o.id
    join public.products p on p.product_id = i.product_id
    where o.user_id = any(${shopperIds}::uuid[])
    group by p.product_id`;
  const wrong = sold.filter((r) => r.stock !== (catalogue.stockBefore.get(r.id) ?? Number.NaN) - r.units);
  check(
    'stock = stock before the run - units ordered, for every product ordered',
    wrong.length === 0 && (sold.length > 0 || placed.length === 0),
    `${sold.length} products ordered, ${sold.reduce((n, r) => n + r.units, 0)} units, ${wrong.length} mismatched${
      wrong.length
        ? ` (e.g. ${wrong[0]?.id}: ${catalogue.stockBefore.get(wrong[0]?.id ?? '')} - ${wrong[0]?.units} != ${wrong[0]?.stock})`
        : ''
    }`,
  );

  const [totals] = await sql<
    { orders: number; bad_total: number; bad_subtotal: number; bad_price: number; bad_details: number }[]
  >`
    with run as (select * from public.orders where user_id = any(${shopperIds}::uuid[])),
    lines as (
      select o.id, sum(i.subtotal) as subtotal,
             count(*) filter (where i.unit_price <> p.discount_price or i.subtotal <> i.unit_price * i.quantity) as bad
      from run o join public.order_items i on i.order_id = o.id join public.products p on p.product_id = i.product_id
      group by o.id)
    select count(*)::int as orders,
           count(*) filter (where o.total <> o.subtotal - o.discount_amount)::int as bad_total,
           count(*) filter (where l.subtotal is distinct from o.subtotal)::int as bad_subtotal,
           count(*) filter (where l.bad > 0)::int as bad_price,
           count(*) filter (where (o.order_details -> 'order_summary' ->> 'total')::numeric <> o.total)::int as bad_details
    from run o left join lines l on l.id = o.id`;
  check(
    "orders' totals consistent (total = subtotal - discount = sum of lines at the product's price)",
    !!totals && totals.bad_total + totals.bad_subtotal + totals.bad_price + totals.bad_details === 0,
    `${totals?.orders} orders: ${totals?.bad_total} bad totals, ${totals?.bad_subtotal} bad subtotals, ${totals?.bad_price} mispriced, ${totals?.bad_details} details disagreeing`,
  );

  const [keys] = await sql<{ keys: number; orders: number }[]>`
    select count(distinct (user_id, idempotency_key))::int as keys, count(*)::int as orders
    from public.orders where user_id = any(${shopperIds}::uuid[])`;
  const answered = new Set(placed.map((p) => p.orderId));
  check(
    'one order per idempotency key, and exactly the orders the shoppers were answered',
    keys?.keys === keys?.orders && keys?.orders === answered.size && answered.size === placed.length,
    `${keys?.orders} orders stored for ${keys?.keys} keys; ${placed.length} answered (${answered.size} distinct ids)`,
  );
}

// Main ----------------------------------------------------------------------------------------------

function report(stats: Stats, seconds: number): void {
  const total = [...stats.samples.values()].reduce((n, list) => n + list.length, 0);
  console.info(
    `\n${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} requests/s (${SHOPPERS} shoppers, think ${THINK_MS} ms mean)\n`,
  );
  console.info('  call                   count   req/s    p50 ms   p95 ms   p99 ms   errors');
  for (const call of [...READS, ...WRITES]) {
    const sorted = [...(stats.samples.get(call) ?? [])].sort((a, b) => a - b);
    const errors = [...(stats.errors.get(call)?.values() ?? [])].reduce((n, c) => n + c, 0);
    const fmt = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1)).padStart(8);
    console.info(
      `  ${call.padEnd(20)} ${String(sorted.length).padStart(6)} ${(sorted.length / seconds).toFixed(1).padStart(7)} ${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 95))} ${fmt(percentile(sorted, 99))} ${String(errors).padStart(8)}`,
    );
  }
  console.info('');
  for (const call of READS) {
    const sorted = [...(stats.samples.get(call) ?? [])].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    check(
      `${call} p95 under ${READ_P95_MS} ms`,
      p95 < READ_P95_MS,
      `${p95.toFixed(1)} ms over ${sorted.length} calls`,
    );
  }
  const errorLines = [...stats.errors.entries()].flatMap(([call, reasons]) =>
    [...reasons.entries()].map(([reason, n]) => `${n} x ${call}: ${reason}`),
  );
  check(
    'no errors',
    errorLines.length === 0,
    errorLines.length === 0 ? '0 errors' : errorLines.slice(0, 10).join('; '),
  );
}

/**
 * CPU seconds of the load generator, the stack process (gateway, REST, auth, edge functions),
 * Postgres (postmaster and backends) and the rest of the machine between its creation and
 * `print`: on a shared host, how much of the CPU the measured parts had and who had the rest.
 */
async function cpuMeter(sql: postgres.Sql, stackPid: number | undefined) {
  const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
  const postmaster = backend ? parentPid(backend.pid) : null;
  const pgPids = () => (postmaster ? processFamily(postmaster) : []);
  const read = () => ({
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    stack: stackPid ? (processCpuSeconds(stackPid) ?? 0) : 0,
    postgres: familyCpuSeconds(pgPids()),
    machine: machineCpuSeconds(),
  });
  const before = read();
  return {
    print(wallSeconds: number, requests: number) {
      const after = read();
      const cores = os.cpus().length;
      const capacity = cores * wallSeconds;
      // CPU per request: what the measured parts cost, whatever else the host was doing.
      const used = (label: string, seconds: number, own = true) =>
        console.info(
          `  ${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / capacity).toFixed(0).padStart(3)} % of the machine` +
            (own && requests > 0
              ? `  ${((1000 * seconds) / requests).toFixed(1).padStart(5)} ms CPU per request`
              : ''),
        );
      console.info(`
CPU during the timed run (${wallSeconds.toFixed(1)} s x ${cores} cores = ${capacity.toFixed(0)} core-seconds):`);
      const generator = after.generator - before.generator;
      const stack = after.stack - before.stack;
      const pg = after.postgres - before.postgres;
      used('load generator (this process, supabase-js)', generator);
      if (stackPid) used('gateway: REST, auth, edge functions (stack)', stack);
      if (postmaster) used('Postgres (postmaster and backends)', pg);
      if (before.machine && after.machine) {
        const busy = after.machine.busy - before.machine.busy;
        const total = after.machine.total - before.machine.total;
        used(
          'everything else on the host (not this bench)',
          Math.max(0, busy - generator - stack - pg),
          false,
        );
        used('idle', Math.max(0, total - busy), false);
      }
    },
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const reuse = process.env.BENCH_DATABASE_URL && process.env.BENCH_API_URL;
  if (reuse) {
    for (const url of [process.env.BENCH_DATABASE_URL as string, process.env.BENCH_API_URL as string]) {
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) {
        throw new Error(`bench:load targets loopback only, not ${url}`);
      }
    }
  } else console.info('starting a throwaway local stack...');
  const stack = reuse
    ? {
        apiUrl: process.env.BENCH_API_URL as string,
        anonKey: ANON_KEY,
        dbUrl: process.env.BENCH_DATABASE_URL as string,
        stop: async () => {},
      }
    : await startStackProcess({ STORE_AUTH_RATE_LIMIT_SCALE: '100000' });
  const sql = postgres(stack.dbUrl, { max: 4, onnotice: () => {} });
  try {
    const shoppers = await createBenchShoppers(sql, {
      prefix: `load-${RUN}-`,
      domain: 'load.bench',
      first: 1,
      count: SHOPPERS,
    });
    await sql`vacuum analyze auth.users, public.user_profiles`;
    const catalogue = await readCatalogue(sql);
    console.info(
      `${SHOPPERS} shoppers for ${DURATION_S} s through ${stack.apiUrl}; ${catalogue.products.length} products in stock (${catalogue.products.reduce((n, p) => n + p.available, 0)} units)`,
    );

    const placed: PlacedOrder[] = [];
    const clients = shoppers.map((shopper) =>
      createClient(stack.apiUrl, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { Authorization: `Bearer ${shopper.token}` } },
        realtime: { transport: NoRealtime as never },
      }),
    );
    const shopperIds = shoppers.map((s) => s.id);
    // The shop confirms new orders as they come in, as a staffed shop does: a shopper may hold
    // only a few pending orders (place_order's limits), and each one orders every few seconds.
    const confirmOrders = async (deadline: number) => {
      while (Date.now() < deadline) {
        await sql`update public.orders set order_status = 'processing'
                  where user_id = any(${shopperIds}::uuid[]) and order_status = 'pending'`;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const run = async (seconds: number, seed: number): Promise<{ stats: Stats; seconds: number }> => {
      const stats: Stats = { samples: new Map(), errors: new Map() };
      const started = performance.now();
      const deadline = Date.now() + seconds * 1000;
      await Promise.all([
        confirmOrders(deadline),
        ...shoppers.map((shopper, i) =>
          shop(
            clients[i] as SupabaseClient,
            shopper,
            catalogue,
            random(seed * 100_003 + i),
            deadline,
            stats,
            placed,
          ),
        ),
      ]);
      return { stats, seconds: (performance.now() - started) / 1000 };
    };
    if (WARMUP_S > 0) {
      console.info(`warming up for ${WARMUP_S} s (untimed)...`);
      const warm = await run(WARMUP_S, SEED + 7919);
      const warmErrors = [...warm.stats.errors.values()].reduce(
        (n, m) => n + [...m.values()].reduce((a, b) => a + b, 0),
        0,
      );
      check('no errors while warming up', warmErrors === 0, `${warmErrors} errors`);
    }
    const cpu = await cpuMeter(sql, stack.pid);
    const timed = await run(DURATION_S, SEED);
    report(timed.stats, timed.seconds);
    cpu.print(
      timed.seconds,
      [...timed.stats.samples.values()].reduce((n, list) => n + list.length, 0),
    );
    console.info(`\ndatabase after the run (${placed.length} orders answered):`);
    await checkDatabase(sql, catalogue, placed, shopperIds);

    return finish(results, failed, started);
  } finally {
    await sql.end({ timeout: 5 });
    await stack.stop();
  }
}

runBench(main);
