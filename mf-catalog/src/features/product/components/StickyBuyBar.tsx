import type { WidgetProduct } from 'shared/contracts';
import styled, { createGlobalStyle } from 'styled-components';
import { MrpPrice } from '../../product-card';
import { BUY_BAR_HEIGHT, SHELL_MOBILE_BOTTOM_BAR_HEIGHT } from './chrome';
import { AddToCartSlot } from './WidgetSlots';

export interface StickyBuyBarProps {
  product: WidgetProduct;
  quantity: number;
  /** Shown while the page's own Add to Cart is out of view (above or below). */
  visible: boolean;
}

/**
 * Phones only (< 768 px): price and AddToCart (variant 'bar') fixed above the shell's bottom
 * navigation while the page's own Add to Cart is out of view. Hidden, it is inert and out of the
 * accessibility tree, so keyboard and screen-reader users meet one Add to Cart at a time.
 */
export function StickyBuyBar({ product, quantity, visible }: StickyBuyBarProps) {
  return (
    <>
      <ReserveBarSpace />
      <Bar
        role="region"
        aria-label="Price and add to cart"
        data-visible={visible}
        aria-hidden={!visible || undefined}
        inert={!visible}
      >
        <MrpPrice amount={product.discount_price} mrp={product.price} size="md" />
        <Action>
          <AddToCartSlot product={product} quantity={quantity} variant="bar" />
        </Action>
      </Bar>
    </>
  );
}

/**
 * The page's end (the footer's last lines included) stays clear of the bar: the shell pads the
 * body for its bottom bar, this pads it for both bars while the product page is on a phone. Set
 * once with the page, not when the bar slides in, so nothing moves (no layout shift). `html
 * body` outranks the shell's `body` rule whatever order the two styles are injected in.
 */
const ReserveBarSpace = createGlobalStyle`
  html body {
    padding-bottom: calc(${SHELL_MOBILE_BOTTOM_BAR_HEIGHT + BUY_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  }
`;

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(${SHELL_MOBILE_BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  z-index: ${(p) => p.theme.zIndex.header - 1};
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${BUY_BAR_HEIGHT}px;
  padding: 0 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: rgba(20, 24, 33, 0.97);
  box-shadow: ${(p) => p.theme.shadows.raised};
  transition: transform ${(p) => p.theme.motion.normal} ${(p) => p.theme.motion.easing},
    visibility 0s linear ${(p) => p.theme.motion.normal};

  &[data-visible='false'] {
    visibility: hidden;
    transform: translateY(calc(100% + ${SHELL_MOBILE_BOTTOM_BAR_HEIGHT}px));
  }
  &[data-visible='true'] {
    visibility: visible;
    transform: none;
    transition-delay: 0s;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Action = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  max-width: 220px;
  margin-left: auto;
`;
