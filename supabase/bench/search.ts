/**
 * `pnpm --filter @store/supabase bench:search`: the catalogue search at 100,000 products.
 *
 * Starts a throwaway local stack in a child process (loopback, random ports), scales the seed
 * catalogue to 100k products, then for each search path prints p50/p95:
 * - at the database: direct SQL as the `anon` role, one call at a time;
 * - through the gateway: 20 concurrent supabase-js clients (anon key), each a shopper sending a
 *   request after a think time of BENCH_THINK_MS (250 ms) on average - the figures the targets
 *   apply to. Think times are random (uniform 0-2x the mean, seeded) and each client starts at a
 *   random moment, as shoppers do: fixed pauses would keep the 20 clients in lockstep, sending
 *   all 20 requests in the same instant every 250 ms;
 * - through the gateway at saturation (informational): the same 20 clients without pause, with a
 *   trivial RPC as the gateway's own baseline.
 * It EXPLAINs every query the search paths run (auto_explain of the nested statements, as anon)
 * and fails if any plan reads products, product_images or reviews with a sequential scan, and
 * checks that each search page equals one sort of every match (reference-order.ts).
 * Targets: unified search p95 <= 15 ms at the database and <= 30 ms through the gateway;
 * autocomplete and suggestions p95 <= 5 ms at the database. Prints PASS/FAIL per target; exits 1
 * on any FAIL.
 *
 * Env: BENCH_PRODUCTS (100000), BENCH_ROUNDS (sequential calls per case, 300), BENCH_CLIENTS (20),
 * BENCH_REQUESTS (gateway calls per case, 400), BENCH_THINK_MS (250), BENCH_CASES (names to run,
 * comma list), BENCH_DETAIL=1 (per-argument figures), BENCH_DATABASE_URL + BENCH_API_URL (reuse an
 * already scaled stack).
 */

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { ANON_KEY } from '../local/src/keys';
import { scaleCatalog } from '../seed-gen/scale';
import { compareWithReference, referenceCases } from './reference-order';
import { finish, loadAverageLine, percentile, runBench } from './report';
import { startStackProcess } from './start-stack-process';

type Args = Record<string, unknown>;

/** supabase-js builds a realtime client eagerly and Node 20 has no WebSocket; never used here. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the benchmark');
  }
}

interface Case {
  name: string;
  fn: string;
  /** Rotated through, one argument set per call. */
  args: Args[];
  /** p95 targets in ms (database, gateway); undefined: reported only. */
  dbTarget?: number;
  gatewayTarget?: number;
  /** Part of the search paths whose plans must not scan products sequentially. */
  explain: boolean;
}

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 250);
const WARMUP = 30;
/** BENCH_DETAIL=1: p50 and max of every argument set at the database. */
const DETAIL = process.env.BENCH_DETAIL === '1';
const SKIP_GATEWAY = process.env.BENCH_SKIP_GATEWAY === '1';
const LARGE_TABLES = ['products', 'product_images', 'reviews'];

/** Parameter types of the RPCs, for the casts of the direct SQL calls. */
const PARAM_TYPES: Record<string, string> = {
  search_term: 'text',
  p_category: 'text',
  p_subcategory: 'text',
  p_label: 'text',
  label_filter: 'text',
  min_price: 'numeric',
  max_price: 'numeric',
  condition_filter: 'text[]',
  sort_by: 'text',
  page_number: 'integer',
  page_size: 'integer',
  p_spec_filters: 'jsonb',
  filter_by_discount: 'boolean',
  search_query: 'text',
  max_results: 'integer',
  max_suggestions: 'integer',
  p_target_slug: 'text',
};

const PLAIN: Args[] = [
  'playstation',
  'ps5',
  'rtx 4060',
  'gaming laptop',
  'logitech mouse',
  'samsung 990 pro',
  'ryzen 7',
  'mechanical keyboard',
  'gaming',
  'wireless headset',
  'nintendo switch',
  'ssd',
  'xbox controller',
  'monitor',
  'intel core i5',
].map((search_term) => ({ search_term }));

