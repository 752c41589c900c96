/**
 * Price phrases in a search query (docs/product.md#catalogue-and-search, "Prices in the query"):
 * "gaming laptop under 1 lakh", "below 50k", "less than ₹30,000", "between 40k and 60k",
 * "50000-80000", "rtx 4070 above 60k", "40k onwards". The search page searches the remaining words
 * with the bounds applied and shows the phrase as a removable chip (`formatPriceChip`).
 *
 * Indian units (k, thousand, lakh/lakhs/lac/L, crore/cr), ₹ / Rs / Rs. / INR before the number
 * (rupees, Rs, INR, ₹ or /- after it), commas in Indian (1,00,000) or Western (100,000) grouping,
 * decimals (1.5 lakh). A number becomes a price only with a cue (under, above, between…) or as a
 * range whose sides are both at least ₹100: model numbers ("rtx 4070", "ps5", "i5 13400") stay
 * words. Pure and runtime-neutral (the harness of `pnpm bench:relevance` applies it too).
 */
import { formatIndianNumber } from './indian-number.ts';

export interface PricePhrase {
  /** The query without the price phrase: trimmed, single spaces. */
  text: string;
  /** Lowest selling price wanted (inclusive), or null. */
  min: number | null;
  /** Highest selling price wanted (inclusive), or null. */
  max: number | null;
  /** The words that made the bounds, as typed (several joined by a space), or null. */
  phrase: string | null;
}

/** The smallest side of a range, and of a cued amount written without a money marker. */
export const PRICE_PHRASE_MIN_AMOUNT = 100;
/** Weak cues (max, min, from, over…) take a bare number only from this size (not "from 2023"). */
const WEAK_CUE_MIN_AMOUNT = 10_000;
/** Beyond this (₹10,000 crore) a number is not a price. */
const MAX_AMOUNT = 1e11;

const UNITS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  hazar: 1e3,
  hazaar: 1e3,
  l: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
};

// Letters and digits (any script): a number glued to them is a model number or a size, not a price.
const WORD_BEFORE = String.raw`(?<![\p{L}\p{N}_])`;
const WORD_AFTER = String.raw`(?![\p{L}\p{N}_]|[.,]\d)`;
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const UNIT = 'thousands|thousand|hazaar|hazar|lakhs|lakh|lacs|lac|crores|crore|cr|k|l';
const CURRENCY_AFTER = String.raw`(?:\/-|rs\.?|rupees|rupee|inr|₹)`;

// Sizes and model words after a number: "500 gb", "27 inch", "144 hz" are not prices.
const MEASURE_AFTER = String.raw`(?!\s*(?:gb|tb|mb|hz|ghz|mhz|inch|inches|"|w|watt|watts|mah|mm|cm|fps|p|mp|gen|nm|cores?|bit|series)(?![\p{L}\p{N}_]))`;

/** One amount, its parts in groups named with `tag`. */
function amount(tag: string): string {
  return (
    // A number glued to letters or digits before it is part of a word ("ps5", "i5", "1.5").
    String.raw`(?:(?<cur${tag}>₹|(?<![\p{L}\p{N}_])(?:rs\.?|inr))\s*|(?<![\p{L}\p{N}_,₹]|\d\.))` +
    `(?<num${tag}>${NUMBER})` +
    String.raw`(?:\s*(?<unit${tag}>${UNIT})(?![\p{L}\p{N}_]))?` +
    String.raw`(?:\s*(?<suf${tag}>${CURRENCY_AFTER}))?` +
    WORD_AFTER +
    MEASURE_AFTER
  );
}

// Words before a cue that belong to the phrase ("price under", "for below", "in the range of").
const LEAD = String.raw`(?:(?:for|in|at|with|of|the|a|price|prices|priced|range|budget)\s+)*`;
const DASH = '(?:-|–|—|to)';
const MAX_CUES = String.raw`under|below|less\s+than|lesser\s+than|cheaper\s+than|not\s+more\s+than|not\s+above|up\s*to|within|at\s+most|budget(?:\s+of)?|max(?:imum)?|<=?`;
const MIN_CUES = String.raw`above|over|more\s+than|greater\s+than|costlier\s+than|not\s+less\s+than|at\s+least|starting\s+(?:at|from)|from|min(?:imum)?|>=?`;
const WEAK_CUES = /^(?:max|min|from|budget|plus|\+)/i;
const MAX_AFTER = String.raw`or\s+less|or\s+below|or\s+under|and\s+below|and\s+under|&\s*below|&\s*under|max|tak`;
const MIN_AFTER = String.raw`or\s+more|or\s+above|and\s+above|&\s*above|and\s+up|onwards|plus|\+`;

