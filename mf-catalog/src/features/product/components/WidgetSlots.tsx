import type { Ref } from 'react';
import { RemoteSlot } from 'shared';
import type { AddToCartProps, WidgetProduct, WishlistToggleProps } from 'shared/contracts';
import styled from 'styled-components';

/**
 * Checkout's AddToCart and account's WishlistToggle inside boxes of their final size: the box,
 * not the widget, holds the space, so the buttons' arrival (or a widget that renders nothing
 * yet) never moves the page.
 */
export function AddToCartSlot({
  product,
  quantity,
  variant = 'page',
  ref,
}: AddToCartProps & { ref?: Ref<HTMLDivElement> }) {
  const height = variant === 'bar' ? 44 : 48;
  return (
    <CartBox ref={ref} $height={height}>
      <RemoteSlot<AddToCartProps>
        remote="mf_checkout"
        module="./AddToCart"
        props={{ product, quantity, variant }}
        placeholderStyle={{ height }}
      />
    </CartBox>
  );
}

export function WishlistSlot({ product }: { product: WidgetProduct }) {
  return (
    <WishBox>
      <RemoteSlot<WishlistToggleProps>
        remote="mf_account"
        module="./WishlistToggle"
        props={{ product, variant: 'icon' }}
        placeholderStyle={{ width: 48, height: 48 }}
        quietOnError
      />
    </WishBox>
  );
}

const CartBox = styled.div<{ $height: number }>`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${(p) => p.$height}px;
`;

const WishBox = styled.div`
  flex: none;
  width: 48px;
  min-height: 48px;
`;
