/**
 * The price filter's rules (docs/product.md#catalogue-and-search): the slider's step for a range,
 * the preset ranges offered beside it and the validation of the typed Min / Max amounts.
 */
import { formatPriceChip } from 'shared/contracts';
import { PRICE_FILTER_MESSAGES } from '../messages';

export interface PricePreset {
  min: number | null;
  max: number | null;
  /** 'Under ₹10,000', '₹10,000 – ₹30,000', 'Over ₹1,00,000'. */
  label: string;
}

/** The store's usual budgets; those overlapping the results' prices are offered. */
const FIXED_PRESETS: readonly (readonly [number | null, number | null])[] = [
  [null, 10_000],
  [10_000, 30_000],
  [30_000, 60_000],
  [60_000, 100_000],
  [100_000, null],
];

/** Presets split a narrow range in about this many parts. */
const DERIVED_PARTS = 4;

/**
 * The slider's step for a span of prices: fine for cheap things, coarse enough on a phone for an
 * expensive range (a thumb moved by a finger lands on round amounts).
 */
export function priceSliderStep(low: number, high: number): number {
  const span = Math.max(0, high - low);
  if (span <= 5_000) return 100;
  if (span <= 50_000) return 500;
  if (span <= 2_00_000) return 1_000;
  if (span <= 5_00_000) return 2_500;
  return 5_000;
}

/** The slider's ends: the bounds widened to whole steps, so every stop is a round amount. */
export function sliderEnds(low: number, high: number, step: number): [number, number] {
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step];
}

/** 1, 2 or 5 times a power of ten, at least `value`. */
function niceAmount(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, value)));
  for (const m of [1, 2, 5, 10]) if (m * power >= value) return m * power;
  return 10 * power;
}

const preset = (min: number | null, max: number | null): PricePreset => ({
  min,
  max,
  label: formatPriceChip(min, max),
});

/**
 * The presets beside the slider for the results' price bounds: the fixed budgets that overlap
 * them, or, when fewer than two do (everything under ₹10,000, say), round ranges cut from the
 * bounds themselves. None when the bounds are one price.
 */
export function pricePresets(low: number, high: number): PricePreset[] {
  if (!(high > low)) return [];
  const fixed = FIXED_PRESETS.filter(
    ([min, max]) => (max == null || max > low) && (min == null || min < high),
  );
  if (fixed.length >= 2) return fixed.map(([min, max]) => preset(min, max));

  const step = niceAmount((high - low) / DERIVED_PARTS);
  const cuts: number[] = [];
  for (let cut = Math.floor(low / step) * step + step; cut < high; cut += step) if (cut > low) cuts.push(cut);
  if (cuts.length === 0) return [];
  return [
    preset(null, cuts[0] as number),
    ...cuts.slice(1).map((cut, i) => preset(cuts[i] as number, cut)),
    preset(cuts[cuts.length - 1] as number, null),
  ];
}

/** A typed amount: '' is an open end (null); anything else must be a number of ₹0 or more. */
export function parseAmountInput(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : 'invalid';
}

export interface PriceDraftCheck {
  min: number | null;
  max: number | null;
  minError: string | null;
  maxError: string | null;
  /** Both amounts readable and min ≤ max. */
  valid: boolean;
}

/** Validates the Min / Max inputs: amounts of ₹0 or more, the minimum not above the maximum. */
export function checkPriceDraft(minText: string, maxText: string): PriceDraftCheck {
  const min = parseAmountInput(minText);
  const max = parseAmountInput(maxText);
  const minError = min === 'invalid' ? PRICE_FILTER_MESSAGES.invalidAmount : null;
  let maxError: string | null = max === 'invalid' ? PRICE_FILTER_MESSAGES.invalidAmount : null;
  const lo = min === 'invalid' ? null : min;
  const hi = max === 'invalid' ? null : max;
  if (!minError && !maxError && lo != null && hi != null && lo > hi)
    maxError = PRICE_FILTER_MESSAGES.minAboveMax;
  return { min: lo, max: hi, minError, maxError, valid: !minError && !maxError };
}
