/**
 * The catalogue through the REST API with the real supabase-js client as an anonymous visitor:
 * grants (anon may call the RPCs and read the active catalogue), JSON shapes, and bad parameters
 * answered 400 with SQLSTATE 22023 (never 500).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../helpers/clients';
import { target } from '../helpers/target';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture';

let fx: CatalogFixture;

beforeAll(async () => {
  fx = await createCatalogFixture();
});

afterAll(async () => {
  await fx?.drop();
});

describe('catalogue RPCs as anon through supabase-js', () => {
  it('searches with filters and gets JSON rows', async () => {
    const { data, error, status } = await anonClient().rpc('unified_product_search', {
      search_term: fx.token,
      condition_filter: ['new'],
      p_spec_filters: { wireless: [true] },
      sort_by: 'price_desc',
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data as {
      slug: string;
      discount_price: number;
      technical_specification: { wireless?: boolean };
    }[];
    const expected = fx.products.filter(
      (p) => p.active && p.condition === 'new' && p.specs.wireless === true,
    );
    expect(rows.map((r) => r.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(rows.every((r) => r.technical_specification.wireless === true)).toBe(true);
    expect(typeof rows[0]?.discount_price).toBe('number');
    const { data: count } = await anonClient().rpc('get_product_search_count', {
      search_term: fx.token,
      condition_filter: ['new'],
      p_spec_filters: { wireless: [true] },
    });
    expect(count).toBe(expected.length);
  });

  it('suggests and autocompletes', async () => {
    const { data: suggestions } = await anonClient().rpc('get_search_suggestions', {
      search_term: 'playstaton',
    });
    expect((suggestions as { suggestion: string; similarity_score: number }[])[0]).toMatchObject({
      suggestion: 'playstation',
    });
    const { data: products, error } = await anonClient().rpc('enhanced_autocomplete_search', {
      search_query: 'ps5',
    });
    expect(error).toBeNull();
    expect(products).toHaveLength(5);
  });

  it('answers the category structure and a product page', async () => {
    const { data: structure } = await anonClient().rpc('get_product_categories_structure');
    expect((structure as { categories: { name: string }[] }).categories.map((c) => c.name)).toContain(
      'PC Parts',
    );
    const { data: page, error } = await anonClient()
      .rpc('get_product_details_by_slug', { p_target_slug: fx.byKey('pro').slug })
      .maybeSingle();
    expect(error).toBeNull();
    expect(page).toMatchObject({ o_slug: fx.byKey('pro').slug, o_review_count: 2 });
  });

  it('reads only active products from the table and cannot write it', async () => {
    const client = anonClient();
    const { data } = await client.from('products').select('slug').like('slug', `${fx.token}-%`);
    const slugs = (data ?? []).map((r) => r.slug as string);
    expect(slugs).toContain(fx.byKey('pro').slug);
    expect(slugs).not.toContain(fx.byKey('ghost').slug);
    const { error } = await client.from('products').update({ price: 1 }).eq('slug', fx.byKey('pro').slug);
    expect(error?.code).toBe('42501');
  });

  it('answers 400 with code 22023 for bad parameters', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['unified_product_search', {}, /at least one of term, category, subcategory or label/],
      [
        'unified_product_search',
        { search_term: 'ps5', page_size: 1000 },
        /page_size must be between 1 and 100/,
      ],
      ['unified_product_search', { search_term: 'ps5', sort_by: 'newest' }, /sort_by must be one of/],
      [
        'unified_product_search',
        { p_category: 'consoles', min_price: 9, max_price: 1 },
        /min_price must not be greater/,
      ],
      ['get_products_list', { page_number: 0 }, /page_number must be 1 or more/],
      [
        'get_search_suggestions',
        { search_term: 'ps', max_suggestions: 0 },
        /max_suggestions must be between 1 and 20/,
      ],
      [
        'get_product_reviews',
        { p_product_id: fx.byKey('pro').id, p_page_size: 0 },
        /page_size must be between 1 and 50/,
      ],
    ];
    for (const [fn, args, message] of cases) {
      const { error, status } = await anonClient().rpc(fn, args);
      expect(status, `${fn} ${JSON.stringify(args)}`).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(message);
    }
  });
});

/** One RPC over plain HTTP, body as received (fetch would undo the compression unseen). */
function rawRpc(
  fn: string,
  args: object,
  acceptEncoding?: string,
): Promise<{ status: number; encoding?: string; vary?: string; body: Buffer }> {
  const t = target();
  const url = new URL(`${t.apiUrl}/rest/v1/rpc/${fn}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${t.anonKey}`,
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(args));
  });
}

describe('compression (as the hosted API behind its CDN)', () => {
  const search = () => ({ search_term: fx.token, page_size: 20 });

  it('gzips a large answer for a client that accepts it, byte-for-byte the plain answer', async () => {
    const plain = await rawRpc('unified_product_search', search());
    const gzipped = await rawRpc('unified_product_search', search(), 'gzip, deflate, br');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gzipped.status).toBe(200);
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.vary?.toLowerCase()).toContain('accept-encoding');
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const small = await rawRpc('get_product_search_count', { search_term: fx.token }, 'gzip');
    expect(small.status).toBe(200);
    expect(small.encoding).toBeUndefined();
    expect(Number(small.body.toString())).toBe(fx.products.filter((p) => p.active).length);
  });
});
