import { arrivedRpcData } from 'shared';

export type CatalogSchemas = typeof import('./schemas');

let loaded: CatalogSchemas | undefined;
let loading: Promise<CatalogSchemas> | undefined;

/**
 * The catalogue's response schemas (zod/mini and the contracts' schemas, 9 KiB brotli), loaded on
 * first use: a server-rendered page's first data comes in its HTML, so its first load neither
 * downloads nor builds them (ADR 5). A failed load is tried again by the next call.
 */
export function loadSchemas(): Promise<CatalogSchemas> {
  loading ??= import('./schemas').then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A catalogue call beside the schemas' load, so that once they are in it waits for nothing more.
 * A load that fails (offline) fails the call with the fetcher's own `message`.
 */
export async function callWithSchemas<T>(call: Promise<T>, message: string): Promise<[CatalogSchemas, T]> {
  const schemas = loadSchemas().catch((cause: unknown) => {
    throw new Error(message, { cause });
  });
  return Promise.all([schemas, call]);
}

/**
 * `use` with the schemas when they have loaded, else undefined: for a query's `initialData`,
 * which is synchronous. It starts no load: React Query asks every query on a page for it, the
 * hydrated ones and those waiting to come into view too. Without the schemas the query fetches,
 * and its call takes the same preloaded answer.
 */
export function withLoadedSchemas<T>(use: (schemas: CatalogSchemas) => T | undefined): T | undefined {
  return loaded && use(loaded);
}

/** A preloaded answer parsed with the schemas, for `initialData`: undefined until they have loaded. */
export function arrivedParsed<T>(
  fn: string,
  args: Record<string, unknown> | undefined,
  parse: (schemas: CatalogSchemas, data: unknown) => T,
): T | undefined {
  return withLoadedSchemas((schemas) => arrivedRpcData(fn, args, (data) => parse(schemas, data)));
}