const FILTERED: Args[] = [
  {
    search_term: 'rtx 4060',
    p_category: 'pc-parts',
    condition_filter: ['new'],
    min_price: 20000,
    max_price: 60000,
    p_spec_filters: { gpu_memory_gb: [8] },
  },
  { search_term: 'gaming', p_subcategory: 'laptops', sort_by: 'price_asc' },
  { p_category: 'monitors', sort_by: 'price_desc', p_spec_filters: { refresh_rate_hz: { min: 144 } } },
  { search_term: 'headset', filter_by_discount: true, p_spec_filters: { wireless: [true] } },
  { p_subcategory: 'graphics-cards', p_label: 'NVIDIA GeForce', sort_by: 'price_asc' },
  { search_term: 'playstation', condition_filter: ['pre-owned', 'refurbished'], sort_by: 'price_asc' },
  {
    search_term: 'keyboard',
    p_spec_filters: { switch_type: ['Red Linear', 'Brown Tactile'] },
    page_number: 2,
  },
  { p_category: 'consoles', page_number: 3 },
  { search_term: 'ssd', p_spec_filters: { storage_gb: { min: 1000, max: 2000 } }, sort_by: 'price_desc' },
  { search_term: 'ps5', p_category: 'games', min_price: 2000, max_price: 4000 },
  { p_subcategory: 'processors', p_spec_filters: { cores: { min: 8 } }, sort_by: 'price_asc' },
  { search_term: 'laptop', p_spec_filters: { ram_gb: [16, 32], refresh_rate_hz: [144, 165] } },
];

const TYPOS: Args[] = [
  'playstaton',
  'grafics card',
  'keybord',
  'moniter',
  'logitec mouse',
  'nvidea rtx',
  'hedset wireless',
  'samsng ssd',
  'contoller',
  'proccessor',
].map((search_term) => ({ search_term }));

const AUTOCOMPLETE: Args[] = [
  'ps',
  'ps5',
  'play',
  'rtx 40',
  'gam',
  'logi',
  'ryzen 7 7',
  'samsung 99',
  'keyb',
  'playstaton',
  'xbox ser',
  'switch ol',
].map((search_query) => ({ search_query }));

const SUGGESTIONS: Args[] = [
  'playstaton',
  'keybord',
  'ps',
  'rtx 40',
  'moniter',
  'gamin',
  'sony playstaton',
  'logitec',
  'grafics',
  'wireles mouse',
].map((search_term) => ({ search_term }));

/** The filter panel takes the search's filters, without sorting and paging. */
function filterArgs(args: Args): Args {
  const { sort_by: _s, page_number: _n, page_size: _z, ...rest } = args;
  return rest;
}

/** The count takes the search's filters; its label parameter is called label_filter. */
function countArgs(args: Args): Args {
  const { p_label, sort_by: _s, page_number: _n, page_size: _z, ...rest } = args;
  return p_label === undefined ? rest : { ...rest, label_filter: p_label };
}

function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

function callSql(fn: string, args: Args): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const named = Object.entries(args).map(([key, value]) => {
    const type = PARAM_TYPES[key];
    if (!type) throw new Error(`no type for parameter ${key}`);
    values.push(type === 'jsonb' ? JSON.stringify(value) : value);
    const cast = type === 'jsonb' ? '::text::jsonb' : `::${type}`;
    return `${key} => $${values.length}${cast}`;
  });
  return { text: `select * from public.${fn}(${named.join(', ')})`, values };
}

async function timeDatabase(sql: postgres.ReservedSql, c: Case): Promise<number[]> {
  const samples: number[] = [];
  const byArgs = new Map<number, number[]>();
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const { text, values } = callSql(c.fn, c.args[i % c.args.length] as Args);
    const started = performance.now();
    await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
    const ms = performance.now() - started;
    if (i < WARMUP) continue;
    samples.push(ms);
    byArgs.set(i % c.args.length, [...(byArgs.get(i % c.args.length) ?? []), ms]);
  }
  if (DETAIL) {
    for (const [index, times] of byArgs) {
      const { p50 } = summary(times);
      console.info(`      ${fmt(p50)} ${fmt(Math.max(...times))}  ${JSON.stringify(c.args[index])}`);
    }
  }
  return samples;
}

