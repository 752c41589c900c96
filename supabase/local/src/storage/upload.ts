/**
 * Reads an upload as storage-api takes it: a raw body (content-type and cache-control from the
 * headers, storage-js's choice for a Buffer/stream) or multipart/form-data (storage-js's choice
 * for a Blob/File/FormData: the file part's type, `cacheControl` and `metadata` fields). Type is
 * checked before size, as storage-api does; over the limit is 413.
 */
import type { BucketLimits } from './context';
import { errors, type StorageError } from './errors';
import { isEmptyFolder, maxFileSize, validateMimeType } from './mime';

export interface IncomingFile {
  data: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

/** Room for the multipart boundaries and fields around the file. */
const MULTIPART_SLACK = 1024 * 1024;

function declaredLength(req: Request): number | undefined {
  const value = req.headers.get('content-length');
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The whole body, refusing (413) as soon as it passes `cap` bytes. */
async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      throw errors.entityTooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function checkType(objectName: string, mimeType: string, bucket: BucketLimits): void {
  if (bucket.allowedMimeTypes.length > 0 && !isEmptyFolder(objectName)) {
    validateMimeType(mimeType, bucket.allowedMimeTypes);
  }
}

/** storage-js sends `x-metadata` as base64 JSON; unreadable metadata is ignored, as storage-api does. */
function parseMetadata(
  text: string | null | undefined,
  base64: boolean,
): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const json = base64 ? Buffer.from(text, 'base64').toString('utf8') : text;
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function readUpload(
  req: Request,
  objectName: string,
  bucket: BucketLimits,
): Promise<IncomingFile> {
  const limit = maxFileSize(objectName, bucket.fileSizeLimit);
  const contentType = req.headers.get('content-type');
  const length = declaredLength(req);

  if (contentType?.startsWith('multipart/form-data')) {
    if (length !== undefined && length > limit + MULTIPART_SLACK) throw errors.entityTooLarge();
    const body = await readCapped(req, limit + MULTIPART_SLACK);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw errors.noContent();
    }
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw errors.noContent();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    // A part without a type is text/plain (RFC 7578), as storage-api's parser reads it.
    const mimeType = field('contentType') ?? (file.type || 'text/plain');
    checkType(objectName, mimeType, bucket);
    if (file.size > limit) throw errors.entityTooLarge();
    const cacheTime = field('cacheControl');
    return {
      data: new Uint8Array(await file.arrayBuffer()),
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseMetadata(field('metadata') ?? field('userMetadata'), false),
    };
  }

  const mimeType = contentType || 'application/octet-stream';
  checkType(objectName, mimeType, bucket);
  if (length !== undefined && length > limit) throw errors.entityTooLarge();
  const data = await readCapped(req, limit);
  return {
    data,
    mimeType,
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: parseMetadata(req.headers.get('x-metadata'), true),
  };
}

/** 413s leave the rest of the body unread: the connection must not be reused. */
export function closesConnection(error: StorageError): boolean {
  return error.statusCode === 413;
}
