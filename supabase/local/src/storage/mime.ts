/**
 * Upload checks storage-api makes before storing a file: the object key's characters, the
 * bucket's allowed MIME types (with `type/*` wildcards) and the size limit.
 */
import { errors } from './errors';

/** Supabase's default upload limit (config.toml `storage.file_size_limit = "50MiB"`). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** S3-safe characters plus those storage-api accepts with special handling. */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !VALID_KEY.test(key)) throw errors.invalidKey(key ?? '');
}

/** storage-js creates folders with a zero-byte placeholder file; the MIME rules skip it. */
export function isEmptyFolder(objectName: string): boolean {
  return objectName.endsWith('.emptyFolderPlaceholder');
}

/** Throws 415 unless `mimeType` is one of `allowed` ("image/png", "image/*"). */
export function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw errors.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw errors.invalidMimeType(mimeType);
}

/** The largest file the bucket takes: its own limit, capped by the global one. */
export function maxFileSize(objectName: string, bucketLimit: number | null): number {
  if (isEmptyFolder(objectName)) return 0;
  return bucketLimit === null ? GLOBAL_FILE_SIZE_LIMIT : Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT);
}
