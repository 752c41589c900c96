/**
 * Generates the seed catalogue: `supabase/seed/10_catalog.sql` and the product images in
 * `supabase/seed/images/` (served at /img/products/). Deterministic: the same input gives the
 * same files, which are committed so a fresh database needs no generation step.
 *
 *   cd supabase && ../node_modules/.bin/tsx seed-gen/catalog.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import {
  CATALOG,
  type CategoryDef,
  type Condition,
  type ProductDraft,
  SEED_PASSWORD,
  SEED_USERS,
  SPEC_DEFINITIONS,
  type SubcategoryDef,
} from './catalog-data';
import { ICON_SIZE, iconSvg, PRODUCT_IMAGE_SIZE, productSvg } from './svg';
import {
  createRandom,
  pricePoint,
  type Random,
  slugify,
  sqlJson,
  sqlText,
  sqlTextArray,
  stableUuid,
} from './util';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUPABASE_DIR = path.resolve(here, '..');
export const SEED_SQL = path.join(SUPABASE_DIR, 'seed', '10_catalog.sql');
export const IMAGE_DIR = path.join(SUPABASE_DIR, 'seed', 'images');
/** URL path at which the web server serves IMAGE_DIR. */
export const IMAGE_URL = '/img/products';
/** Products are dated back from this day, so the seed does not depend on the clock. */
const SEED_DAY = '2026-11-20T10:00:00+05:30';

interface SeedProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: string;
  condition: Condition;
  price: number;
  discountPrice: number;
  stock: number;
  bestseller: boolean;
  active: boolean;
  subSlug: string;
  labelSlug: string;
  specs: ProductDraft['specs'];
  keywords: string[];
  daysAgo: number;
  images: { url: string; alt: string }[];
}

interface SeedReview {
  id: string;
  productId: string;
  userId: string;
  rating: number;
  title: string | null;
  comment: string;
  verified: boolean;
  daysAgo: number;
}

const CONDITION_NAME: Record<Condition, string> = {
  new: 'New',
  'pre-owned': 'Pre-owned',
  refurbished: 'Refurbished',
};

const glyphNoun: Record<string, string> = {
  console: 'console',
  handheld: 'console',
  laptop: 'laptop',
  desktop: 'PC',
  minipc: 'mini PC',
  gpu: 'graphics card',
  cpu: 'processor',
  board: 'motherboard',
  ram: 'memory kit',
  ssd: 'drive',
  psu: 'power supply',
  case: 'cabinet',
  fan: 'cooler',
  monitor: 'monitor',
  keyboard: 'keyboard',
  mouse: 'mouse',
  headset: 'headset',
  controller: 'controller',
  pad: 'mouse pad',
  mic: 'device',
  game: 'game',
  accessory: 'accessory',
};

function formatSpecs(specs: ProductDraft['specs']): string {
  const definitions = new Map(SPEC_DEFINITIONS.map((d) => [d.key, d]));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(specs)) {
    if (key === 'brand') continue;
    const definition = definitions.get(key);
    if (!definition) continue;
    let text: string;
    if (typeof value === 'boolean') text = value ? 'yes' : 'no';
    else if (Array.isArray(value)) text = value.join(', ');
    else text = `${value}${definition.unit ? ` ${definition.unit}` : ''}`;
    parts.push(`${definition.displayName.toLowerCase()}: ${text}`);
    if (parts.length === 5) break;
  }
  return parts.join('; ');
}

function describe(draft: ProductDraft, sub: SubcategoryDef, condition: Condition, rnd: Random): string {
  const noun = glyphNoun[sub.glyph] ?? 'product';
  const opening = rnd.pick([
    `The ${draft.name} is a ${noun} from ${draft.brand} that gamers across India rely on.`,
    `Upgrade your setup with the ${draft.name} by ${draft.brand}.`,
    `${draft.brand} built the ${draft.name} for players who want performance without compromise.`,
  ]);
  const specs = formatSpecs(draft.specs);
  const condition_text =
    condition === 'new'
      ? 'Brand new and sealed, with the full manufacturer warranty and a GST invoice.'
      : condition === 'refurbished'
        ? 'Certified refurbished: inspected, cleaned and tested by our technicians, with a 6-month GameGear warranty.'
        : 'Pre-owned: tested and graded by our technicians, may show light signs of use, with a 3-month GameGear warranty.';
  return [
    opening,
    draft.blurb ?? '',
    specs ? `Key specifications: ${specs}.` : '',
    condition_text,
    'Free shipping across India; cash on delivery available.',
  ]
    .filter(Boolean)
    .join(' ');
}

