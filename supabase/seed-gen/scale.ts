/**
 * `pnpm --filter @store/supabase seed:scale N`: adds N products with the seed's shape to a database
 * (for benchmarks), then rebuilds the search dictionary and analyses the tables.
 *
 * Every new product is a variant of a seed product (same taxonomy, specification and images, a
 * variant name with an occasional model code, jittered INR prices, random stock, condition,
 * bestseller and active flags) plus some reviews by the seeded users. All in SQL
 * (generate_series; indexes rebuilt once), about half a minute for 100,000 products on two cores.
 * Deterministic for a given database and N.
 *
 * Database: env DATABASE_URL, else `dbUrl` of `.local/stack.json` (a running local stack).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const STACK_JSON = path.resolve(here, '../../.local/stack.json');

/** Appended to scaled names: editions, colours, bundles, as real listings carry. */
const VARIANTS = [
  '',
  ' - Black',
  ' - White',
  ' (2025 Edition)',
  ' Combo',
  ' with 3 Years Warranty',
  ' (Open Box)',
  ' - Limited Edition',
  ' Bundle',
  ' - Grey',
  ' (International Version)',
  ' - Silver',
  ' (Retail Box)',
  ' - Midnight Blue',
  ' (OEM Pack)',
];

export interface ScaleResult {
  inserted: number;
  total: number;
  terms: number;
  ms: number;
}

