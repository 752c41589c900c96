/**
 * Bad input never yields a 5xx: every malformed or hostile request gets a 4xx with PostgREST's
 * error body, and nothing is written.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, rawRest, serviceClient } from '../helpers/clients';
import type { Fixture } from '../helpers/fixtures';
import { createProductsFixture, PRODUCTS } from '../helpers/products-fixture';
import { target } from '../helpers/target';
import { mintToken } from '../helpers/users';

let fixture: Fixture;
let products: string;
const anon: SupabaseClient = anonClient();
const service: SupabaseClient = serviceClient();

beforeAll(async () => {
  fixture = await createProductsFixture();
  products = `${fixture.name}_products`;
});
afterAll(async () => {
  await fixture.drop();
});

/** The table is unchanged: same rows, same stock. */
async function expectNothingWritten() {
  const { data, error } = await service.from(products).select('sku,stock,name').order('sku');
  expect(error).toBeNull();
  expect(data).toEqual(
    [...PRODUCTS]
      .sort((a, b) => a.sku.localeCompare(b.sku))
      .map((p) => ({ sku: p.sku, stock: p.stock, name: p.name })),
  );
}

function expectErrorBody(json: unknown, code: string) {
  expect(json).toMatchObject({ code });
  const body = json as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body).toHaveProperty('details');
  expect(body).toHaveProperty('hint');
}

describe('unknown names', () => {
  it('answers an unknown table with 404 PGRST205', async () => {
    const { error, status } = await anon.from(`${fixture.name}_nope`).select();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: `Could not find the table 'public.${fixture.name}_nope' in the schema cache`,
    });
  });

  it('does not expose tables outside public (auth.users)', async () => {
    const { error, status } = await service.from('users').select();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
    const other = await rawRest('/users', {
      headers: { 'accept-profile': 'auth' },
      apikey: target().serviceRoleKey,
    });
    expect(other.status).toBe(406);
    expectErrorBody(other.json, 'PGRST106');
  });

  it('answers unknown columns with 400 in select, filters and order', async () => {
    for (const query of [
      anon.from(products).select('sku,nope'),
      anon.from(products).select('sku').eq('nope', 1),
      anon.from(products).select('sku').order('nope'),
    ]) {
      const { error, status } = await query;
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '42703', message: `column ${products}.nope does not exist` });
    }
  });

  it('answers an unknown column in a payload with 400 PGRST204 and writes nothing', async () => {
    const { error, status } = await service
      .from(products)
      .insert({ sku: 'new', name: 'New', price: 1, nope: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
    const update = await service.from(products).update({ nope: 1 }).eq('sku', 'ps5');
    expect(update.status).toBe(400);
    await expectNothingWritten();
  });
});

