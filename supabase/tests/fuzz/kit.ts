/**
 * Property-based fuzzing of the API as a hostile caller (ADR 0014): the pieces the RPC and the
 * edge-function fuzz files share.
 *
 * - `settings()`: runs per property and the seed, from FUZZ_RUNS / FUZZ_SEED (and FUZZ_PATH with
 *   FUZZ_ONLY to replay one failing case of one property); the seed is printed in every summary
 *   and failure, so any failure replays with the command `replayCommand()` prints.
 * - `createWorld()`: a shop of its own (products with little stock, discount codes) and three
 *   callers, a guest, shopper A and shopper B, A and B each holding every kind of private row
 *   (cart line, wishlist row, orders, a pending review, service requests, an online order waiting
 *   for its payment, a paid one cancelled with its refund). Every id of those rows
 *   is in the pools the arbitraries draw from, so A keeps trying B's ids and B A's.
 * - `hostile`: the values (huge, empty, unicode, NUL bytes, lone surrogates, negative and huge
 *   numbers, wrong types, arbitrary JSON).
 * - `World.observe(call)`: after each call, the invariants: no 5xx; a refusal is a JSON error with
 *   a message; nothing written by a refused call (the row count and newest writer of every
 *   table of public); stock never negative and every unit sold accounted for; no cart above 20 lines or a
 *   line outside 1-99; every order's total equal to the server's formula; no shopper above the unpaid
 *   order limits; no answer to one caller holding another shopper's private ids or address.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import type postgres from 'postgres';
import { UNPAID_ORDER_LIMITS } from 'shared/contracts';
import { accessMatrix } from '../../access-matrix';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { type StackTarget, target } from '../helpers/target';
import { mintToken, type TestUser } from '../helpers/users';

// ----------------------------------------------------------------------------------------------
// Settings, seeds, reporting

export interface FuzzSettings {
  seed: number;
  runs: number;
  /** fast-check's path of one failing case (replays only that case). */
  path: string | undefined;
}

export function settings(defaultRuns: number): FuzzSettings {
  const seedText = process.env.FUZZ_SEED;
  const runsText = process.env.FUZZ_RUNS;
  const seed = seedText ? Number(seedText) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  const runs = runsText ? Number(runsText) : defaultRuns;
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${seedText}`);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, got ${runsText}`);
  return { seed, runs, path: process.env.FUZZ_PATH || undefined };
}

export function replayCommand(file: string, seed: number, path?: string, property?: string): string {
  const p = path ? ` FUZZ_PATH=${path}` : '';
  const only = property ? ` FUZZ_ONLY='${property}'` : '';
  return `FUZZ_SEED=${seed}${p}${only} pnpm --filter @store/supabase exec vitest run --config vitest.config.ts ${file}`;
}

/**
 * Runs one property with the file's seed. A failure is returned as text naming the property, the
 * seed, the path, the (shrunk) counterexample and the command that replays it; null when it held.
 */
