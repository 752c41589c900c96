import styled from 'styled-components';
import { SEARCH_MESSAGES } from '../messages';

export interface PricePhraseChipProps {
  /** 'Under ₹1,00,000', '₹40,000 – ₹60,000', 'Over ₹60,000' (formatPriceChip). */
  label: string;
  /** Searches the words alone: the phrase leaves the query, the bounds go with it. */
  onRemove: () => void;
}

/**
 * The price understood from the query ('gaming laptop under 1 lakh' -> 'Under ₹1,00,000 ×'), one
 * button that removes it (docs/product.md#catalogue-and-search).
 */
export function PricePhraseChip({ label, onRemove }: PricePhraseChipProps) {
  return (
    <Chip type="button" aria-label={SEARCH_MESSAGES.removePriceFilter(label)} onClick={onRemove}>
      <span>{label}</span>
      <Cross aria-hidden="true">×</Cross>
    </Chip>
  );
}

/** A pill-shaped button: the price chip and the price filter's presets. */
export const PillButton = styled.button`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Chip = styled(PillButton)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 6px 4px 12px;
  border-color: ${(p) => p.theme.colors.primary};
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
`;

const Cross = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 16px;
  line-height: 1;
`;