describe('invalid values', () => {
  it.each([
    ['a wrong type', { sku: 'bad', name: 'Bad', price: 'abc' }, 400, '22P02'],
    ['a check violation', { sku: 'bad', name: 'Bad', price: -1 }, 400, '23514'],
    ['a missing required value', { sku: 'bad', price: 1 }, 400, '23502'],
    ['a duplicate key', { sku: 'ps5', name: 'Dup', price: 1 }, 409, '23505'],
    ['an over-long value', { sku: 'bad', name: 'n'.repeat(41), price: 1 }, 400, '23514'],
    ['an unknown enum-like array', { sku: 'bad', name: 'Bad', price: 1, tags: 'not-an-array' }, 400, '22P02'],
  ])('refuses %s and writes nothing', async (_label, row, status, code) => {
    const result = await service
      .from(products)
      .insert(row as Record<string, unknown>)
      .select();
    expect(result.status).toBe(status);
    expect(result.error?.code).toBe(code);
    expect(result.error?.message).toBeTruthy();
    await expectNothingWritten();
  });

  it('refuses a foreign key to nothing with 409', async () => {
    const { error, status } = await service
      .from(`${fixture.name}_reviews`)
      .insert({ product_id: 999999, stars: 5 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('refuses a bad filter value with 400', async () => {
    const { error, status } = await anon.from(products).select().eq('price', 'cheap');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    const date = await anon.from(products).select().gte('released_on', 'yesterday-ish');
    expect(date.status).toBe(400);
  });

  it('rolls back a whole batch when one row is bad', async () => {
    const { status } = await service.from(products).insert([
      { sku: 'ok1', name: 'Fine', price: 1 },
      { sku: 'ok2', name: 'Broken', price: -5 },
    ]);
    expect(status).toBe(400);
    await expectNothingWritten();
  });

  it('rolls back a mutation whose single() check fails', async () => {
    const { status, error } = await service
      .from(products)
      .update({ stock: 99 })
      .eq('active', true)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    await expectNothingWritten();
  });

  it('refuses an update or delete without filters', async () => {
    const raw = await rawRest(`/${products}`, {
      method: 'PATCH',
      body: JSON.stringify({ stock: 0 }),
      apikey: target().serviceRoleKey,
    });
    expect(raw.status).toBe(400);
    expectErrorBody(raw.json, '21000');
    const del = await rawRest(`/${products}`, { method: 'DELETE', apikey: target().serviceRoleKey });
    expect(del.status).toBe(400);
    await expectNothingWritten();
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 PGRST102', async () => {
    const { status, json } = await rawRest(`/${products}`, {
      method: 'POST',
      body: '{"sku": "x", "name": ',
      apikey: target().serviceRoleKey,
    });
    expect(status).toBe(400);
    expectErrorBody(json, 'PGRST102');
    await expectNothingWritten();
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const body of ['42', '"text"', '[1, 2]', 'null']) {
      const { status } = await rawRest(`/${products}`, {
        method: 'POST',
        body,
        apikey: target().serviceRoleKey,
      });
      expect(status, body).toBe(400);
    }
    await expectNothingWritten();
  });

  it('refuses NUL characters in bodies and query strings', async () => {
    const body = await rawRest(`/${products}`, {
      method: 'POST',
      body: '{"sku":"nul","name":"a\\u0000b","price":1}',
      apikey: target().serviceRoleKey,
    });
    expect(body.status).toBe(400);
    expectErrorBody(body.json, '22P05');
    const query = await rawRest(`/${products}?sku=eq.a%00b`);
    expect(query.status).toBe(400);
    const rpc = await anon.rpc(`${fixture.name}_echo`, { payload: { text: 'a\u0000b' } });
    expect(rpc.status).toBe(400);
    await expectNothingWritten();
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = JSON.stringify({
      sku: 'big',
      name: 'Big',
      price: 1,
      specs: { blob: 'x'.repeat(2 * 1024 * 1024) },
    });
    const { status, json } = await rawRest(`/${products}`, {
      method: 'POST',
      body: big,
      apikey: target().serviceRoleKey,
    });
    expect(status).toBe(413);
    expect(json).toMatchObject({ message: expect.stringContaining('too large') });
    await expectNothingWritten();
  });

  it.each([
    ['a bad operator', '?sku=zz.ps5'],
    ['a bad select', '?select=sku,(price'],
    ['an aggregate', '?select=count()'],
    ['a bad order', '?order=sku.sideways.up'],
    ['a negative limit', '?limit=-1'],
    ['a bad logic tree', '?or=(sku.eq.ps5'],
    ['a bad is value', '?active=is.maybe'],
    ['an unknown embed', '?select=sku,nothing(*)'],
    ['a bad cast', '?select=price::text);drop table x;--'],
    ['an injection attempt in a column', '?select=sku"from pg_user--'],
    ['an injection attempt in a value', "?sku=eq.x'%20or%201=1--"],
    ['an injection attempt in a json key', "?select=specs->>'brand'"],
    ['a bad fts config', '?name=fts(en;drop).x'],
  ])('answers %s with a 4xx and PostgREST body', async (_label, query) => {
    const { status, json } = await rawRest(`/${products}${query}`);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    if (status >= 400) expect(json).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    await expectNothingWritten();
  });

  it('never answers 5xx to junk on any endpoint', async () => {
    const junk = [
      '',
      '?select=*&id=eq.',
      '?id=in.()',
      '?id=in.(1,',
      '?tags=cs.{',
      '?specs=cs.{bad',
      '?order=',
      '?offset=x',
    ];
    for (const path of [`/${products}`, `/rpc/${fixture.name}_add`, `/rpc/${fixture.name}_cheaper_than`]) {
      for (const q of junk) {
        for (const method of ['GET', 'POST']) {
          const { status } = await rawRest(`${path}${q}`, {
            method,
            body: method === 'POST' ? '{"a":"x"}' : undefined,
          });
          expect(status, `${method} ${path}${q}`).toBeLessThan(500);
        }
      }
    }
    await expectNothingWritten();
  });
});

describe('tokens', () => {
  const t = target();

  it('refuses a token signed with another secret (401 PGRST301)', async () => {
    const forged = await mintToken(
      { role: 'service_role', iss: 'supabase-demo' },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const { status, json, headers } = await rawRest(`/${products}`, {
      method: 'PATCH',
      body: JSON.stringify({ stock: 0 }),
      token: forged,
      apikey: t.anonKey,
    });
    expect(status).toBe(401);
    expectErrorBody(json, 'PGRST301');
    expect(headers.get('www-authenticate')).toMatch(/invalid_token/);
    await expectNothingWritten();
  });

  it('refuses an expired token', async () => {
    if (!t.jwtSecret) throw new Error('minting an expired token needs SUPABASE_JWT_SECRET');
    const expired = await mintToken({ role: 'authenticated', sub: crypto.randomUUID() }, t.jwtSecret, -60);
    const { status, json } = await rawRest(`/${products}`, { token: expired });
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
  });

  it('refuses a malformed token and a forged apikey', async () => {
    expect((await rawRest(`/${products}`, { token: 'not-a-jwt' })).status).toBe(401);
    expect((await rawRest(`/${products}`, { token: 'a.b.c' })).status).toBe(401);
    const forgedKey = `${t.anonKey.slice(0, -4)}AAAA`;
    expect((await rawRest(`/${products}`, { apikey: forgedKey, token: forgedKey })).status).toBe(401);
  });

  it('refuses a request without any key', async () => {
    const response = await fetch(`${t.apiUrl}/rest/v1/${products}`);
    expect(response.status).toBe(401);
  });

  it('refuses a token whose role is not an API role', async () => {
    if (!t.jwtSecret) throw new Error('minting a token needs SUPABASE_JWT_SECRET');
    const superuser = await mintToken({ role: 'postgres' }, t.jwtSecret);
    const { status } = await rawRest(`/${products}`, {
      method: 'DELETE',
      token: superuser,
      headers: {},
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await expectNothingWritten();
  });
});
