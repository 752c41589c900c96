import { userText } from 'shared';
import { formatIndiaDate, REVIEW_MESSAGES } from 'shared/contracts';
import { RatingStars } from 'shared/kit';
import styled from 'styled-components';
import { useMyUnpublishedReviews } from '../api/get-my-unpublished-reviews';
import { ReviewStatusBadge } from './OrderReviewItem';

/**
 * The signed-in author's own reviews of this product that others cannot see yet (visible after
 * verification: docs/product.md#reviews), marked as awaiting verification. Nothing for guests or
 * without any.
 */
export function MyPendingReviews({ productId }: { productId: string }) {
  const { data } = useMyUnpublishedReviews(productId);
  if (!data?.length) return null;
  return (
    <Box aria-label="Your review">
      {data.map((review) => (
        <article key={review.review_id} aria-label="Your review">
          <Head>
            <strong>Your review</strong>
            <ReviewStatusBadge status={review.status} />
            <When dateTime={review.updated_at}>{formatIndiaDate(review.updated_at)}</When>
          </Head>
          <RatingStars rating={review.rating} showValue={false} size={14} />
          {review.title && <Title>{review.title}</Title>}
          <Comment>{review.comment}</Comment>
          <Note>{REVIEW_MESSAGES.visibleAfterVerification}</Note>
        </article>
      ))}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 16px;
  padding: 14px 16px;
  border: 1px dashed ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  article {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

const When = styled.time`
  margin-left: auto;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Title = styled.h3`
  ${userText}
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Comment = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.6;
  white-space: pre-line;
  ${userText}
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