export async function runProperty<T>(
  name: string,
  file: string,
  s: FuzzSettings,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  runs = s.runs,
): Promise<string | null> {
  // Replaying one failure (FUZZ_ONLY, printed with it): the other properties do not run.
  if (process.env.FUZZ_ONLY && process.env.FUZZ_ONLY !== name) return null;
  const details = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      await predicate(value);
    }),
    { seed: s.seed, numRuns: runs, ...(s.path ? { path: s.path } : {}) },
  );
  if (!details.failed) return null;
  const example = clip(JSON.stringify(details.counterexample, replacer), 1500);
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const text = [
    `FUZZ FAILURE in ${name}: ${clip(error, 2000)}`,
    `  seed ${details.seed}, path ${details.counterexamplePath}, after ${details.numRuns} runs (${details.numShrinks} shrinks)`,
    `  counterexample: ${example}`,
    `  replay: ${replayCommand(file, details.seed, details.counterexamplePath ?? undefined, name)}`,
  ].join('\n');
  console.error(text);
  return text;
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.length > 120)
    return `${value.slice(0, 60)}...(${value.length} chars)`;
  if (value instanceof Uint8Array) return `bytes[${Array.from(value.slice(0, 8)).join(',')}...]`;
  return value;
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...(${text.length} chars)` : text;
}

export interface Stats {
  calls: number;
  ok: number;
  refused: number;
  fiveXX: number;
  invariantChecks: number;
  violations: number;
  /** Per call label, how many answers of each status (printed with FUZZ_VERBOSE=1). */
  byLabel: Map<string, Map<number, number>>;
  /** Per call label, a few distinct refusal messages (printed with FUZZ_VERBOSE=1). */
  messages: Map<string, Set<string>>;
}

export const newStats = (): Stats => ({
  calls: 0,
  ok: 0,
  refused: 0,
  fiveXX: 0,
  invariantChecks: 0,
  violations: 0,
  byLabel: new Map(),
  messages: new Map(),
});

/** The status histogram per call label, one line each. */
export function histogram(stats: Stats): string {
  return [...stats.byLabel]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([label, counts]) =>
        `  ${label}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([st, n]) => `${st} x${n}`)
          .join(', ')}${[...(stats.messages.get(label) ?? [])].map((m) => `\n      ${m}`).join('')}`,
    )
    .join('\n');
}

export function summaryLine(what: string, s: FuzzSettings, stats: Stats, ms: number, extra = ''): string {
  return `Fuzz ${what}: seed ${s.seed}, ${s.runs} runs per property${extra}; calls made ${stats.calls} (${stats.ok} 2xx, ${stats.refused} 4xx), 5xx = ${stats.fiveXX}, invariants checked ${stats.invariantChecks} times, violations = ${stats.violations}${stats.fiveXX === 0 && stats.violations === 0 ? ' (all held)' : ''}; ${(ms / 1000).toFixed(1)} s`;
}

// ----------------------------------------------------------------------------------------------
// Hostile values

/** A value the runner replaces at call time (the caller's current cart, as place_order wants it). */
export class Ref {
  constructor(readonly name: 'ownCart' | 'ownCartPlusOne' | 'otherCart') {}
  toJSON(): string {
    return `<${this.name}>`;
  }
}

const LONE_SURROGATES = ['\uD800', 'a\uDC00b', '\uDBFF\uDFFF\uD800'];
const NUL_STRINGS = ['\u0000', 'a\u0000b', 'PS5\u0000', '\u0000'.repeat(4), '400001\u0000'];
const TRICKY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  "'; drop table public.orders; --",
  '%',
  '_',
  '\\',
  '"',
  '$' + '{x}',
  '%s%n',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '１２３４５６',
  '٤٠٠٠٠١',
  '४००००१',
  'उत्पाद समीक्षा',
  'ÅÍÎÏ˝ÓÔÒÚÆ☃',
  '👨‍👩‍👧‍👦🎮',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://www.flipkart.com/x',
  '[]',
  '{}',
];

/** Huge strings: past the 64 KB body limit of the functions, past btree and text limits. */
export const hugeString = fc.constantFrom(
  'x'.repeat(70_000),
  'é'.repeat(40_000),
  '9'.repeat(5_000),
  '🎮'.repeat(3_000),
  `${'a'.repeat(2_800)} ${'b'.repeat(2_800)}`,
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...NUL_STRINGS), weight: 2 },
  { arbitrary: fc.constantFrom(...LONE_SURROGATES), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      1,
      2,
      5,
      6,
      19,
      20,
      21,
      98,
      99,
      100,
      101,
      1000,
      2147483647,
      2147483648,
      -2147483648,
      -2147483649,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      1e20,
      1e308,
      -1e308,
      0.5,
      1.5,
      99.99,
      5e-324,
    ),
    weight: 4,
  },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

// ----------------------------------------------------------------------------------------------
// The world: a shop, two shoppers with private rows, the callers

/**
 * anon: the anon key; A, B: signed-in shoppers; forged: B's id signed with a wrong secret; ghost: a
 * validly signed token whose user no longer exists (an account deleted while a session lives).
 */
export type CallerName = 'anon' | 'A' | 'B' | 'forged' | 'ghost';
export const CALLERS: CallerName[] = ['anon', 'A', 'B', 'forged', 'ghost'];

export interface Exchange {
  status: number;
  contentType: string;
  text: string;
}

export interface Call {
  /** What was called, for messages. */
  label: string;
  /** One of several calls made at once: a refusal's "nothing written" cannot be told apart then. */
  concurrent?: boolean;
  /**
   * An edge function: its refusals are read by shoppers, so their message must be the function's
   * own (docs/product.md's texts), never the database's (`callRpc` in functions/_shared/rpc.ts
   * forwards a 4xx's).
   */
  shopperFacing?: boolean;
  /** What the caller sent (a refusal may echo it; what it echoes is not a leak). */
  sent?: string;
  caller: CallerName;
  exchange: Exchange;
}

export interface World {
  t: StackTarget;
  shop: ShopFixture;
  sql: postgres.Sql;
  users: { A: TestUser; B: TestUser };
  /** Each shopper's delivered order (reviewable; the first product is in it). */
  delivered: { A: string; B: string };
  products: ShopProduct[];
  codes: string[];
  /** Every uuid worth trying: products, both shoppers' private ids, random ones. */
  uuidPool: string[];
  /** Texts worth trying: codes, slugs, pincodes, statuses, console types... */
  textPool: string[];
  /** The bearer token each caller sends. */
  tokens: Record<CallerName, string>;
  /**
   * A supabase-js client per caller whose every exchange is recorded in `exchanges`, under the
   * request's `x-fuzz-call` header (calls may run concurrently).
   */
  clients: Record<CallerName, SupabaseClient>;
  exchanges: Map<string, Exchange>;
  stats: Stats;
  /** Resolves the `Ref`s inside `value` for `caller`. */
  resolve(value: unknown, caller: CallerName): Promise<unknown>;
  /** Checks every invariant after `call`; throws with every violation found. */
  observe(call: Call): Promise<void>;
  /**
   * A write of the shop's own (as the database owner) between calls, such as confirming orders:
   * the next call's "nothing written by a refusal" check starts after it.
   */
  asShop(write: (sql: postgres.Sql) => Promise<unknown>): Promise<void>;
  drop(): Promise<void>;
}

interface Snapshot {
  tables: Map<string, string>;
}

const STOCK = 60;
const SCARCE = 3;

export async function createWorld(): Promise<World> {
  const t = target();
  const shop = await createShopFixture();
  const { sql } = shop;
  const started = new Date();
  // Most products have stock to sell; a few run out after a handful of units.
  const products = [
    ...(await shop.products(16, { stock: STOCK, price: 1500, discountPrice: 1200 })),
    ...(await shop.products(8, { stock: SCARCE, price: 2999, discountPrice: 2499.5 })),
  ];
  const initialStock = new Map(products.map((p, i) => [p.id, i < 16 ? STOCK : SCARCE]));
  const [inactive] = await shop.products(1, { stock: 3, active: false });
  const codes = [
    await shop.code({ code: 'PCT', discount_type: 'percentage', discount_value: 0.15 }),
    await shop.code({ code: 'FIX', discount_type: 'fixed', discount_value: 500 }),
    await shop.code({ code: 'HUGE', discount_type: 'fixed', discount_value: 1_000_000 }),
    await shop.code({ code: 'MIN', discount_type: 'percentage', discount_value: 0.1, min_subtotal: 5000 }),
    await shop.code({
      code: 'ONCE',
      discount_type: 'percentage',
      discount_value: 0.2,
      usage_limit_per_user: 1,
    }),
    await shop.code({ code: 'OFF', discount_type: 'percentage', discount_value: 0.3, is_active: false }),
  ];
  const A = await shop.user('fuzz-a', { address: { ...MUMBAI, line2: `Private A ${shop.tag}` } });
  const B = await shop.user('fuzz-b', { address: { ...MUMBAI, line2: `Private B ${shop.tag}` } });
  const first = products[0] as ShopProduct;
  const second = products[1] as ShopProduct;
  // Each shopper: a delivered order (with a pending review), a placed order, a cart line, a
  // wishlist row and one request of each service, all through the real RPCs.
  const deliveredOrders: Record<string, string> = {};
  for (const user of [A, B]) {
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: first.id, p_quantity: 1 });
    const delivered = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_discount_code: codes[0],
    });
    await sql`update public.orders set order_status = 'delivered' where id = ${delivered.orderId}`;
    deliveredOrders[user.id] = delivered.orderId;
    await shop.rpc(user.id, 'submit_review', {
      p_product_id: first.id,
      p_order_id: delivered.orderId,
      p_rating: 4,
      p_title: null,
      p_comment: `Private review of ${user === A ? 'A' : 'B'} ${shop.tag}`,
    });
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: second.id, p_quantity: 1 });
    await shop.rpc(user.id, 'place_order', { p_idempotency_key: randomUUID(), p_discount_code: codes[1] });
    // Payments: an online order paid (a verified capture) and cancelled by the shopper (a refund
    // requested), and one waiting for its payment (payable_order, cancel_my_order).
    for (const pay of [true, false]) {
      await shop.rpc(user.id, 'cart_add_item', { p_product_id: first.id, p_quantity: 1 });
      const online = await shop.rpc<{ orderId: string; total: number }>(user.id, 'place_order', {
        p_idempotency_key: randomUUID(),
        p_payment_method: 'online',
      });
      const razorpayOrder = await shop.rpc<string>('service_role', 'attach_razorpay_order', {
        p_order_id: online.orderId,
        p_razorpay_order_id: `order_F${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      });
      if (!pay) continue;
      await shop.rpc('service_role', 'apply_payment_event', {
        p_event_id: `evt_F${randomUUID()}`,
        p_source: 'webhook',
        p_event: 'payment.captured',
        p_razorpay_order_id: razorpayOrder,
        p_payment_id: `pay_F${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        p_amount_paise: Math.round(online.total * 100),
        p_currency: 'INR',
        p_method: 'upi',
      });
      await shop.rpc(user.id, 'cancel_my_order', {
        p_order_id: online.orderId,
        p_reason: 'Ordered by mistake',
      });
    }
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: second.id, p_quantity: 1 });
    await shop.rpc(user.id, 'wishlist_add_item', { p_product_id: first.id });
    await shop.as(user.id, async (tx) => {
      await tx`select public.create_game_load_request('PS5', 500, 'GB', ${JSON.stringify(['Elden Ring'])}::jsonb, true)`;
      await tx`select public.create_product_discount_request('Laptops', 'Flipkart.in',
                 'https://www.flipkart.com/asus-tuf-f15/p/itm123456', 45999)`;
      await tx`insert into public.repairrequests (user_id, status, product_type, product_description, shipping_address)
               values (${user.id}, 'pending', 'ps5', 'PS5 Disc Edition - Turns off after ten minutes', '{}'::jsonb)`;
    });
  }
  const privateIds = { A: await privateIdsOf(sql, A.id), B: await privateIdsOf(sql, B.id) };
  const privateText: Record<'A' | 'B', string[]> = {
    A: [...privateIds.A, `Private A ${shop.tag}`, `Private review of A ${shop.tag}`, A.email],
    B: [...privateIds.B, `Private B ${shop.tag}`, `Private review of B ${shop.tag}`, B.email],
  };
  const uuidPool = [
    ...products.map((p) => p.id),
    inactive?.id ?? randomUUID(),
    ...privateIds.A,
    ...privateIds.B,
    A.id,
    B.id,
    '00000000-0000-0000-0000-000000000000',
    randomUUID(),
    first.id.toUpperCase(),
  ];
  const textPool = [
    ...codes,
    ...codes.map((c) => ` ${c.toLowerCase()} `),
    ...products.slice(0, 3).map((p) => p.slug),
    '400001',
    '110001',
    '999999',
    'PS5',
    'PS4',
    'GB',
    'TB',
    'Laptops',
    'Flipkart.in',
    'pending',
    'approved',
    'rejected',
    'active',
    'completed',
    'delivered',
    'gaming',
  ];
  const secret = t.jwtSecret ?? '';
  const ghostId = randomUUID();
  const tokens: Record<CallerName, string> = {
    anon: t.anonKey,
    A: A.accessToken,
    B: B.accessToken,
    // Signed with a wrong secret, claiming to be B: every layer must refuse it.
    forged: await mintToken(
      { sub: B.id, role: 'authenticated', aud: 'authenticated' },
      `${secret}-wrong-secret-x`,
    ),
    // Correctly signed, for a user id that is not (or no longer) in auth.users.
    ghost: await mintToken(
      { sub: ghostId, role: 'authenticated', aud: 'authenticated', email: 'gone@example.test' },
      secret,
    ),
  };
  const exchanges = new Map<string, Exchange>();
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.text();
    const id = new Headers(init?.headers).get('x-fuzz-call');
    if (id)
      exchanges.set(id, {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
      });
    const nullBody = [101, 204, 205, 304].includes(response.status);
    return new Response(nullBody ? null : text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  const client = (token: string) =>
    createClient(t.apiUrl, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
      global: { headers: { Authorization: `Bearer ${token}` }, fetch: recordingFetch },
    });
  const clients = {
    anon: client(tokens.anon),
    A: client(tokens.A),
    B: client(tokens.B),
    forged: client(tokens.forged),
    ghost: client(tokens.ghost),
  };
  const userIds: Record<CallerName, string | null> = {
    anon: null,
    A: A.id,
    B: B.id,
    forged: null,
    ghost: ghostId,
  };
  const stats = newStats();
  const snapshotQuery = await buildSnapshotQuery(sql);
  let before: Snapshot = await snapshot(sql, snapshotQuery);

  async function cartOf(userId: string | null): Promise<{ id: string; quantity: number }[]> {
    if (!userId) return [];
    return await sql<{ id: string; quantity: number }[]>`
      select product_id as id, quantity from public.cart_items where user_id = ${userId} order by created_at, product_id`;
  }

  async function resolve(value: unknown, caller: CallerName): Promise<unknown> {
    if (value instanceof Ref) {
      if (value.name === 'otherCart') return await cartOf(caller === 'A' ? B.id : A.id);
      const cart = await cartOf(userIds[caller]);
      if (value.name === 'ownCart') return cart;
      return cart.map((line, i) => (i === 0 ? { ...line, quantity: line.quantity + 1 } : line));
    }
    if (Array.isArray(value)) return await Promise.all(value.map((v) => resolve(v, caller)));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = await resolve(v, caller);
      return out;
    }
    return value;
  }

  async function observe(call: Call): Promise<void> {
    stats.calls += 1;
    stats.invariantChecks += 1;
    const counts = stats.byLabel.get(call.label) ?? new Map<number, number>();
    counts.set(call.exchange.status, (counts.get(call.exchange.status) ?? 0) + 1);
    stats.byLabel.set(call.label, counts);
    const problems: string[] = [];
    const { status, contentType, text } = call.exchange;
    const where = `${call.label} as ${call.caller}`;
    if (status >= 500) {
      stats.fiveXX += 1;
      problems.push(`${where}: answered ${status} (a 5xx): ${clip(text, 300)}`);
    } else if (status >= 400) {
      stats.refused += 1;
      const message = errorMessageOf(contentType, text);
      const seen = stats.messages.get(call.label) ?? new Set<string>();
      if (seen.size < 6) seen.add(`${status} ${clip(message ?? text, 110)}`);
      stats.messages.set(call.label, seen);
      if (message !== null && call.shopperFacing && DATABASE_MESSAGE.test(message))
        problems.push(
          `${where}: refused with ${status} and the database's own message: ${clip(message, 200)}`,
        );
      if (message === null)
        problems.push(
          `${where}: refused with ${status} but not as a JSON error with a message (content-type ${contentType}): ${clip(text, 300)}`,
        );
    } else {
      stats.ok += 1;
    }
    // Another shopper's private ids or address in the answer to this caller (in a refusal, unless
    // it only echoes what the caller sent).
    for (const owner of ['A', 'B'] as const) {
      if (owner === call.caller) continue;
      const leaked = privateText[owner].find(
        (secretText) => text.includes(secretText) && (status < 300 || !call.sent?.includes(secretText)),
      );
      if (leaked)
        problems.push(`${where}: the answer holds shopper ${owner}'s private ${leaked}: ${clip(text, 300)}`);
    }
    const after = await snapshot(sql, snapshotQuery);
    if (status >= 300 && !call.concurrent) {
      const changed = [...after.tables]
        .filter(([name, sum]) => before.tables.get(name) !== sum)
        .map(([n]) => n);
      if (changed.length > 0)
        problems.push(
          `${where}: refused with ${status}, yet it wrote to ${changed.join(', ')} (answer ${clip(text, 200)})`,
        );
    }
    before = after;
    problems.push(...(await invariantProblems(sql, initialStock, started)));
    if (problems.length > 0) {
      stats.violations += problems.length;
      throw new Error(problems.join('\n'));
    }
  }

  return {
    t,
    shop,
    sql,
    users: { A, B },
    delivered: { A: deliveredOrders[A.id] ?? '', B: deliveredOrders[B.id] ?? '' },
    products,
    codes,
    uuidPool,
    textPool,
    tokens,
    clients,
    exchanges,
    stats,
    resolve,
    observe,
    async asShop(write) {
      await write(sql);
      before = await snapshot(sql, snapshotQuery);
    },
    drop: () => shop.drop(),
  };
}

