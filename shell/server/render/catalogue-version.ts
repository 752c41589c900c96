/**
 * Drops the answers shared between renders when staff change the catalogue: a price, stock, a
 * photo, a product made or withdrawn (`get_catalogue_version`, supabase/schemas/18_shop_admin.sql).
 * Before a render the version is asked for, at most once every `everyMs` and for at most
 * `waitMs` (a slow answer lets the render go on with what it has, and counts for the next one);
 * when it has moved, `onChange` empties the shared answers, so that render and every later one
 * read the catalogue as it is now (docs/adr/0021-running-the-shop.md).
 */
export interface CatalogueWatchOptions {
  /** The version now; rejects when it cannot be read. */
  read: () => Promise<number>;
  onChange: () => void;
  everyMs: number;
  waitMs: number;
  now?: () => number;
}

export interface CatalogueWatch {
  /** Checks the version if it is due; resolves once checked or after `waitMs`. Never rejects. */
  check(): Promise<void>;
}

export function createCatalogueWatch({
  read,
  onChange,
  everyMs,
  waitMs,
  now = Date.now,
}: CatalogueWatchOptions): CatalogueWatch {
  let known: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  const run = (): Promise<void> =>
    read()
      .then((version) => {
        // The first answer only sets the mark: the answers kept so far were read after it anyway.
        if (known !== null && version !== known) onChange();
        known = version;
      })
      .catch(() => {
        // Unknown for now: the next check asks again.
        checkedAt = Number.NEGATIVE_INFINITY;
      })
      .finally(() => {
        running = null;
      });

  return {
    check() {
      if (!running && now() - checkedAt >= everyMs) {
        checkedAt = now();
        running = run();
      }
      if (!running) return Promise.resolve();
      let timer: ReturnType<typeof setTimeout> | undefined;
      return Promise.race([
        running,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]).finally(() => clearTimeout(timer));
    },
  };
}

/** `get_catalogue_version` as a guest, through the REST API the page's own reads use. */
export async function readCatalogueVersion(config: {
  supabaseUrl: string;
  supabaseAnonKey: string;
}): Promise<number> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/get_catalogue_version`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${config.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`catalogue version: ${response.status}`);
  const version = Number(await response.json());
  if (!Number.isFinite(version)) throw new Error('catalogue version: not a number');
  return version;
}
