import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  ErrorBox,
  IdConfirmationModal,
  Skeleton,
  usePageMeta,
  useSession,
  VisuallyHidden,
} from 'shared';
import {
  CART_MESSAGES,
  cartTotals,
  type PaymentMethod,
  type PaymentStatus,
  PRICE_LABELS,
} from 'shared/contracts';
import {
  CartIcon,
  ChevronLeftIcon,
  EmptyState,
  PageHeading,
  PageWrap,
  Panel,
  PanelTitle,
  ProfileCard,
  useProfileCard,
} from 'shared/kit';
import styled from 'styled-components';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { BackLink, TwoColumns } from '../components/layout';
import { ProcessingOverlay } from '../components/ProcessingOverlay';
import { cartKeys, useCart } from '../features/cart/api/get-cart';
import { TotalsList } from '../features/cart/components/TotalsList';
import { useCartTotals } from '../features/cart/hooks/use-cart-totals';
import { useLoadErrorToast } from '../features/cart/hooks/use-load-error-toast';
import { writeCart } from '../features/cart/lib/cart-cache';
import { useDiscountRevalidation } from '../features/discount/hooks/use-apply-discount';
import { useDiscount } from '../features/discount/store';
import {
  codAllowedFor,
  PaymentMethodPicker,
  PaymentProgress,
  type PayResult,
  usePayOrder,
} from '../features/payment';
import { OrderItems } from '../features/placement/components/OrderItems';
import { type PlacedOrder, usePlaceOrder } from '../features/placement/hooks/use-place-order';
import { type ConfirmationState, markConfirmationSeen } from '../features/placement/lib/order-session';
import type { Blocker } from '../features/placement/lib/placement-checks';
import { CART_PATH, ORDER_CONFIRMATION_PATH, ORDER_HISTORY_PATH, RETURNS_PAGE_PATH } from '../lib/paths';

/**
 * /checkout/order-summary: step 2 — profile card, items, totals, payment method, Place Order
 * (docs/product.md#orders, #payments). Cash on delivery ends in the confirmation dialog; an online
 * order, once placed, is paid in Razorpay Checkout and the shopper lands on /order-confirmation
 * for that order, paid or not (never a second order: Retry payment pays the same one).
 */