const MUMBAI = {
  line1: '12 Marine Drive',
  line2: 'Churchgate',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400001',
  country: 'India',
};

/** supabase-js builds its realtime client eagerly and Node 20 has no WebSocket; never used here. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}

/** Postgres' and PostgREST's own error texts: never what a function says to a shopper. */
const DATABASE_MESSAGE =
  /invalid input syntax|unsupported Unicode|Unicode (low|high) surrogate|out of range for type|value too long|violates|syntax error|does not exist|permission denied|null value in column|malformed array literal|could not find the function|JWSError|schema cache/i;

/**
 * The message of a JSON error body, else null: `message` (PostgREST, GoTrue, some functions),
 * `error` (our functions) or `msg` (the platform's own refusals before a function runs, such as
 * 'Invalid JWT': the hosted edge gateway's format, which the local stack copies), a non-empty string.
 */
export function errorMessageOf(contentType: string, text: string): string | null {
  if (!/application\/json/i.test(contentType)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { message, error, msg } = body as { message?: unknown; error?: unknown; msg?: unknown };
  for (const text of [message, error, msg]) if (typeof text === 'string' && text.trim() !== '') return text;
  return null;
}

/**
 * Every uuid in a shopper's rows of every table the access matrix declares as owned (orders,
 * requests, reviews...), except public ones (product ids) and the user's own id: what no other
 * caller may ever be shown.
 */
async function privateIdsOf(sql: postgres.Sql, userId: string): Promise<string[]> {
  const out = new Set<string>();
  for (const [name, access] of Object.entries(accessMatrix.relations)) {
    if (access.kind !== 'owned' || name === 'staff') continue;
    const columns = await sql<{ column: string }[]>`
      select a.attname::text as column from pg_attribute a
      where a.attrelid = ${`public.${name}`}::regclass and a.attnum > 0 and not a.attisdropped
        and a.atttypid = 'uuid'::regtype`;
    for (const { column } of columns) {
      const rows = await sql.unsafe(
        `select distinct t."${column}"::text as v from public."${name}" t
         where (${access.owner}) = $1::uuid and t."${column}" is not null
           and not exists (select 1 from public.products p where p.product_id = t."${column}")`,
        [userId],
      );
      for (const r of rows as unknown as { v: string }[]) if (r.v !== userId) out.add(r.v);
    }
  }
  return [...out];
}

/**
 * One query giving, for every table of public, its row count and the newest transaction that wrote
 * one of its rows (xmin): an insert or update makes a row whose xmin is a newer transaction, a
 * delete lowers the count, so any committed write changes the pair (a rolled-back one does not:
 * nothing was written). Cheaper than hashing every row of the catalogue after every call.
 */
async function buildSnapshotQuery(sql: postgres.Sql): Promise<string> {
  const tables = await sql<{ name: string }[]>`
    select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`;
  return tables
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(max(t.xmin::text::bigint), 0)::text as sum from public."${name}" t`,
    )
    .join('\nunion all\n');
}

async function snapshot(sql: postgres.Sql, query: string): Promise<Snapshot> {
  const rows = (await sql.unsafe(query)) as unknown as { name: string; sum: string }[];
  return { tables: new Map(rows.map((r) => [r.name, r.sum])) };
}

/**
 * The data invariants, for the whole database (every shopper, not just the callers): stock never
 * negative and, for the world's products, initial stock = stock now + units sold since (in orders
 * not closed: a cancelled, failed or expired order gave its units back); no cart
 * above 20 lines or a line outside 1-99; every order placed since the world began priced by the
 * server's formula (docs/product.md#orders, #cart; orders migration): line subtotal =
 * unit price x quantity, unit price = the product's selling price, subtotal = sum of lines, discount =
 * the code's (percentage: round(subtotal x rate, 2); fixed: its value; never above the subtotal;
 * 0 without a code), total = subtotal - discount, and the order_summary the shopper sees says the same;
 * no shopper who placed an order since then holding more unpaid orders, or more units of a product in
 * them, than UNPAID_ORDER_LIMITS allows.
 */
async function invariantProblems(
  sql: postgres.Sql,
  initialStock: Map<string, number>,
  since: Date,
): Promise<string[]> {
  const ids = [...initialStock.keys()];
  const initial = [...initialStock.values()];
  const rows = await sql<{ problem: string }[]>`
    select 'stock of ' || p.slug || ' is ' || p.stock_units as problem
    from public.products p where p.stock_units < 0
    union all
    select 'stock of ' || p.slug || ' is ' || p.stock_units || ' + ' || coalesce(s.sold, 0) || ' sold <> ' || w.initial || ' at the start'
    from unnest(${ids}::uuid[], ${initial}::int[]) w(id, initial)
    join public.products p on p.product_id = w.id
    left join (select oi.product_id, sum(oi.quantity) as sold from public.order_items oi
               join public.orders o on o.id = oi.order_id
               -- A closed order (cancelled by the shopper or the shop, failed, its payment's hold
               -- ended) gave its units back.
               where o.order_status not in ('cancelled', 'failed', 'payment_expired')
               group by oi.product_id) s on s.product_id = p.product_id
    where p.stock_units + coalesce(s.sold, 0) <> w.initial
    union all
    select 'shopper ' || o.user_id || ' holds ' || count(*) || ' unpaid orders (max ' || ${UNPAID_ORDER_LIMITS.maxOrders}::int || ')'
    from public.orders o
    where private.is_unpaid(o.order_status, o.payment_status)
      and o.user_id in (select x.user_id from public.orders x where x.created_at >= ${since})
    group by o.user_id having count(*) > ${UNPAID_ORDER_LIMITS.maxOrders}::int
    union all
    select 'shopper ' || o.user_id || ' holds ' || sum(oi.quantity) || ' units of ' || min(oi.product_slug)
           || ' in unpaid orders (max ' || ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct}::int || ')'
    from public.orders o join public.order_items oi on oi.order_id = o.id
    where private.is_unpaid(o.order_status, o.payment_status)
      and o.user_id in (select x.user_id from public.orders x where x.created_at >= ${since})
    group by o.user_id, oi.product_id having sum(oi.quantity) > ${UNPAID_ORDER_LIMITS.maxUnitsPerProduct}::int
    union all
    select 'cart of ' || c.user_id || ' holds ' || count(*) || ' lines (max 20)'
    from public.cart_items c group by c.user_id having count(*) > 20
    union all
    select 'cart line of ' || c.user_id || ' has quantity ' || c.quantity
    from public.cart_items c where c.quantity not between 1 and 99
    union all
    select 'order ' || o.id || ': ' || concat_ws('; ',
        case when o.subtotal <> coalesce(l.sum, -1) then 'subtotal ' || o.subtotal || ' <> sum of lines ' || coalesce(l.sum::text, 'none') end,
        case when l.bad_lines > 0 then l.bad_lines || ' line(s) not priced unit x quantity at the selling price' end,
        case when l.lines > 20 then l.lines || ' lines (max 20)' end,
        case when o.discount_amount <> expected.discount then 'discount ' || o.discount_amount || ' <> ' || expected.discount end,
        case when o.total <> o.subtotal - o.discount_amount or o.total < 0 then 'total ' || o.total || ' <> subtotal - discount' end,
        case when (o.order_details -> 'order_summary' ->> 'total')::numeric <> o.total
               or (o.order_details -> 'order_summary' ->> 'subtotal')::numeric <> o.subtotal
               or (o.order_details -> 'order_summary' ->> 'discount_amount')::numeric <> o.discount_amount
             then 'order_summary ' || (o.order_details -> 'order_summary')::text || ' differs from the order' end)
    from public.orders o
    left join lateral (
      select sum(oi.subtotal) as sum, count(*) as lines,
             count(*) filter (where oi.subtotal <> oi.unit_price * oi.quantity or oi.quantity not between 1 and 99
                              or oi.unit_price <> pr.discount_price) as bad_lines
      from public.order_items oi join public.products pr on pr.product_id = oi.product_id
      where oi.order_id = o.id) l on true
    left join public.discount_codes d on d.code = o.discount_code
    cross join lateral (
      select case when o.discount_code is null then 0::numeric
                  when d.code is null then -1::numeric
                  else least(case d.discount_type when 'percentage' then round(o.subtotal * d.discount_value, 2)
                                  else d.discount_value end, o.subtotal) end as discount) expected
    where o.created_at >= ${since}
      and (o.subtotal <> coalesce(l.sum, -1) or l.bad_lines > 0 or l.lines > 20
           or o.discount_amount <> expected.discount or o.total <> o.subtotal - o.discount_amount or o.total < 0
           or (o.order_details -> 'order_summary' ->> 'total')::numeric is distinct from o.total
           or (o.order_details -> 'order_summary' ->> 'subtotal')::numeric is distinct from o.subtotal
           or (o.order_details -> 'order_summary' ->> 'discount_amount')::numeric is distinct from o.discount_amount)`;
  return rows.map((r) => `invariant: ${r.problem}`);
}

/** Picks a caller: guests, forged tokens and deleted users too, shoppers most. */
export const callerArb: fc.Arbitrary<CallerName> = fc.oneof(
  { arbitrary: fc.constant<CallerName>('A'), weight: 5 },
  { arbitrary: fc.constant<CallerName>('B'), weight: 2 },
  { arbitrary: fc.constant<CallerName>('anon'), weight: 2 },
  { arbitrary: fc.constant<CallerName>('forged'), weight: 1 },
  { arbitrary: fc.constant<CallerName>('ghost'), weight: 1 },
);

export function uuidArb(world: World): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...world.uuidPool), weight: 8 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom('not-a-uuid', '', ' ', '{}', `${world.products[0]?.id}\u0000`), weight: 1 },
  );
}

export function textArb(world: World): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...world.textPool), weight: 3 },
    { arbitrary: hostileString, weight: 4 },
  );
}

/** The caller's own cart (as place_order wants it), a tampered one, another's, or junk lines. */
export function cartItemsArb(world: World): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constant(new Ref('ownCart')), weight: 6 },
    { arbitrary: fc.constant(new Ref('ownCartPlusOne')), weight: 1 },
    { arbitrary: fc.constant(new Ref('otherCart')), weight: 1 },
    {
      arbitrary: fc.array(fc.record({ id: uuidArb(world), quantity: fc.oneof(hostileNumber, anyJson) }), {
        maxLength: 22,
      }),
      weight: 2,
    },
    { arbitrary: anyJson, weight: 1 },
  );
}
