/** GET /bucket and /bucket/:id, read as the caller: `storage.buckets` policies decide (service_role sees all). */
import type { JwtClaims, Sql } from '../db';
import { asCaller } from './context';
import { errors } from './errors';

const COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types, type`;

export async function listBuckets(sql: Sql, claims: JwtClaims, params: URLSearchParams): Promise<unknown[]> {
  const limit = Number(params.get('limit') ?? 'NaN');
  const offset = Number(params.get('offset') ?? 'NaN');
  const search = params.get('search') ?? '';
  const column = params.get('sortColumn') ?? '';
  const order = params.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const orderBy = ['id', 'name', 'created_at', 'updated_at'].includes(column)
    ? `order by ${column} ${order}`
    : '';
  const [row] = await asCaller(sql, claims, (tx) =>
    tx.unsafe<{ list: unknown[] }[]>(
      `select coalesce(json_agg(b), '[]'::json) as list from (
         select ${COLUMNS} from storage.buckets
         where $1 = '' or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
         ${orderBy}
         limit $2 offset $3) b`,
      [search, Number.isInteger(limit) && limit > 0 ? limit : null, Number.isInteger(offset) ? offset : 0],
    ),
  );
  return row?.list ?? [];
}

export async function getBucket(sql: Sql, claims: JwtClaims, id: string): Promise<unknown> {
  const [row] = await asCaller(sql, claims, (tx) =>
    tx.unsafe<{ bucket: unknown }[]>(
      `select to_json(b) as bucket from (select ${COLUMNS} from storage.buckets where id = $1) b`,
      [id],
    ),
  );
  if (!row) throw errors.noSuchBucket();
  return row.bucket;
}
