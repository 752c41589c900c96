/**
 * The REST call shapes the apps use, made with the real supabase-js against the target.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, userClient } from '../helpers/clients';
import type { Fixture } from '../helpers/fixtures';
import { createProductsFixture, PRODUCTS } from '../helpers/products-fixture';
import { createTestUser, type TestUser } from '../helpers/users';

let fixture: Fixture;
let products: string;
let reviews: string;
let fn: (name: string) => string;
const anon: SupabaseClient = anonClient();
const service: SupabaseClient = serviceClient();

beforeAll(async () => {
  fixture = await createProductsFixture();
  products = `${fixture.name}_products`;
  reviews = `${fixture.name}_reviews`;
  fn = (name) => `${fixture.name}_${name}`;
});
afterAll(async () => {
  await fixture.drop();
});

describe('select', () => {
  it('returns chosen columns with filters, order and limit, shaped like PostgREST', async () => {
    const { data, error, status } = await anon
      .from(products)
      .select('sku,price,tags,specs,active,released_on,created_at')
      .eq('active', true)
      .gt('price', 1000)
      .order('price', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((r) => r.sku)).toEqual(['ps5', 'xsx']);
    const first = data?.[0];
    expect(first?.price).toBe(49990.5); // numeric stays a JSON number
    expect(first?.tags).toEqual(['console', 'sony']);
    expect(first?.specs).toEqual({ brand: 'Sony', storage_gb: 825 });
    expect(first?.released_on).toBe('2020-11-19');
    expect(first?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(Object.keys(first ?? {})).toEqual([
      'sku',
      'price',
      'tags',
      'specs',
      'active',
      'released_on',
      'created_at',
    ]);
  });

  it.each([
    ['neq', (q: Q) => q.neq('sku', 'ps5'), ['mouse', 'ps4', 'xsx']],
    ['gte/lte', (q: Q) => q.gte('price', 19990).lte('price', 45990), ['ps4', 'xsx']],
    ['lt', (q: Q) => q.lt('stock', 3), ['ps4', 'xsx']],
    ['like', (q: Q) => q.like('name', 'Play%'), ['ps4', 'ps5']],
    ['ilike', (q: Q) => q.ilike('name', '%MOUSE%'), ['mouse']],
    ['is null', (q: Q) => q.is('released_on', null), ['mouse']],
    ['not is null', (q: Q) => q.not('specs', 'is', null), ['mouse', 'ps5', 'xsx']],
    ['is false', (q: Q) => q.is('active', false), ['ps4']],
    ['in', (q: Q) => q.in('sku', ['ps4', 'mouse', 'nope']), ['mouse', 'ps4']],
    ['in with reserved characters', (q: Q) => q.in('name', ['Gaming Mouse', 'a,b', '(x)']), ['mouse']],
    ['not in', (q: Q) => q.not('sku', 'in', '(ps4,ps5)'), ['mouse', 'xsx']],
    ['contains (array)', (q: Q) => q.contains('tags', ['sony']), ['ps4', 'ps5']],
    ['contained by (array)', (q: Q) => q.containedBy('tags', ['pc', 'accessory', 'extra']), ['mouse']],
    ['contains (jsonb)', (q: Q) => q.contains('specs', { brand: 'Microsoft' }), ['xsx']],
    ['overlaps', (q: Q) => q.overlaps('tags', ['microsoft', 'pc']), ['mouse', 'xsx']],
    ['json path', (q: Q) => q.eq('specs->>brand', 'Sony'), ['ps5']],
    ['json path number', (q: Q) => q.gt('specs->storage_gb', 900), ['xsx']],
    ['date', (q: Q) => q.gte('released_on', '2020-01-01'), ['ps5', 'xsx']],
    ['or', (q: Q) => q.or('sku.eq.ps4,price.lt.2000'), ['mouse', 'ps4']],
    ['or with and', (q: Q) => q.or('sku.eq.mouse,and(active.is.true,stock.eq.0)'), ['mouse', 'xsx']],
    [
      'or with quoted values',
      (q: Q) => q.or('name.eq."Xbox Series X",name.in.("Gaming Mouse","a,b")'),
      ['mouse', 'xsx'],
    ],
    ['match', (q: Q) => q.match({ active: true, stock: 40 }), ['mouse']],
    ['filter()', (q: Q) => q.filter('stock', 'gt', '4'), ['mouse', 'ps5']],
    ['like any', (q: Q) => q.likeAnyOf('sku', ['ps%', 'mo%']), ['mouse', 'ps4', 'ps5']],
    [
      'text search',
      (q: Q) => q.textSearch('name', 'playstation', { type: 'plain', config: 'english' }),
      ['ps4', 'ps5'],
    ],
  ])('filters with %s', async (_label, apply, expected) => {
    const { data, error } = await apply(anon.from(products).select('sku')).order('sku');
    expect(error).toBeNull();
    expect((data as { sku: string }[] | null)?.map((r) => r.sku)).toEqual(expected);
  });

  it('orders with nulls first/last over several columns', async () => {
    const { data } = await anon
      .from(products)
      .select('sku')
      .order('released_on', { ascending: false, nullsFirst: true })
      .order('sku');
    expect(data?.map((r) => r.sku)).toEqual(['mouse', 'ps5', 'xsx', 'ps4']);
    const last = await anon
      .from(products)
      .select('sku')
      .order('released_on', { ascending: true, nullsFirst: false });
    expect(last.data?.map((r) => r.sku)).toEqual(['ps4', 'xsx', 'ps5', 'mouse']);
  });

  it('pages with range() and an exact count in Content-Range', async () => {
    const { data, count, status, error } = await anon
      .from(products)
      .select('sku', { count: 'exact' })
      .order('sku')
      .range(1, 2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data?.map((r) => r.sku)).toEqual(['ps4', 'ps5']);
  });

  it('counts without rows with head: true', async () => {
    const { data, count, error } = await anon
      .from(products)
      .select('*', { count: 'exact', head: true })
      .eq('active', true);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });

  it('answers at most max_rows (1000) rows per read, like a default Supabase project', async () => {
    const { directSql } = await import('../helpers/clients');
    const db = directSql();
    try {
      await db.unsafe(
        `create table public.${fixture.name}_many as select g as n from generate_series(1, 1005) as g`,
      );
    } finally {
      await db.end();
    }
    const { data, count, status } = await anon.from(`${fixture.name}_many`).select('n', { count: 'exact' });
    expect(status).toBe(206);
    expect(count).toBe(1005);
    expect(data).toHaveLength(1000);
    const tail = await anon.from(`${fixture.name}_many`).select('n').order('n').range(1000, 1004);
    expect(tail.data?.map((r) => r.n)).toEqual([1001, 1002, 1003, 1004, 1005]);
  });

  it('answers an out-of-range page with PGRST103', async () => {
    const { error, status } = await anon.from(products).select('sku', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
  });

  it('single() returns one object, or 406 PGRST116 for none or many', async () => {
    const one = await anon.from(products).select('sku,price').eq('sku', 'mouse').single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ sku: 'mouse', price: 1499 });

    const none = await anon.from(products).select('sku').eq('sku', 'nope').single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
    });

    const many = await anon.from(products).select('sku').eq('active', true).single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('maybeSingle() returns null for none and the object for one', async () => {
    const none = await anon.from(products).select('sku').eq('sku', 'nope').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anon.from(products).select('sku').eq('sku', 'ps4').maybeSingle();
    expect(one.data).toEqual({ sku: 'ps4' });
  });

  it('aliases, casts and json paths in select', async () => {
    const { data } = await anon
      .from(products)
      .select('code:sku,price::text,brand:specs->>brand,specs->storage_gb')
      .eq('sku', 'ps5')
      .single();
    expect(data).toEqual({ code: 'ps5', price: '49990.50', brand: 'Sony', storage_gb: 825 });
  });

  it('embeds one-to-many and many-to-one resources', async () => {
    const parents = await anon
      .from(products)
      .select(`sku, ${reviews}(stars)`)
      .in('sku', ['ps5', 'xsx'])
      .order('sku')
      .order('stars', { referencedTable: reviews, ascending: false });
    expect(parents.error).toBeNull();
    expect(parents.data).toEqual([
      { sku: 'ps5', [reviews]: [{ stars: 5 }, { stars: 4 }] },
      { sku: 'xsx', [reviews]: [{ stars: 3 }] },
    ]);
    const children = await anon
      .from(reviews)
      .select(`stars, product:${products}!inner(sku)`)
      .eq('product.sku', 'xsx');
    expect(children.error).toBeNull();
    expect(children.data).toEqual([{ stars: 3, product: { sku: 'xsx' } }]);
  });
});

type Q = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

describe('insert, upsert, update, delete', () => {
  it('inserts one row and returns it with select()', async () => {
    const { data, error, status } = await service
      .from(products)
      .insert({ sku: 'kbd', name: 'Keyboard', price: 2499.99, tags: ['pc'] })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      sku: 'kbd',
      name: 'Keyboard',
      price: 2499.99,
      stock: 0,
      tags: ['pc'],
      active: true,
    });
    expect(typeof data?.id).toBe('number');
  });

  it('inserts several rows (missing keys become null, like PostgREST) and answers 201 without a body', async () => {
    const { data, error, status } = await service.from(products).insert([
      { sku: 'pad', name: 'Gamepad', price: 3999, specs: { wireless: true } },
      { sku: 'hdmi', name: 'HDMI cable', price: 499 },
    ]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const rows = await service.from(products).select('sku,specs').in('sku', ['pad', 'hdmi']).order('sku');
    expect(rows.data).toEqual([
      { sku: 'hdmi', specs: null },
      { sku: 'pad', specs: { wireless: true } },
    ]);
  });

  it('upserts on a unique column, merging or ignoring duplicates', async () => {
    const merged = await service
      .from(products)
      .upsert({ sku: 'hdmi', name: 'HDMI 2.1 cable', price: 699 }, { onConflict: 'sku' })
      .select('sku,name,price');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ sku: 'hdmi', name: 'HDMI 2.1 cable', price: 699 }]);

    const ignored = await service
      .from(products)
      .upsert({ sku: 'hdmi', name: 'Ignored', price: 1 }, { onConflict: 'sku', ignoreDuplicates: true })
      .select('sku');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const { data } = await service.from(products).select('name').eq('sku', 'hdmi').single();
    expect(data?.name).toBe('HDMI 2.1 cable');
  });

  it('upserts on the primary key by default', async () => {
    const { data: row } = await service.from(products).select('id').eq('sku', 'pad').single();
    const { data, error } = await service
      .from(products)
      .upsert({ id: row?.id, sku: 'pad', name: 'Gamepad v2', price: 4199 })
      .select('id,name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: row?.id, name: 'Gamepad v2' }]);
  });

  it('updates filtered rows and returns them', async () => {
    const { data, error, status } = await service
      .from(products)
      .update({ stock: 7, specs: { wireless: true, color: 'white' } })
      .eq('sku', 'pad')
      .select('sku,stock,specs');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'pad', stock: 7, specs: { wireless: true, color: 'white' } }]);
    const none = await service.from(products).update({ stock: 1 }).eq('sku', 'nope').select();
    expect(none.data).toEqual([]);
  });

  it('deletes filtered rows and returns them', async () => {
    const { data, error } = await service
      .from(products)
      .delete()
      .in('sku', ['pad', 'hdmi', 'kbd'])
      .select('sku');
    expect(error).toBeNull();
    expect(data?.map((r) => r.sku).sort()).toEqual(['hdmi', 'kbd', 'pad']);
    const { count } = await service.from(products).select('*', { count: 'exact', head: true });
    expect(count).toBe(PRODUCTS.length);
  });

  it('reports the affected count of a mutation', async () => {
    const { count, error, status } = await service
      .from(products)
      .update({ stock: 5 }, { count: 'exact' })
      .eq('sku', 'ps5');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(1);
  });
});

describe('rpc', () => {
  it('calls a scalar function with named arguments (defaults apply) and answers the bare value', async () => {
    expect((await anon.rpc(fn('add'), { a: 2 })).data).toBe(12);
    expect((await anon.rpc(fn('add'), { a: 2, b: 3 })).data).toBe(5);
  });

  it('calls through GET with the arguments in the query string', async () => {
    const { data, error } = await anon.rpc(fn('add'), { a: 1, b: 2 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(3);
    const arrays = await anon.rpc(fn('tag_count'), { tags: ['a', 'b', 'c'] }, { get: true });
    expect(arrays.data).toBe(3);
  });

  it('converts JSON arrays and objects to the declared argument types', async () => {
    expect((await anon.rpc(fn('tag_count'), { tags: ['x', 'y'], since: '2024-01-01' })).data).toBe(2);
    const payload = { nested: { list: [1, 2.5, 'three'], flag: false }, empty: null };
    expect((await anon.rpc(fn('echo'), { payload })).data).toEqual(payload);
  });

  it('answers setof rows as an array that filters, order and select apply to', async () => {
    const { data, error } = await anon
      .rpc(fn('cheaper_than'), { max_price: 20000 })
      .select('sku,price')
      .order('price', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { sku: 'ps4', price: 19990 },
      { sku: 'mouse', price: 1499 },
    ]);
    const filtered = await anon.rpc(fn('cheaper_than'), { max_price: 20000 }).eq('sku', 'mouse').single();
    expect(filtered.data).toMatchObject({ sku: 'mouse' });
  });

  it('answers table returns as objects and setof scalars as an array of values', async () => {
    expect((await anon.rpc(fn('stats'))).data).toEqual([{ products: 4, avg_price: 29367.38 }]);
    expect((await anon.rpc(fn('skus'))).data).toEqual(['mouse', 'ps4', 'ps5', 'xsx']);
  });

  it('counts rpc rows', async () => {
    const { count, error } = await anon.rpc(fn('cheaper_than'), { max_price: 50000 }, { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(4);
  });

  it('answers a void function with no content', async () => {
    const { data, error, status } = await anon.rpc(fn('noop'));
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('runs a volatile function and commits its writes', async () => {
    const { data, error } = await service.rpc(fn('restock'), { p_sku: 'ps4', qty: 3 });
    expect(error).toBeNull();
    expect(data).toBe(5);
    const row = await service.from(products).select('stock').eq('sku', 'ps4').single();
    expect(row.data?.stock).toBe(5);
  });

  it('refuses a volatile function through GET (read-only transaction) and writes nothing', async () => {
    const { error, status } = await anon.rpc(fn('restock'), { p_sku: 'ps4', qty: 100 }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    const row = await service.from(products).select('stock').eq('sku', 'ps4').single();
    expect(row.data?.stock).toBe(5);
  });

  it('turns `raise exception` into 400 P0001 with the message and hint', async () => {
    const { error, status } = await anon.rpc(fn('fail'), { msg: 'Out of stock' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Out of stock', hint: 'raised on purpose' });
  });

  it('answers an unknown function, or unknown arguments, with 404 PGRST202', async () => {
    const unknown = await anon.rpc(`${fixture.name}_nope`, { q: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: `Could not find the function public.${fixture.name}_nope(q) in the schema cache`,
    });
    const wrongArgs = await anon.rpc(fn('add'), { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const missing = await anon.rpc(fn('add'), {});
    expect(missing.error?.message).toBe(
      `Could not find the function public.${fixture.name}_add without parameters in the schema cache`,
    );
  });

  it('sees the caller through auth.uid()', async () => {
    const user: TestUser = await createTestUser('rpc');
    try {
      expect((await userClient(user.accessToken).rpc(fn('whoami'))).data).toBe(user.id);
      expect((await anon.rpc(fn('whoami'))).data).toBeNull();
    } finally {
      await user.remove();
    }
  });

  it('finds a function created after the schema cache was loaded', async () => {
    const { directSql } = await import('../helpers/clients');
    const db = directSql();
    try {
      await db.unsafe(
        `create function public.${fixture.name}_late() returns text language sql as $$select 'late'$$`,
      );
    } finally {
      await db.end();
    }
    expect((await anon.rpc(fn('late'))).data).toBe('late');
  });
});