type Kind = 'range' | 'max' | 'min' | 'max-after' | 'min-after' | 'bare-range';

const PATTERNS: { kind: Kind; re: RegExp }[] = [
  {
    kind: 'range',
    re: String.raw`${WORD_BEFORE}${LEAD}(?<cue>between|btw|b\/w|from)\s+${amount('A')}\s*(?:and|&|${DASH})\s*${amount('B')}`,
  },
  { kind: 'max', re: String.raw`${WORD_BEFORE}${LEAD}(?<cue>${MAX_CUES})\s*${amount('A')}` },
  { kind: 'min', re: String.raw`${WORD_BEFORE}${LEAD}(?<cue>${MIN_CUES})\s*${amount('A')}` },
  { kind: 'max-after', re: String.raw`${amount('A')}\s*(?<cue>${MAX_AFTER})(?![\p{L}\p{N}_])` },
  { kind: 'min-after', re: String.raw`${amount('A')}\s*(?<cue>${MIN_AFTER})(?![\p{L}\p{N}_])` },
  { kind: 'bare-range', re: String.raw`${WORD_BEFORE}${LEAD}${amount('A')}\s*${DASH}\s*${amount('B')}` },
].map(({ kind, re }) => ({ kind: kind as Kind, re: new RegExp(re, 'giu') }));

/** Words a bare range after them is a model range, not a price ("rtx 3060-4060"). */
const MODEL_WORDS = new Set([
  'rtx',
  'gtx',
  'gt',
  'rx',
  'arc',
  'radeon',
  'geforce',
  'ryzen',
  'core',
  'i3',
  'i5',
  'i7',
  'i9',
  'series',
  'model',
]);

interface Amount {
  value: number;
  /** Written as money: currency, a unit or digit grouping. */
  marked: boolean;
  hasUnit: boolean;
  raw: number;
  multiplier: number;
}

function readAmount(groups: Record<string, string | undefined>, tag: string): Amount | null {
  const num = groups[`num${tag}`];
  if (num == null) return null;
  const raw = Number(num.replace(/,/g, ''));
  const unit = groups[`unit${tag}`]?.toLowerCase();
  const multiplier = unit ? (UNITS[unit] ?? 1) : 1;
  return {
    raw,
    multiplier,
    value: roundPaise(raw * multiplier),
    hasUnit: unit != null,
    marked: groups[`cur${tag}`] != null || groups[`suf${tag}`] != null || unit != null || num.includes(','),
  };
}

/** To the paisa: 1.15 lakh is 115000, not 114999.99999999999. */
function roundPaise(value: number): number {
  return Math.round(value * 100) / 100;
}

function plausible(a: Amount, least: number): boolean {
  return Number.isFinite(a.value) && a.value <= MAX_AMOUNT && (a.marked || a.value >= least);
}

/** "40-60k", "between 1 and 1.5 lakh": a side without a unit takes the other's when smaller. */
function shareUnit(a: Amount, b: Amount): [Amount, Amount] {
  if (!a.hasUnit && b.hasUnit && a.raw < b.raw) {
    return [{ ...a, value: roundPaise(a.raw * b.multiplier), marked: true, multiplier: b.multiplier }, b];
  }
  return [a, b];
}

/** "2022-2023", "from 2020 to 2024": years, not prices. */
function isYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1900 && value <= 2100;
}

function precededByModelWord(source: string, index: number): boolean {
  const before = source.slice(0, index).trimEnd().split(/\s+/).pop() ?? '';
  return MODEL_WORDS.has(before.toLowerCase());
}

