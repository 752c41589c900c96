/**
 * The RLS matrix, generated from the catalogue, not hand-listed (ADR 0013). Every table, view
 * and function of `public` is read from pg_class / pg_proc; every action is TRIED (in a
 * transaction that is rolled back) as a guest, shopper A, shopper B and the seeded staff member
 * (and the service role where a row declares its rights), on A's rows and on B's rows, and the
 * outcome is compared with the ONE declared table,
 * `supabase/access-matrix.ts`. An object without a declared row, or a declared row without an
 * object, fails: no migration can ship a table or function without saying who may use it.
 *
 * Outcomes: a row affected / seen = allowed; no row or SQLSTATE 42501 = denied; any other error
 * = denied, with its SQLSTATE shown (a trigger's refusal stays visible). A leak is "allowed where
 * the declaration says denied"; "refused" is the reverse. Both fail.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actions,
  accessMatrix,
  type FunctionAccess,
  type OwnedAccess,
  type RelationAccess,
} from '../../access-matrix';
import type { TestUser } from '../helpers/users';
import { createShopFixture, type ShopFixture } from './orders-fixture';

/** The seeded staff member (seed/15_staff.sql). */
const STAFF_ID = '0d6f3a58-7a1e-4c2b-9a51-00000000a001';
const ACTIONS = ['s', 'i', 'u', 'd'] as const;
type Action = (typeof ACTIONS)[number];
const ACTION_NAMES: Record<Action, string> = { s: 'select', i: 'insert', u: 'update', d: 'delete' };

interface Actor {
  name: 'anon' | 'A' | 'B' | 'staff' | 'service';
  role: 'anon' | 'authenticated' | 'service_role';
  id: string | null;
}

interface Outcome {
  allowed: boolean;
  /** SQLSTATE and message of an error other than 42501. */
  error?: string;
}

interface Relation {
  name: string;
  kind: string;
  /** Primary-key columns ([] for a view: rows are then matched on their whole content). */
  pk: string[];
  /** Columns an insert writes (not generated). */
  insertable: string[];
  identityAlways: boolean;
  /** Per API role, the column a no-op update sets (one it may update, if any). */
  updateColumn: Record<Actor['role'], string | null>;
}

/**
 * Rows that must not persist because they would change who the test users are (a staff row makes
 * its user staff): created inside each attempt's transaction instead, as superuser.
 */
const PER_ATTEMPT_ROWS: Record<string, (a: string, b: string) => string> = {
  staff: (a, b) => `insert into public.staff (user_id) values ('${a}'), ('${b}')`,
};

let shop: ShopFixture;
let sql: postgres.Sql;
let userA: TestUser;
let userB: TestUser;
let actors: Actor[];
const reviewOf: Record<string, string> = {};
const repairOf: Record<string, string> = {};
/** Each shopper's replacement request of their delivered order's line. */
const returnOf: Record<string, string> = {};
const discountRequestOf: Record<string, string> = {};
/** Each shopper's online order paid and then cancelled by the shopper (its refund requested). */
const cancelledPaidOf: Record<string, string> = {};
/** Each shopper's online order paid and kept (all of it refundable). */
const paidOf: Record<string, string> = {};
/** A product of the fixture's shop (the catalogue functions' probes edit it, rolled back). */
let shopProduct = '';
/** A product priced above the price-match offer the staff probe sends. */
let offeredProduct = '';
const razorpayOrderOf: Record<string, string> = {};
const refundOf: Record<string, string> = {};

class Rollback extends Error {}

/**
 * Runs `statement` as `actor` in a transaction that is always rolled back, after `prepare` ran as
 * superuser in the same transaction.
 */
