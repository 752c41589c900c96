import { useState } from 'react';
import { Button, formatINR, SEARCH, VisuallyHidden } from 'shared';
import { Checkbox } from 'shared/kit';
import styled from 'styled-components';
import { FilterSection } from './FilterSection';
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

/**
 * Price range (docs/product.md#catalogue-and-search: slider step 100, bounds from the server; edits
 * stay pending, shown with an orange dot, until Apply; Reset restores the applied range) and the
 * discount-only switch.
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
  const applied: [number, number] = [clamp(appliedMin ?? lo, lo, hi), clamp(appliedMax ?? hi, lo, hi)];
  const basis = `${lo}:${hi}:${applied[0]}:${applied[1]}`;
  const [draft, setDraft] = useState<[number, number]>(applied);
  const [draftBasis, setDraftBasis] = useState(basis);
  // The draft starts again from the applied range whenever that or the bounds change (a state
  // adjustment during render, so no frame shows the stale draft).
  let current = draft;
  if (draftBasis !== basis) {
    current = applied;
    setDraftBasis(basis);
    setDraft(applied);
  }
  const pending = current[0] !== applied[0] || current[1] !== applied[1];
  const hasRange = hi > lo;

  const apply = () => onApply(current[0] > lo ? current[0] : null, current[1] < hi ? current[1] : null);

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
          <RangeSlider
            label="Price range"
            min={lo}
            max={hi}
            step={SEARCH.priceSliderStep}
            value={current}
            onChange={setDraft}
            formatValue={formatINR}
            thumbLabels={['Minimum price', 'Maximum price']}
          />
          <Values aria-hidden="true">
            <span>{formatINR(current[0])}</span>
            <span>{formatINR(current[1])}</span>
          </Values>
          <Actions>
            <Button size="sm" onClick={apply} disabled={!pending}>
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

const Values = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
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
