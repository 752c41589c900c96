import {
  type CategoryStructure,
  categoryStructureSchema,
  type ProductDetails,
  productBySlugArgs,
  productDetailsSchema,
} from '../../../shared/src/contracts/index.ts';

/**
 * The public catalogue as the web server reads it: the same RPCs the browser calls, as anon
 * (the anon key is public; nothing personal is ever read), each with a deadline so a slow
 * backend costs the page a few hundred milliseconds at most.
 */
export interface CatalogSource {
  categoryStructure(): Promise<CategoryStructure>;
  /** The active product by slug, or null when none has it. */
  productBySlug(slug: string): Promise<ProductDetails | null>;
  /** The active product by id, or null. */
  productById(id: string): Promise<ProductDetails | null>;
  /** How many active products there are. */
  activeProductCount(): Promise<number>;
  /** One sitemap page of active products: [slug, last change] ordered by slug. */
  sitemapProducts(page: number, pageSize: number): Promise<[string, string][]>;
}

export interface ApiConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** An RPC answer the server could not use: unreachable, late, refused or of an unexpected shape. */
export class CatalogReadError extends Error {}

function firstProduct(data: unknown): ProductDetails | null {
  if (!Array.isArray(data)) throw new CatalogReadError('Unexpected product answer');
  if (data.length === 0) return null;
  const parsed = productDetailsSchema.safeParse(data[0]);
  if (!parsed.success) throw new CatalogReadError('Unexpected product answer');
  return parsed.data;
}

/** Reads through the API's REST RPC endpoint, every call bounded by `timeoutMs`. */
export function restCatalogSource(config: ApiConfig, { timeoutMs }: { timeoutMs: number }): CatalogSource {
  const base = config.supabaseUrl.replace(/\/+$/, '');
  async function rpc(fn: string, args: Record<string, unknown> = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${config.supabaseAnonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new CatalogReadError(`${fn} answered ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof CatalogReadError) throw error;
      throw new CatalogReadError(`${fn} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    async categoryStructure() {
      const parsed = categoryStructureSchema.safeParse(await rpc('get_product_categories_structure'));
      if (!parsed.success) throw new CatalogReadError('Unexpected category structure');
      return parsed.data;
    },
    async productBySlug(slug) {
      return firstProduct(await rpc('get_product_details_by_slug', productBySlugArgs(slug)));
    },
    async productById(id) {
      return firstProduct(await rpc('get_product_details', { p_target_product_id: id }));
    },
    async activeProductCount() {
      const count = Number(await rpc('count_sitemap_products'));
      if (!Number.isInteger(count) || count < 0) throw new CatalogReadError('Unexpected product count');
      return count;
    },
    async sitemapProducts(page, pageSize) {
      const rows = await rpc('get_sitemap_products', { page_number: page, page_size: pageSize });
      if (!Array.isArray(rows)) throw new CatalogReadError('Unexpected sitemap answer');
      return rows.map((row) => {
        if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'string') {
          throw new CatalogReadError('Unexpected sitemap row');
        }
        return [row[0], row[1]] as [string, string];
      });
    },
  };
}

/**
 * The reads of a page's head (category structure, a product) kept for `ttlMs` and shared by
 * concurrent requests: under load every page asked for the same structure or product, and a head
 * that missed its deadline made the page `no-cache`, so the CDN sent more of them back (issue
 * 23's bench: 44 of 400 category pages cacheable at 20 at a time). A failure or a missing
 * product is never kept: the next request asks again, and a product made active shows at once.
 * Staleness is bounded as the HTML's own (`s-maxage=60`).
 */
export function keptHeadReads(
  source: (deadlineMs: number) => CatalogSource,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): (deadlineMs: number) => CatalogSource {
  const kept = new Map<string, { at: number; answer: Promise<unknown> }>();
  function keep<T>(key: string, read: () => Promise<T>): Promise<T> {
    const found = kept.get(key);
    if (found && now() - found.at < ttlMs) return found.answer as Promise<T>;
    const answer = read();
    kept.set(key, { at: now(), answer });
    answer.then(
      (value) => {
        if (value === null && kept.get(key)?.answer === answer) kept.delete(key);
      },
      () => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      },
    );
    return answer;
  }
  return (deadlineMs) => {
    const inner = source(deadlineMs);
    return {
      ...inner,
      categoryStructure: () => keep('structure', () => inner.categoryStructure()),
      productBySlug: (slug) => keep(`slug:${slug}`, () => inner.productBySlug(slug)),
      productById: (id) => keep(`id:${id}`, () => inner.productById(id)),
    };
  };
}