function buildProducts(rnd: Random): { products: SeedProduct[]; gallery: Map<string, number> } {
  const products: SeedProduct[] = [];
  const slugs = new Set<string>();
  const gallery = new Map<string, number>();
  for (const category of CATALOG) {
    for (const sub of category.subcategories) {
      const subSlug = slugify(sub.name);
      for (const draft of sub.products) {
        if (!sub.labels.includes(draft.label)) throw new Error(`${draft.name}: unknown label ${draft.label}`);
        const variants: Condition[] = ['new', ...(draft.used ?? [])];
        for (const condition of variants) {
          const name = condition === 'new' ? draft.name : `${draft.name} (${CONDITION_NAME[condition]})`;
          let slug = slugify(name);
          for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
          slugs.add(slug);
          const factor = condition === 'new' ? 1 : condition === 'refurbished' ? 0.84 : 0.7;
          const price = pricePoint(draft.price * factor);
          const discounted = condition === 'new' ? rnd.chance(0.65) : rnd.chance(0.4);
          const off = discounted ? rnd.int(3, condition === 'new' ? 22 : 10) / 100 : 0;
          const discountPrice = discounted ? Math.min(price, pricePoint(price * (1 - off))) : price;
          const best = condition === 'new' && draft.bestseller === true;
          const imageCount = best ? 4 : 2;
          gallery.set(subSlug, Math.max(gallery.get(subSlug) ?? 0, imageCount));
          products.push({
            id: stableUuid(`product:${slug}`),
            slug,
            name,
            description: describe(draft, sub, condition, rnd),
            brand: draft.brand,
            condition,
            price,
            discountPrice,
            stock: condition === 'new' ? (rnd.chance(0.08) ? 0 : rnd.int(2, 80)) : rnd.int(1, 4),
            bestseller: best,
            active: condition === 'new' ? draft.inactive !== true : true,
            subSlug,
            labelSlug: slugify(draft.label),
            specs: draft.specs,
            keywords: draft.keywords ?? [],
            daysAgo: rnd.int(0, 420),
            images: [
              { url: `${IMAGE_URL}/${slug}.svg`, alt: name },
              ...Array.from({ length: imageCount }, (_, i) => ({
                url: `${IMAGE_URL}/gallery-${subSlug}-${i + 1}.svg`,
                alt: `${name}, view ${i + 2}`,
              })),
            ],
          });
        }
      }
    }
  }
  return { products, gallery };
}

const REVIEW_TEXT: Record<number, { titles: string[]; comments: string[] }> = {
  5: {
    titles: [
      'Absolutely worth it',
      'Best purchase this year',
      'Superb quality',
      'Exceeded expectations',
      'Five stars',
    ],
    comments: [
      'Delivered in two days to {city}, sealed box and GST invoice included. Works perfectly, no complaints at all.',
      'Performance is excellent and it runs cool even during long sessions. Packaging by GameGear was very secure.',
      'Compared prices everywhere and this was the best deal. Genuine product with warranty, highly recommended.',
      'Setup took five minutes. Build quality feels premium and it looks great on my desk.',
    ],
  },
  4: {
    titles: ['Very good', 'Great value for money', 'Happy with it', 'Solid product'],
    comments: [
      'Good product for the price. Delivery took a little longer than promised but it arrived safely.',
      'Works well for gaming and daily use. Only wish the cable was a bit longer.',
      'Nice performance upgrade over my old one. Instructions could be better but support helped me quickly.',
    ],
  },
  3: {
    titles: ['Decent', 'Okay for the price', 'Average experience'],
    comments: [
      'It does the job, nothing special. Expected a bit more at this price point.',
      'Product is fine but the box was slightly dented on arrival. Works as described.',
    ],
  },
  2: {
    titles: ['Not great', 'Could be better'],
    comments: [
      'Had some issues in the first week, customer support replaced a part. Still not fully satisfied.',
      'Gets louder than I expected under load. Returned the first unit, second one is better.',
    ],
  },
  1: {
    titles: ['Disappointed', 'Did not work for me'],
    comments: [
      'Arrived with a fault and the replacement took two weeks. Product may be fine but my experience was poor.',
    ],
  },
};

