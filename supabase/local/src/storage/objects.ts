/**
 * Writing, removing and listing objects: POST/PUT /object/:bucket/*, DELETE /object/:bucket (many)
 * and /object/:bucket/*, POST /object/list/:bucket. The caller's policies decide, as in
 * storage-api: its RLS checks run as the caller, and the file is kept only once the row is written.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims, Sql } from '../db';
import { asCaller, findBucket, findObject, type ObjectMetadata, ownerOf } from './context';
import { errors } from './errors';
import type { FileStore } from './files';
import { mustBeValidKey } from './mime';
import { readUpload } from './upload';

export interface ObjectsDeps {
  sql: Sql;
  store: FileStore;
}

/** POST (create; 409 when it exists unless upsert) or PUT (update): answers `{ Id, Key }`. */
export async function uploadObject(
  deps: ObjectsDeps,
  req: Request,
  claims: JwtClaims,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ Id: string; Key: string }> {
  mustBeValidKey(name);
  const bucket = await findBucket(deps.sql, bucketId);
  const file = await readUpload(req, name, bucket);
  const version = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.byteLength,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.byteLength,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(claims);
  const row = {
    bucket_id: bucketId,
    name,
    owner,
    owner_id: ownerId,
    metadata: JSON.stringify(metadata),
    user_metadata: JSON.stringify(file.userMetadata ?? {}),
    version,
  };

  await deps.store.write(version, file.data);
  let previous: string | null = null;
  let id: string;
  try {
    id = await asCaller(
      deps.sql,
      claims,
      async (tx) => {
        // The statements storage-api tests the caller's permission with: a plain insert (INSERT
        // policies) or an upsert returning the row (INSERT, UPDATE and SELECT policies).
        if (upsert) {
          await tx`
            insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${row.bucket_id}, ${row.name}, ${row.owner}, ${row.owner_id}, ${row.metadata}::text::jsonb,
                    ${row.user_metadata}::text::jsonb, ${row.version})
            on conflict (name, bucket_id) do update set
              metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
              owner = excluded.owner, owner_id = excluded.owner_id
            returning *`;
        } else {
          await tx`
            insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${row.bucket_id}, ${row.name}, ${row.owner}, ${row.owner_id}, ${row.metadata}::text::jsonb,
                    ${row.user_metadata}::text::jsonb, ${row.version})`;
        }
        // The id is read back as the pool's role: the caller may have no SELECT policy.
        await tx`set local role none`;
        const [written] = await tx<{ id: string }[]>`
          select id from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
        if (!written) throw errors.internal();
        return written.id;
      },
      async (tx) => {
        const [current] = await tx<{ version: string | null }[]>`
          select version from storage.objects where bucket_id = ${bucketId} and name = ${name} for update`;
        previous = current?.version ?? null;
      },
    );
  } catch (error) {
    await deps.store.remove([version]);
    throw error;
  }
  await deps.store.remove([previous]);
  return { Id: id, Key: `${bucketId}/${name}` };
}

/** DELETE /object/:bucket `{ prefixes }`: deletes what the caller's policies let it, answers those rows. */
export async function removeObjects(deps: ObjectsDeps, claims: JwtClaims, bucketId: string, body: unknown) {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
    throw errors.invalidRequest('body/prefixes must be a non-empty array of strings');
  }
  if (prefixes.length > 1000) {
    throw errors.invalidRequest('Bulk object requests are limited to 1000 objects per request.');
  }
  const rows = await asCaller(
    deps.sql,
    claims,
    (tx) => tx<{ version: string | null; object: Record<string, unknown> }[]>`
      delete from storage.objects where bucket_id = ${bucketId} and name = any(${prefixes as string[]})
      returning version, jsonb_build_object(
        'name', name, 'bucket_id', bucket_id, 'owner', owner, 'owner_id', owner_id, 'version', version,
        'id', id, 'updated_at', updated_at, 'created_at', created_at, 'last_accessed_at', last_accessed_at,
        'metadata', metadata, 'user_metadata', user_metadata) as object`,
  );
  await deps.store.remove(rows.map((r) => r.version));
  return rows.map((r) => r.object);
}

/** DELETE /object/:bucket/*: 404 when there is no such object, 403 when policies keep it. */
export async function removeObject(deps: ObjectsDeps, claims: JwtClaims, bucketId: string, name: string) {
  const version = await asCaller(deps.sql, claims, async (tx) => {
    const deleted = await tx<{ version: string | null }[]>`
      delete from storage.objects where bucket_id = ${bucketId} and name = ${name} returning version`;
    if (deleted.length === 0) {
      await tx`set local role none`;
      await findObject(tx, bucketId, name);
      throw errors.accessDenied('Access denied');
    }
    return deleted[0]?.version ?? null;
  });
  await deps.store.remove([version]);
  return { message: 'Successfully deleted' };
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

/** POST /object/list/:bucket: one level under `prefix`, folders and files, as `storage.search` lists it. */
export async function listObjects(deps: ObjectsDeps, claims: JwtClaims, bucketId: string, body: unknown) {
  const input = (body ?? {}) as {
    prefix?: unknown;
    limit?: unknown;
    offset?: unknown;
    search?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
  };
  if (typeof input.prefix !== 'string')
    throw errors.invalidRequest("body must have required property 'prefix'");
  const integer = (value: unknown, min: number, name: string): number | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
      throw errors.invalidRequest(`body/${name} must be an integer >= ${min}`);
    return value;
  };
  const limit = integer(input.limit, 1, 'limit') ?? 100;
  const offset = integer(input.offset, 0, 'offset') ?? 0;
  const column = input.sortBy?.column ?? 'name';
  const order = input.sortBy?.order ?? 'asc';
  if (typeof column !== 'string' || !SORT_COLUMNS.includes(column))
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  if (order !== 'asc' && order !== 'desc')
    throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  const search = typeof input.search === 'string' ? input.search : '';
  // storage-api treats the prefix as a folder.
  const prefix = input.prefix.length > 0 && !input.prefix.endsWith('/') ? `${input.prefix}/` : input.prefix;
  const levels = `${prefix}${search}`.split('/').length;
  const [row] = await asCaller(
    deps.sql,
    claims,
    (tx) => tx<{ list: unknown[] }[]>`
      select coalesce(json_agg(s), '[]'::json) as list
      from storage.search(${prefix}, ${bucketId}, ${limit}, ${levels}, ${offset}, ${search}, ${column}, ${order}) s`,
  );
  return row?.list ?? [];
}
