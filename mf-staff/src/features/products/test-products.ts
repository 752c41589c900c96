/**
 * Test helpers of the console's products: `rpc` answering the product functions of
 * supabase/schemas/18_shop_admin.sql and 19_product_photos.sql from memory (with the rules the
 * console relies on), `from()` on `categories`, `subcategories`, `labels` and `products` as
 * PostgREST answers them, the products policy included (only active products are readable), and
 * `storage.from(bucket)` with `upload`, `remove` and `getPublicUrl` as storage-api answers them
 * (the bucket's types and size limit; errors as HTTP 400 with the real status in `statusCode`).
 */
import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTOS, STOCK_MESSAGES } from 'shared/contracts';
import { vi } from 'vitest';

export const productUuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-0000000000aa`;

export type FakeProduct = Record<string, unknown> & {
  product_id: string;
  name: string;
  slug: string;
  is_active: boolean;
  stock_units: number;
  low_stock_threshold: number;
  updated_at: string;
};

export const CATEGORIES = [
  { category_id: 1, name: 'Consoles', slug: 'consoles' },
  { category_id: 2, name: 'PC Parts', slug: 'pc-parts' },
];
export const SUBCATEGORIES = [
  { subcategory_id: 11, category_id: 1, name: 'PlayStation', slug: 'playstation' },
  { subcategory_id: 12, category_id: 1, name: 'Xbox', slug: 'xbox' },
  { subcategory_id: 21, category_id: 2, name: 'Graphics cards', slug: 'graphics-cards' },
];
export const LABELS = [{ label_id: 101, subcategory_id: 11, name: 'PS5', slug: 'ps5' }];

/** A product's full row; `n` orders older products later. */
export function fakeProduct(n: number, over: Record<string, unknown> = {}): FakeProduct {
  return {
    product_id: productUuid(n),
    slug: `playstation-5-${n}`,
    name: `PlayStation 5 #${n}`,
    description: 'The console.',
    brand: 'Sony',
    condition: 'new',
    price: 54990,
    discount_price: 49990,
    stock_units: 12,
    low_stock_threshold: 3,
    is_bestseller: false,
    is_active: true,
    category_id: 1,
    subcategory_id: 11,
    label_id: 101,
    technical_specification: { storage_gb: 1000, colour: 'White', wifi: true, ports: ['HDMI', 'USB-C'] },
    search_keywords: ['ps5', 'playstation'],
    country_of_origin: 'China',
    warranty_months: 12,
    return_window_days: 7,
    hsn_code: null,
    gst_rate: null,
    primary_image: `https://cdn.example/ps5-${n}.webp`,
    images: [
      { url: `https://cdn.example/ps5-${n}.webp`, width: 800, height: 800, alt: `PlayStation 5 #${n}` },
    ],
    updated_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

/** A photo's public address as the fake Storage answers it. */
export const publicPhotoUrl = (path: string, bucket: string = PRODUCT_PHOTOS.bucket): string =>
  `https://api.example/storage/v1/object/public/${bucket}/${path}`;

interface RpcCall {
  name: string;
  args: Record<string, unknown>;
}

