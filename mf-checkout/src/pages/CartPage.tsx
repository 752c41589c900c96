import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink, ConfirmDialog, ErrorBox, pluralize, usePageMeta } from 'shared';
import { CART_LIMITS, CART_MESSAGES } from 'shared/contracts';
import {
  availableOffersQueryOptions,
  CartIcon,
  EmptyState,
  PageHeading,
  PageWrap,
  Pagination,
  Panel,
  PanelTitle,
  ThumbListSkeleton,
  TrashIcon,
} from 'shared/kit';
import styled from 'styled-components';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { TwoColumns } from '../components/layout';
import { useCart } from '../features/cart/api/get-cart';
import { CartItemRow } from '../features/cart/components/CartItemRow';
import { CartOffers } from '../features/cart/components/CartOffers';
import { CheckoutButton } from '../features/cart/components/CheckoutButton';
import { TotalsList } from '../features/cart/components/TotalsList';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { useCartTotals } from '../features/cart/hooks/use-cart-totals';
import { useFocusAfterRemoval } from '../features/cart/hooks/use-focus-after-removal';
import { useLoadErrorToast } from '../features/cart/hooks/use-load-error-toast';
import { pageCount, pageOf, validPage } from '../features/cart/lib/cart-rules';
import { DeliveryEstimate } from '../features/delivery';
import { DiscountForm } from '../features/discount/components/DiscountForm';
import { useApplyDiscount, useDiscountRevalidation } from '../features/discount/hooks/use-apply-discount';
import { useCodeFromLink } from '../features/discount/hooks/use-code-from-link';

/** /checkout/cart-details: step 1 of 2 (docs/product.md#cart). Login-gated in the route table. */
export function CartPage() {
  usePageMeta({ title: 'Cart', description: 'Your shopping cart.', noindex: true });
  const cart = useCart();
  const items = cart.data ?? [];
  const [page, setPage] = useState(1);
  const [confirmClear, setConfirmClear] = useState(false);
  const { totals, applied } = useCartTotals(items);
  useDiscountRevalidation(totals.subtotal, cart.isSuccess && !cart.isFetching);
  useLoadErrorToast(cart.error, CART_MESSAGES.loadError);
  // The offers start with the cart, so they are there when its price details show.
  useQuery(availableOffersQueryOptions());
  const offerDiscount = useApplyDiscount(totals.subtotal);
  useCodeFromLink({
    refetch: cart.refetch,
    settled: cart.isSuccess && !cart.isFetching,
    subtotal: totals.subtotal,
    apply: offerDiscount.apply,
  });

  // A page beyond the last (after removals) resets to the first.
  const current = validPage(page, items.length);
  useEffect(() => {
    if (current !== page) setPage(current);
  }, [current, page]);

  const shown = useMemo(() => pageOf(items, current), [items, current]);
  const shownIds = useMemo(() => shown.map((item) => item.id), [shown]);
  const listRef = useRef<HTMLUListElement>(null);
  const willRemove = useFocusAfterRemoval(listRef, shownIds);
  const { setQuantity, removeItem, clearAll, clearing } = useCartActions(items, willRemove);

  let body: React.ReactNode;
  if (cart.isPending) {
    body = <CartSkeleton />;
  } else if (cart.isError && !cart.data) {
    body = (
      <ErrorBox
        title={CART_MESSAGES.loadError}
        message={cart.error.message}
        onRetry={() => void cart.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Panel>
        <EmptyState
          icon={<CartIcon size={40} />}
          title={CART_MESSAGES.empty}
          message="Browse consoles, gaming PCs and parts, and add what you like."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      </Panel>
    );
  } else {
    body = (
      <TwoColumns>
        <Panel aria-labelledby="cart-items-title">
          <ListHeader>
            <PanelTitle id="cart-items-title">
              Items <ItemCount>{pluralize(items.length, 'item')}</ItemCount>
            </PanelTitle>
            <Button variant="ghost" size="sm" loading={clearing} onClick={() => setConfirmClear(true)}>
              <TrashIcon size={16} />
              Clear Cart
            </Button>
          </ListHeader>
          <Items ref={listRef}>
            {shown.map((item) => (
              <CartItemRow key={item.id} item={item} onQuantity={setQuantity} onRemove={removeItem} />
            ))}
          </Items>
          <Pagination
            page={current}
            totalPages={pageCount(items.length, CART_LIMITS.pageSize)}
            onPageChange={setPage}
            label="Cart pages"
          />
        </Panel>
        <Panel aria-labelledby="cart-summary-title">
          <PanelTitle id="cart-summary-title">Price Details</PanelTitle>
          <Stack>
            <DiscountForm subtotal={totals.subtotal} discountAmount={totals.discountAmount} />
            <CartOffers apply={offerDiscount.apply} appliedCode={applied?.discountCode ?? null} />
            <TotalsList totals={totals} discount={applied} />
            <DeliveryEstimate variant="compact" />
            <CheckoutButton items={items} />
            <ButtonLink to="/" variant="secondary" fullWidth>
              Continue Shopping
            </ButtonLink>
          </Stack>
        </Panel>
      </TwoColumns>
    );
  }

  return (
    <PageWrap>
      <CheckoutSteps current={1} />
      <PageHeading>Cart</PageHeading>
      {body}
      <ConfirmDialog
        open={confirmClear}
        title="Clear cart?"
        confirmLabel="Clear Cart"
        onConfirm={clearAll}
        onClose={() => setConfirmClear(false)}
      >
        <p>{`This removes all ${pluralize(items.length, 'item')} from your cart.`}</p>
      </ConfirmDialog>
    </PageWrap>
  );
}

function CartSkeleton() {
  return (
    <Panel aria-busy="true">
      <ThumbListSkeleton label="Loading cart..." />
    </Panel>
  );
}

const ListHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const ItemCount = styled.span`
  margin-left: 6px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 400;
`;
