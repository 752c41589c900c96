/**
 * The spec filter controls (docs/product.md#catalogue-and-search): numeric-only spec values with
 * more than 2 options become a slider; the slider snaps to the nearest available value, lists its
 * values when there are at most 10, and its step is the smallest gap for at most 10 values,
 * otherwise range divided by min(20, count) and at least 1.
 */
import { SEARCH } from 'shared';
import type { SpecFilterDefinition } from 'shared/contracts';

export type SpecOption = SpecFilterDefinition['options'][number];

/** How a spec filter is shown: a yes/no switch, a slider, or a list of checkboxes. */
export type SpecControl = 'boolean' | 'numeric-slider' | 'checkbox' | 'array-checkbox';

export interface SpecSliderModel {
  /** The available values, ascending, distinct. */
  values: number[];
  min: number;
  max: number;
  step: number;
  /** The values listed under the slider (at most 10 values), else null. */
  marks: number[] | null;
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Floating-point noise off differences like 0.3 - 0.2. */
function clean(n: number): number {
  return Number.parseFloat(n.toPrecision(12));
}

/** The options as numbers when every one is a number (or a numeric string), else null. */
export function numericOptions(options: readonly SpecOption[]): number[] | null {
  const numbers: number[] = [];
  for (const option of options) {
    if (typeof option === 'number' && Number.isFinite(option)) numbers.push(option);
    else if (typeof option === 'string' && NUMERIC_TEXT.test(option.trim()))
      numbers.push(Number(option.trim()));
    else return null;
  }
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** Numeric-only values with more than 2 options. */
export function isSliderSpec(options: readonly SpecOption[]): boolean {
  const numbers = numericOptions(options);
  return numbers != null && numbers.length > 2;
}

/**
 * The slider step: the smallest gap between neighbouring values for at most 10 values; otherwise
 * the range divided by min(20, count), and at least 1.
 */
export function sliderStep(values: readonly number[]): number {
  const count = values.length;
  if (count < 2) return 1;
  if (count <= SEARCH.specSliderMaxListed) {
    let gap = Number.POSITIVE_INFINITY;
    for (let i = 1; i < count; i++)
      gap = Math.min(gap, clean((values[i] as number) - (values[i - 1] as number)));
    return gap;
  }
  const range = (values[count - 1] as number) - (values[0] as number);
  return Math.max(1, clean(range / Math.min(SEARCH.specSliderMaxSteps, count)));
}

/** The slider for a spec's options, or null when they do not make one (see isSliderSpec). */
export function specSliderModel(options: readonly SpecOption[]): SpecSliderModel | null {
  const values = numericOptions(options);
  if (values == null || values.length <= 2) return null;
  return {
    values,
    min: values[0] as number,
    max: values[values.length - 1] as number,
    step: sliderStep(values),
    marks: values.length <= SEARCH.specSliderMaxListed ? values : null,
  };
}

/** The available value nearest to `value` (the lower one on a tie). */
export function snapToValue(values: readonly number[], value: number): number {
  let best = values[0] ?? value;
  for (const v of values) {
    if (Math.abs(v - value) < Math.abs(best - value)) best = v;
  }
  return best;
}

/**
 * The control a spec gets. A numeric-only spec with more than 2 options is a slider whatever its
 * declared type (a list spec excepted: a range never matches a list value); a declared slider
 * with 2 options or fewer becomes checkboxes. Yes/no specs are a switch.
 */
export function specControl(spec: Pick<SpecFilterDefinition, 'filterType' | 'options'>): SpecControl {
  if (spec.filterType === 'array-checkbox') return 'array-checkbox';
  if (
    spec.filterType === 'boolean' ||
    (spec.options.length > 0 && spec.options.every((o) => typeof o === 'boolean'))
  ) {
    return 'boolean';
  }
  return isSliderSpec(spec.options) ? 'numeric-slider' : 'checkbox';
}

/** A spec value as the URL and the RPC take it. */
export function optionValue(option: SpecOption): string {
  return String(option);
}

/** The keys a slider thumb answers (WAI-ARIA APG slider pattern), left-to-right layout. */
export const SLIDER_KEYS = [
  'ArrowRight',
  'ArrowUp',
  'ArrowLeft',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
] as const;
export type SliderKey = (typeof SLIDER_KEYS)[number];

export function isSliderKey(key: string): key is SliderKey {
  return (SLIDER_KEYS as readonly string[]).includes(key);
}

/** How many available values PageUp/PageDown (and Shift+arrow) skip: a fifth of them, at least 2. */
export function pageJump(count: number): number {
  return Math.max(2, Math.ceil(count / 5));
}

/**
 * Where a key press takes a thumb of a slider over the available `values` (ascending, distinct):
 * an arrow to the next available value in its direction, PageUp/PageDown (or Shift+arrow) by
 * `pageJump` values, Home/End to the end of the thumb's range. `bounds` is the range the thumb
 * may cover (the other thumb limits it: thumbs never cross). The answer is always an available
 * value inside the bounds. Stepping from value to value, not by the slider's step followed by a
 * snap, is what keeps a thumb from sticking where the gaps are uneven (6 -> 8 -> 12).
 */
export function keyedSliderValue(
  values: readonly number[],
  current: number,
  key: SliderKey,
  bounds: readonly [number, number],
  shift = false,
): number {
  const inBounds = values.filter((v) => v >= bounds[0] && v <= bounds[1]);
  if (inBounds.length === 0) return current;
  const first = inBounds[0] as number;
  const last = inBounds[inBounds.length - 1] as number;
  if (key === 'Home') return first;
  if (key === 'End') return last;
  const up = key === 'ArrowRight' || key === 'ArrowUp' || key === 'PageUp';
  const jump = key === 'PageUp' || key === 'PageDown' || shift ? pageJump(values.length) : 1;
  // Positions counted from the thumb: the first value beyond it in the key's direction is 1 away.
  const ahead = up ? inBounds.filter((v) => v > current) : inBounds.filter((v) => v < current).reverse();
  if (ahead.length === 0) return up ? last : first;
  return ahead[Math.min(jump, ahead.length) - 1] as number;
}