function buildReviews(products: SeedProduct[], rnd: Random): SeedReview[] {
  const reviews: SeedReview[] = [];
  const ratingFor = () => {
    const r = rnd.next();
    return r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.87 ? 3 : r < 0.94 ? 2 : 1;
  };
  for (const product of products) {
    if (!product.active && !rnd.chance(0.5)) continue;
    if (!product.bestseller && !rnd.chance(0.55)) continue;
    const count = product.bestseller ? rnd.int(4, 8) : rnd.int(1, 5);
    for (const user of rnd.sample(SEED_USERS, count)) {
      const rating = ratingFor();
      const text = REVIEW_TEXT[rating] as { titles: string[]; comments: string[] };
      reviews.push({
        id: stableUuid(`review:${product.slug}:${user.id}`),
        productId: product.id,
        userId: user.id,
        rating,
        title: rnd.chance(0.85) ? rnd.pick(text.titles) : null,
        comment: rnd.pick(text.comments).replace('{city}', user.city),
        verified: rnd.chance(0.85),
        daysAgo: rnd.int(0, Math.max(0, product.daysAgo - 1)),
      });
    }
  }
  return reviews;
}

function valuesBlock(rows: string[]): string {
  return rows.map((r) => `  (${r})`).join(',\n');
}

function at(daysAgo: number): string {
  return `timestamptz '${SEED_DAY}' - interval '${daysAgo} days'`;
}

