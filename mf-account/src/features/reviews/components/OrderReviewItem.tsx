import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, userText } from 'shared';
import { type OrderForReview, REVIEW_MESSAGES } from 'shared/contracts';
import { ProductThumb, RatingStars, StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { productPath } from '../../../lib/paths';
import { ReviewForm } from './ReviewForm';

type OrderProduct = OrderForReview['products'][number];

/** The author's view of their review's moderation state. */
export function ReviewStatusBadge({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  return <StatusBadge kind="review" status={status} label={REVIEW_STATUS_LABELS[status]} />;
}

const REVIEW_STATUS_LABELS = {
  approved: 'Published',
  rejected: REVIEW_MESSAGES.rejected,
  pending: REVIEW_MESSAGES.awaitingVerification,
};

/** One product of the order: 'Write a Review', or the user's review with 'Edit Your Review'. */
export function OrderReviewItem({ orderId, product }: { orderId: string; product: OrderProduct }) {
  const [editing, setEditing] = useState(false);
  const review = product.review;
  return (
    <Item aria-labelledby={`review-item-${product.id}`}>
      <Head>
        <Link to={productPath(product.slug)} tabIndex={-1} aria-hidden="true">
          <ProductThumb src={product.image} size={72} />
        </Link>
        <Info>
          <Name id={`review-item-${product.id}`} to={productPath(product.slug)}>
            {product.name}
          </Name>
          {review ? (
            <Current>
              <RatingStars rating={review.rating} showValue={false} size={14} />
              <ReviewStatusBadge status={review.status} />
            </Current>
          ) : (
            <Muted>Not reviewed yet</Muted>
          )}
        </Info>
        {!editing && (
          <Button variant={review ? 'secondary' : 'primary'} size="sm" onClick={() => setEditing(true)}>
            {review ? 'Edit Your Review' : 'Write a Review'}
          </Button>
        )}
      </Head>
      {review && !editing && (
        <Existing>
          {review.title && <strong>{review.title}</strong>}
          <p>{review.comment}</p>
          {review.status !== 'approved' && <Muted>{REVIEW_MESSAGES.visibleAfterVerification}</Muted>}
        </Existing>
      )}
      {editing && (
        <ReviewForm
          productId={product.id}
          productSlug={product.slug}
          productName={product.name}
          orderId={orderId}
          existing={review}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
    </Item>
  );
}

const Item = styled.li`
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  gap: 14px;
  align-items: center;

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
    > button {
      grid-column: 1 / -1;
    }
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  ${userText}
  &:hover {
    text-decoration: underline;
  }
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Existing = styled.div`
  ${userText}
  margin: 10px 0 0 86px;
  p {
    margin: 4px 0;
    color: ${(p) => p.theme.colors.textMuted};
    white-space: pre-line;
    ${userText}
  }

  ${(p) => p.theme.media.mobile} {
    margin-left: 0;
  }
`;