export function createFakeProductsBackend() {
  const state = {
    products: [] as FakeProduct[],
    adjustments: {} as Record<string, Record<string, unknown>[]>,
    calls: [] as RpcCall[],
    tableCalls: [] as { table: string; columns: string | null; filters: [string, unknown][] }[],
    /** The next write fails with this message (SQLSTATE 22023, as `private.bad_input`). */
    refuseNext: null as string | null,
    /** While set, writes wait for it (to see the busy state). */
    gate: null as Promise<void> | null,
    /** The next list read fails with this message. */
    failList: null as string | null,
    created: 0,
    /** Storage objects by bucket path (`<bucket>/<path>`). */
    objects: new Map<string, { type: string; size: number }>(),
    storageCalls: [] as { op: 'upload' | 'remove'; bucket: string; paths: string[]; options?: unknown }[],
    /** The next upload fails with this storage-api status ('403', '413', '415'). */
    refuseUpload: null as string | null,
  };
  const ok = (data: unknown) => ({ data, error: null });
  const fail = (message: string, code = '22023') => ({ data: null, error: { message, code } });

  const listRow = (p: FakeProduct) => {
    const category = CATEGORIES.find((c) => c.category_id === p.category_id);
    const sub = SUBCATEGORIES.find((s) => s.subcategory_id === p.subcategory_id);
    const label = LABELS.find((l) => l.label_id === p.label_id);
    return {
      product_id: p.product_id,
      slug: p.slug,
      name: p.name,
      brand: p.brand ?? null,
      condition: p.condition,
      price: p.price,
      discount_price: p.discount_price,
      stock_units: p.stock_units,
      low_stock_threshold: p.low_stock_threshold,
      is_active: p.is_active,
      category_id: p.category_id,
      category: category?.name ?? '',
      subcategory_id: p.subcategory_id,
      subcategory: sub?.name ?? '',
      label_id: p.label_id ?? null,
      label: label?.name ?? null,
      primary_image: p.primary_image ?? null,
      updated_at: p.updated_at,
    };
  };

  function list(args: Record<string, unknown>) {
    if (state.failList) {
      const message = state.failList;
      state.failList = null;
      return fail(message, '42501');
    }
    const q = String(args.p_query ?? '')
      .trim()
      .toLowerCase();
    const found = state.products
      .filter(
        (p) =>
          !q ||
          p.name.toLowerCase().includes(q) ||
          p.slug.includes(q) ||
          String(p.brand ?? '')
            .toLowerCase()
            .includes(q) ||
          p.product_id === q,
      )
      .filter((p) => args.p_category_id == null || p.category_id === args.p_category_id)
      .filter((p) => args.p_subcategory_id == null || p.subcategory_id === args.p_subcategory_id)
      .filter((p) => args.p_condition == null || p.condition === args.p_condition)
      .filter(
        (p) =>
          args.p_stock == null ||
          (args.p_stock === 'out' && p.stock_units === 0) ||
          (args.p_stock === 'low' && p.stock_units > 0 && p.stock_units <= p.low_stock_threshold),
      )
      .filter((p) => args.p_active == null || p.is_active === args.p_active)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    const page = Math.max(1, Number(args.p_page ?? 1));
    return ok({ total: found.length, items: found.slice((page - 1) * 20, page * 20).map(listRow) });
  }

  function upsert(p: Record<string, unknown>) {
    const id = typeof p.product_id === 'string' ? p.product_id : null;
    if (id) {
      const existing = state.products.find((x) => x.product_id === id);
      if (!existing) return fail('Product not found.', 'PT404');
      const { stock_units: _ignored, ...rest } = p;
      Object.assign(existing, rest, { updated_at: '2026-11-28T06:00:00Z' });
      return ok(id);
    }
    if (state.products.some((x) => x.slug === p.slug)) return fail('Another product already has this slug.');
    state.created += 1;
    const created = {
      ...fakeProduct(900 + state.created),
      ...p,
      product_id: productUuid(900 + state.created),
      primary_image: null,
      images: [],
      updated_at: '2026-11-28T06:00:00Z',
    } as FakeProduct;
    state.products.push(created);
    return ok(created.product_id);
  }

  function adjust(args: Record<string, unknown>) {
    const product = state.products.find((p) => p.product_id === args.p_product_id);
    if (!product) return fail('Product not found.', 'PT404');
    const delta = Number(args.p_delta);
    if (product.stock_units + delta < 0) return fail(STOCK_MESSAGES.belowZero);
    const from = product.stock_units;
    product.stock_units = from + delta;
    const history = state.adjustments[product.product_id] ?? [];
    history.unshift({
      id: history.length + 1,
      delta,
      from_units: from,
      to_units: product.stock_units,
      reason: String(args.p_reason),
      actor_name: 'Staff One',
      created_at: '2026-11-28T06:30:00Z',
    });
    state.adjustments[product.product_id] = history;
    return ok({ from_units: from, to_units: product.stock_units });
  }

  /** staff_set_product_images with the database's rules and messages (the alt text trimmed). */
  function setImages(args: Record<string, unknown>) {
    const product = state.products.find((p) => p.product_id === args.p_product_id);
    if (!product) return fail('Product not found.', 'PT404');
    const images = args.p_images as { url: string; width: number; height: number; alt: string }[];
    if (!Array.isArray(images)) return fail('Send the photos as a list.');
    if (images.length > PRODUCT_PHOTOS.maxCount) return fail(PRODUCT_PHOTO_MESSAGES.tooMany);
    for (const image of images) {
      if (!/^(https?:\/\/|\/)/.test(image.url)) return fail('Each photo needs its web address.');
      if (!Number.isInteger(image.width) || !Number.isInteger(image.height))
        return fail('Each photo needs its width and height in pixels.');
      const alt = image.alt.trim();
      if (alt.length < 1 || alt.length > PRODUCT_PHOTOS.altMax) return fail(PRODUCT_PHOTO_MESSAGES.alt);
    }
    if (new Set(images.map((i) => i.url)).size !== images.length)
      return fail(PRODUCT_PHOTO_MESSAGES.duplicate);
    const stored = images.map(({ url, width, height, alt }) => ({ url, width, height, alt: alt.trim() }));
    product.images = stored;
    product.primary_image = stored[0]?.url ?? null;
    return ok(structuredClone(stored));
  }

  const rpc = vi.fn(async (name: string, args: Record<string, unknown>) => {
    state.calls.push({ name, args });
    if (name === 'staff_list_products') return list(args);
    if (name === 'staff_list_stock_adjustments')
      return ok(state.adjustments[String(args.p_product_id)] ?? []);
    // staff_get_product: any product, active or not (staff read past the catalogue's policy).
    if (name === 'staff_get_product') {
      const found = state.products.find((p) => p.product_id === args.p_product_id);
      return found ? ok(structuredClone(found)) : fail('Product not found.', 'PT404');
    }
    if (state.gate) await state.gate;
    if (state.refuseNext) {
      const message = state.refuseNext;
      state.refuseNext = null;
      return fail(message);
    }
    if (name === 'staff_upsert_product') return upsert(args.p_product as Record<string, unknown>);
    if (name === 'staff_adjust_stock') return adjust(args);
    if (name === 'staff_set_product_images') return setImages(args);
    return fail(`unexpected rpc ${name}`, 'PGRST202');
  });

  function builder(table: string) {
    const call = { table, columns: null as string | null, filters: [] as [string, unknown][] };
    let single = false;
    const run = async () => {
      state.tableCalls.push(call);
      let rows: Record<string, unknown>[];
      if (table === 'categories') rows = CATEGORIES;
      else if (table === 'subcategories') rows = SUBCATEGORIES;
      else if (table === 'labels') rows = LABELS;
      // The products policy: active products only, for staff as for anyone.
      else if (table === 'products') rows = state.products.filter((p) => p.is_active);
      else return { data: null, error: { message: `unexpected table ${table}`, code: '42P01' } };
      rows = rows.filter((row) => call.filters.every(([column, value]) => row[column] === value));
      const projected = rows.map((row) =>
        call.columns && call.columns !== '*'
          ? Object.fromEntries(call.columns.split(',').map((c) => [c, structuredClone(row[c])]))
          : structuredClone(row),
      );
      return { data: single ? (projected[0] ?? null) : projected, error: null };
    };
    const query = {
      select(columns: string) {
        call.columns = columns;
        return query;
      },
      eq(column: string, value: unknown) {
        call.filters.push([column, value]);
        return query;
      },
      order() {
        return query;
      },
      maybeSingle() {
        single = true;
        return query;
      },
      // biome-ignore lint/suspicious/noThenProperty: a PostgREST query is awaited like this
      then<T>(resolve: (value: Awaited<ReturnType<typeof run>>) => T, reject?: (reason: unknown) => T) {
        return run().then(resolve, reject);
      },
    };
    return query;
  }

  const from = vi.fn((table: string) => builder(table));

  const storageError = (statusCode: string, message: string) => ({
    data: null,
    error: Object.assign(new Error(message), { status: 400, statusCode }),
  });
  const storage = {
    from: vi.fn((bucket: string) => ({
      upload: vi.fn(async (path: string, body: Blob, options?: { contentType?: string }) => {
        state.storageCalls.push({ op: 'upload', bucket, paths: [path], options });
        if (state.gate) await state.gate;
        const type = options?.contentType ?? body.type;
        if (state.refuseUpload) {
          const status = state.refuseUpload;
          state.refuseUpload = null;
          return storageError(status, 'new row violates row-level security policy');
        }
        if (!(PRODUCT_PHOTOS.types as readonly string[]).includes(type))
          return storageError('415', `mime type ${type} is not supported`);
        if (body.size > PRODUCT_PHOTOS.maxBytes)
          return storageError('413', 'The object exceeded the maximum allowed size');
        if (state.objects.has(`${bucket}/${path}`)) return storageError('409', 'The resource already exists');
        state.objects.set(`${bucket}/${path}`, { type, size: body.size });
        return {
          data: { id: `object-${state.objects.size}`, path, fullPath: `${bucket}/${path}` },
          error: null,
        };
      }),
      remove: vi.fn(async (paths: string[]) => {
        state.storageCalls.push({ op: 'remove', bucket, paths });
        const removed = paths.filter((path) => state.objects.delete(`${bucket}/${path}`));
        return { data: removed.map((name) => ({ name, bucket_id: bucket })), error: null };
      }),
      getPublicUrl: (path: string) => ({ data: { publicUrl: publicPhotoUrl(path, bucket) } }),
    })),
  };
  return { state, client: { rpc, from, storage } };
}

export type FakeProductsBackend = ReturnType<typeof createFakeProductsBackend>;
