/**
 * Product disclosures (docs/product.md#catalogue-and-search, "Disclosures"): products carry a
 * country of origin, a manufacturer's warranty and a return window; the product-details RPCs
 * answer them with the seller's legal name.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, directSql } from '../helpers/clients';

const sql = directSql();
afterAll(() => sql.end());

describe('product disclosure columns', () => {
  it('have defaults: Not specified, 12 months, 7 days', async () => {
    const rows = await sql<{ column_name: string; column_default: string; is_nullable: string }[]>`
      select column_name, column_default, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = 'products'
        and column_name in ('country_of_origin', 'warranty_months', 'return_window_days')
      order by column_name`;
    expect(rows).toEqual([
      { column_name: 'country_of_origin', column_default: "'Not specified'::text", is_nullable: 'NO' },
      { column_name: 'return_window_days', column_default: '7', is_nullable: 'NO' },
      { column_name: 'warranty_months', column_default: '12', is_nullable: 'NO' },
    ]);
  });

  it('refuse a negative warranty, a blank country and a negative return window', async () => {
    const [p] = await sql<{ product_id: string }[]>`select product_id from public.products limit 1`;
    for (const change of [
      sql`update public.products set warranty_months = -1 where product_id = ${p?.product_id ?? ''}`,
      sql`update public.products set country_of_origin = ' ' where product_id = ${p?.product_id ?? ''}`,
      sql`update public.products set return_window_days = -1 where product_id = ${p?.product_id ?? ''}`,
    ]) {
      await expect(change).rejects.toMatchObject({ code: '23514' });
    }
  });

  // The current seed's data (seed/12_product_disclosures.sql), also on the last release's database
  // upgraded (STACK_UPGRADE: today's seed runs on top of the release's).
  it('are set by brand in the seed (Sony: China)', async () => {
    const [row] = await sql<{ n: number; china: number }[]>`
      select count(*)::int as n, count(*) filter (where country_of_origin = 'China')::int as china
      from public.products where brand = 'Sony'`;
    expect(row?.n).toBeGreaterThan(0);
    expect(row?.china).toBe(row?.n);
  });
});

describe('get_product_details_by_slug', () => {
  it('answers the disclosures and the seller legal name to a guest', async () => {
    const [p] = await sql<
      {
        slug: string;
        country_of_origin: string;
        warranty_months: number;
        return_window_days: number;
        replacement_window_days: number;
      }[]
    >`
      select slug, country_of_origin, warranty_months, return_window_days, replacement_window_days
      from public.products where is_active limit 1`;
    const [seller] = await sql<{ legal_name: string }[]>`select legal_name from public.seller_profile`;
    const { data, error } = await anonClient().rpc('get_product_details_by_slug', { p_target_slug: p?.slug });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({
      o_country_of_origin: p?.country_of_origin,
      o_warranty_months: p?.warranty_months,
      o_return_window_days: p?.return_window_days,
      o_replacement_window_days: p?.replacement_window_days,
      o_seller_legal_name: seller?.legal_name ?? null,
    });
  });
});
