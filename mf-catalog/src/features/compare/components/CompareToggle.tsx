import { COMPARE_TEXT, type CompareItem } from 'shared/contracts';
import { CheckIcon } from 'shared/kit';
import styled from 'styled-components';
import { addCompareItem, removeCompareItem, useCompareItems } from '../lib/compare-store';

export interface CompareToggleProps {
  item: CompareItem;
  /** 'card': a pill over a card's image, named after the product; 'page': the product page's button. */
  variant?: 'card' | 'page';
  className?: string;
}

/**
 * 'Compare' (docs/product.md#catalogue-and-search, "Compare"): a toggle button (aria-pressed)
 * with a checkbox's look. Pressed, the product is in the compare list; pressing it again takes it
 * out. A product of another kind or a fifth one is refused with a toast and stays unpressed.
 * Its name never changes with its state (the state is aria-pressed): 'Compare {product}' on
 * cards, 'Add to compare' on the product page.
 */
export function CompareToggle({ item, variant = 'card', className }: CompareToggleProps) {
  const items = useCompareItems();
  const pressed = items.some((i) => i.slug === item.slug);
  const onPage = variant === 'page';
  return (
    <Toggle
      type="button"
      className={className}
      data-variant={variant}
      aria-pressed={pressed}
      aria-label={onPage ? undefined : `${COMPARE_TEXT.toggle} ${item.name}`}
      onClick={() => (pressed ? removeCompareItem(item.slug) : addCompareItem(item))}
    >
      <Box aria-hidden="true" data-checked={pressed}>
        {pressed && <CheckIcon size={14} />}
      </Box>
      {onPage ? COMPARE_TEXT.toggleOnPage : COMPARE_TEXT.toggle}
    </Toggle>
  );
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  padding: 4px 10px 4px 8px;
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.pill};
  background: rgba(11, 13, 18, 0.88);
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.fast};

  &[data-variant='page'] {
    min-height: 40px;
    padding: 6px 14px 6px 10px;
    border-radius: ${(p) => p.theme.radii.md};
    background: transparent;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  border: 2px solid ${(p) => p.theme.colors.textMuted};
  border-radius: 4px;
  color: ${(p) => p.theme.colors.primaryText};

  &[data-checked='true'] {
    border-color: ${(p) => p.theme.colors.primaryFill};
    background: ${(p) => p.theme.colors.primaryFill};
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;