async function attempt(
  actor: Actor,
  prepare: (tx: postgres.TransactionSql) => Promise<void>,
  statement: string,
  params: postgres.ParameterOrJSON<never>[],
): Promise<Outcome> {
  let outcome: Outcome = { allowed: false };
  try {
    await sql.begin(async (tx) => {
      await prepare(tx);
      const claims = JSON.stringify(actor.id ? { sub: actor.id, role: actor.role } : { role: actor.role });
      await tx`select set_config('role', ${actor.role}, true), set_config('request.jwt.claims', ${claims}, true)`;
      try {
        const result = await tx.unsafe(statement, params);
        outcome = { allowed: result.count > 0 };
      } catch (error) {
        const e = error as { code?: string; message?: string };
        outcome =
          e.code === '42501' ? { allowed: false } : { allowed: false, error: `${e.code}: ${e.message}` };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return outcome;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

function matchClause(rel: Relation): string {
  if (rel.pk.length === 0) return 'to_jsonb(t) = $1::jsonb';
  const cols = rel.pk.map((c) => `t.${q(c)}`).join(', ');
  const from = rel.pk.map((c) => `r.${q(c)}`).join(', ');
  return `(${cols}) = (select ${from} from jsonb_populate_record(null::public.${q(rel.name)}, $1::jsonb) r)`;
}

/** Tries one action on one row (the row's jsonb as the superuser sees it). */
async function tryAction(rel: Relation, actor: Actor, action: Action, row: unknown): Promise<Outcome> {
  const table = `public.${q(rel.name)}`;
  const where = matchClause(rel);
  const perAttempt = PER_ATTEMPT_ROWS[rel.name];
  const base = async (tx: postgres.TransactionSql) => {
    if (perAttempt) await tx.unsafe(perAttempt(userA.id, userB.id));
  };
  const params = [JSON.stringify(row)] as postgres.ParameterOrJSON<never>[];
  switch (action) {
    case 's':
      return attempt(actor, base, `select 1 from ${table} t where ${where}`, params);
    case 'u': {
      const column = rel.updateColumn[actor.role];
      if (!column) return { allowed: false };
      return attempt(
        actor,
        base,
        `update ${table} t set ${q(column)} = t.${q(column)} where ${where}`,
        params,
      );
    }
    case 'd':
      return attempt(actor, base, `delete from ${table} t where ${where}`, params);
    case 'i': {
      // The row is removed first (as superuser, foreign-key triggers off so nothing cascades), so
      // only the actor's right to write it decides, never a unique conflict.
      const prepare = async (tx: postgres.TransactionSql) => {
        await base(tx);
        await tx`select set_config('session_replication_role', 'replica', true)`;
        await tx.unsafe(`delete from ${table} t where ${where}`, params);
        await tx`select set_config('session_replication_role', 'origin', true)`;
      };
      const cols = rel.insertable.map(q).join(', ');
      const overriding = rel.identityAlways ? ' overriding system value' : '';
      return attempt(
        actor,
        prepare,
        `insert into ${table} (${cols})${overriding} select ${cols} from jsonb_populate_record(null::${table}, $1::jsonb)`,
        params,
      );
    }
  }
}

async function relations(): Promise<Relation[]> {
  const rows = await sql<
    {
      name: string;
      kind: string;
      pk: string[];
      insertable: string[];
      identity_always: boolean;
      update_anon: string | null;
      update_auth: string | null;
      update_service: string | null;
    }[]
  >`
    select c.relname as name, c.relkind as kind,
      coalesce((select array_agg(a.attname::text order by a.attnum) from pg_index i
                join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
                where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
      coalesce((select array_agg(a.attname::text order by a.attnum) from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''), '{}')
        as insertable,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as identity_always,
      ${updateColumn('anon')} as update_anon,
      ${updateColumn('authenticated')} as update_auth,
      ${updateColumn('service_role')} as update_service
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
    order by c.relname`;
  return rows.map((r) => ({
    name: r.name,
    kind: r.kind,
    pk: r.pk,
    insertable: r.insertable,
    identityAlways: r.identity_always,
    updateColumn: { anon: r.update_anon, authenticated: r.update_auth, service_role: r.update_service },
  }));
}

/** A column `role` may update (a non-key one first), else any settable column. */
function updateColumn(role: string) {
  return sql`(select a.attname::text from pg_attribute a
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity = ''
     order by has_column_privilege(${role}, c.oid, a.attnum, 'UPDATE') desc,
              a.attnum = any(coalesce((select i.indkey::int2[] from pg_index i where i.indrelid = c.oid and i.indisprimary), '{}')),
              a.attnum
     limit 1)`;
}

/** A row of `rel` owned by `userId` (by the declared owner expression), as jsonb. */
async function ownedRow(rel: Relation, owner: string, userId: string): Promise<unknown> {
  let found: unknown;
  try {
    await sql.begin(async (tx) => {
      const perAttempt = PER_ATTEMPT_ROWS[rel.name];
      if (perAttempt) await tx.unsafe(perAttempt(userA.id, userB.id));
      const rows = await tx.unsafe(
        `select to_jsonb(t) as row from public.${q(rel.name)} t where (${owner}) = $1::uuid limit 1`,
        [userId],
      );
      found = (rows[0] as { row: unknown } | undefined)?.row;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return found;
}

async function sampleRow(rel: Relation, filter = 'true'): Promise<unknown> {
  const rows = await sql.unsafe(
    `select to_jsonb(t) as row from public.${q(rel.name)} t where ${filter} limit 1`,
  );
  return (rows[0] as { row: unknown } | undefined)?.row;
}

/** What the database would need declared for an undeclared relation (a starting point). */
async function suggestRelation(rel: Relation): Promise<string> {
  const [g] = await sql<{ anon: boolean; auth: boolean; owned: boolean }[]>`
    select has_table_privilege('anon', ${`public.${rel.name}`}, 'select') as anon,
           has_table_privilege('authenticated', ${`public.${rel.name}`}, 'select') as auth,
           exists (select 1 from pg_attribute a where a.attrelid = ${`public.${rel.name}`}::regclass
                   and a.attname = 'user_id' and not a.attisdropped) as owned`;
  if (g?.owned)
    return `${rel.name}: { kind: 'owned', owner: 'user_id', anon: '', own: 's', other: '', staff: '' },`;
  const read = (b: boolean | undefined) => (b ? 's' : '');
  return `${rel.name}: { kind: 'shared', anon: '${read(g?.anon)}', shopper: '${read(g?.auth)}', staff: '${read(g?.auth)}' },`;
}

interface Cell {
  object: string;
  actor: string;
  target: string;
  action: Action;
  expected: boolean;
  outcome: Outcome;
  /** A privilege held (grant hygiene), not an action tried. */
  grant?: true;
}

const cells: Cell[] = [];
const findings: string[] = [];

beforeAll(async () => {
  shop = await createShopFixture();
  sql = shop.sql;
  userA = await shop.user('matrix-a');
  userB = await shop.user('matrix-b');
  actors = [
    { name: 'anon', role: 'anon', id: null },
    { name: 'A', role: 'authenticated', id: userA.id },
    { name: 'B', role: 'authenticated', id: userB.id },
    { name: 'staff', role: 'authenticated', id: STAFF_ID },
    { name: 'service', role: 'service_role', id: null },
  ];
  // Every owned table gets a row of A's and of B's, made through the real RPCs as that user.
  const product = await shop.product({ stock: 20 });
  shopProduct = product.id;
  offeredProduct = (await shop.product({ price: 59_990 })).id;
  for (const user of [userA, userB]) {
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    const { orderId } = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_discount_code: code,
    });
    await sql`update public.orders set order_status = 'delivered' where id = ${orderId}`;
    const asked = await shop.rpc<{ id: string }>(user.id, 'request_return', {
      p_order_id: orderId,
      p_product_id: product.id,
      p_kind: 'replacement',
      p_reason: 'defective',
      p_comment: 'The left stick drifts.',
    });
    returnOf[user.id] = asked.id;
    const review = await shop.rpc<{ review_id: string }>(user.id, 'submit_review', {
      p_product_id: product.id,
      p_order_id: orderId,
      p_rating: 5,
      p_title: null,
      p_comment: 'Solid build, fast delivery.',
    });
    reviewOf[user.id] = review.review_id;
    // Payments: an online order paid (a verified capture), then cancelled by the shopper (its
    // refund requested), and one paid and kept: payment events and refunds of each shopper.
    for (const kept of [false, true]) {
      await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
      const placed = await shop.rpc<{ orderId: string; total: number }>(user.id, 'place_order', {
        p_idempotency_key: randomUUID(),
        p_payment_method: 'online',
      });
      const razorpayOrder = await shop.rpc<string>('service_role', 'attach_razorpay_order', {
        p_order_id: placed.orderId,
        p_razorpay_order_id: `order_M${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      });
      await shop.rpc('service_role', 'apply_payment_event', {
        p_event_id: `evt_${randomUUID()}`,
        p_source: 'webhook',
        p_event: 'payment.captured',
        p_razorpay_order_id: razorpayOrder,
        p_payment_id: `pay_M${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        p_amount_paise: Math.round(placed.total * 100),
        p_currency: 'INR',
        p_method: 'upi',
      });
      if (kept) {
        paidOf[user.id] = placed.orderId;
        razorpayOrderOf[user.id] = razorpayOrder;
      } else {
        await shop.rpc(user.id, 'cancel_my_order', {
          p_order_id: placed.orderId,
          p_reason: 'Ordered by mistake',
        });
        cancelledPaidOf[user.id] = placed.orderId;
        const [refund] = await sql<{ id: string }[]>`
          select id from public.payment_refunds where order_id = ${placed.orderId}`;
        refundOf[user.id] = refund?.id ?? '';
      }
    }
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
    await shop.rpc(user.id, 'wishlist_add_item', { p_product_id: product.id });
    await shop.as(user.id, async (tx) => {
      await tx`select public.create_game_load_request('PS5', 500, 'GB', ${JSON.stringify(['Elden Ring'])}::jsonb, true)`;
      const [discount] = await tx<
        { id: string }[]
      >`select public.create_product_discount_request('Laptops', 'Flipkart.in',
                 'https://www.flipkart.com/asus-tuf-f15/p/itm123456', 45999) as id`;
      discountRequestOf[user.id] = discount?.id ?? '';
      const [repair] = await tx<{ id: string }[]>`
        insert into public.repairrequests (user_id, status, product_type, product_description, shipping_address)
        values (${user.id}, 'pending', 'ps5', 'PS5 Disc Edition - Turns off after ten minutes', '{}'::jsonb)
        returning id`;
      repairOf[user.id] = repair?.id ?? '';
    });
  }
}, 120_000);

afterAll(async () => {
  await shop?.drop();
});

describe('the RLS matrix', () => {
  it('has a declared row for every table, view and function of public, and none for a missing one', async () => {
    const rels = await relations();
    const fns = await sql<{ name: string }[]>`
      select distinct p.proname::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' order by 1`;
    const problems: string[] = [];
    for (const rel of rels) {
      if (!accessMatrix.relations[rel.name])
        problems.push(
          `public.${rel.name} has no row in supabase/access-matrix.ts: add to relations (what the database grants today; check it against docs/product.md)\n      ${await suggestRelation(rel)}`,
        );
    }
    const fnSuggestions = await sql<{ name: string; anon: boolean; auth: boolean; trigger: boolean }[]>`
      select p.proname::text as name, bool_and(has_function_privilege('anon', p.oid, 'execute')) as anon,
             bool_and(has_function_privilege('authenticated', p.oid, 'execute')) as auth,
             bool_and(p.prorettype = 'trigger'::regtype) as trigger
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' group by p.proname`;
    for (const f of fnSuggestions) {
      if (accessMatrix.functions[f.name]) continue;
      const access = f.trigger ? 'trigger' : f.anon ? 'anon' : f.auth ? 'shopper' : 'internal';
      problems.push(
        `public.${f.name}() has no row in supabase/access-matrix.ts: add to functions ('staff' if it refuses non-staff)\n      ${f.name}: '${access}',`,
      );
    }
    const relNames = new Set(rels.map((r) => r.name));
    for (const name of Object.keys(accessMatrix.relations))
      if (!relNames.has(name))
        problems.push(
          `supabase/access-matrix.ts declares relations.${name}, but public.${name} does not exist: remove it`,
        );
    const fnNames = new Set(fns.map((f) => f.name));
    for (const name of Object.keys(accessMatrix.functions))
      if (!fnNames.has(name))
        problems.push(
          `supabase/access-matrix.ts declares functions.${name}, but public.${name}() does not exist: remove it`,
        );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('matches the declaration for every table and view, as every role on every row', async () => {
    for (const rel of await relations()) {
      const declared: RelationAccess | undefined = accessMatrix.relations[rel.name];
      if (!declared) continue; // reported by the test above
      if (declared.kind === 'owned') await checkOwned(rel, declared);
      else {
        const row = await sampleRow(rel, declared.sample);
        if (row === undefined) {
          findings.push(`public.${rel.name}: no sample row to try (add one to the seed or the fixture)`);
          continue;
        }
        const expected: Record<Actor['name'], Actions> = {
          anon: declared.anon,
          A: declared.shopper,
          B: declared.shopper,
          staff: declared.staff,
          service: declared.service ?? '',
        };
        for (const actor of actorsFor(declared))
          for (const action of ACTIONS)
            cells.push({
              object: rel.name,
              actor: actor.name,
              target: 'any',
              action,
              expected: expected[actor.name].includes(action),
              outcome: await tryAction(rel, actor, action, row),
            });
      }
    }
    const failures = cells.filter((c) => c.outcome.allowed !== c.expected);
    expect(failures.map(describeCell), findings.join('\n')).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('gives no API role TRUNCATE, TRIGGER or REFERENCES on a table, nor any right on a sequence', async () => {
    // TRUNCATE ignores row-level security; setval() on an id sequence needs no table privilege.
    const grants = await sql<{ object: string; role: string; privilege: string }[]>`
      with rel as materialized (
        select c.oid, c.relname::text as name, c.relkind = 'S' as seq
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S'))
      select rel.name as object, r.role, p.privilege
      from rel cross join (values ('anon'), ('authenticated')) r(role)
      cross join (values ('TRUNCATE'), ('TRIGGER'), ('REFERENCES')) p(privilege)
      where not rel.seq and has_table_privilege(r.role, rel.oid, p.privilege)
      union all
      select rel.name, r.role, p.privilege
      from (select * from rel where rel.seq offset 0) rel cross join (values ('anon'), ('authenticated')) r(role)
      cross join (values ('USAGE'), ('SELECT'), ('UPDATE')) p(privilege)
      where has_sequence_privilege(r.role, rel.oid, p.privilege)
      order by 1, 2, 3`;
    for (const g of grants) cells.push(grantCell(g));
    expect(
      grants.map((g) => `LEAK ${g.object}: ${g.role} holds ${g.privilege} (revoke it in a migration)`),
    ).toEqual([]);
  });

  it('matches the declaration for every function, and pins the search_path of every security definer', async () => {
    const fns = await sql<
      {
        name: string;
        sig: string;
        anon: boolean;
        auth: boolean;
        service: boolean;
        trigger: boolean;
        definer: boolean;
        path: boolean;
      }[]
    >`
      select p.proname::text as name, p.oid::regprocedure::text as sig,
        has_function_privilege('anon', p.oid, 'execute') as anon,
        has_function_privilege('authenticated', p.oid, 'execute') as auth,
        has_function_privilege('service_role', p.oid, 'execute') as service,
        p.prorettype = 'trigger'::regtype as trigger, p.prosecdef as definer,
        exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search\\_path=%') as path
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' order by 1, 2`;
    const problems: string[] = [];
    for (const f of fns) {
      const declared: FunctionAccess | undefined = accessMatrix.functions[f.name];
      if (f.definer && !f.path)
        problems.push(
          `LEAK ${f.sig}: security definer without a fixed search_path (add set search_path = '')`,
        );
      if (!declared) continue;
      const expected = {
        anon: { anon: true, auth: true, service: true },
        shopper: { anon: false, auth: true, service: true },
        staff: { anon: false, auth: true, service: true },
        service: { anon: false, auth: false, service: true },
        internal: { anon: false, auth: false, service: false },
        trigger: null,
      }[declared];
      if (expected === null) {
        if (!f.trigger) problems.push(`REFUSED ${f.sig}: declared 'trigger' but does not return trigger`);
        cells.push(fnCell(f.name, 'anon', 'execute', false, { allowed: false, error: 'trigger only' }));
        continue;
      }
      for (const [role, has, want] of [
        ['anon', f.anon, expected.anon],
        ['authenticated', f.auth, expected.auth],
        ['service_role', f.service, expected.service],
      ] as const) {
        cells.push(fnCell(f.name, role, 'execute', want, { allowed: has }));
        if (has !== want)
          problems.push(
            `${has ? 'LEAK' : 'REFUSED'} ${f.sig}: ${role} ${has ? 'may' : 'may not'} execute it, declared '${declared}'`,
          );
      }
      if (declared === 'staff' || declared === 'service') problems.push(...(await probe(f.name, declared)));
    }
    expect(problems).toEqual([]);
  });

  afterAll(() => printMatrix());
});

/** The actors tried on a relation: the service role only where its rights are declared. */
function actorsFor(declared: RelationAccess): Actor[] {
  return actors.filter((a) => a.name !== 'service' || declared.service !== undefined);
}

async function checkOwned(rel: Relation, declared: OwnedAccess): Promise<void> {
  const rows: Record<string, unknown> = {};
  for (const [label, user] of [
    ['A', userA],
    ['B', userB],
  ] as const) {
    rows[label] = await ownedRow(rel, declared.owner, user.id);
    if (rows[label] === undefined)
      findings.push(
        `public.${rel.name}: no row of shopper ${label} to try: create one in rls-matrix.test.ts's fixture`,
      );
  }
  if (rows.A === undefined || rows.B === undefined) return;
  for (const actor of actorsFor(declared))
    for (const target of ['A', 'B'] as const) {
      const relation =
        actor.name === 'anon' || actor.name === 'staff' || actor.name === 'service'
          ? actor.name
          : actor.name === target
            ? 'own'
            : 'other';
      for (const action of ACTIONS)
        cells.push({
          object: rel.name,
          actor: actor.name,
          target: `${target}'s (${relation})`,
          action,
          expected: (declared[relation] ?? '').includes(action),
          outcome: await tryAction(rel, actor, action, rows[target]),
        });
    }
  // Symmetry: what A may do to A's row, B may do to B's; same for each other's rows.
  for (const [x, y] of [
    ["A's (own)", "B's (own)"],
    ["B's (other)", "A's (other)"],
  ]) {
    for (const action of ACTIONS) {
      const left = cells.find(
        (c) => c.object === rel.name && c.target === x && c.action === action && c.actor !== 'B',
      );
      const right = cells.find(
        (c) => c.object === rel.name && c.target === y && c.action === action && c.actor === 'B',
      );
      if (left && right && left.outcome.allowed !== right.outcome.allowed)
        findings.push(
          `public.${rel.name}: ${ACTION_NAMES[action]} is not symmetric between A and B (${x} vs ${y})`,
        );
    }
  }
}

/**
 * Calls a staff-only function as shopper A (must be refused) and as staff (must work), or a
 * service-role-only one as shopper A and as staff (both refused) and as the service role (must
 * work); each call rolled back.
 */
async function probe(name: string, access: 'staff' | 'service'): Promise<string[]> {
  const a = userA.id;
  const probes: Record<string, { statement: string; params: postgres.ParameterOrJSON<never>[] }> = {
    moderate_review: {
      statement: `select public.moderate_review($1::uuid, 'approved')`,
      params: [reviewOf[userA.id] ?? ''],
    },
    staff_transition: {
      statement: `select public.staff_transition('repair', $1::uuid, 'received', 'Picked up')`,
      params: [repairOf[userA.id] ?? ''],
    },
    staff_assign_repair: {
      statement: `select public.staff_assign_repair($1::uuid, 'Imran Shaikh', now() + interval '2 days')`,
      params: [repairOf[userA.id] ?? ''],
    },
    staff_set_repair_notes: {
      statement: `select public.staff_set_repair_notes($1::uuid, 'Fan bearing worn.')`,
      params: [repairOf[userA.id] ?? ''],
    },
    staff_set_order_tracking: {
      // The order is paid (pending); staff move it to processing first, in the same statement.
      statement: `with moved as (select public.staff_transition('order', $1::uuid, 'processing'))
                  select public.staff_set_order_tracking($1::uuid, 'Delhivery', 'DL123456') from moved`,
      params: [paidOf[a] ?? ''],
    },
    moderate_reviews: {
      statement: `select public.moderate_reviews(array[$1::uuid], 'approved')`,
      params: [reviewOf[userA.id] ?? ''],
    },
    staff_send_discount_offer: {
      statement: `select public.staff_send_discount_offer($1::uuid, 41999, 'Best we can do.', $2::uuid)`,
      params: [discountRequestOf[userA.id] ?? '', offeredProduct],
    },
    staff_list_items: { statement: `select public.staff_list_items('order')`, params: [] },
    staff_receive_return: {
      statement: `with approved as (select public.staff_transition('return', $1::uuid, 'approved')),
                       picked as (select public.staff_transition('return', $1::uuid, 'picked_up') from approved)
                  select public.staff_receive_return($1::uuid, false) from picked`,
      params: [returnOf[a] ?? ''],
    },
    staff_complete_return: {
      statement: `with approved as (select public.staff_transition('return', $1::uuid, 'approved')),
                       picked as (select public.staff_transition('return', $1::uuid, 'picked_up') from approved),
                       received as (select public.staff_receive_return($1::uuid, false) from picked)
                  select public.staff_complete_return($1::uuid) from received`,
      params: [returnOf[a] ?? ''],
    },
    staff_refund_order: {
      statement: `select public.staff_refund_order($1::uuid, 1.5, 'Goodwill refund')`,
      params: [paidOf[a] ?? ''],
    },
    staff_order_payment: {
      statement: `select public.staff_order_payment($1::uuid)`,
      params: [paidOf[a] ?? ''],
    },
    staff_list_payments: { statement: `select public.staff_list_payments(null)`, params: [] },
    staff_gst_summary: {
      statement: `select count(*) from public.staff_gst_summary(now()::date)`,
      params: [],
    },
    staff_upsert_product: {
      statement: `select public.staff_upsert_product(jsonb_build_object('product_id', p.product_id, 'name', 'Probe',
                    'price', p.price, 'category_id', p.category_id, 'subcategory_id', p.subcategory_id))
                  from public.products p where p.product_id = $1::uuid`,
      params: [shopProduct],
    },
    staff_get_product: { statement: `select public.staff_get_product($1::uuid)`, params: [shopProduct] },
    staff_adjust_stock: {
      statement: `select public.staff_adjust_stock($1::uuid, 1, 'Found one more')`,
      params: [shopProduct],
    },
    staff_list_stock_adjustments: {
      statement: `select public.staff_list_stock_adjustments($1::uuid)`,
      params: [shopProduct],
    },
    staff_list_products: { statement: `select public.staff_list_products('probe')`, params: [] },
    staff_set_product_images: {
      statement: `select public.staff_set_product_images($1::uuid,
                    '[{"url": "/images/products/probe.svg", "width": 800, "height": 800, "alt": "Probe"}]')`,
      params: [shopProduct],
    },
    staff_upsert_discount_code: {
      statement: `select public.staff_upsert_discount_code('{"code": "PROBE10", "discount_type": "percentage", "value": 10}')`,
      params: [],
    },
    staff_list_discount_codes: { statement: `select public.staff_list_discount_codes()`, params: [] },
    staff_dashboard: { statement: `select public.staff_dashboard()`, params: [] },
    // Service role only.
    claim_email_outbox: { statement: `select count(*) from public.claim_email_outbox(1, 60)`, params: [] },
    finish_email_outbox: {
      statement: `select public.finish_email_outbox(0, gen_random_uuid(), null)`,
      params: [],
    },
    attach_razorpay_order: {
      statement: `select public.attach_razorpay_order($1::uuid, 'order_Probe1')`,
      params: [paidOf[a] ?? ''],
    },
    apply_payment_event: {
      statement: `select public.apply_payment_event('evt_probe', 'webhook', 'payment.failed', $1, 'pay_Probe1', 100, 'INR')`,
      params: [razorpayOrderOf[a] ?? ''],
    },
    expire_payment_holds: { statement: `select public.expire_payment_holds(1000)`, params: [] },
    claim_payment_refunds: {
      statement: `select count(*) from public.claim_payment_refunds(100)`,
      params: [],
    },
    finish_payment_refund: {
      statement: `select public.finish_payment_refund($1::uuid, 'rfnd_Probe1', null)`,
      params: [refundOf[a] ?? ''],
    },
  };
  const call = probes[name];
  if (!call)
    return [
      `public.${name}() is declared '${access}' but rls-matrix.test.ts has no probe call for it: add one`,
    ];
  const byName = (n: Actor['name']) => actors.find((x) => x.name === n) as Actor;
  const allowed: Actor['name'] = access === 'staff' ? 'staff' : 'service';
  const refused: Actor['name'][] = access === 'staff' ? ['A'] : ['A', 'staff'];
  const out: string[] = [];
  // A refusal by the function itself raises 42501 (insufficient_privilege), as does a missing
  // execute grant; `attempt` files both as denied.
  for (const who of refused) {
    const outcome = await attempt(byName(who), async () => {}, call.statement, call.params);
    cells.push(fnCell(name, who === 'A' ? 'A (own row)' : who, 'call', false, outcome));
    if (outcome.allowed || outcome.error)
      out.push(`LEAK ${name}: ${who}'s call was not refused with 42501 (${outcome.error ?? 'it worked'})`);
  }
  const outcome = await attempt(byName(allowed), async () => {}, call.statement, call.params);
  cells.push(fnCell(name, allowed, 'call', true, outcome));
  if (!outcome.allowed) out.push(`REFUSED ${name}: ${allowed}'s call failed (${outcome.error ?? '42501'})`);
  return out;
}

function fnCell(object: string, actor: string, what: string, expected: boolean, outcome: Outcome): Cell {
  return { object: `${object}()`, actor, target: what, action: 's', expected, outcome };
}

function grantCell(g: { object: string; role: string; privilege: string }): Cell {
  return {
    object: g.object,
    actor: g.role,
    target: g.privilege,
    action: 's',
    expected: false,
    outcome: { allowed: true },
    grant: true,
  };
}

function describeCell(c: Cell): string {
  const kind = c.outcome.allowed ? 'LEAK' : 'REFUSED';
  const what = c.target === 'execute' || c.target === 'call' ? c.target : ACTION_NAMES[c.action];
  return `${kind} ${c.object}: ${c.actor} ${what} on ${c.target} is ${c.outcome.allowed ? 'allowed' : 'denied'}, declared ${
    c.expected ? 'allowed' : 'denied'
  }${c.outcome.error ? ` (${c.outcome.error})` : ''}`;
}

function printMatrix(): void {
  const mark = (c: Cell | undefined, notes: string[]): string => {
    if (!c) return '';
    let text = c.outcome.allowed ? 'allowed' : 'denied';
    if (c.outcome.error) {
      let n = notes.indexOf(c.outcome.error);
      if (n < 0) n = notes.push(c.outcome.error) - 1;
      text += `[${n + 1}]`;
    }
    if (c.outcome.allowed !== c.expected) text += c.outcome.allowed ? ' LEAK' : ' REFUSED';
    return text;
  };
  const notes: string[] = [];
  const lines: string[] = [];
  const rowCells = cells.filter((c) => !c.object.endsWith('()') && !c.grant);
  const keys = [...new Set(rowCells.map((c) => `${c.object}\u0000${c.actor}\u0000${c.target}`))];
  const pad = (s: string, n: number) => s.padEnd(n);
  lines.push(
    `${pad('object', 27)}${pad('role', 8)}${pad('row', 16)}${ACTIONS.map((a) => pad(ACTION_NAMES[a], 15)).join('')}`,
  );
  for (const key of keys) {
    const [object = '', actor = '', target = ''] = key.split('\u0000');
    const of = (a: Action) =>
      rowCells.find((c) => c.object === object && c.actor === actor && c.target === target && c.action === a);
    lines.push(
      `${pad(object, 27)}${pad(actor, 8)}${pad(target, 16)}${ACTIONS.map((a) => pad(mark(of(a), notes), 15)).join('')}`,
    );
  }
  lines.push('');
  lines.push(`${pad('function', 37)}${pad('who', 24)}outcome`);
  for (const c of cells.filter((x) => x.object.endsWith('()')))
    lines.push(`${pad(c.object, 37)}${pad(`${c.actor} ${c.target}`, 24)}${mark(c, notes)}`);
  for (const c of cells.filter((x) => x.grant)) lines.push(`LEAK ${c.object}: ${c.actor} holds ${c.target}`);
  for (const [i, n] of notes.entries()) lines.push(`[${i + 1}] ${n}`);
  const relationCount = new Set(rowCells.map((c) => c.object)).size;
  const functionCount = new Set(cells.filter((c) => c.object.endsWith('()')).map((c) => c.object)).size;
  const objects = relationCount + functionCount;
  const leaks = cells.filter((c) => c.outcome.allowed && !c.expected).length;
  const refused = cells.filter((c) => !c.outcome.allowed && c.expected).length;
  lines.push(
    `RLS matrix: ${relationCount} tables/views + ${functionCount} functions = ${objects} objects x 5 roles (anon, shopper A, shopper B, staff, service role where declared) x actions: ${cells.length} tried, leaks = ${leaks}, refused = ${refused}`,
  );
  console.info(lines.join('\n'));
}
