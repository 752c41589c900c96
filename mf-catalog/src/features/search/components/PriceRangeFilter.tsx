import { useState } from 'react';
import { Button, formatINR, TextField, VisuallyHidden } from 'shared';
import { Checkbox } from 'shared/kit';
import styled from 'styled-components';
import { checkPriceDraft, pricePresets, priceSliderStep, sliderEnds } from '../lib/price-filter';
import { PRICE_FILTER_MESSAGES } from '../messages';
import { FilterSection } from './FilterSection';
import { PillButton } from './PricePhraseChip';
import { RangeSlider } from './RangeSlider';

export interface PriceRangeFilterProps {
  /** discountPriceBounds from the server: [min, max]. */
  bounds: readonly [number, number];
  /** The applied range from the URL (null: that end is open). */
  appliedMin: number | null;
  appliedMax: number | null;
  onApply: (min: number | null, max: number | null) => void;
  discountOnly: boolean;
  onDiscountOnlyChange: (on: boolean) => void;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** The inputs' texts for a range: an open end shows the bound it stands for. */
function textsOf(min: number | null, max: number | null, lo: number, hi: number): [string, string] {
  return [String(clamp(min ?? lo, lo, hi)), String(clamp(max ?? hi, lo, hi))];
}

/** A range as the URL keeps it: an end at or beyond the results' bound is open (null). */
function normalise(
  min: number | null,
  max: number | null,
  lo: number,
  hi: number,
): [number | null, number | null] {
  return [min != null && min > lo ? min : null, max != null && max < hi ? max : null];
}

/**
 * Price range (docs/product.md#catalogue-and-search): preset ranges (applied at once; pressing
 * the applied one again removes it), a slider whose step follows the span of prices and Min / Max
 * amounts (validated: ₹0 or more, min not above max). Slider and amount edits stay pending, shown
 * with an orange dot, until Apply; Reset restores the applied range. Bounds come from the server.
 * Then the discount-only switch.
 */
export function PriceRangeFilter({
  bounds,
  appliedMin,
  appliedMax,
  onApply,
  discountOnly,
  onDiscountOnlyChange,
}: PriceRangeFilterProps) {
  const [lo, hi] = bounds;
  const applied = textsOf(appliedMin, appliedMax, lo, hi);
  const basis = `${lo}:${hi}:${applied[0]}:${applied[1]}`;
  const [draft, setDraft] = useState<[string, string]>(applied);
  const [draftBasis, setDraftBasis] = useState(basis);
  // The draft starts again from the applied range whenever that or the bounds change (a state
  // adjustment during render, so no frame shows the stale draft).
  let current = draft;
  if (draftBasis !== basis) {
    current = applied;
    setDraftBasis(basis);
    setDraft(applied);
  }
  const check = checkPriceDraft(current[0], current[1]);
  const [appliedLow, appliedHigh] = normalise(appliedMin, appliedMax, lo, hi);
  const [draftLow, draftHigh] = normalise(check.min, check.max, lo, hi);
  const changed = draftLow !== appliedLow || draftHigh !== appliedHigh;
  const pending = changed || !check.valid;
  const hasRange = hi > lo;
  const step = priceSliderStep(lo, hi);
  const [sliderMin, sliderMax] = sliderEnds(lo, hi, step);
  // An open end (at or beyond the results' bound) sits at the slider's end, which is rounded out to
  // a whole step: the thumbs rest at the ends until the shopper narrows the range.
  const sliderValue: [number, number] = [
    clamp(draftLow ?? sliderMin, sliderMin, sliderMax),
    clamp(draftHigh ?? sliderMax, sliderMin, sliderMax),
  ];
  if (sliderValue[0] > sliderValue[1]) sliderValue[0] = sliderValue[1];
  const presets = pricePresets(lo, hi);

  const apply = () => {
    if (check.valid) onApply(draftLow, draftHigh);
  };

  return (
    <FilterSection
      title="Price range"
      adornment={
        pending ? (
          <>
            <PendingDot aria-hidden="true" data-testid="price-pending" />
            <VisuallyHidden>(changes not applied)</VisuallyHidden>
          </>
        ) : null
      }
    >
      {hasRange ? (
        <>
          {presets.length > 0 && (
            <Presets role="group" aria-label={PRICE_FILTER_MESSAGES.presets}>
              {presets.map((preset) => {
                const on = preset.min === appliedMin && preset.max === appliedMax;
                return (
                  <Preset
                    key={preset.label}
                    type="button"
                    aria-pressed={on}
                    onClick={() => (on ? onApply(null, null) : onApply(preset.min, preset.max))}
                  >
                    {preset.label}
                  </Preset>
                );
              })}
            </Presets>
          )}
          <RangeSlider
            label="Price range"
            min={sliderMin}
            max={sliderMax}
            step={step}
            value={sliderValue}
            onChange={([a, b]) => setDraft([String(clamp(a, lo, hi)), String(clamp(b, lo, hi))])}
            formatValue={formatINR}
            thumbLabels={['Minimum price', 'Maximum price']}
          />
          <Amounts
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            {([0, 1] as const).map((end) => (
              <TextField
                key={end}
                label={end === 0 ? PRICE_FILTER_MESSAGES.min : PRICE_FILTER_MESSAGES.max}
                type="number"
                inputMode="numeric"
                min={0}
                step={step}
                value={current[end]}
                onChange={(value) => setDraft(end === 0 ? [value, current[1]] : [current[0], value])}
                error={end === 0 ? check.minError : check.maxError}
              />
            ))}
            {/* Enter in an amount applies it. */}
            <VisuallyHidden as="button" type="submit" tabIndex={-1}>
              Apply price range
            </VisuallyHidden>
          </Amounts>
          <Actions>
            <Button size="sm" onClick={apply} disabled={!changed || !check.valid}>
              Apply
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDraft(applied)} disabled={!pending}>
              Reset
            </Button>
          </Actions>
        </>
      ) : (
        <Single>{formatINR(lo)}</Single>
      )}
      <DiscountOnly label="Discounted items only" checked={discountOnly} onChange={onDiscountOnlyChange} />
    </FilterSection>
  );
}

export const PendingDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.accent};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/* 36 px high, the group wraps: a comfortable target on a phone without crowding the sidebar. */
const Preset = styled(PillButton)`
  min-height: 36px;
  padding: 6px 12px;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.surfaceHover};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const Amounts = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const DiscountOnly = styled(Checkbox)`
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const Single = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;