interface Found {
  start: number;
  end: number;
  min: number | null;
  max: number | null;
}

function bounds(kind: Kind, match: RegExpExecArray, source: string): Omit<Found, 'start' | 'end'> | null {
  const groups = match.groups ?? {};
  const a = readAmount(groups, 'A');
  if (!a) return null;
  const weak = WEAK_CUES.test(groups.cue ?? '');
  const least = weak ? WEAK_CUE_MIN_AMOUNT : PRICE_PHRASE_MIN_AMOUNT;
  switch (kind) {
    case 'max':
    case 'max-after':
      return plausible(a, least) ? { min: null, max: a.value } : null;
    case 'min':
    case 'min-after':
      return plausible(a, least) ? { min: a.value, max: null } : null;
    default: {
      const b0 = readAmount(groups, 'B');
      if (!b0) return null;
      const [x, y] = shareUnit(a, b0);
      if (!(x.value >= PRICE_PHRASE_MIN_AMOUNT && y.value >= PRICE_PHRASE_MIN_AMOUNT)) return null;
      if (!(plausible(x, least) && plausible(y, least))) return null;
      if (!x.marked && !y.marked && isYear(x.value) && isYear(y.value)) return null;
      if (kind === 'bare-range' && !x.marked && !y.marked && precededByModelWord(source, match.index)) {
        return null;
      }
      return { min: Math.min(x.value, y.value), max: Math.max(x.value, y.value) };
    }
  }
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s,;:\-–—]+|[\s,;:\-–—]+$/g, '');
}

/**
 * The price bounds a query states and the words left to search. Several phrases combine ("above
 * 40k under 60k": 40,000 to 60,000); bounds given the wrong way round are swapped.
 */
export function parsePricePhrase(query: string): PricePhrase {
  // Matched spans are blanked in a working copy, so later patterns never reuse their words.
  let work = query;
  const found: Found[] = [];
  for (const { kind, re } of PATTERNS) {
    re.lastIndex = 0;
    for (let match = re.exec(work); match; match = re.exec(work)) {
      if (match[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const b = bounds(kind, match, work);
      if (!b) {
        // Not a price: look again from the next character (an inner cue may still be one).
        re.lastIndex = match.index + 1;
        continue;
      }
      const start = match.index + (match[0].length - match[0].trimStart().length);
      const end = match.index + match[0].length;
      found.push({ start, end, ...b });
      work = `${work.slice(0, start)}${' '.repeat(end - start)}${work.slice(end)}`;
    }
  }
  if (found.length === 0) return { text: tidy(query), min: null, max: null, phrase: null };

  found.sort((x, y) => x.start - y.start);
  const mins = found.flatMap((f) => (f.min != null ? [f.min] : []));
  const maxes = found.flatMap((f) => (f.max != null ? [f.max] : []));
  let min = mins.length > 0 ? Math.max(...mins) : null;
  let max = maxes.length > 0 ? Math.min(...maxes) : null;
  if (min != null && max != null && min > max) [min, max] = [max, min];
  return {
    text: tidy(work),
    min,
    max,
    phrase: found.map((f) => query.slice(f.start, f.end).replace(/\s+/g, ' ').trim()).join(' '),
  };
}

/** ₹ and en-IN grouping, paise only when there are any: 100000 -> '₹1,00,000', 999.5 -> '₹999.50'. */
export function formatPriceAmount(amount: number): string {
  const paise = Math.round(amount * 100) % 100 !== 0;
  return `₹${formatIndianNumber(amount, { minFractionDigits: paise ? 2 : 0, maxFractionDigits: 2 })}`;
}

/**
 * The chip (and preset) label of a price range: 'Under ₹1,00,000', '₹40,000 – ₹60,000',
 * 'Over ₹60,000'; '' when neither end is set. Reads back through `parsePricePhrase`.
 */
export function formatPriceChip(min: number | null, max: number | null): string {
  if (min != null && max != null) return `${formatPriceAmount(min)} – ${formatPriceAmount(max)}`;
  if (max != null) return `Under ${formatPriceAmount(max)}`;
  if (min != null) return `Over ${formatPriceAmount(min)}`;
  return '';
}
