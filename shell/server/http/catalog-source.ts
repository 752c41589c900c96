import { type CategoryStructure, categoryStructureSchema } from '../../../shared/src/contracts/index.ts';

/**
 * The public catalogue as the sitemaps and the readiness probe read it: the same RPCs the browser
 * calls, as anon (the anon key is public; nothing personal is ever read), each with a deadline.
 * Pages read nothing here: their head comes from their server render (ADR 0016).
 */
export interface CatalogSource {
  categoryStructure(): Promise<CategoryStructure>;
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
