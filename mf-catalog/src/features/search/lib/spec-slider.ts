/**
 * The spec filter controls (shopping-core §2 'Search results page'): "Numeric-only spec values
 * with more than 2 options become a slider; the slider snaps to the nearest available value,
 * lists its values when there are at most 10, and its step is the smallest gap for at most 10
 * values, otherwise range divided by min(20, count) and at least 1."
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
