/**
 * Request bodies: capped in size (413), valid UTF-8 JSON (400 PGRST102) and free of NUL
 * characters, which Postgres text cannot hold (400, the error Postgres itself would give).
 */
import { RestError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface JsonBody {
  /** The original text: handed to Postgres as is, so big numbers keep their precision. */
  text: string;
  value: unknown;
}

function tooLarge(): RestError {
  return new RestError(
    413,
    'PGRST413',
    `Payload too large: the request body exceeds ${MAX_BODY_BYTES} bytes`,
  );
}

export function invalidJson(details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', { details });
}

async function readCapped(req: Request): Promise<Uint8Array> {
  const length = req.headers.get('content-length');
  const declared = Number(length ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  // With a Content-Length (Node's parser holds the body to it) read it whole: the cheap path.
  if (length !== null) return new Uint8Array(await req.arrayBuffer());
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  }
  return false;
}

/** Reads a JSON body; an empty body yields `null` text (callers decide what empty means). */
export async function readJsonBody(req: Request): Promise<JsonBody | null> {
  const bytes = await readCapped(req);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidJson('The body is not valid UTF-8');
  }
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidJson((error as Error).message);
  }
  if (containsNul(value)) {
    throw new RestError(400, '22P05', 'unsupported Unicode escape sequence', {
      details: '\\u0000 cannot be converted to text.',
    });
  }
  return { text, value };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
