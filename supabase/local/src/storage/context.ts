/**
 * Who calls and how the database is reached. Like storage-api, every read and write of
 * `storage.objects` made for a caller runs in a transaction as the caller's role with its JWT
 * claims (so `auth.uid()` and the project's policies decide; service_role bypasses RLS), and the
 * lookups storage-api makes as its superuser (bucket settings, public objects) run on the pool.
 */
import { type JwtClaims, requestSettings, type Sql, type TxSql } from '../db';
import { createAuthenticator } from '../rest/jwt';
import { errors, StorageError } from './errors';

export type Authenticate = (req: Request) => Promise<JwtClaims>;

/** The gateway's token check (apikey or bearer, 401 without either), with storage-api's error body. */
export function createStorageAuthenticator(jwtSecret: string): Authenticate {
  const check = createAuthenticator(jwtSecret);
  return async (req) => {
    try {
      return await check(req.headers, new URL(req.url).searchParams);
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw errors.unauthenticated((error as Error).message);
    }
  };
}

/** storage-api's `owner`: the token's subject; the uuid column only takes it when it is a uuid. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

/**
 * Runs `fn` in one transaction: `before` first as the pool's superuser (row locks storage-api takes
 * itself), then as the caller. Deleting is allowed in it, as storage-api allows its own deletes
 * (storage.protect_delete refuses direct ones).
 */
export async function asCaller<T>(
  sql: Sql,
  claims: JwtClaims,
  fn: (tx: TxSql) => Promise<T>,
  before?: (tx: TxSql) => Promise<void>,
): Promise<T> {
  const settings = requestSettings(claims, { method: 'storage' });
  const result = await sql.begin(async (tx) => {
    if (before) await before(tx);
    await tx.unsafe(settings.text, settings.params);
    await tx.unsafe(`select set_config('storage.allow_delete_query', 'true', true)`);
    return await fn(tx);
  });
  return result as T;
}

export interface BucketLimits {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[];
}

/** A bucket's settings, read as storage-api's superuser; 404 NoSuchBucket when absent (or not public). */
export async function findBucket(
  sql: Sql,
  id: string,
  options: { isPublic?: boolean } = {},
): Promise<BucketLimits> {
  const [row] = await sql<
    {
      id: string;
      public: boolean | null;
      file_size_limit: string | null;
      allowed_mime_types: string[] | null;
    }[]
  >`select id, public, file_size_limit::text, allowed_mime_types from storage.buckets where id = ${id}`;
  if (!row || (options.isPublic && row.public !== true)) throw errors.noSuchBucket();
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types ?? [],
  };
}

export interface StoredObject {
  id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
}

/** What storage-api keeps in `storage.objects.metadata` for a stored file. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** One object by bucket and name, through `q` (the pool or a caller's transaction); 404 when not visible. */
export async function findObject(q: Sql | TxSql, bucketId: string, name: string): Promise<StoredObject> {
  const [row] = await q<StoredObject[]>`
    select id, version, metadata from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
  if (!row) throw errors.noSuchKey();
  return row;
}
