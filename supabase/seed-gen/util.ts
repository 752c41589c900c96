/**
 * Deterministic helpers for the seed generator: a seeded PRNG, stable UUIDs derived from names,
 * slugs, INR price rounding and SQL literals.
 */
import { createHash } from 'node:crypto';

/** mulberry32: small, fast, good enough for test data; same seed, same catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number): boolean => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** A UUID (version 5 layout over SHA-1) derived from a name: stable across runs. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`gamegear:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/g, '');
}

/** Indian retail price points: ₹54,990, ₹1,499, ₹899. */
export function pricePoint(value: number): number {
  if (value >= 10000) return Math.round(value / 500) * 500 - 10;
  if (value >= 1000) return Math.round(value / 100) * 100 - 1;
  return Math.max(99, Math.round(value / 50) * 50 - 1);
}

export function sqlText(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  return `'${value.replace(/'/g, "''")}'`;
}

export function sqlJson(value: unknown): string {
  return `${sqlText(JSON.stringify(value))}::jsonb`;
}

export function sqlTextArray(values: readonly string[]): string {
  if (values.length === 0) return `'{}'::text[]`;
  return `array[${values.map(sqlText).join(', ')}]::text[]`;
}

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
