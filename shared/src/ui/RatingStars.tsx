import styled from 'styled-components';
import { formatRating, ratingStars } from '../lib/rating';
import { VisuallyHidden } from './VisuallyHidden';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Stars = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.colors.star};
`;

const Value = styled.span`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** A 24-unit star drawn from its top point with relative moves only, so it can start anywhere. */
const STAR_OUTLINE =
  'l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.08-5.87 3.08 1.12-6.54-4.75-4.63 6.56-.95z';
/** A star and the gap after it (3 units: 2 px at 16 px). */
const STAR_STEP = 27;
const ROW_WIDTH = 5 * STAR_STEP - 3;

/** The stars at the given positions (0-4) as one path. */
function starsPath(positions: number[]): string {
  return positions.map((i) => `M${12 + i * STAR_STEP} 2.5${STAR_OUTLINE}`).join('');
}

const ALL_STARS = starsPath([0, 1, 2, 3, 4]);

/**
 * The row of five is one SVG: the outlines as one path, the whole stars filled as another and a
 * half star clipped to its left half. A page of product cards shows dozens of ratings; five SVGs
 * each made their style, layout and paint ~2.4x slower on a throttled phone (docs/adr/0005).
 */
function StarRow({ rating, size }: { rating: number | null | undefined; size: number }) {
  const { full, half } = ratingStars(rating);
  const wholes = Array.from({ length: full }, (_, i) => i);
  return (
    <svg
      width={(size * ROW_WIDTH) / 24}
      height={size}
      viewBox={`0 0 ${ROW_WIDTH} 24`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={ALL_STARS} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {full > 0 && <path d={starsPath(wholes)} fill="currentColor" data-stars="full" />}
      {half > 0 && (
        <path
          d={starsPath([full])}
          fill="currentColor"
          style={{ clipPath: 'inset(0 50% 0 0)' }}
          data-stars="half"
        />
      )}
    </svg>
  );
}

export interface RatingStarsProps {
  /** 0-5; the half star shows at a fraction of 0.5 or more. */
  rating: number | null | undefined;
  /** Number of reviews, shown as '(n)'; 0 shows 'No ratings yet' instead of stars. */
  count?: number;
  /** Star size in px. */
  size?: number;
  /** Show the one-decimal value next to the stars (default). */
  showValue?: boolean;
  className?: string;
}

/** What a rating summary says for a product nobody has rated yet, instead of '0.0 (0)'. */
export const NO_RATINGS_TEXT = 'No ratings yet';

export function RatingStars({ rating, count, size = 16, showValue = true, className }: RatingStarsProps) {
  // An average of no reviews is no rating: five empty stars and '0.0 (0)' read as a bad product.
  if (count === 0) {
    return (
      <Root className={className} data-rating="none">
        {NO_RATINGS_TEXT}
      </Root>
    );
  }
  const value = formatRating(rating);
  return (
    <Root className={className}>
      <Stars role="img" aria-label={`Rated ${value} out of 5`}>
        <StarRow rating={rating} size={size} />
      </Stars>
      {showValue && <Value aria-hidden="true">{value}</Value>}
      {count != null && (
        <>
          <span aria-hidden="true">({count})</span>
          <VisuallyHidden>{`${count} ${count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
        </>
      )}
    </Root>
  );
}