export async function scaleCatalog(
  sql: postgres.Sql,
  count: number,
  log: (message: string) => void = () => {},
): Promise<ScaleResult> {
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
    throw new Error('N must be an integer between 1 and 2,000,000');
  }
  const started = Date.now();
  const inserted = await sql.begin(async (tx) => {
    await tx`select setseed(0.20261122)`;
    // Templates: the products that are not themselves scaled copies.
    await tx`
      create temporary table scale_templates on commit drop as
      select row_number() over (order by p.slug) - 1 as idx, p.*,
             (select i.url from public.product_images i where i.product_id = p.product_id order by i.position limit 1) as image_url,
             (select i.width from public.product_images i where i.product_id = p.product_id order by i.position limit 1) as image_width,
             (select i.height from public.product_images i where i.product_id = p.product_id order by i.position limit 1) as image_height
      from public.products p
      where p.slug !~ '-x[0-9]+$'`;
    const [counts] = await tx<{ templates: number; offset: number }[]>`
      select (select count(*)::integer from scale_templates) as templates,
             (select coalesce(max(substring(slug from '-x([0-9]+)$')::integer), 0)
              from public.products where slug ~ '-x[0-9]+$') as offset`;
    const templates = counts?.templates ?? 0;
    const offset = counts?.offset ?? 0;
    if (templates === 0) throw new Error('no seed products to scale: run the seed first');
    log(`scale: ${count} products from ${templates} templates`);
    // Bulk load (all transactional: on failure nothing changes):
    // - the secondary indexes are dropped and recreated from their own definitions afterwards
    //   (a fresh build is faster and far smaller than 100k GIN insertions);
    // - the search vectors are computed here, set-based, with the trigger's own functions;
    // - the dictionary is rebuilt once afterwards instead of maintained row by row.
    const indexes = await tx<{ name: string; definition: string }[]>`
      select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
      from pg_index
      where indrelid = 'public.products'::regclass and not indisprimary and not indisunique`;
    for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
    await tx`alter table public.products disable trigger products_search_terms_insert`;
    await tx`alter table public.products disable trigger products_before_write`;
    await tx`set local work_mem = '64MB'`;

    const [insertedRow] = await tx<{ inserted: number }[]>`
      with series as (
        select g, ${offset}::bigint + g as n, random() as r1, random() as r2, random() as r3, random() as r4,
               random() as r5, random() as r6, random() as r7
        from generate_series(1, ${count}::integer) as g
      ), picked as (
        select s.*, t.*
        from series s
        join scale_templates t on t.idx = (s.g::bigint * 2654435761 % ${templates}::bigint)
      ), priced as (
        select p.*,
               regexp_replace(p.slug, '-(pre-owned|refurbished)$', '') || '-x' || p.n as new_slug,
               case when p.r3 < 0.8 then 'new' when p.r3 < 0.9 then 'refurbished' else 'pre-owned' end as new_condition,
               round((p.price * (0.92 + p.r2 * 0.16) * case when p.r3 < 0.8 then 1 when p.r3 < 0.9 then 0.84 else 0.7 end)::numeric, -1) - 1
                 as new_price
        from picked p
      ), named as (
        select p.*,
          regexp_replace(p.name, ' \\((Pre-owned|Refurbished)\\)$', '')
            || (${sql.array(VARIANTS)}::text[])[1 + floor(p.r1 * ${VARIANTS.length})::integer]
            || case when p.r6 < 0.5
                    then ' ' || chr(65 + floor(p.r4 * 26)::integer) || chr(65 + floor(p.r5 * 26)::integer)
                         || lpad((floor(p.r7 * 9000) + 1000)::integer::text, 4, '0')
                    else '' end
            || case p.new_condition when 'new' then '' when 'refurbished' then ' (Refurbished)' else ' (Pre-owned)' end
            as new_name
        from priced p
      ), inserted as (
        insert into public.products (slug, name, description, brand, condition, price, discount_price, stock_units,
          is_bestseller, is_active, category_id, subcategory_id, label_id, technical_specification, search_keywords,
          created_at, search_vector, title_vector, mention_vector, own_title_vector)
        select
          p.new_slug,
          p.new_name,
          p.description, p.brand, p.new_condition,
          greatest(p.new_price, 99),
          greatest(case when p.r4 < 0.6 then round((p.new_price * (0.97 - p.r5 * 0.2))::numeric, -1) - 1 else p.new_price end, 99),
          case when p.r5 < 0.07 then 0 else floor(p.r6 * 60)::integer + 1 end,
          p.r7 < 0.05,
          p.r1 >= 0.02,
          p.category_id, p.subcategory_id, p.label_id, p.technical_specification, p.search_keywords,
          now() - (p.r2 * interval '1000 days'),
          private.product_search_vector(p.new_name, p.search_keywords, p.brand, l.name, s.name, c.name,
                                        p.technical_specification),
          private.product_title_vector(p.new_name, p.search_keywords),
          -- Same specification and taxonomy as the template: the same mention text.
          p.mention_vector,
          ts_delete(private.product_title_vector(p.new_name, p.search_keywords), tsvector_to_array(p.mention_vector))
        from named p
        join public.categories c on c.category_id = p.category_id
        join public.subcategories s on s.subcategory_id = p.subcategory_id
        left join public.labels l on l.label_id = p.label_id
        returning product_id, slug, name
      ), images as (
        insert into public.product_images (product_id, position, url, width, height, alt)
        select i.product_id, 0, p.image_url, coalesce(p.image_width, 800), coalesce(p.image_height, 800), i.name
        from inserted i
        join priced p on p.new_slug = i.slug
        where p.image_url is not null
        returning 1
      )
      select (select count(*)::integer from inserted) as inserted, (select count(*) from images) as images`;
    const n = insertedRow?.inserted ?? 0;
    log(`scale: inserted ${n} products (${Date.now() - started} ms)`);
    await tx`alter table public.products enable trigger products_search_terms_insert`;
    await tx`alter table public.products enable trigger products_before_write`;
    await tx`set local maintenance_work_mem = '256MB'`;
    for (const index of indexes) await tx.unsafe(index.definition);
    log(`scale: ${indexes.length} indexes rebuilt (${Date.now() - started} ms)`);

    // Up to three reviews each from the seeded users (one per user and product), mostly verified.
    await tx`
      with users as (
        select array_agg(u.id order by u.id) as ids
        from auth.users u
        where u.email like '%@gamegear.in'
      )
      insert into public.reviews (product_id, user_id, rating, title, comment, is_verified, created_at)
      select p.product_id, users.ids[1 + ((abs(hashtext(p.slug)) + k * 3) % cardinality(users.ids))],
             (array[5, 5, 5, 4, 4, 4, 3, 2, 1])[1 + floor(random() * 9)::integer],
             (array['Great buy', 'Good value', 'As described', 'Works well', null])[1 + floor(random() * 5)::integer],
             'Genuine product, quick delivery and it works as described.',
             random() < 0.85,
             p.created_at + random() * interval '30 days'
      from public.products p
      cross join users
      cross join lateral generate_series(1, abs(hashtext(p.slug)) % 3) as k
      where p.slug ~ '-x[0-9]+$' and cardinality(users.ids) > 0
        and not exists (select 1 from public.reviews r where r.product_id = p.product_id)
      on conflict do nothing`;
    return n;
  });
  log(`scale: images and reviews done (${Date.now() - started} ms)`);

  const [refreshed] = await sql<{ terms: number }[]>`select private.refresh_search_terms() as terms`;
  const terms = refreshed?.terms ?? 0;
  log(`scale: dictionary rebuilt, ${terms} terms (${Date.now() - started} ms)`);
  // The dictionary was rewritten: rebuild its indexes (a GIN index grown through its pending list
  // is several times larger than a fresh one), then vacuum and analyse.
  await sql`reindex table public.search_terms`;
  await sql`vacuum (analyze) public.products, public.product_images, public.reviews, public.search_terms`;
  const [totals] = await sql<{ total: number }[]>`select count(*)::integer as total from public.products`;
  const total = totals?.total ?? 0;
  const ms = Date.now() - started;
  log(`scale: ${total} products in total, vacuumed and analysed (${ms} ms)`);
  return { inserted, total, terms, ms };
}

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (fs.existsSync(STACK_JSON)) {
    const stack = JSON.parse(fs.readFileSync(STACK_JSON, 'utf8')) as { dbUrl?: string };
    if (stack.dbUrl) return stack.dbUrl;
  }
  throw new Error('no database: set DATABASE_URL or start the local stack (.local/stack.json)');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? '100000');
  const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
  try {
    await scaleCatalog(sql, count, (m) => console.info(m));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
