import { userText } from 'shared';
import { formatIndiaDate, type ProductReview } from 'shared/contracts';
import { Badge, RatingStars } from 'shared/kit';
import styled from 'styled-components';

/** One verified review: reviewer, stars, date, optional title and the comment. */
export function ReviewItem({ review }: { review: ProductReview }) {
  return (
    <Article aria-label={`Review by ${review.user_name}`}>
      <Header>
        <Name>{review.user_name}</Name>
        <Badge tone="success">Verified Purchase</Badge>
        <When dateTime={review.created_at}>{formatIndiaDate(review.created_at)}</When>
      </Header>
      <RatingStars rating={review.rating} showValue={false} size={14} />
      {review.title?.trim() && <Title>{review.title}</Title>}
      <Comment>{review.comment}</Comment>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

// A name or title is whatever the shopper typed: an unbroken string must wrap, not widen the page.
const Name = styled.strong`
  min-width: 0;
  color: ${(p) => p.theme.colors.text};
  ${userText}
`;

const When = styled.time`
  margin-left: auto;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Title = styled.h3`
  margin: 4px 0 0;
  ${userText}
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Comment = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.6;
  white-space: pre-line;
  ${userText}
`;
