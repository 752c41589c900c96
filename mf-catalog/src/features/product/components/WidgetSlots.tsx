import type { Ref } from 'react';
import { RemoteSlot } from 'shared';
import type {
  AddToCartProps,
  DeliveryEstimateProps,
  WidgetProduct,
  WishlistToggleProps,
} from 'shared/contracts';
import styled from 'styled-components';
import { useAfterPageLoad } from '../../../hooks/use-after-page-load';

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

/** Room the delivery box takes (its PIN form: label, field, hint), reserved from the server render on. */
const DELIVERY_BOX_HEIGHT = 132;

/**
 * Checkout's delivery date for a PIN code (docs/product.md#catalogue-and-search, "Delivery date").
 * It reads the session and storage, so it never renders on the server (the page stays cacheable),
 * and its code loads after the page has loaded: the first screen does not wait for it. The box
 * keeps its room meanwhile (no layout shift); a failing remote leaves the box empty.
 */
export function DeliverySlot() {
  const loaded = useAfterPageLoad();
  return (
    <DeliveryBox>
      {loaded && (
        <RemoteSlot<DeliveryEstimateProps>
          remote="mf_checkout"
          module="./DeliveryEstimate"
          props={{ variant: 'page' }}
          placeholderStyle={{ minHeight: DELIVERY_BOX_HEIGHT }}
          quietOnError
        />
      )}
    </DeliveryBox>
  );
}

const DeliveryBox = styled.div`
  min-height: ${DELIVERY_BOX_HEIGHT}px;
`;

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