/** `clients` shoppers share REQUESTS calls; each pauses `thinkMs` after each answer. */
/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so runs are comparable. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function timeGateway(
  clients: SupabaseClient[],
  c: Pick<Case, 'fn' | 'args'>,
  thinkMs: number,
): Promise<{ samples: number[]; errors: string[]; perSecond: number }> {
  const samples: number[] = [];
  const errors: string[] = [];
  let next = 0;
  let measuredFrom = 0;
  const jitter = seededRandom(7);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const perClient = async (client: SupabaseClient) => {
    if (thinkMs > 0) await pause(jitter() * thinkMs);
    for (;;) {
      const i = next++;
      if (i >= REQUESTS + WARMUP) return;
      if (i === WARMUP) measuredFrom = performance.now();
      const started = performance.now();
      const { error } = await client.rpc(c.fn, c.args[i % c.args.length] as Args);
      const ms = performance.now() - started;
      if (error) errors.push(`${error.code}: ${error.message}`);
      else if (i >= WARMUP) samples.push(ms);
      if (thinkMs > 0) await pause(jitter() * 2 * thinkMs);
    }
  };
  await Promise.all(clients.map(perClient));
  const seconds = (performance.now() - measuredFrom) / 1000;
  return { samples, errors, perSecond: samples.length / seconds };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: Set<string>): void {
  if (
    node['Node Type'] === 'Seq Scan' &&
    node['Relation Name'] &&
    LARGE_TABLES.includes(node['Relation Name'])
  ) {
    found.add(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
}

/** Runs each argument set once with auto_explain (JSON plans of every nested statement as NOTICEs). */
async function explainCase(dbUrl: string, c: Case): Promise<{ plans: number; seq: string[] }> {
  const notices: string[] = [];
  const sql = postgres(dbUrl, { max: 1, onnotice: (n) => notices.push(n.message ?? '') });
  try {
    await sql.unsafe(`load 'auto_explain'`);
    await sql.unsafe(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
      set auto_explain.log_format = json; set auto_explain.log_level = notice; set client_min_messages = notice`);
    await sql.unsafe('set role anon');
    for (const args of c.args) {
      const { text, values } = callSql(c.fn, args);
      await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
    }
  } finally {
    await sql.end({ timeout: 2 });
  }
  const seq = new Set<string>();
  let plans = 0;
  for (const message of notices) {
    const start = message.indexOf('{');
    if (start < 0) continue;
    const parsed = JSON.parse(message.slice(start)) as { Plan?: PlanNode };
    if (!parsed.Plan) continue;
    plans++;
    seqScans(parsed.Plan, seq);
  }
  return { plans, seq: [...seq] };
}

function fmt(ms: number): string {
  return Number.isFinite(ms) ? ms.toFixed(2).padStart(8) : '     n/a';
}

async function main(): Promise<number> {
  let stack: Awaited<ReturnType<typeof startStackProcess>> | null = null;
  let dbUrl = process.env.BENCH_DATABASE_URL;
  let apiUrl = process.env.BENCH_API_URL;
  let anonKey = ANON_KEY;
  const started = Date.now();
  if (!dbUrl) {
    stack = await startStackProcess();
    ({ dbUrl, apiUrl, anonKey } = stack);
    console.info(
      `stack up in a child process (${Date.now() - started} ms), scaling to ${PRODUCTS} products...`,
    );
  }
  const admin = postgres(dbUrl, { max: 2, onnotice: () => {} });
  try {
    const [existing] = await admin<{ n: number }[]>`select count(*)::integer as n from public.products`;
    const n = existing?.n ?? 0;
    if (n < PRODUCTS) await scaleCatalog(admin, PRODUCTS - n, (m) => console.info(m));
    const slugs = (
      await admin<{ slug: string }[]>`
        select slug from public.products where is_active order by md5(slug) limit 60`
    ).map((r) => ({ p_target_slug: r.slug }));

    const cases: Case[] = [
      {
        name: 'unified search, plain',
        fn: 'unified_product_search',
        args: PLAIN,
        dbTarget: 15,
        gatewayTarget: 30,
        explain: true,
      },
      {
        name: 'unified search, filters',
        fn: 'unified_product_search',
        args: FILTERED,
        dbTarget: 15,
        gatewayTarget: 30,
        explain: true,
      },
      {
        name: 'unified search, typo',
        fn: 'unified_product_search',
        args: TYPOS,
        dbTarget: 15,
        gatewayTarget: 30,
        explain: true,
      },
      {
        name: 'search count',
        fn: 'get_product_search_count',
        args: [...PLAIN, ...FILTERED, ...TYPOS].map(countArgs),
        explain: true,
      },
      {
        name: 'autocomplete',
        fn: 'enhanced_autocomplete_search',
        args: AUTOCOMPLETE,
        dbTarget: 5,
        explain: true,
      },
      { name: 'suggestions', fn: 'get_search_suggestions', args: SUGGESTIONS, dbTarget: 5, explain: true },
      { name: 'product details', fn: 'get_product_details_by_slug', args: slugs, explain: true },
      {
        name: 'search filters',
        fn: 'get_search_filters',
        args: [...PLAIN, ...FILTERED].map(filterArgs),
        explain: true,
      },
    ];
    // BENCH_CASES=autocomplete,suggestions: only the cases whose name contains one of these.
    const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
    if (only) cases.splice(0, cases.length, ...cases.filter((c) => only.some((o) => c.name.includes(o))));

    const results: string[] = [];
    let failed = false;
    const verdict = (label: string, value: number, target: number | undefined) => {
      if (target === undefined) return;
      const ok = value <= target;
      failed ||= !ok;
      results.push(`${ok ? 'PASS' : 'FAIL'}  ${label}: p95 ${value.toFixed(2)} ms (target <= ${target} ms)`);
    };

    console.info(loadAverageLine());
    console.info(`\nplans (auto_explain of every nested statement, as anon)`);
    for (const c of cases.filter((x) => x.explain)) {
      const { plans, seq } = await explainCase(dbUrl, c);
      const ok = plans > 0 && seq.length === 0;
      failed ||= !ok;
      const line = `${ok ? 'PASS' : 'FAIL'}  ${c.name}: ${plans} plans, ${seq.length ? `sequential scan of ${seq.join(', ')}` : 'no sequential scan of large tables'}`;
      console.info(`  ${line}`);
      results.push(line);
    }

    // The fast paths (streams, shared stream, bitmap fallbacks) answer what one sort would.
    const checked = referenceCases(
      [...PLAIN, ...TYPOS].map((a) => a.search_term as string),
      AUTOCOMPLETE.map((a) => a.search_query as string),
    );
    const differences = await compareWithReference(admin, checked);
    failed ||= differences.length > 0;
    const orderLine = `${differences.length ? 'FAIL' : 'PASS'}  relevance order: ${checked.length - differences.length}/${checked.length} pages equal to one sort of every match${differences.length ? ` (${differences.join('; ')})` : ''}`;
    console.info(`\n  ${orderLine}`);
    results.push(orderLine);

    console.info(`\nat the database: direct SQL as anon, sequential, ${ROUNDS} calls per case (ms)`);
    console.info(`  ${'case'.padEnd(28)}      p50      p95`);
    const conn = await admin.reserve();
    try {
      await conn.unsafe('set role anon');
      for (const c of cases) {
        const { p50, p95 } = summary(await timeDatabase(conn, c));
        console.info(`  ${c.name.padEnd(28)} ${fmt(p50)} ${fmt(p95)}`);
        verdict(`${c.name} at the database`, p95, c.dbTarget);
      }
    } finally {
      await conn.unsafe('reset role');
      conn.release();
    }

    if (apiUrl && !SKIP_GATEWAY) {
      const clients = Array.from({ length: CLIENTS }, () =>
        createClient(apiUrl as string, anonKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: NoRealtime as never },
        }),
      );
      console.info(
        `\nthrough the gateway: ${CLIENTS} concurrent supabase-js clients, each pausing ${THINK_MS} ms on average (random) between calls, ${REQUESTS} calls per case (ms)`,
      );
      console.info(`  ${'case'.padEnd(28)}      p50      p95    req/s   errors`);
      // The gateway's own floor under the same load: a trivial RPC.
      const baseline: Case = {
        name: 'baseline: categories RPC',
        fn: 'get_product_categories_structure',
        args: [{}],
        explain: false,
      };
      for (const c of [baseline, ...cases]) {
        const { samples, errors, perSecond } = await timeGateway(clients, c, THINK_MS);
        const { p50, p95 } = summary(samples);
        console.info(
          `  ${c.name.padEnd(28)} ${fmt(p50)} ${fmt(p95)} ${perSecond.toFixed(0).padStart(8)} ${String(errors.length).padStart(8)}`,
        );
        if (errors.length > 0) {
          failed = true;
          results.push(`FAIL  ${c.name} through the gateway: ${errors.length} errors, first: ${errors[0]}`);
        }
        verdict(`${c.name} through the gateway`, p95, c.gatewayTarget);
      }

      console.info(
        `\nthrough the gateway at saturation (informational): ${CLIENTS} clients without pause, ${REQUESTS} calls per case (ms)`,
      );
      console.info(`  ${'case'.padEnd(28)}      p50      p95    req/s`);
      for (const c of [baseline, ...cases.filter((x) => x.name.startsWith('unified search'))]) {
        const { samples, perSecond } = await timeGateway(clients, c, 0);
        const { p50, p95 } = summary(samples);
        console.info(`  ${c.name.padEnd(28)} ${fmt(p50)} ${fmt(p95)} ${perSecond.toFixed(0).padStart(8)}`);
      }
    }

    return finish(results, failed, started);
  } finally {
    await admin.end({ timeout: 5 });
    await stack?.stop();
  }
}

runBench(main);
