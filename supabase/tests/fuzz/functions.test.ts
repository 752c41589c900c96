/**
 * Fuzzing of every edge function (ADR 0014) through the real local gateway (`/functions/v1/<name>`,
 * JWT verification included, as `tests/functions/invoke.ts` reaches them), as a guest, shopper A,
 * shopper B, a forged token, a deleted user's token and no token at all.
 *
 * The functions are the folders of supabase/functions (a new one is fuzzed without a line here);
 * the body fields and query parameters tried are read from each handler's source (`body.x`,
 * `p.x`, `z.object({ x: ... })`, `params.get('x')`), and, where a valid request is known below,
 * requests start from it with some fields replaced, so the fuzz reaches the database and not only
 * the validation. Methods, query strings, content types, malformed, empty, huge (over the 64 KB
 * limit), non-UTF-8 and NUL-holding bodies, arbitrary JSON, wrong types, other users' ids. After
 * every call `World.observe` checks the invariants (kit.ts).
 *
 * FUZZ_RUNS (default 30 per function) and FUZZ_SEED replay a run; the seed is printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const FILE = 'tests/fuzz/functions.test.ts';
const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions');
const s = settings(30);
let world: World;
const started = Date.now();
let names: string[] = [];

/** The function folders (each with a handler.ts), `_shared` excluded. */
function functionNames(): string[] {
  return fs
    .readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .filter((d) => fs.existsSync(path.join(FUNCTIONS_DIR, d.name, 'handler.ts')))
    .map((d) => d.name)
    .sort();
}

/** Body fields and query parameters a handler reads, from its source. */
/**
 * Functions that read no body or query: the outbox sender and the payment jobs only claim what the
 * database holds.
 */
const TAKES_NO_INPUT = new Set(['send-emails', 'payments-sweep']);

function fieldsOf(name: string): { body: string[]; query: string[] } {
  const source = fs.readFileSync(path.join(FUNCTIONS_DIR, name, 'handler.ts'), 'utf8');
  const body = new Set<string>();
  for (const m of source.matchAll(/\b(?:body|p)\.([A-Za-z_]\w*)/g)) body.add(m[1] as string);
  for (const m of source.matchAll(/z\.object\(\{([^}]*)\}/g))
    for (const k of (m[1] as string).matchAll(/([A-Za-z_]\w*)\s*:/g)) body.add(k[1] as string);
  const query = new Set<string>();
  for (const m of source.matchAll(/params\.get\('([^']+)'\)/g)) query.add(m[1] as string);
  return { body: [...body], query: [...query] };
}

/** A request known to be valid for the caller A, where one is known (the fuzz starts from it). */
function validBodies(): Record<string, Record<string, unknown>> {
  const product = world.products[0]?.id;
  return {
    cart: { product_uuid: product, quantity: 1 },
    wishlist: { product_uuid: product },
    orders: { cartItems: new Ref('ownCart'), idempotencyKey: '00000000-0000-4000-8000-000000000001' },
    'validate-discount': { discountCode: world.codes[0], cartSubtotal: 1200 },
    'validate-pincode': { pincode: '400001' },
    'submit-review': {
      productId: product,
      orderId: world.delivered.A,
      rating: 5,
      title: 'Good',
      comment: 'Works well.',
    },
    'console-games-addon-service': {
      consoleType: 'PS5',
      availableStorage: 500,
      storageUnit: 'GB',
      games: ['Elden Ring'],
      addStorage: true,
    },
    'product-discount-request': {
      product_type: 'Laptops',
      ecom_site: 'Flipkart.in',
      product_url: 'https://www.flipkart.com/asus-tuf-f15/p/itm123456',
      current_price: 45999,
    },
  };
}

/** A hostile value for a field, chosen by its name. */
function fieldArb(field: string): fc.Arbitrary<unknown> {
  let typed: fc.Arbitrary<unknown>;
  if (field === 'cartItems') typed = cartItemsArb(world);
  else if (/uuid|Id$|^id$|Key$/.test(field)) typed = uuidArb(world);
  else if (/quantity|rating|price|Price|Storage$|Subtotal/.test(field)) typed = hostileNumber;
  else if (field === 'games') typed = fc.array(textArb(world), { maxLength: 25 });
  else if (/^add|^clear$/.test(field)) typed = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1));
  else typed = textArb(world);
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '"text"',
  '42',
  '[]',
  '[{}]',
  '\u0000',
  '{"x":"\\u0000"}',
  '{"\\u0000":1}',
  '{"x":"\\ud800"}',
  `{"pincode":"${'4'.repeat(70_000)}"}`,
  ' '.repeat(1000),
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const RAW_BYTES = [new Uint8Array([0xff, 0xfe, 0xfd]), new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])];

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array };