export function generateSql(): { sql: string; products: SeedProduct[]; gallery: Map<string, number> } {
  const rnd = createRandom(20261122);
  const { products, gallery } = buildProducts(rnd);
  const reviews = buildReviews(products, rnd);
  // A fixed salt keeps the file deterministic; these are local demo accounts only.
  const passwordHash = bcrypt.hashSync(SEED_PASSWORD, '$2a$10$GameGearLocalSeedSalt.');
  const out: string[] = [];
  out.push(
    '-- Seed catalogue of the GameGear store, generated by supabase/seed-gen/catalog.ts: do not edit by hand.',
    `-- ${CATALOG.length} categories, ${CATALOG.reduce((n, c) => n + c.subcategories.length, 0)} subcategories, ${products.length} products (${products.filter((p) => !p.active).length} inactive), ${reviews.length} reviews, ${SEED_USERS.length} demo users.`,
    `-- Demo users sign in with the password ${SEED_PASSWORD} (local development only). Re-runnable: conflicts are skipped.`,
    '',
    '-- Demo shoppers (reviewers) ------------------------------------------------------------------',
    'insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,',
    '  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)',
    'values',
    valuesBlock(
      SEED_USERS.map((u) =>
        [
          "'00000000-0000-0000-0000-000000000000'",
          sqlText(u.id),
          "'authenticated'",
          "'authenticated'",
          sqlText(u.email),
          sqlText(passwordHash),
          at(500),
          sqlJson({ provider: 'email', providers: ['email'] }),
          sqlJson({ name: u.name, email_verified: true }),
          at(500),
          at(500),
          'false',
          'false',
        ].join(', '),
      ),
    ),
    'on conflict do nothing;',
    '',
    '-- The e-mail identity GoTrue keeps beside each user (when the auth schema has it).',
    'do $$',
    'begin',
    "  if to_regclass('auth.identities') is not null then",
    '    insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)',
    "    select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),",
    "           'email', u.created_at, u.created_at",
    '    from auth.users u',
    `    where u.id in (${SEED_USERS.map((u) => sqlText(u.id)).join(', ')})`,
    '    on conflict do nothing;',
    '  end if;',
    'end',
    '$$;',
    '',
    'insert into public.user_profiles (user_id, name, mobile, address)',
    'values',
    valuesBlock(
      SEED_USERS.map((u, i) =>
        [
          sqlText(u.id),
          sqlText(u.name),
          sqlText(u.mobile),
          sqlJson({
            line1: `${12 + i * 7}, ${['MG Road', 'Park Street', 'Marine Drive', 'Anna Salai', 'Residency Road', 'FC Road', 'Jubilee Hills Road 36', 'Connaught Place'][i % 8]}`,
            line2: 'Near Metro Station',
            city: u.city,
            state: u.state,
            zip: u.zip,
            country: 'India',
          }),
        ].join(', '),
      ),
    ),
    'on conflict do nothing;',
    '',
    '-- Spec definitions --------------------------------------------------------------------------',
    'insert into public.spec_definitions (key, display_name, spec_group, filter_type, unit, sort_order, is_filterable)',
    'values',
    valuesBlock(
      SPEC_DEFINITIONS.map((d, i) =>
        [
          sqlText(d.key),
          sqlText(d.displayName),
          sqlText(d.group),
          sqlText(d.filterType),
          sqlText(d.unit ?? null),
          String((i + 1) * 10),
          String(d.filterable ?? true),
        ].join(', '),
      ),
    ),
    'on conflict (key) do nothing;',
    '',
    '-- Taxonomy ----------------------------------------------------------------------------------',
    'insert into public.categories (name, slug, description, display_url, sort_order)',
    'values',
    valuesBlock(
      CATALOG.map((c: CategoryDef, i) =>
        [
          sqlText(c.name),
          sqlText(slugify(c.name)),
          sqlText(c.description),
          sqlText(`${IMAGE_URL}/category-${slugify(c.name)}.svg`),
          String((i + 1) * 10),
        ].join(', '),
      ),
    ),
    'on conflict (slug) do nothing;',
    '',
    'insert into public.subcategories (category_id, name, slug, display_url, sort_order)',
    'select c.category_id, v.name, v.slug, v.display_url, v.sort_order',
    'from (values',
    valuesBlock(
      CATALOG.flatMap((c) =>
        c.subcategories.map((s, i) =>
          [
            sqlText(slugify(c.name)),
            sqlText(s.name),
            sqlText(slugify(s.name)),
            sqlText(`${IMAGE_URL}/gallery-${slugify(s.name)}-1.svg`),
            String((i + 1) * 10),
          ].join(', '),
        ),
      ),
    ),
    ') as v(category_slug, name, slug, display_url, sort_order)',
    'join public.categories c on c.slug = v.category_slug',
    'on conflict (slug) do nothing;',
    '',
    'insert into public.labels (subcategory_id, name, slug, display_url, sort_order)',
    'select s.subcategory_id, v.name, v.slug, v.display_url, v.sort_order',
    'from (values',
    valuesBlock(
      CATALOG.flatMap((c) =>
        c.subcategories.flatMap((s) =>
          s.labels.map((l, i) =>
            [
              sqlText(slugify(s.name)),
              sqlText(l),
              sqlText(slugify(l)),
              sqlText(`${IMAGE_URL}/label-${slugify(s.name)}-${slugify(l)}.svg`),
              String((i + 1) * 10),
            ].join(', '),
          ),
        ),
      ),
    ),
    ') as v(subcategory_slug, name, slug, display_url, sort_order)',
    'join public.subcategories s on s.slug = v.subcategory_slug',
    'on conflict (subcategory_id, slug) do nothing;',
    '',
    '-- Products (category_id is derived from the subcategory by the products trigger) ----------------',
    'insert into public.products (product_id, slug, name, description, brand, condition, price, discount_price,',
    '  stock_units, is_bestseller, is_active, subcategory_id, label_id, technical_specification, search_keywords,',
    '  created_at)',
    'select v.product_id::uuid, v.slug, v.name, v.description, v.brand, v.condition, v.price, v.discount_price,',
    '  v.stock_units, v.is_bestseller, v.is_active, s.subcategory_id, l.label_id, v.spec, v.keywords, v.created_at',
    'from (values',
    valuesBlock(
      products.map((p) =>
        [
          sqlText(p.id),
          sqlText(p.slug),
          sqlText(p.name),
          sqlText(p.description),
          sqlText(p.brand),
          sqlText(p.condition),
          p.price.toFixed(2),
          p.discountPrice.toFixed(2),
          String(p.stock),
          String(p.bestseller),
          String(p.active),
          sqlText(p.subSlug),
          sqlText(p.labelSlug),
          sqlJson(p.specs),
          sqlTextArray(p.keywords),
          at(p.daysAgo),
        ].join(', '),
      ),
    ),
    ') as v(product_id, slug, name, description, brand, condition, price, discount_price, stock_units,',
    '       is_bestseller, is_active, subcategory_slug, label_slug, spec, keywords, created_at)',
    'join public.subcategories s on s.slug = v.subcategory_slug',
    'join public.labels l on l.subcategory_id = s.subcategory_id and l.slug = v.label_slug',
    'on conflict (slug) do nothing;',
    '',
    `-- Images (${PRODUCT_IMAGE_SIZE} x ${PRODUCT_IMAGE_SIZE} SVG) -------------------------------------------------------------`,
    'insert into public.product_images (product_id, position, url, width, height, alt)',
    'values',
    valuesBlock(
      products.flatMap((p) =>
        p.images.map((img, i) =>
          [
            sqlText(p.id),
            String(i),
            sqlText(img.url),
            String(PRODUCT_IMAGE_SIZE),
            String(PRODUCT_IMAGE_SIZE),
            sqlText(img.alt),
          ].join(', '),
        ),
      ),
    ),
    'on conflict (product_id, position) do nothing;',
    '',
    '-- Reviews (about 85% verified; only verified ones are public) -----------------------------------',
    'insert into public.reviews (review_id, product_id, user_id, rating, title, comment, is_verified, created_at)',
    'values',
    valuesBlock(
      reviews.map((r) =>
        [
          sqlText(r.id),
          sqlText(r.productId),
          sqlText(r.userId),
          String(r.rating),
          sqlText(r.title),
          sqlText(r.comment),
          String(r.verified),
          at(r.daysAgo),
        ].join(', '),
      ),
    ),
    'on conflict do nothing;',
    '',
    '-- The dictionary is maintained by triggers; a rebuild keeps a re-run consistent.',
    'select private.refresh_search_terms();',
    'analyze public.products, public.product_images, public.reviews, public.search_terms;',
    '',
  );
  return { sql: out.join('\n'), products, gallery };
}

