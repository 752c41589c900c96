/**
 * storage-api's error answers. Its error handler sends every error it knows with HTTP 400 (500 for
 * internal ones) and the meaningful status as a string in the body (`statusCode: "403"`), which is
 * what storage-js reads into `StorageApiError.statusCode`; the texts below are storage-api's.
 */
export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    /** The status storage-api puts in the body. */
    readonly statusCode: number,
    readonly code: string,
    /** storage-api's legacy `error` field (defaults to the code). */
    readonly error: string,
    message: string,
    /** The HTTP status; storage-api answers 400 for anything but internal errors. */
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  get body(): StorageErrorBody {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  /**
   * No or a bad token. storage-api itself answers 400/"403"; this gateway answers 401 like its
   * other routes (a hosted project's gateway does for /rest and /auth), with storage-api's body.
   */
  unauthenticated: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message, 401),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** A Postgres error as storage-api maps it (storage/database/errors.ts: fromDBError). */
export function fromPostgres(error: unknown): StorageError | null {
  const pg = error as { code?: string; message?: string };
  if (typeof pg?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return null;
  switch (pg.code) {
    case '42501':
      return errors.accessDenied(
        pg.message?.includes('row-level security')
          ? 'new row violates row-level security policy'
          : (pg.message ?? 'Access denied'),
      );
    case '23505':
      return errors.keyAlreadyExists();
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'DatabaseTimeout',
        'The connection to the database timed out',
        544,
      );
    case '22P02':
      return new StorageError(400, 'InvalidParameter', 'InvalidParameter', pg.message ?? 'Invalid value');
    default:
      return new StorageError(500, 'DatabaseError', 'DatabaseError', `database error, code: ${pg.code}`);
  }
}

export function toStorageError(error: unknown): StorageError | null {
  if (error instanceof StorageError) return error;
  return fromPostgres(error);
}

export function errorResponse(error: StorageError, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}
