/**
 * The image transformation options of `/render/image`, as storage-api validates them and its
 * imgproxy applies them: width/height 1..2500 (clamped; 0 means unset), resize cover (default) |
 * contain | fill, quality 20..100 (default 80), format origin | webp | avif; without a format the
 * answer is WebP for clients that accept it (imgproxy's WebP detection), else the original format.
 */
import { errors } from './errors';

export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format?: 'origin' | 'webp' | 'avif';
}

const SIZE = { min: 1, max: 2500 };
const DEFAULT_QUALITY = 80;

function integer(params: URLSearchParams, name: string, min: number, max = Number.POSITIVE_INFINITY) {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw errors.invalidRequest(`querystring/${name} must be integer`);
  if (value < min) throw errors.invalidRequest(`querystring/${name} must be >= ${min}`);
  if (value > max) throw errors.invalidRequest(`querystring/${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!(allowed as readonly string[]).includes(raw))
    throw errors.invalidRequest(`querystring/${name} must be equal to one of the allowed values`);
  return raw as T;
}

const clamp = (value: number | undefined) =>
  value ? Math.min(Math.max(value, SIZE.min), SIZE.max) : undefined;

export function parseTransform(params: URLSearchParams): Transform {
  const width = clamp(integer(params, 'width', 0));
  const height = clamp(integer(params, 'height', 0));
  return {
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    resize: oneOf(params, 'resize', ['cover', 'contain', 'fill'] as const) ?? 'cover',
    quality: integer(params, 'quality', 20, 100) ?? DEFAULT_QUALITY,
    ...(() => {
      const format = oneOf(params, 'format', ['origin', 'webp', 'avif'] as const);
      return format ? { format } : {};
    })(),
  };
}

/** The output format: an explicit one, else WebP when the client accepts it, else the source's. */
export function outputFormat(transform: Transform, accept: string | null, sourceFormat: string): string {
  if (transform.format === 'webp' || transform.format === 'avif') return transform.format;
  if (transform.format !== 'origin' && accept && /(^|[,\s])image\/webp\b/i.test(accept)) return 'webp';
  return sourceFormat;
}

/** The cache key of one rendering of a version. */
export function transformKey(transform: Transform, format: string): string {
  return [transform.width ?? 0, transform.height ?? 0, transform.resize, transform.quality, format].join('_');
}
