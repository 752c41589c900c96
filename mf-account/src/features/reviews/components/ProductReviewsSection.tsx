import { useEffect, useRef, useState } from 'react';
import { ErrorBox, formatRating, PAGE_SIZE, pageCount, Skeleton, VisuallyHidden } from 'shared';
import { type ProductReviewsProps, REVIEW_MESSAGES } from 'shared/contracts';
import { EmptyState, Pagination, RatingStars } from 'shared/kit';
import styled from 'styled-components';
import { useVerifiedReviewCount } from '../api/count-verified-product-reviews';
import { useAverageProductRating } from '../api/get-average-product-rating';
import { useProductReviews } from '../api/get-product-reviews';
import { reviewsErrorMessage, verifiedReviewsLabel } from '../lib/review-format';
import { MyPendingReviews } from './MyPendingReviews';
import { ReviewItem } from './ReviewItem';

/**
 * The product page's reviews section (docs/product.md#reviews): average rating, number of verified
 * reviews, 5 reviews per page with pagination, 'No Reviews Yet', and on failure
 * 'Error loading reviews: {message}' with Retry. The page supplies the section heading.
 */
export function ProductReviewsSection({ productId, productSlug }: ProductReviewsProps) {
  return (
    <>
      <MyPendingReviews productId={productId} />
      <PublishedReviews productId={productId} productSlug={productSlug} />
    </>
  );
}

/** The verified (approved) reviews everyone sees. */
function PublishedReviews({ productId }: ProductReviewsProps) {
  const [page, setPage] = useState(1);
  const count = useVerifiedReviewCount(productId);
  const average = useAverageProductRating(productId);
  const totalPages = pageCount(count.data ?? 0, PAGE_SIZE.reviews);
  const currentPage = Math.min(page, totalPages);
  const reviews = useProductReviews(productId, currentPage);
  const rootRef = useRef<HTMLDivElement>(null);

  // A shrinking total (a review withdrawn) must not leave the page past the last one.
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const changePage = (next: number) => {
    setPage(next);
    // Keep the list's start in view when the pagination below it is used.
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
  };

  const failed = [count, average, reviews].find((q) => q.isError && !q.isFetching);
  if (failed) {
    const retry = () => {
      for (const q of [count, average, reviews]) if (q.isError) void q.refetch();
    };
    return <ErrorBox message={reviewsErrorMessage(failed.error)} onRetry={retry} />;
  }
  const total = count.data;
  const rating = average.data;
  const list = reviews.data;
  if (total === undefined || rating === undefined || list === undefined) return <ReviewsSkeleton />;
  if (total === 0) {
    return (
      <EmptyState
        title={REVIEW_MESSAGES.noReviews}
        message="Reviews from customers who bought this product appear here."
      />
    );
  }

  return (
    <Root ref={rootRef} aria-busy={reviews.isPlaceholderData || undefined}>
      <Summary>
        <Average aria-hidden="true">{formatRating(rating)}</Average>
        <div>
          <RatingStars rating={rating} showValue={false} size={20} />
          <Muted>{verifiedReviewsLabel(total)}</Muted>
        </div>
        <VisuallyHidden>{`Average rating ${formatRating(rating)} out of 5`}</VisuallyHidden>
      </Summary>
      <List aria-label="Reviews" data-page={currentPage}>
        {list.map((review) => (
          <li key={review.review_id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </List>
      <Pagination
        page={currentPage}
        totalPages={totalPages}
        onPageChange={changePage}
        label="Reviews pages"
      />
    </Root>
  );
}

function ReviewsSkeleton() {
  return (
    <Root role="status" aria-busy="true">
      <VisuallyHidden>Loading reviews…</VisuallyHidden>
      <Summary>
        <Skeleton width={56} height={44} />
        <div>
          <Skeleton width={120} height={20} />
          <Skeleton width={180} height={16} />
        </div>
      </Summary>
      {[0, 1, 2].map((i) => (
        <SkeletonReview key={i}>
          <Skeleton width="40%" height={18} />
          <Skeleton width={90} height={14} />
          <Skeleton width="95%" height={16} />
          <Skeleton width="70%" height={16} />
        </SkeletonReview>
      ))}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  scroll-margin-top: 128px;
  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding-bottom: 16px;
  > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Average = styled.span`
  font-size: 40px;
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SkeletonReview = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;