export function OrderSummaryPage() {
  usePageMeta({ title: 'Order Summary', description: 'Review and place your order.', noindex: true });
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? 'anonymous');
  const cart = useCart();
  const items = cart.data ?? [];
  // Orders need a serviceable PIN code: the card warns before Place Order refuses.
  const profileCard = useProfileCard({ checkServiceArea: true });
  const profile = profileCard.profile;
  const current = useCartTotals(items);
  const restoring = useDiscount((s) => s.restoring !== null);
  const queryClient = useQueryClient();
  useDiscountRevalidation(current.totals.subtotal, cart.isSuccess && !cart.isFetching);
  useLoadErrorToast(cart.error, CART_MESSAGES.loadError);

  const profileCardRef = useRef<HTMLElement>(null);
  const onBlocked = useCallback((blocker: Blocker) => {
    if (!blocker.focusProfile) return;
    const card = profileCardRef.current;
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  }, []);

  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('online');
  // Cash on delivery is not offered above its limit (the server decides again).
  const method = chosenMethod === 'cod' && !codAllowedFor(current.totals.total) ? 'online' : chosenMethod;
  const placement = usePlaceOrder({
    userId,
    profileStatus: profileCard.status,
    profile,
    items,
    paymentMethod: method,
    onBlocked,
  });
  const payment = usePayOrder();
  // Behind the confirmation the summary shows what was charged, not the emptied cart and code;
  // after an attempt whose answer was lost, what was sent (the cart may be empty if it was placed).
  const kept = placement.placed ?? placement.unconfirmed;
  const charged = useMemo(
    () =>
      kept && {
        items: kept.items,
        totals: cartTotals(kept.items, kept.discount),
        applied: kept.discount,
      },
    [kept],
  );
  const shownItems = charged?.items ?? items;
  const { totals, applied } = charged ?? current;

  // An attempt whose answer was lost is sent again as it was, its method included.
  const paymentMethod = placement.unconfirmed?.paymentMethod ?? method;

  const clearCheckout = () => {
    // place_order already emptied the database cart (ADR 8): empty the cached one and re-read.
    writeCart(queryClient, userId, []);
    void queryClient.invalidateQueries({ queryKey: cartKeys.list(userId) });
    useDiscount.getState().clear();
  };

  const closeConfirmation = () => {
    markConfirmationSeen();
    clearCheckout();
    navigate(ORDER_HISTORY_PATH);
  };

  /** The online order's outcome is shown on /order-confirmation, with Retry payment while it waits. */
  const showPaymentOutcome = (placed: PlacedOrder, result: PayResult) => {
    clearCheckout();
    const paymentStatus: PaymentStatus | undefined =
      result.outcome === 'paid' ? result.paymentStatus : undefined;
    const state: ConfirmationState = {
      orderId: placed.orderId,
      paymentMethod: 'online',
      ...(paymentStatus ? { paymentStatus } : {}),
      ...(placed.payment?.hold_until ? { holdUntil: placed.payment.hold_until } : {}),
      notice: { outcome: result.outcome, message: result.message },
    };
    navigate(ORDER_CONFIRMATION_PATH, { state });
  };

  const placeOrder = async () => {
    const placed = await placement.submit();
    if (placed?.paymentMethod !== 'online') return;
    const result = await payment.pay({
      orderId: placed.orderId,
      orderNumber: placed.displayNumber ?? null,
      ...(placed.payment ? { payment: placed.payment } : {}),
    });
    if (result) showPaymentOutcome(placed, result);
  };

  // From Place Order until Checkout opens the page waits under the overlay; then under Checkout.
  const busy = placement.processing || payment.busy;
  // The confirmation dialog is for cash on delivery; an online order goes on to its payment.
  const confirmedId = placement.placed?.paymentMethod === 'cod' ? placement.orderId : null;

  let content: React.ReactNode;
  if (cart.isPending) {
    content = (
      <Panel aria-busy="true">
        <VisuallyHidden role="status">Loading cart...</VisuallyHidden>
        <Skeleton height={160} />
      </Panel>
    );
  } else if (cart.isError && !cart.data) {
    content = (
      <ErrorBox
        title={CART_MESSAGES.loadError}
        message={cart.error.message}
        onRetry={() => void cart.refetch()}
      />
    );
  } else if (shownItems.length === 0) {
    content = (
      <Panel>
        <EmptyState
          icon={<CartIcon size={40} />}
          title={CART_MESSAGES.empty}
          message="Add something to your cart before checking out."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      </Panel>
    );
  } else {
    content = (
      <TwoColumns>
        <Column>
          <ProfileCard
            state={profileCard}
            cardRef={profileCardRef}
            titleId="profile-card-title"
            columns="pairs"
          />
          <Panel>
            <OrderItems items={shownItems} />
          </Panel>
        </Column>
        <Panel aria-labelledby="summary-price-title">
          <PanelTitle id="summary-price-title">Price Details</PanelTitle>
          <Stack>
            <TotalsList
              totals={totals}
              discount={applied}
              variant="summary"
              itemCount={shownItems.reduce((n, item) => n + item.quantity, 0)}
            />
            <ReturnsLink to={RETURNS_PAGE_PATH}>{PRICE_LABELS.returnsLink}</ReturnsLink>
            <PaymentMethodPicker
              value={paymentMethod}
              onChange={setChosenMethod}
              totalRupees={totals.total}
              locked={placement.unconfirmed !== null}
            />
            <Button
              size="lg"
              fullWidth
              // A kept code is being checked: the order waits for the answer.
              loading={busy || restoring}
              onClick={() => void placeOrder()}
            >
              Place Order
            </Button>
            <Note>Prices and stock are confirmed when the order is placed.</Note>
          </Stack>
        </Panel>
      </TwoColumns>
    );
  }

  return (
    <PageWrap inert={busy || undefined}>
      <BackLink to={CART_PATH}>
        <ChevronLeftIcon size={16} />
        Back to Cart
      </BackLink>
      <CheckoutSteps current={2} />
      <PageHeading>Order Summary</PageHeading>
      {content}
      <ProcessingOverlay open={placement.processing || payment.phase === 'starting'} />
      <PaymentProgress phase={payment.phase} />
      {/* Closing clears the cart and the discount and goes to /order-history (docs/product.md#orders). */}
      <IdConfirmationModal
        id={confirmedId}
        shownId={placement.placed?.displayNumber ?? null}
        idAttribute="data-order-id"
        onClose={closeConfirmation}
        title="Order Placed Successfully!"
        description="Thank you for shopping with us. We will keep you posted on its progress."
        doneLabel="View My Orders"
        idName="order number"
        idTestId="confirmation-order-id"
      />
    </PageWrap>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const ReturnsLink = styled(Link)`
  align-self: flex-start;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSize.sm};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
`;