function writeImages(products: SeedProduct[], gallery: Map<string, number>): number {
  fs.mkdirSync(IMAGE_DIR, { recursive: true });
  for (const file of fs.readdirSync(IMAGE_DIR)) {
    if (file.endsWith('.svg')) fs.rmSync(path.join(IMAGE_DIR, file));
  }
  const subBySlug = new Map<string, { sub: SubcategoryDef; category: CategoryDef }>();
  for (const category of CATALOG) {
    for (const sub of category.subcategories) subBySlug.set(slugify(sub.name), { sub, category });
  }
  let count = 0;
  const write = (file: string, svg: string) => {
    fs.writeFileSync(path.join(IMAGE_DIR, file), svg);
    count++;
  };
  for (const product of products) {
    const owner = subBySlug.get(product.subSlug);
    if (!owner) throw new Error(`no subcategory ${product.subSlug}`);
    write(
      `${product.slug}.svg`,
      productSvg({
        name: product.name,
        brand: product.brand,
        color: owner.category.color,
        glyph: owner.sub.glyph,
        caption: product.condition === 'new' ? undefined : CONDITION_NAME[product.condition],
      }),
    );
  }
  const views = ['Front view', 'Side view', 'In the box', 'Detail'];
  for (const [subSlug, n] of gallery) {
    const owner = subBySlug.get(subSlug);
    if (!owner) continue;
    for (let i = 1; i <= n; i++) {
      write(
        `gallery-${subSlug}-${i}.svg`,
        productSvg({
          name: owner.sub.name,
          brand: owner.category.name,
          color: owner.category.color,
          glyph: owner.sub.glyph,
          caption: views[i - 1],
        }),
      );
    }
  }
  for (const category of CATALOG) {
    const first = category.subcategories[0];
    if (!first) continue;
    write(
      `category-${slugify(category.name)}.svg`,
      iconSvg({ label: category.name, color: category.color, glyph: first.glyph }),
    );
    for (const sub of category.subcategories) {
      for (const label of sub.labels) {
        write(
          `label-${slugify(sub.name)}-${slugify(label)}.svg`,
          iconSvg({ label, color: category.color, glyph: sub.glyph }),
        );
      }
    }
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { sql, products, gallery } = generateSql();
  fs.mkdirSync(path.dirname(SEED_SQL), { recursive: true });
  fs.writeFileSync(SEED_SQL, sql);
  const images = writeImages(products, gallery);
  console.info(
    `wrote ${path.relative(process.cwd(), SEED_SQL)} (${products.length} products, ${(sql.length / 1024).toFixed(0)} KiB) and ${images} images (${ICON_SIZE}px icons, ${PRODUCT_IMAGE_SIZE}px products)`,
  );
}
