import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, bus, ErrorBox, usePageMeta, useSession } from 'shared';
import { itemNumber, REVIEW_MESSAGES } from 'shared/contracts';
import { EmptyState, PageHeading, PageWrap, Panel, ThumbListSkeleton } from 'shared/kit';
import styled from 'styled-components';
import { OrderForReviewError, useOrderForReview } from '../features/reviews/api/get-order-for-review';
import { OrderReviewItem } from '../features/reviews/components/OrderReviewItem';
import { ORDER_HISTORY_PATH } from '../lib/paths';

/**
 * /review/order/{orderId} (docs/product.md#reviews): only the signed-in owner's delivered
 * order; each product with 'Write a Review' or 'Edit Your Review'; a link back to order history.
 */
export function ReviewOrderPage() {
  usePageMeta({
    title: 'Review Your Order',
    description: 'Review the products of your order.',
    noindex: true,
  });
  const { orderId = '' } = useParams();
  const status = useSession((s) => s.status);

  useEffect(() => {
    if (status === 'anonymous') bus.emit('auth:login-required', {});
  }, [status]);

  return (
    <PageWrap $maxWidth={1000}>
      <Back to={ORDER_HISTORY_PATH}>← Back to Order History</Back>
      <PageHeading>Review Your Order</PageHeading>
      {status === 'anonymous' ? (
        <Panel>
          <EmptyState
            title={REVIEW_MESSAGES.authRequiredToast}
            message={REVIEW_MESSAGES.loginRequired}
            action={<Button onClick={() => bus.emit('auth:login-required', {})}>Login</Button>}
          />
        </Panel>
      ) : status === 'loading' ? (
        <OrderSkeleton />
      ) : (
        <OrderReview orderId={orderId} />
      )}
    </PageWrap>
  );
}

function OrderReview({ orderId }: { orderId: string }) {
  const order = useOrderForReview(orderId);
  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    const permanent = order.error instanceof OrderForReviewError && order.error.permanent;
    return (
      <ErrorBox
        title="Cannot review this order"
        message={order.error.message}
        onRetry={permanent ? undefined : () => void order.refetch()}
      />
    );
  }
  const { products } = order.data;
  if (products.length === 0) {
    return (
      <Panel>
        <EmptyState title={REVIEW_MESSAGES.noProducts} />
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="review-order-title">
      <Title id="review-order-title">
        Order <Mono>#{itemNumber(order.data)}</Mono>
      </Title>
      <Note>{REVIEW_MESSAGES.visibleAfterVerification}</Note>
      <Items aria-label="Products in this order">
        {products.map((product) => (
          <OrderReviewItem key={product.id} orderId={order.data.id} product={product} />
        ))}
      </Items>
    </Panel>
  );
}

function OrderSkeleton() {
  return (
    <Panel aria-busy="true">
      <ThumbListSkeleton label="Loading order..." rows={2} thumb={72} />
    </Panel>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  margin: 12px 0 4px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

const Note = styled.p`
  margin: 6px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Items = styled.ul`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;