interface Request {
  caller: CallerName | 'none';
  method: string;
  query: [string, unknown][];
  body: Body;
  contentType: string | null;
}

function requestArb(name: string): fc.Arbitrary<Request> {
  const { body: bodyFields, query: queryFields } = fieldsOf(name);
  const fields = bodyFields.length > 0 ? bodyFields : ['id', 'value'];
  const valid = validBodies()[name] ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of new Set([...fields, ...Object.keys(valid)])) {
    const keep = f in valid ? [{ arbitrary: fc.constant(valid[f]), weight: 3 }] : [];
    record[f] = fc.oneof(
      ...keep,
      { arbitrary: fieldArb(f), weight: 2 },
      { arbitrary: fc.constant(OMIT), weight: 1 },
    );
  }
  const object = fc
    .record(record)
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== OMIT)));
  const body: fc.Arbitrary<Body> = fc.oneof(
    { arbitrary: object.map((value) => ({ kind: 'json' as const, value })), weight: 8 },
    { arbitrary: anyJson.map((value) => ({ kind: 'json' as const, value })), weight: 1 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })), weight: 2 },
    {
      arbitrary: fc.constantFrom(...RAW_BYTES).map((bytes) => ({ kind: 'bytes' as const, bytes })),
      weight: 1,
    },
  );
  const queryKeys = [...queryFields, 'clear', 'product_uuid', 'pincode'];
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...queryKeys),
        hostileString.map((k) => k.slice(0, 30)),
      ),
      fc.oneof(
        fc.constantFrom('true', 'false', '400001', ''),
        uuidArb(world),
        textArb(world).map((v) => (typeof v === 'string' ? v.slice(0, 3000) : v)),
      ),
    ),
    { maxLength: 3 },
  );
  return fc.record({
    caller: fc.oneof(
      { arbitrary: callerArb, weight: 9 },
      { arbitrary: fc.constant<Request['caller']>('none'), weight: 1 },
    ),
    method: fc.oneof(
      { arbitrary: fc.constant('POST'), weight: 6 },
      { arbitrary: fc.constantFrom('GET', 'PATCH', 'DELETE'), weight: 3 },
      { arbitrary: fc.constantFrom('PUT', 'OPTIONS'), weight: 1 },
    ),
    query,
    body,
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 8 },
      { arbitrary: fc.constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded'), weight: 1 },
    ),
  });
}

const OMIT = Symbol('omit');

async function send(name: string, r: Request): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of r.query) params.append(k, String(await world.resolve(v, 'A')));
  const query = params.size > 0 ? `?${params}` : '';
  const headers: Record<string, string> = { apikey: world.t.anonKey };
  if (r.caller !== 'none') headers.Authorization = `Bearer ${world.tokens[r.caller]}`;
  if (r.contentType) headers['Content-Type'] = r.contentType;
  let payload: BodyInit | undefined;
  const caller: CallerName = r.caller === 'none' ? 'anon' : r.caller;
  if (r.method !== 'GET') {
    if (r.body.kind === 'json') payload = JSON.stringify(await world.resolve(r.body.value, caller));
    else if (r.body.kind === 'raw') payload = r.body.text;
    else if (r.body.kind === 'bytes') payload = new Blob([r.body.bytes as Uint8Array<ArrayBuffer>]);
  }
  const response = await fetch(`${world.t.apiUrl}/functions/v1/${name}${query}`, {
    method: r.method,
    headers,
    body: payload,
  });
  const text = await response.text();
  const sent = `${query} ${typeof payload === 'string' ? payload : ''}`;
  await world.observe({
    sent,
    label: `function ${name} ${r.method}`,
    caller,
    shopperFacing: true,
    exchange: { status: response.status, contentType: response.headers.get('content-type') ?? '', text },
  });
}

beforeAll(async () => {
  world = await createWorld();
  names = functionNames();
}, 120_000);

afterAll(async () => {
  if (process.env.FUZZ_VERBOSE) console.info(histogram(world.stats));
  console.info(
    summaryLine(
      'edge functions',
      s,
      world.stats,
      Date.now() - started,
      `, ${names.length} functions x 6 callers (anon, A, B, forged, deleted user, no token)`,
    ),
  );
  await world?.drop();
});

describe('fuzzing every edge function', () => {
  it('finds the functions to fuzz, with the fields each reads', () => {
    expect(names).toContain('orders');
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const read = fieldsOf(name).body.length + fieldsOf(name).query.length;
      if (TAKES_NO_INPUT.has(name)) expect(read, name).toBe(0);
      else expect(read, name).toBeGreaterThan(0);
    }
  });

  it('answers every hostile request with a 2xx or a JSON 4xx, and keeps every invariant', async () => {
    const failures: string[] = [];
    for (const name of names) {
      const failure = await runProperty(`function ${name}`, FILE, s, requestArb(name), (r) => send(name, r));
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
